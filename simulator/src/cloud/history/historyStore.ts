import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { HistoryValue } from '@homeport/sdk';
import { writeFileAtomic } from '../../store/atomicWrite';

/** A property change: device `d`, service `s`, property `p`, value `v`. */
export interface PropertyEntry {
  t: number;
  k: 'p';
  d: number;
  s: string;
  p: string;
  v: HistoryValue;
}
/** A device status change (raw status). */
export interface DeviceStatusEntry {
  t: number;
  k: 's';
  d: number;
  v: number;
}
/** A gateway connection change: 1 online, 0 offline (rules/history.ts gatewayStatusLabel). */
export interface GatewayStatusEntry {
  t: number;
  k: 'g';
  v: number;
}
/** A device joined the gateway after the seed (it has no back-history). */
export interface DeviceAddedEntry {
  t: number;
  k: 'a';
  d: number;
  v: 1;
}
export type HistoryEntry = PropertyEntry | DeviceStatusEntry | GatewayStatusEntry | DeviceAddedEntry;

/** What the store keeps beside the logs: when recording began, and where imported samples moved a gateway's back-history boundary. */
interface HistoryMeta {
  /** Simulator clock, ms: when the folder was seeded (or history first started on an older folder). */
  recordingFrom: number;
  /** Per gateway: back-history ends here instead (QA imported samples from this time on). */
  boundaries: Record<string, number>;
}

const SERIAL = /^[A-Z0-9]{1,32}$/;

/** The series an entry belongs to, as the day indexes name it: `g`, `s|{device}`, `a|{device}`, `p|{device}|{service}|{property}`. */
export function seriesKeyOf(entry: HistoryEntry): string {
  if (entry.k === 'g') return 'g';
  if (entry.k === 's') return `s|${entry.d}`;
  if (entry.k === 'a') return `a|${entry.d}`;
  return `p|${entry.d}|${entry.s}|${entry.p}`;
}
const DAY_MS = 86_400_000;
const dayName = (t: number): string => new Date(Math.floor(t / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/**
 * The recorded history on disk (docs/simulator.md "History"), under
 * `history/` of the data folder: per gateway a folder of daily segments,
 * `history/{serial}/{YYYY-MM-DD}.log`, each an append-only log of JSON lines
 * (one line per change, of its own size; never a rewrite). A read of a span
 * opens only that gateway's segments of the span's days, so its cost does not
 * grow with the fleet or with older data. Beside each segment,
 * `{YYYY-MM-DD}.keys` lists the series it holds (one line the first time a
 * series appears that day), so a read opens only the segments that hold
 * its series (a rarely changing property does not open every day). A
 * missing or torn keys file is rebuilt from its segment. `meta.json`
 * (rewritten atomically, a few bytes) holds when recording began. A torn
 * last line is skipped.
 */
export class HistoryStore {
  private meta: HistoryMeta;
  private readonly metaFile: string;
  /** Per gateway, per day: the series its segment holds (loaded on first use). */
  private readonly index = new Map<string, Map<string, Set<string>>>();

  constructor(
    readonly dir: string,
    now: number,
  ) {
    this.metaFile = join(dir, 'meta.json');
    mkdirSync(dir, { recursive: true });
    this.meta = this.loadMeta() ?? this.writeMeta({ recordingFrom: now, boundaries: {} });
  }

  /** Empties the history: recording starts again at `now` (a reseed). */
  wipe(now: number): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.index.clear();
    this.meta = this.writeMeta({ recordingFrom: now, boundaries: {} });
  }

  get recordingFrom(): number {
    return this.meta.recordingFrom;
  }

  /** Where a gateway's generated back-history ends (recorded data from there on). */
  boundaryOf(serial: string): number {
    return Math.min(this.meta.recordingFrom, this.meta.boundaries[serial] ?? Number.POSITIVE_INFINITY);
  }

  /** Moves a gateway's back-history boundary back to `t` (imported samples replace the generated ones from there on). */
  moveBoundary(serial: string, t: number): void {
    if (t >= this.boundaryOf(serial)) return;
    this.meta = this.writeMeta({ ...this.meta, boundaries: { ...this.meta.boundaries, [serial]: t } });
  }

  /** Appends entries of one gateway: one append per day segment touched. */
  append(serial: string, entries: readonly HistoryEntry[]): void {
    if (!SERIAL.test(serial) || entries.length === 0) return;
    const folder = join(this.dir, serial);
    mkdirSync(folder, { recursive: true });
    const byDay = new Map<string, string[]>();
    for (const entry of entries) {
      const day = dayName(entry.t);
      const lines = byDay.get(day) ?? [];
      lines.push(JSON.stringify(entry));
      byDay.set(day, lines);
    }
    for (const [day, lines] of byDay) appendFileSync(join(folder, `${day}.log`), `${lines.join('\n')}\n`);
    // The segment first, then its keys: a keys file never names a series its segment lacks.
    const days = this.daysIndex(serial);
    const fresh = new Map<string, Set<string>>();
    for (const entry of entries) {
      const day = dayName(entry.t);
      const known = days.get(day) ?? this.keysOf(serial, day);
      days.set(day, known);
      const key = seriesKeyOf(entry);
      if (known.has(key)) continue;
      known.add(key);
      fresh.set(day, (fresh.get(day) ?? new Set()).add(key));
    }
    for (const [day, keys] of fresh) appendFileSync(join(folder, `${day}.keys`), `${[...keys].join('\n')}\n`);
  }

  /** A gateway's days and the series each holds (read from the keys files once). */
  private daysIndex(serial: string): Map<string, Set<string>> {
    let days = this.index.get(serial);
    if (days) return days;
    days = new Map();
    const folder = join(this.dir, serial);
    if (SERIAL.test(serial) && existsSync(folder)) {
      for (const name of readdirSync(folder)) {
        if (!/^\d{4}-\d{2}-\d{2}\.log$/.test(name)) continue;
        const day = name.slice(0, 10);
        days.set(day, this.keysOf(serial, day));
      }
    }
    this.index.set(serial, days);
    return days;
  }

  /** The series of one day's segment: its keys file, or (missing) rebuilt from the segment and written. */
  private keysOf(serial: string, day: string): Set<string> {
    const keysFile = join(this.dir, serial, `${day}.keys`);
    const logFile = join(this.dir, serial, `${day}.log`);
    if (existsSync(keysFile)) {
      const keys = new Set(
        readFileSync(keysFile, 'utf8')
          .split('\n')
          .filter((line) => line !== ''),
      );
      return keys;
    }
    if (!existsSync(logFile)) return new Set();
    const keys = new Set(this.readDay(serial, day, () => true).map(seriesKeyOf));
    if (keys.size > 0) writeFileAtomic(keysFile, `${[...keys].join('\n')}\n`);
    return keys;
  }

  /** The days (UTC, oldest first) whose segments hold any of `series` (every day when absent). */
  days(serial: string, series?: readonly string[]): string[] {
    if (!SERIAL.test(serial)) return [];
    const days: string[] = [];
    for (const [day, keys] of this.daysIndex(serial)) if (!series || series.some((key) => keys.has(key))) days.push(day);
    return days.sort();
  }

  /** A gateway's entries of one day that `keep` accepts, oldest first. */
  readDay(serial: string, day: string, keep: (entry: HistoryEntry) => boolean): HistoryEntry[] {
    const file = join(this.dir, serial, `${day}.log`);
    if (!existsSync(file)) return [];
    const kept: HistoryEntry[] = [];
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line === '') continue;
      let entry: HistoryEntry;
      try {
        entry = JSON.parse(line) as HistoryEntry;
      } catch {
        continue;
      }
      if (typeof entry.t === 'number' && keep(entry)) kept.push(entry);
    }
    return kept.sort((a, b) => a.t - b.t);
  }

  /** A gateway's entries in [from, to] that `keep` accepts, oldest first: only the segments of those days are opened. */
  read(serial: string, from: number, to: number, keep: (entry: HistoryEntry) => boolean, series?: readonly string[]): HistoryEntry[] {
    const first = dayName(from);
    const last = dayName(to);
    const out: HistoryEntry[] = [];
    for (const day of this.days(serial, series)) {
      if (day < first || day > last) continue;
      for (const entry of this.readDay(serial, day, keep)) if (entry.t >= from && entry.t <= to) out.push(entry);
    }
    return out;
  }

  /** The newest entry `keep` accepts before `t` (recorded era only), scanning segments backwards; null when none. */
  lastBefore(serial: string, t: number, keep: (entry: HistoryEntry) => boolean, series?: readonly string[]): HistoryEntry | null {
    const last = dayName(t);
    const days = this.days(serial, series).filter((day) => day <= last);
    for (let i = days.length - 1; i >= 0; i -= 1) {
      const found = this.readDay(serial, days[i]!, (entry) => entry.t < t && keep(entry));
      if (found.length > 0) return found[found.length - 1]!;
    }
    return null;
  }

  /** Whether any entry `keep` accepts lies at or after `t`. */
  anyFrom(serial: string, t: number, keep: (entry: HistoryEntry) => boolean, series?: readonly string[]): boolean {
    const first = dayName(t);
    return this.days(serial, series)
      .filter((day) => day >= first)
      .some((day) => this.readDay(serial, day, (entry) => entry.t >= t && keep(entry)).length > 0);
  }

  private loadMeta(): HistoryMeta | null {
    if (!existsSync(this.metaFile)) return null;
    try {
      const meta = JSON.parse(readFileSync(this.metaFile, 'utf8')) as HistoryMeta;
      return typeof meta.recordingFrom === 'number' ? { recordingFrom: meta.recordingFrom, boundaries: meta.boundaries ?? {} } : null;
    } catch {
      return null;
    }
  }

  private writeMeta(meta: HistoryMeta): HistoryMeta {
    writeFileAtomic(this.metaFile, JSON.stringify(meta));
    return meta;
  }
}
