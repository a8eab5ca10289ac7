import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomicWrite';

/**
 * The JSON lines of an append-only log; a line that does not parse (a
 * process killed mid-append leaves a torn last line) is skipped, so the
 * record's earlier line stands. A missing file has no lines.
 */
export function readLogLines<T>(path: string): T[] {
  if (!existsSync(path)) return [];
  const out: T[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {
      // The torn line of a killed append.
    }
  }
  return out;
}

/** A campaign record with its tasks, as the log replays them (tasks in the order first written). */
export interface LoggedCampaign<C, T> {
  campaign: C;
  tasks: T[];
}

/**
 * One append-only log per campaign, `{dir}/{campaignId}.log`, a JSON line per
 * change: `{"c": campaign}` or `{"t": task}` (bulk operations and
 * announcements keep their campaigns so). Replayed at start, the last line of
 * each record wins. A change appends the lines of what changed, nothing else:
 * a write proportional to the change. A log holding more than four lines per
 * record is compacted (rewritten atomically, one line per record) when
 * loaded. No fsync: the guarantee is against a killed process, not a power
 * cut (store/atomicWrite.ts).
 */
export class CampaignLogs<C, T extends { _id: string }> {
  constructor(
    readonly dir: string,
    private readonly what: string,
  ) {}

  private pathOf(campaignId: string): string {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(campaignId)) throw new Error(`not ${this.what} id: ${campaignId}`);
    return join(this.dir, `${campaignId}.log`);
  }

  /** The log's file (to remove it with its campaign). */
  fileOf(campaignId: string): string {
    return this.pathOf(campaignId);
  }

  /** Appends the tasks, then the campaign record, in one write. */
  append(campaignId: string, campaign: C | null, tasks: readonly T[]): void {
    let text = '';
    for (const task of tasks) text += `${JSON.stringify({ t: task })}\n`;
    if (campaign) text += `${JSON.stringify({ c: campaign })}\n`;
    if (text !== '') appendFileSync(this.pathOf(campaignId), text);
  }

  /** Every campaign with its tasks; a log without a campaign line is skipped. */
  load(): Array<LoggedCampaign<C, T>> {
    const loaded: Array<LoggedCampaign<C, T>> = [];
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.log')) continue;
      const path = join(this.dir, name);
      let campaign: C | null = null;
      const tasks = new Map<string, T>();
      let lines = 0;
      for (const record of readLogLines<{ c?: C; t?: T }>(path)) {
        lines += 1;
        if (record.c) campaign = record.c;
        if (record.t) tasks.set(record.t._id, record.t);
      }
      if (!campaign) continue;
      const list = [...tasks.values()];
      if (lines > 4 * (list.length + 1)) writeFileAtomic(path, list.map((t) => `${JSON.stringify({ t })}\n`).join('') + `${JSON.stringify({ c: campaign })}\n`);
      loaded.push({ campaign, tasks: list });
    }
    return loaded;
  }
}
