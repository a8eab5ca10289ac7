// Device history: six months of one-minute data for one key (imported
// through the control API into the history's daily segments), then the
// server's answer for a month view (aggregated to at most 2,000 points):
// time and bytes. Beside it, in the same process and interleaved: the day
// view of the same key (1,440 raw points, no aggregation: the baseline) and
// the month view of a device's generated back-history, and the month view
// read raw (HOMEPORT_HISTORY_SUMMARIES=off, every day's log parsed) against
// the summary path (closed days from their per-day summaries). Bytes are set against
// the raw month (every sample as {t, v}). No thresholds.
import { RestClient, type HistoryAnswer } from '@homeport/sdk';
import type { Simulator } from '@homeport/simulator';
import { ADMIN, DEMO_OFFLINE, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { fmt, summarize, timeInterleaved } from './stats';

const MINUTE = 60_000;
const DAYS = 182;
const CHUNK = 5000;
/** Device 2 of the demo gateway: a dimmer (LevelService Level). */
const KEY = `${DEMO_ONLINE}:2:LevelService`;

export async function benchHistory(sim: Simulator): Promise<void> {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  const rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
  const now = sim.clock.now();
  const first = Math.floor((now - DAYS * 86_400_000) / MINUTE) * MINUTE;
  const total = Math.floor((now - MINUTE - first) / MINUTE);
  const sample = (i: number): [number, number] => [first + i * MINUTE, Math.round((50 + 40 * Math.sin(i / 240) + (i % 7)) * 100) / 100];

  const importStart = performance.now();
  for (let i = 0; i < total; i += CHUNK) {
    const samples = Array.from({ length: Math.min(CHUNK, total - i) }, (_, j) => sample(i + j));
    const response = await fetch(`${sim.httpUrl}/api/__sim/history/samples`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sim.controlToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ key: KEY, property: 'Level', samples }),
    });
    if (!response.ok) throw new Error(`import failed: ${response.status} ${await response.text()}`);
  }
  const importMs = performance.now() - importStart;
  console.log(`  imported ${total.toLocaleString('en')} one-minute samples (${DAYS} days) for ${KEY}:Level in ${(importMs / 1000).toFixed(1)} s`);

  const bytesOf = async (body: Record<string, unknown>) => {
    const response = await fetch(`${sim.httpUrl}/api/node_history/node`, {
      method: 'POST',
      headers: { sessionId: session.sessionId, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { bytes: (await response.arrayBuffer()).byteLength, status: response.status };
  };
  // Another gateway keeps its generated back-history (the import ended the demo gateway's): its device with the most numbers.
  const cache = await rest.history.cache(DEMO_OFFLINE);
  const numbersOf = (d: (typeof cache.devices)[number]) => d.service_list.flatMap((s) => s.property_list).filter((p) => p.type === 'number').length;
  const richest = [...cache.devices].sort((a, b) => numbersOf(b) - numbersOf(a))[0]!;
  const GENERATED_KEY = `${DEMO_OFFLINE}:${richest.id}`;
  const generated = await rest.history.node({ key: GENERATED_KEY, period: 'month' });
  console.log(
    `  generated month of ${GENERATED_KEY} (${richest.class}): ${generated.series.length} series, ${generated.series.reduce((n, s) => n + s.samples, 0).toLocaleString('en')} samples -> ${generated.series.reduce((n, s) => n + s.points.length, 0).toLocaleString('en')} points`,
  );
  const month: HistoryAnswer = await rest.history.node({ key: KEY, period: 'month' });
  const level = month.series.find((s) => s.property === 'Level')!;
  const monthBytes = await bytesOf({ key: KEY, period: 'month' });
  const dayBytes = await bytesOf({ key: KEY, period: 'day' });
  const rawMonth = Buffer.byteLength(JSON.stringify(Array.from({ length: level.samples }, (_, i) => ({ t: month.from + i * MINUTE, v: sample(i).at(1) }))));
  console.log(
    `  month view: ${level.samples.toLocaleString('en')} samples -> ${level.points.length} points (bucket ${month.bucketMs / MINUTE} min), ${monthBytes.bytes.toLocaleString('en')} bytes`,
  );
  console.log(`  raw month as {t, v}: ${rawMonth.toLocaleString('en')} bytes; answer/raw = ${(monthBytes.bytes / rawMonth).toFixed(3)}`);
  console.log(`  day view (baseline): ${dayBytes.bytes.toLocaleString('en')} bytes`);

  // The raw path (every day's log parsed) against the summary path (closed days from their summaries), in the same process.
  const rawPath = async (body: { key: string; period?: 'month'; from?: number; to?: number } = { key: KEY, period: 'month' }) => {
    process.env.HOMEPORT_HISTORY_SUMMARIES = 'off';
    try {
      return await rest.history.node(body);
    } finally {
      delete process.env.HOMEPORT_HISTORY_SUMMARIES;
    }
  };
  // The clock runs: the comparison takes a fixed span (30 whole days to the end of yesterday).
  const today = Math.floor(sim.clock.now() / 86_400_000) * 86_400_000;
  const fixed = { key: KEY, from: today - 30 * 86_400_000, to: today - 1 };
  const same = JSON.stringify(await rawPath(fixed)) === JSON.stringify(await rest.history.node(fixed));
  console.log(`  month view, summary path and raw path answer the same: ${same ? 'yes' : 'NO'}`);
  const samples = await timeInterleaved(
    30,
    {
      'month (imported, aggregated; summaries)': () => rest.history.node({ key: KEY, period: 'month' }),
      'month (imported, aggregated; raw path)': () => rawPath(),
      'day (imported, raw; baseline)': () => rest.history.node({ key: KEY, period: 'day' }),
      'month (generated back-history, whole device)': () => rest.history.node({ key: GENERATED_KEY, period: 'month' }),
    },
    5,
  );
  const base = summarize(samples['day (imported, raw; baseline)']);
  for (const [name, runs] of Object.entries(samples)) {
    const s = summarize(runs);
    console.log(`  ${name}: p50 ${fmt(s.p50)}, p99 ${fmt(s.p99)}, mean ${fmt(s.mean)}; p50 ratio to baseline ${(s.p50 / base.p50).toFixed(2)}`);
  }
  const summary = summarize(samples['month (imported, aggregated; summaries)']);
  const rawRuns = summarize(samples['month (imported, aggregated; raw path)']);
  console.log(`  month view p50, raw path / summary path: ${(rawRuns.p50 / summary.p50).toFixed(2)} (goal: summary path under 50 ms)`);
}
