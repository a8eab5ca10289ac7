import type { RuleRunLogEntry } from '@homeport/sdk/sim';

/** The run log keeps this many runs per gateway (in memory: a restart starts it empty). */
export const RUN_LOG_LIMIT = 500;

/** What each rule of one gateway did, newest last (GET /api/__sim/gateways/{serial}/rules/log). */
export class RunLog {
  private readonly entries: RuleRunLogEntry[] = [];

  /** Adds a run; the entry is kept and changed in place as the run goes on. */
  add(entry: RuleRunLogEntry): RuleRunLogEntry {
    this.entries.push(entry);
    if (this.entries.length > RUN_LOG_LIMIT) this.entries.splice(0, this.entries.length - RUN_LOG_LIMIT);
    return entry;
  }

  list(ruleId?: number): RuleRunLogEntry[] {
    const chosen = ruleId === undefined ? this.entries : this.entries.filter((e) => e.ruleId === ruleId);
    return structuredClone(chosen);
  }
}
