import { existsSync, readFileSync } from 'node:fs';
import type { Rule } from '@homeport/sdk';
import { writeFileAtomic } from './atomicWrite';

/** Whether a gateway has a rule with a time trigger: it must be loaded at start to arm it. */
export const hasTimeTriggers = (contents: { rules: readonly Pick<Rule, 'time_triggers'>[] }): boolean => contents.rules.some((r) => r.time_triggers.length > 0);

/**
 * `rule-timers.json` in the data folder: the serials of the gateways whose
 * rules have time triggers. Emulators load lazily, so without it a time
 * trigger of a gateway nobody addressed since a restart would never be
 * armed; with it, the start loads just those (not every gateway file).
 * Rewritten only when a gateway joins or leaves the list; the seed writes it
 * too. A missing or unreadable file counts as empty (a folder from before
 * rules had none).
 */
export class RuleTimerIndex {
  private readonly set = new Set<string>();

  constructor(
    private readonly file: string,
    /**
     * A fleet worker's view (workers/fleetWorker.ts): only the serials of
     * its shard, and a change told to the cloud (the file's one writer)
     * instead of written. Default: every serial, written here.
     */
    private readonly view: { keep(serial: string): boolean; changed(serial: string, timed: boolean): void } | null = null,
  ) {
    this.reload();
  }

  static read(file: string): string[] {
    if (!existsSync(file)) return [];
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as unknown;
      const serials = (parsed as { serials?: unknown }).serials;
      return Array.isArray(serials) ? serials.filter((s): s is string => typeof s === 'string') : [];
    } catch {
      return [];
    }
  }

  static write(file: string, serials: Iterable<string>): void {
    writeFileAtomic(file, `${JSON.stringify({ serials: [...serials].sort() }, null, 1)}\n`);
  }

  serials(): string[] {
    return [...this.set];
  }

  /** A gateway was saved: listed when it has time triggers, else not. */
  note(serial: string, timed: boolean): void {
    if (timed === this.set.has(serial)) return;
    if (timed) this.set.add(serial);
    else this.set.delete(serial);
    if (this.view) this.view.changed(serial, timed);
    else RuleTimerIndex.write(this.file, this.set);
  }

  /** Read again from the file (after a reset rewrote it). */
  reload(): void {
    this.set.clear();
    for (const serial of RuleTimerIndex.read(this.file)) if (!this.view || this.view.keep(serial)) this.set.add(serial);
  }
}
