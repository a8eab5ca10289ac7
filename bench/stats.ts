/** Percentile of sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export interface Summary {
  n: number;
  p50: number;
  p99: number;
  mean: number;
}

export function summarize(samplesMs: number[]): Summary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  return { n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean };
}

export const fmt = (ms: number): string => `${ms.toFixed(3)} ms`;

/**
 * Times `count` runs of each contestant, interleaved: one run of each per
 * round, the order flipped every round, so that neither side always runs
 * first after the other (a cache, the scheduler, the broker's queues) and a
 * slow patch of this shared machine falls on both. Each side first gets the
 * same `warmup` untimed runs, interleaved the same way. Answers the samples
 * (ms) of each; summarize() them.
 */
export async function timeInterleaved<K extends string>(count: number, contestants: Record<K, () => Promise<unknown>>, warmup = 100): Promise<Record<K, number[]>> {
  const names = Object.keys(contestants) as K[];
  const samples = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<K, number[]>;
  for (let round = 0; round < warmup + count; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const start = performance.now();
      await contestants[name]();
      if (round >= warmup) samples[name].push(performance.now() - start);
    }
  }
  return samples;
}
