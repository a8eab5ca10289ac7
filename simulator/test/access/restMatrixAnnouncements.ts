import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { AnnouncementCampaign, AnnouncementTemplate } from '@homeport/sdk';
import type { HttpRequest, MatrixFixture } from './fixture';
import { adminOnly, allowed, OK, ROLE_REFUSED, withSession, type Outcome } from './outcomes';
import type { RestRow } from './restRow';

/**
 * The access matrix rows of /asm (docs/contracts.md "Announcements"):
 * admins read; only admin-support sends, cancels and changes templates
 * (spec 1 §6, spec 3 §1: the read-only admin 000403); users 000403.
 * REST_ROWS takes them in. State is read from the data folder
 * (announcements/), never through the role. The campaigns the cells make
 * wait for a send time years away, so none delivers; each cell's campaigns
 * are canceled after it, so names are free again.
 */

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

/** spec 3 §1, spec 1 §6: an admin-support change; the read-only admin and users 000403. */
const adminWrite = (outcome: Outcome = OK) =>
  withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: outcome, supportConnected: outcome });

const SEEDED_TEMPLATE = 'tpl-security';
const FAR = () => Date.now() + 10 * 365 * 86_400_000;
let serial = 0;

const information = (type: 'email' | 'pushMobile' | 'whatsapp', name: string) => ({
  type,
  title: 'Matrix title',
  text: 'Matrix text',
  announcementName: name,
  filter: { filterType: 'All' },
  topicType: 'News',
  sendAt: FAR(),
});

/** The campaigns as the data folder holds them (the last campaign line of each log wins). */
function campaignsOnDisk(fx: MatrixFixture): Map<string, AnnouncementCampaign> {
  const dir = join(fx.t.dataDir, 'announcements', 'campaigns');
  const all = new Map<string, AnnouncementCampaign>();
  if (!existsSync(dir)) return all;
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.log'))) {
    let campaign: AnnouncementCampaign | null = null;
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const record = JSON.parse(line) as { c?: AnnouncementCampaign };
      if (record.c) campaign = record.c;
    }
    if (campaign) all.set(campaign._id, campaign);
  }
  return all;
}

function templatesOnDisk(fx: MatrixFixture): AnnouncementTemplate[] {
  const dir = join(fx.t.dataDir, 'announcements', 'templates');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as AnnouncementTemplate)
    .sort((a, b) => a._id.localeCompare(b._id));
}

/** Cancels every campaign still active (through admin-support), so no name stays taken and nothing waits. */
async function cancelActive(fx: MatrixFixture): Promise<void> {
  for (const campaign of campaignsOnDisk(fx).values()) {
    if (campaign.status === 'Scheduled' || campaign.status === 'Pending' || campaign.status === 'In Progress') {
      await fx.call('support', post(`/api/asm/campaign/cancelAll/${campaign._id}`));
    }
  }
}

let campaignId = 'none';
/** A scheduled campaign made by admin-support. */
async function newCampaign(fx: MatrixFixture): Promise<void> {
  const answer = await fx.call('support', post('/api/asm/sendPush', information('pushMobile', `Matrix campaign ${++serial}`)));
  if (answer.status !== 201) throw new Error(`no campaign: ${answer.status} ${answer.text}`);
  campaignId = (answer.body as { data: AnnouncementCampaign }).data._id;
}

/** The seed's templates, as the first template cell found them; the ones cells made are deleted, the seeded ones written back. */
let seededTemplates: AnnouncementTemplate[] | null = null;
const seedTemplates = (fx: MatrixFixture) => (seededTemplates ??= templatesOnDisk(fx));
async function restoreTemplates(fx: MatrixFixture): Promise<void> {
  const seed = seedTemplates(fx);
  for (const template of templatesOnDisk(fx)) {
    const original = seed.find((t) => t._id === template._id);
    if (!original) await fx.call('support', { method: 'DELETE', path: `/api/asm/template/${template._id}` });
    else if (JSON.stringify(original.announcement_details) !== JSON.stringify(template.announcement_details) || original.name !== template.name) {
      const { name, notificationType, announcement_details: details } = original;
      await fx.call('support', { method: 'PUT', path: `/api/asm/template/${original._id}`, body: { name, notificationType, title: details.title, message: details.message } });
    }
  }
}
let templateId = 'none';

const readRow = (route: string, request: () => HttpRequest, why: string, prepare?: (fx: MatrixFixture) => Promise<void>): RestRow =>
  row({ service: 'asm', method: 'GET', route, why, expect: adminOnly, prepare, request });

export const ANNOUNCEMENT_ROWS: RestRow[] = [
  ...(
    [
      ['sendEmail', 'email'],
      ['sendPush', 'pushMobile'],
      ['sendWhatsapp', 'whatsapp'],
    ] as const
  ).map(([call, type]) =>
    row({
      service: 'asm',
      method: 'POST',
      route: `/api/asm/${call}`,
      why: 'spec 3 §7, §1, spec 1 §6: sending an announcement is an admin-support change',
      expect: adminWrite(allowed(201)),
      request: (_fx: MatrixFixture, role: string) => post(`/api/asm/${call}`, information(type, `Matrix ${call} ${role}`)),
      observe: (fx: MatrixFixture) => campaignsOnDisk(fx).size,
      effect: (after: number, before: number) => expect(after, 'one more campaign').toBe(before + 1),
      restore: cancelActive,
    }),
  ),
  readRow('/api/asm/campaign/list', () => get('/api/asm/campaign/list?limit=5'), 'spec 3 §7: the announcement log, admins'),
  readRow('/api/asm/campaign/search', () => get('/api/asm/campaign/search?searchPhrase=matrix'), 'spec 3 §7: the log search (our path), admins'),
  readRow('/api/asm/campaign/get/:id', () => get(`/api/asm/campaign/get/${campaignId}`), 'spec 3 §7: one campaign, admins', newCampaign),
  readRow('/api/asm/content/get/:id', () => get(`/api/asm/content/get/${campaignId}-content`), 'spec 3 §7: a campaign’s content, admins', newCampaign),
  readRow('/api/asm/task/getTasksInCampaign/:id', () => get(`/api/asm/task/getTasksInCampaign/${campaignId}`), 'spec 3 §7: a campaign’s tasks, admins', newCampaign),
  row({
    service: 'asm',
    method: 'POST',
    route: '/api/asm/campaign/cancelAll/:id',
    why: 'spec 3 §7: canceling a campaign and its future runs is an admin-support change',
    expect: adminWrite(),
    prepare: newCampaign,
    request: () => post(`/api/asm/campaign/cancelAll/${campaignId}`),
    observe: (fx) => campaignsOnDisk(fx).get(campaignId)?.status ?? null,
    effect: (after) => expect(after).toBe('Canceled'),
    restore: cancelActive,
  }),
  readRow('/api/asm/template/all', () => get('/api/asm/template/all?limit=10&pageNumber=1'), 'spec 3 §7: the templates, admins'),
  readRow('/api/asm/template/search', () => get('/api/asm/template/search?searchPhrase=tip'), 'spec 3 §7: the template search (our path), admins'),
  readRow('/api/asm/template/:id', () => get(`/api/asm/template/${SEEDED_TEMPLATE}`), 'spec 3 §7: one template, admins'),
  row({
    service: 'asm',
    method: 'POST',
    route: '/api/asm/template/create',
    why: 'spec 3 §2 "Templates": a template is made by admin-support',
    expect: adminWrite(allowed(201)),
    prepare: async (fx) => {
      seedTemplates(fx);
    },
    request: (_fx, role) => post('/api/asm/template/create', { name: `Matrix ${role}`, notificationType: 'push', title: 'Matrix', message: 'Matrix' }),
    observe: (fx) => templatesOnDisk(fx).length,
    effect: (after, before) => expect(after).toBe(before + 1),
    restore: restoreTemplates,
  }),
  row({
    service: 'asm',
    method: 'PUT',
    route: '/api/asm/template/:id',
    why: 'spec 3 §2 "Templates": editing a template is an admin-support change',
    expect: adminWrite(),
    prepare: async (fx) => {
      seedTemplates(fx);
    },
    request: () => ({
      method: 'PUT',
      path: `/api/asm/template/${SEEDED_TEMPLATE}`,
      body: { name: 'Security tip', notificationType: 'push', title: 'Changed', message: 'Changed by a cell' },
    }),
    observe: (fx) => templatesOnDisk(fx).find((t) => t._id === SEEDED_TEMPLATE)?.announcement_details.message ?? null,
    effect: (after) => expect(after).toBe('Changed by a cell'),
    restore: restoreTemplates,
  }),
  row({
    service: 'asm',
    method: 'DELETE',
    route: '/api/asm/template/:id',
    why: 'spec 3 §5: deleting a template is an admin-support change',
    expect: adminWrite(),
    prepare: async (fx) => {
      seedTemplates(fx);
      const answer = await fx.call('support', post('/api/asm/template/create', { name: `Matrix spare ${++serial}`, notificationType: 'email', title: 'Spare', message: 'Spare' }));
      templateId = (answer.body as { data: AnnouncementTemplate }).data._id;
    },
    request: () => ({ method: 'DELETE', path: `/api/asm/template/${templateId}` }),
    observe: (fx) => templatesOnDisk(fx).some((t) => t._id === templateId),
    effect: (after) => expect(after).toBe(false),
    restore: restoreTemplates,
  }),
];
