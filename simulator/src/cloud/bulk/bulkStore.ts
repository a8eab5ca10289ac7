import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BulkCampaign, BulkContent, BulkTask } from '@homeport/sdk';
import { writeFileAtomic } from '../../store/atomicWrite';

/**
 * The bulk queue on disk (docs/simulator.md "Bulk operations"), under
 * `bulk/` of the data folder:
 *
 * - `campaigns/{id}.log`: one append-only log per campaign, a JSON line per
 *   change: `{"c": BulkCampaign}` (the campaign record) or `{"t": BulkTask}`
 *   (one task). Replayed at start, the last line of each record wins. A
 *   task change appends one line of a few hundred bytes: persistence is
 *   proportional to the change, never a rewrite of the campaign. A log is
 *   compacted (rewritten atomically with one line per record) when it is
 *   loaded and holds more than four lines per record.
 * - `contents.log`: `{"add": BulkContent}` or `{"del": id}` lines.
 * - `locations.json`: centres and points (small; rewritten on import).
 *
 * Appends are synchronous and made before the change is acted on (a task is
 * marked In Progress on disk before its command is sent). No fsync: the
 * guarantee is against a killed process, not a power cut (as
 * store/atomicWrite.ts). A killed process may leave a torn last line; it is
 * skipped when read.
 */
export class BulkStore {
  readonly campaignsDir: string;
  readonly contentsFile: string;
  readonly locationsFile: string;

  constructor(readonly dir: string) {
    this.campaignsDir = join(dir, 'campaigns');
    this.contentsFile = join(dir, 'contents.log');
    this.locationsFile = join(dir, 'locations.json');
    mkdirSync(this.campaignsDir, { recursive: true });
  }

  /** Empties the folder (a reseed). */
  wipe(): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.campaignsDir, { recursive: true });
  }

  private logOf(id: string): string {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new Error(`not a campaign id: ${id}`);
    return join(this.campaignsDir, `${id}.log`);
  }

  /** Appends the campaign record and/or tasks to the campaign's log, in one write. */
  append(campaign: BulkCampaign | null, tasks: readonly BulkTask[], campaignId = campaign?._id): void {
    if (!campaignId) throw new Error('append needs a campaign id');
    let text = '';
    for (const task of tasks) text += `${JSON.stringify({ t: task })}\n`;
    if (campaign) text += `${JSON.stringify({ c: campaign })}\n`;
    if (text !== '') appendFileSync(this.logOf(campaignId), text);
  }

  removeCampaign(id: string): void {
    rmSync(this.logOf(id), { force: true });
  }

  /** Every campaign with its tasks (in the order they were first written). */
  loadCampaigns(): Array<{ campaign: BulkCampaign; tasks: BulkTask[] }> {
    const loaded: Array<{ campaign: BulkCampaign; tasks: BulkTask[] }> = [];
    for (const name of readdirSync(this.campaignsDir)) {
      if (!name.endsWith('.log')) continue;
      const path = join(this.campaignsDir, name);
      let campaign: BulkCampaign | null = null;
      const tasks = new Map<string, BulkTask>();
      let lines = 0;
      for (const record of readLines<{ c?: BulkCampaign; t?: BulkTask }>(path)) {
        lines += 1;
        if (record.c) campaign = record.c;
        if (record.t) tasks.set(record.t._id, record.t);
      }
      if (!campaign) continue;
      const list = [...tasks.values()];
      if (lines > 4 * (list.length + 1)) {
        writeFileAtomic(path, list.map((t) => `${JSON.stringify({ t })}\n`).join('') + `${JSON.stringify({ c: campaign })}\n`);
      }
      loaded.push({ campaign, tasks: list });
    }
    return loaded;
  }

  appendContent(line: { add: BulkContent } | { del: string }): void {
    appendFileSync(this.contentsFile, `${JSON.stringify(line)}\n`);
  }

  loadContents(): BulkContent[] {
    const contents = new Map<string, BulkContent>();
    if (!existsSync(this.contentsFile)) return [];
    for (const line of readLines<{ add?: BulkContent; del?: string }>(this.contentsFile)) {
      if (line.add) contents.set(line.add._id, line.add);
      if (line.del) contents.delete(line.del);
    }
    return [...contents.values()];
  }

  readLocations<T>(): T | null {
    if (!existsSync(this.locationsFile)) return null;
    try {
      return JSON.parse(readFileSync(this.locationsFile, 'utf8')) as T;
    } catch {
      return null;
    }
  }

  writeLocations(value: unknown): void {
    writeFileAtomic(this.locationsFile, `${JSON.stringify(value)}\n`);
  }
}

/** The JSON lines of a log; a line that does not parse (a torn last line) is skipped. */
function readLines<T>(path: string): T[] {
  const out: T[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      out.push(JSON.parse(line) as T);
    } catch {
      // A process killed mid-append: the torn line is dropped; the record's earlier line stands.
    }
  }
  return out;
}
