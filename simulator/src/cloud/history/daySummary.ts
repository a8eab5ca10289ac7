import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriesKeyOf, type HistoryStore } from './historyStore';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Columns of a summary row: one row per minute of the day that holds samples. */
export const SUMMARY_COLUMNS = 7;
/** Row layout: first sample's time, last sample's time, count, sum, min, max, the last sample's value. */
export const SummaryColumn = { first: 0, last: 1, count: 2, sum: 3, min: 4, max: 5, final: 6 } as const;

/** One series of one day: rows of SUMMARY_COLUMNS numbers, oldest minute first. */
export type SeriesSummary = Float64Array;

interface SummaryHeader {
  /** The size of the day's log the summary was built from: another size and it is rebuilt. */
  size: number;
  /** Numbers a row: a summary of another layout is rebuilt. */
  columns: number;
  /** Per series: its first row and its row count. Series with any value that is not a number are absent (read raw). */
  series: Record<string, [number, number]>;
}

/**
 * Per-day, per-series summaries of a gateway's recorded history
 * (docs/simulator.md "History"), so a month view reads 30 small files
 * instead of 43,200 raw lines. `history/{serial}/{YYYY-MM-DD}.sum` beside
 * the day's log: a 4-byte header length, a JSON header (the log size it was
 * built from; per series its rows), then the rows as float64: per minute
 * holding samples, the first and last sample's time, their count, sum, min
 * and max. Built lazily on the first read of a closed day (a day whose end
 * has passed on the simulator clock) and rewritten atomically; a log that
 * grew since (an import into a past day) or a torn file makes it rebuilt.
 * Only series whose values are all numbers are summarized.
 */
export class DaySummaries {
  constructor(private readonly store: HistoryStore) {}

  private file(serial: string, day: string, ext: string): string {
    return join(this.store.dir, serial, `${day}.${ext}`);
  }

  /** The summary of one series of a closed day; null when the day is not closed, the log is missing, or the series is not all numbers. */
  get(serial: string, day: string, series: string, now: number): SeriesSummary | null {
    if (Date.parse(`${day}T00:00:00Z`) + DAY_MS > now) return null;
    const log = this.file(serial, day, 'log');
    if (!existsSync(log)) return null;
    const size = statSync(log).size;
    const loaded = this.load(serial, day, size) ?? this.build(serial, day, size);
    const at = loaded.header.series[series];
    if (!at) return null;
    return loaded.rows.subarray(at[0] * SUMMARY_COLUMNS, (at[0] + at[1]) * SUMMARY_COLUMNS);
  }

  /**
   * The last sample of `series` before `t` from the summaries of `days`
   * (the series' days, oldest first): null when none, undefined when the
   * summaries cannot tell (a day without one, or t inside a minute of several samples).
   */
  lastBefore(serial: string, t: number, series: string, days: readonly string[], now: number): { t: number; v: number } | null | undefined {
    for (let d = days.length - 1; d >= 0; d -= 1) {
      const rows = this.get(serial, days[d]!, series, now);
      if (!rows) return undefined;
      for (let i = rows.length - SUMMARY_COLUMNS; i >= 0; i -= SUMMARY_COLUMNS) {
        if (rows[i + SummaryColumn.last]! < t) return { t: rows[i + SummaryColumn.last]!, v: rows[i + SummaryColumn.final]! };
        if (rows[i + SummaryColumn.first]! < t) return undefined;
      }
    }
    return null;
  }

  private load(serial: string, day: string, size: number): { header: SummaryHeader; rows: Float64Array } | null {
    const file = this.file(serial, day, 'sum');
    if (!existsSync(file)) return null;
    try {
      const buffer = readFileSync(file);
      const length = buffer.readUInt32LE(0);
      const header = JSON.parse(buffer.subarray(4, 4 + length).toString('utf8')) as SummaryHeader;
      if (header.size !== size || header.columns !== SUMMARY_COLUMNS) return null;
      const start = align(4 + length);
      const bytes = buffer.byteLength - start;
      if (bytes < 0 || bytes % 8 !== 0) return null;
      // A copy on an aligned buffer (Buffer pools are not 8-byte aligned).
      const rows = new Float64Array(bytes / 8);
      new Uint8Array(rows.buffer).set(buffer.subarray(start));
      const total = Object.values(header.series).reduce((n, [first, count]) => Math.max(n, first + count), 0);
      return total * SUMMARY_COLUMNS === rows.length ? { header, rows } : null;
    } catch {
      return null;
    }
  }

  private build(serial: string, day: string, size: number): { header: SummaryHeader; rows: Float64Array } {
    const bySeries = new Map<string, number[] | null>();
    for (const entry of this.store.readDay(serial, day, () => true)) {
      const key = seriesKeyOf(entry);
      let rows = bySeries.get(key);
      if (rows === null) continue;
      if (typeof entry.v !== 'number') {
        bySeries.set(key, null);
        continue;
      }
      if (!rows) bySeries.set(key, (rows = []));
      const n = rows.length;
      const minute = Math.floor(entry.t / MINUTE_MS);
      if (n > 0 && Math.floor(rows[n - SUMMARY_COLUMNS + SummaryColumn.first]! / MINUTE_MS) === minute) {
        const base = n - SUMMARY_COLUMNS;
        rows[base + SummaryColumn.last] = entry.t;
        rows[base + SummaryColumn.count]! += 1;
        rows[base + SummaryColumn.sum]! += entry.v;
        rows[base + SummaryColumn.min] = Math.min(rows[base + SummaryColumn.min]!, entry.v);
        rows[base + SummaryColumn.max] = Math.max(rows[base + SummaryColumn.max]!, entry.v);
        rows[base + SummaryColumn.final] = entry.v;
      } else rows.push(entry.t, entry.t, 1, entry.v, entry.v, entry.v, entry.v);
    }
    const header: SummaryHeader = { size, columns: SUMMARY_COLUMNS, series: {} };
    const all: number[] = [];
    for (const [key, rows] of bySeries) {
      if (!rows) continue;
      header.series[key] = [all.length / SUMMARY_COLUMNS, rows.length / SUMMARY_COLUMNS];
      for (const value of rows) all.push(value);
    }
    const rows = Float64Array.from(all);
    const json = Buffer.from(JSON.stringify(header), 'utf8');
    const start = align(4 + json.byteLength);
    const out = Buffer.alloc(start + rows.byteLength);
    out.writeUInt32LE(json.byteLength, 0);
    json.copy(out, 4);
    Buffer.from(rows.buffer).copy(out, start);
    try {
      writeFileAtomic(this.file(serial, day, 'sum'), out);
    } catch {
      // A summary that cannot be written is built again next time; the answer does not depend on it.
    }
    return { header, rows };
  }
}

const align = (n: number): number => Math.ceil(n / 8) * 8;

let counter = 0;
/** As store/atomicWrite.ts, for bytes: a temp file of the same folder (named with the pid, so a stale one is removed at start), then a rename. */
function writeFileAtomic(path: string, bytes: Uint8Array): void {
  counter += 1;
  const temp = `${path}.${process.pid}.${counter}.tmp`;
  try {
    writeFileSync(temp, bytes);
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}
