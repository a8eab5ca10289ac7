import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BulkCampaign, BulkContent, BulkTask } from '@homeport/sdk';
import { writeFileAtomic } from '../../store/atomicWrite';
import { CampaignLogs, readLogLines, type LoggedCampaign } from '../../store/campaignLog';

/**
 * The bulk queue on disk (docs/simulator.md "Bulk operations"), under
 * `bulk/` of the data folder:
 *
 * - `campaigns/{id}.log`: one append-only log per campaign
 *   (store/campaignLog.ts): a task change appends one line of a few hundred
 *   bytes, never a rewrite of the campaign.
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
  private readonly logs: CampaignLogs<BulkCampaign, BulkTask>;

  constructor(readonly dir: string) {
    this.campaignsDir = join(dir, 'campaigns');
    this.logs = new CampaignLogs(this.campaignsDir, 'a campaign');
    this.contentsFile = join(dir, 'contents.log');
    this.locationsFile = join(dir, 'locations.json');
    mkdirSync(this.campaignsDir, { recursive: true });
  }

  /** Empties the folder (a reseed). */
  wipe(): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.campaignsDir, { recursive: true });
  }

  /** Appends the campaign record and/or tasks to the campaign's log, in one write. */
  append(campaign: BulkCampaign | null, tasks: readonly BulkTask[], campaignId = campaign?._id): void {
    if (!campaignId) throw new Error('append needs a campaign id');
    this.logs.append(campaignId, campaign, tasks);
  }

  removeCampaign(id: string): void {
    rmSync(this.logs.fileOf(id), { force: true });
  }

  /** Every campaign with its tasks (in the order they were first written). */
  loadCampaigns(): Array<LoggedCampaign<BulkCampaign, BulkTask>> {
    return this.logs.load();
  }

  appendContent(line: { add: BulkContent } | { del: string }): void {
    appendFileSync(this.contentsFile, `${JSON.stringify(line)}\n`);
  }

  loadContents(): BulkContent[] {
    const contents = new Map<string, BulkContent>();
    if (!existsSync(this.contentsFile)) return [];
    for (const line of readLogLines<{ add?: BulkContent; del?: string }>(this.contentsFile)) {
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
