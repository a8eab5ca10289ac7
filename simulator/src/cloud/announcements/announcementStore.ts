import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AnnouncementCampaign, AnnouncementTask, AnnouncementTemplate } from '@homeport/sdk';
import { writeFileAtomic } from '../../store/atomicWrite';
import { CampaignLogs, type LoggedCampaign } from '../../store/campaignLog';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Announcements on disk (docs/simulator.md "Announcements"), under
 * `announcements/` of the data folder:
 *
 * - `campaigns/{id}.log`: one append-only log per campaign
 *   (store/campaignLog.ts); a delivery tick appends the lines of the tasks it
 *   changed and the campaign, nothing else.
 * - `templates/{id}.json`: one file per template, rewritten atomically on a
 *   change, removed on delete.
 *
 * No fsync: the guarantee is against a killed process, not a power cut.
 */
export class AnnouncementStore {
  readonly campaignsDir: string;
  readonly templatesDir: string;
  private readonly logs: CampaignLogs<AnnouncementCampaign, AnnouncementTask>;

  constructor(readonly dir: string) {
    this.campaignsDir = join(dir, 'campaigns');
    this.logs = new CampaignLogs(this.campaignsDir, 'an announcement');
    this.templatesDir = join(dir, 'templates');
    mkdirSync(this.campaignsDir, { recursive: true });
    mkdirSync(this.templatesDir, { recursive: true });
  }

  /** Whether the folder has been made (an older data folder has none: its templates are seeded at start). */
  static exists(dir: string): boolean {
    return existsSync(join(dir, 'templates'));
  }

  /** Empties the folder (a reseed). */
  wipe(): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.campaignsDir, { recursive: true });
    mkdirSync(this.templatesDir, { recursive: true });
  }

  private file(dir: string, id: string, ext: string): string {
    if (!ID.test(id)) throw new Error(`not an announcement id: ${id}`);
    return join(dir, `${id}${ext}`);
  }

  /** Appends tasks and then the campaign record to the campaign's log, in one write. */
  append(campaignId: string, campaign: AnnouncementCampaign | null, tasks: readonly AnnouncementTask[]): void {
    this.logs.append(campaignId, campaign, tasks);
  }

  /** Every campaign with its tasks, in the order the tasks were first written. */
  loadCampaigns(): Array<LoggedCampaign<AnnouncementCampaign, AnnouncementTask>> {
    return this.logs.load();
  }

  saveTemplate(template: AnnouncementTemplate): void {
    writeFileAtomic(this.file(this.templatesDir, template._id, '.json'), `${JSON.stringify(template)}\n`);
  }

  removeTemplate(id: string): void {
    rmSync(this.file(this.templatesDir, id, '.json'), { force: true });
  }

  loadTemplates(): AnnouncementTemplate[] {
    const out: AnnouncementTemplate[] = [];
    for (const name of readdirSync(this.templatesDir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const record = JSON.parse(readFileSync(join(this.templatesDir, name), 'utf8')) as AnnouncementTemplate;
        if (typeof record._id === 'string' && ID.test(record._id)) out.push(record);
      } catch {
        // A file that is not a template (hand-edited) is skipped.
      }
    }
    return out;
  }
}
