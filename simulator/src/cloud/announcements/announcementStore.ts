import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AnnouncementCampaign, AnnouncementTask, AnnouncementTemplate } from '@homeport/sdk';
import { writeFileAtomic } from '../../store/atomicWrite';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Announcements on disk (docs/simulator.md "Announcements"), under
 * `announcements/` of the data folder:
 *
 * - `campaigns/{id}.log`: one append-only log per campaign, a JSON line per
 *   change: `{"c": AnnouncementCampaign}` or `{"t": AnnouncementTask}`.
 *   Replayed at start, the last line of each record wins; a delivery tick
 *   appends the lines of the tasks it changed and the campaign, nothing
 *   else (a write proportional to the change). A log holding more than four
 *   lines per record is compacted (rewritten atomically) when loaded. A torn
 *   last line (a killed process) is skipped.
 * - `templates/{id}.json`: one file per template, rewritten atomically on a
 *   change, removed on delete.
 *
 * No fsync: the guarantee is against a killed process, not a power cut.
 */
export class AnnouncementStore {
  readonly campaignsDir: string;
  readonly templatesDir: string;

  constructor(readonly dir: string) {
    this.campaignsDir = join(dir, 'campaigns');
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
    let text = '';
    for (const task of tasks) text += `${JSON.stringify({ t: task })}\n`;
    if (campaign) text += `${JSON.stringify({ c: campaign })}\n`;
    if (text !== '') appendFileSync(this.file(this.campaignsDir, campaignId, '.log'), text);
  }

  /** Every campaign with its tasks, in the order the tasks were first written. */
  loadCampaigns(): Array<{ campaign: AnnouncementCampaign; tasks: AnnouncementTask[] }> {
    const loaded: Array<{ campaign: AnnouncementCampaign; tasks: AnnouncementTask[] }> = [];
    for (const name of readdirSync(this.campaignsDir)) {
      if (!name.endsWith('.log')) continue;
      const path = join(this.campaignsDir, name);
      let campaign: AnnouncementCampaign | null = null;
      const tasks = new Map<string, AnnouncementTask>();
      let lines = 0;
      for (const record of readLines<{ c?: AnnouncementCampaign; t?: AnnouncementTask }>(path)) {
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
