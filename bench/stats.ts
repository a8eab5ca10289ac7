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

/** Times `count` sequential runs of `once`, after `warmup` untimed ones. */
export async function timeSequential(count: number, once: (i: number) => Promise<unknown>, warmup = 50): Promise<Summary> {
  for (let i = 0; i < warmup; i++) await once(i);
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await once(i);
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}
