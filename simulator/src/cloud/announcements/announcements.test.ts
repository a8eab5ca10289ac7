// Admin announcements against the real simulator: real REST (the sdk's
// RestClient), the real broker and an admin's real mqtt client on the admin
// topic, the outbox QA reads, the simulator clock paused so deliveries,
// send times and repeats move only when the test moves the clock. Nothing
// is mocked.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AnnouncementEventSchema,
  ApiError,
  buildRepeatCron,
  RestClient,
  templatePageOf,
  type AnnouncementCampaign,
  type AnnouncementInformationRequest,
  type AnnouncementTask,
  type LoginResult,
} from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import { adminAccount, demoAccount, viewerAccount } from '../../seed/accounts';
import type { UserRecord } from '../../store/cloudState';
import { cloudOnDisk, control, loginAs, outbox, startTestSim, testClock, watchEvents, type EventWatcher, type TestSim } from '../../../test/harness/simHarness';

interface Bench {
  t: TestSim;
  clock: SimClock;
  admin: LoginResult;
  rest: RestClient;
}

async function open(options: { dataDir?: string; fresh?: boolean; start?: number } = {}): Promise<Bench> {
  const clock = testClock({ rate: 0, start: options.start });
  // Sessions outlive the days the tests move the clock through; a larger fleet gives each city several customers.
  const t = await startTestSim({
    clock,
    gateways: 120,
    sessionIdleMs: 365 * 86_400_000,
    sessionMaxMs: 365 * 86_400_000,
    ...(options.dataDir ? { dataDir: options.dataDir, fresh: options.fresh ?? true } : {}),
  });
  const admin = await loginAs(t.sim, adminAccount);
  const rest = new RestClient({ apiBase: `${t.sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
  return { t, clock, admin, rest };
}

const restAs = async (b: Bench, account: typeof demoAccount) => {
  const session = await loginAs(b.t.sim, account);
  return new RestClient({ apiBase: `${b.t.sim.httpUrl}/api`, getSessionId: () => session.sessionId });
};

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, code: error.errorCode, field: error.entries[0]?.field };
    },
  );

const push = (name: string, fields: Partial<AnnouncementInformationRequest> = {}): AnnouncementInformationRequest => ({
  type: 'pushMobile',
  title: `${name} title`,
  text: `${name} text`,
  announcementName: name,
  filter: { filterType: 'All' },
  topicType: 'News',
  ...fields,
});

const users = (b: Bench) => cloudOnDisk<{ users: UserRecord[] }>(b.t.dataDir).users;
const optedIn = (u: UserRecord, channel: string) => (u.receiveAnnouncementsBy ?? []).some((c) => c.contactType === channel && c.sendAnnouncements);
const inCity = (u: UserRecord, city: string) => (u.addresses ?? []).some((a) => a.city === city);
const homeUsers = (b: Bench) => users(b).filter((u) => u.groups[0] === 'users');

async function tasksOf(b: Bench, id: string): Promise<AnnouncementTask[]> {
  return (await b.rest.announcements.task.getTasksInCampaign(id, { limit: 100 })).data;
}

/** Moves the simulator clock on and waits for the events it caused to be published. */
async function advance(b: Bench, ms: number): Promise<void> {
  b.clock.advance(ms);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

const asmOf = (watcher: EventWatcher, campaignId: string) =>
  watcher.seen
    .filter((e) => e.name.startsWith('asm_'))
    .filter((e) => {
      const data = e.data as { _id?: string; campaignId?: string };
      return data.campaignId === campaignId || data._id === campaignId;
    });

describe('announcements on the real simulator', () => {
  let b: Bench;
  let watcher: EventWatcher;

  beforeAll(async () => {
    b = await open();
    watcher = await watchEvents(b.t.sim.mqttTcpUrl, b.admin);
  });

  afterAll(async () => {
    await watcher.end();
    await b.t.stop();
  });

  it('a push to a city reaches only the users of that city who opted in for push, through the outbox, with the asm events in order', async () => {
    const all = homeUsers(b);
    const pune = all.filter((u) => inCity(u, 'Pune'));
    const expected = pune.filter((u) => optedIn(u, 'pushMobile')).map((u) => u.username);
    // The seed makes the filter matter both ways: Pune has users who did not opt in, and other cities have users who did.
    expect(expected.length).toBeGreaterThan(5);
    expect(pune.some((u) => !optedIn(u, 'pushMobile'))).toBe(true);
    expect(all.some((u) => !inCity(u, 'Pune') && optedIn(u, 'pushMobile'))).toBe(true);

    watcher.clear();
    const created = await b.rest.announcements.sendPush(push('Pune outage', { filter: { filterType: 'Cities', selected: ['pune'] } }));
    expect(created).toMatchObject({ status: 'Pending', type: 'pushMobile', runs: 1, taskCounters: { total: expected.length, pending: expected.length } });
    // Nothing is sent until the clock moves: a tick delivers a few tasks.
    expect(await outbox(b.t.sim, { kind: 'push' })).toEqual([]);
    await advance(b, 1000);
    const partway = await b.rest.announcements.campaign.get(created._id);
    expect(partway).toMatchObject({ status: 'In Progress', finishTaskCount: 5 });
    expect(partway.campaignOptions.progress).toBe(Math.round((100 * 5) / expected.length));
    await advance(b, 60_000);

    const done = await b.rest.announcements.campaign.get(created._id);
    expect(done).toMatchObject({ status: 'Completed', campaignOptions: { progress: 100 }, finishTaskCount: expected.length, nextRunAt: null });
    const sent = (await outbox(b.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Pune outage title');
    expect(sent.map((m) => m.to).sort()).toEqual([...expected].sort());
    expect(sent.every((m) => m.channel === 'push' && m.text === 'Pune outage text')).toBe(true);
    expect((await tasksOf(b, created._id)).every((t) => t.taskOptions.status === 'Successful' && t.triedCounter === 1)).toBe(true);
    expect(await b.rest.announcements.content.get(created.contentId)).toMatchObject({ type: 'pushMobile', title: 'Pune outage title', topicType: 'News' });

    await watcher.eventsWhere((e) => e.name === 'asm_campaign_updated_finished', 1);
    const events = asmOf(watcher, created._id);
    for (const event of events) expect(v.safeParse(AnnouncementEventSchema, { name: event.name, data: event.data }).success).toBe(true);
    const names = events.map((e) => e.name);
    expect(names[0]).toBe('asm_campaign_created');
    expect(names.at(-1)).toBe('asm_campaign_updated_finished');
    expect(names.at(-2)).toBe('asm_campaign_updated');
    expect(names.filter((n) => n === 'asm_task_updated')).toHaveLength(expected.length);
    expect(names.filter((n) => n === 'asm_campaign_updated_finished')).toHaveLength(1);
    // The counters only grow, event by event.
    const finished = events.filter((e) => e.name === 'asm_campaign_updated').map((e) => (e.data as AnnouncementCampaign).finishTaskCount);
    expect(finished).toEqual([...finished].sort((x, y) => x - y));
  });

  it('e-mail goes to the default e-mail of opted-in users, WhatsApp to their phone', async () => {
    const mumbai = homeUsers(b).filter((u) => inCity(u, 'Mumbai'));
    const email = await b.rest.announcements.sendEmail({ ...push('Mumbai mail'), type: 'email', filter: { filterType: 'Cities', selected: ['Mumbai'] } });
    await advance(b, 60_000);
    const mails = (await outbox(b.t.sim, { kind: 'email' })).filter((m) => m.subject === 'Mumbai mail title');
    expect(mails.map((m) => m.to).sort()).toEqual(
      mumbai
        .filter((u) => optedIn(u, 'email'))
        .map((u) => u.contacts.find((c) => c.contactType === 'email' && c.isDefault)!.contact)
        .sort(),
    );
    expect((await b.rest.announcements.campaign.get(email._id)).status).toBe('Completed');

    const phones = mumbai.filter((u) => optedIn(u, 'whatsapp')).map((u) => u.contacts.find((c) => c.contactType === 'phone')!.contact);
    expect(phones.length).toBeGreaterThan(0);
    const whatsapp = await b.rest.announcements.sendWhatsapp({ ...push('Mumbai chat'), type: 'whatsapp', title: 'Short', filter: { filterType: 'Cities', selected: ['Mumbai'] } });
    await advance(b, 60_000);
    const chats = (await outbox(b.t.sim, { kind: 'whatsapp' })).filter((m) => m.subject === 'Short');
    expect(chats.map((m) => m.to).sort()).toEqual([...phones].sort());
    expect((await tasksOf(b, whatsapp._id)).every((t) => t.taskOptions.status === 'Successful')).toBe(true);
  });

  it('a user opted in for WhatsApp without a phone gets a Failed task with the reason; a run whose every task failed is Failed', async () => {
    const session = await loginAs(b.t.sim, demoAccount);
    const own = new RestClient({ apiBase: `${b.t.sim.httpUrl}/api`, getSessionId: () => session.sessionId });
    let profile = await own.profile.update(session.userId, {
      addresses: [{ line1: 'Lake road 7', city: 'Nagpur', country: 'India' }],
      receiveAnnouncementsBy: [{ contactType: 'whatsapp', sendAnnouncements: true }],
    });
    for (const phone of profile.contacts.filter((c) => c.contactType === 'phone')) profile = await own.profile.deleteContact(session.userId, phone._id!);
    expect(profile.contacts.some((c) => c.contactType === 'phone')).toBe(false);

    watcher.clear();
    const campaign = await b.rest.announcements.sendWhatsapp({ ...push('Nagpur chat'), type: 'whatsapp', title: 'Nagpur', filter: { filterType: 'Cities', selected: ['Nagpur'] } });
    expect(campaign).toMatchObject({ status: 'Failed', taskCounters: { total: 1, failed: 1 }, campaignOptions: { progress: 100 } });
    expect(await tasksOf(b, campaign._id)).toMatchObject([
      { userId: demoAccount.userId, recipient: '', taskOptions: { status: 'Failed' }, errorFeedback: { defautlMsg: 'No phone number' } },
    ]);
    await advance(b, 10_000);
    expect((await outbox(b.t.sim, { kind: 'whatsapp' })).filter((m) => m.subject === 'Nagpur')).toEqual([]);
    await watcher.eventsWhere((e) => e.name === 'asm_campaign_updated_finished', 1);
    expect(asmOf(watcher, campaign._id).map((e) => e.name)).toEqual(['asm_campaign_created', 'asm_task_updated', 'asm_campaign_updated_finished']);
  });

  it('a group campaign reaches the opted-in members of the group; an unknown group is refused with 404', async () => {
    const refused = await refusal(b.rest.announcements.sendPush(push('Ghost group', { filter: { filterType: 'Groups', selected: ['No such group'] } })));
    expect(refused).toEqual({ status: 404, code: 'ANNOUNCEMENT_UNKNOWN_GROUP', field: 'filter' });
    const campaign = await b.rest.announcements.sendPush(push('Beta news', { filter: { filterType: 'Groups', selected: ['Beta testers'] } }));
    const members = new Set(JSON.parse(readFileSync(join(b.t.dataDir, 'groups', 'grp-beta-testers.json'), 'utf8')).members as string[]);
    const expected = homeUsers(b).filter((u) => members.has(u.id) && optedIn(u, 'pushMobile'));
    expect(expected.length).toBeGreaterThan(0);
    await advance(b, 60_000);
    expect((await tasksOf(b, campaign._id)).map((t) => t.userId).sort()).toEqual(expected.map((u) => u.id).sort());
  });

  it('a scheduled send fires when the clock reaches its time, not before; a time in the past is refused and changes nothing', async () => {
    const before = (await b.rest.announcements.campaign.list()).count;
    const past = await refusal(b.rest.announcements.sendPush(push('Too late', { sendAt: b.clock.now() - 1000 })));
    expect(past).toEqual({ status: 400, code: 'ANNOUNCEMENT_DATE_IN_PAST', field: 'sendAt' });
    expect((await b.rest.announcements.campaign.list()).count).toBe(before);

    const sendAt = b.clock.now() + 3_600_000;
    const scheduled = await b.rest.announcements.sendPush(push('Evening news', { sendAt }));
    expect(scheduled).toMatchObject({ status: 'Scheduled', runs: 0, nextRunAt: sendAt, taskCounters: { total: 0 } });
    await advance(b, 3_599_000);
    expect((await b.rest.announcements.campaign.get(scheduled._id)).status).toBe('Scheduled');
    expect((await outbox(b.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Evening news title')).toEqual([]);
    await advance(b, 1000);
    expect((await b.rest.announcements.campaign.get(scheduled._id)).runs).toBe(1);
    await advance(b, 60_000);
    const done = await b.rest.announcements.campaign.get(scheduled._id);
    expect(done.status).toBe('Completed');
    expect(done.timeOfCampaignStart).toBe(sendAt);
    const optedCount = homeUsers(b).filter((u) => optedIn(u, 'pushMobile')).length;
    expect((await outbox(b.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Evening news title')).toHaveLength(optedCount);
  });

  it('a repeat fires at each of its times; cancelAll stops it for good and a second cancelAll is refused', async () => {
    const now = new Date(b.clock.now() + 120_000);
    const repeat = buildRepeatCron({ seconds: now.getUTCSeconds(), minutes: now.getUTCMinutes(), hours: now.getUTCHours(), weekdays: [] });
    const pune = homeUsers(b).filter((u) => inCity(u, 'Pune') && optedIn(u, 'pushMobile')).length;
    const campaign = await b.rest.announcements.sendPush(push('Daily tip', { repeat, filter: { filterType: 'Cities', selected: ['Pune'] } }));
    expect(campaign).toMatchObject({ status: 'Scheduled', repeat, nextRunAt: Math.floor(now.getTime() / 1000) * 1000 });
    const count = async () => (await outbox(b.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Daily tip title').length;

    await advance(b, 180_000);
    expect(await count()).toBe(pune);
    const afterFirst = await b.rest.announcements.campaign.get(campaign._id);
    expect(afterFirst).toMatchObject({ status: 'Scheduled', runs: 1, nextRunAt: campaign.nextRunAt! + 86_400_000, campaignOptions: { progress: 100 } });

    await advance(b, 86_400_000);
    expect(await count()).toBe(2 * pune);
    expect((await b.rest.announcements.campaign.get(campaign._id)).runs).toBe(2);

    watcher.clear();
    const canceled = await b.rest.announcements.campaign.cancelAll(campaign._id);
    expect(canceled.campaign).toMatchObject({ status: 'Canceled', nextRunAt: null });
    await watcher.eventsWhere((e) => e.name === 'asm_campaign_updated_finished', 1);
    expect(asmOf(watcher, campaign._id).map((e) => e.name)).toEqual(['asm_campaign_updated', 'asm_campaign_updated_finished']);
    await advance(b, 3 * 86_400_000);
    expect(await count()).toBe(2 * pune);
    expect(await refusal(b.rest.announcements.campaign.cancelAll(campaign._id))).toMatchObject({ status: 409, code: 'ANNOUNCEMENT_WRONG_STATE' });
  });

  it('cancelAll stops the pending tasks of a running campaign: what was sent stays, nothing more goes out', async () => {
    const campaign = await b.rest.announcements.sendPush(push('Half sent'));
    await advance(b, 1000);
    const { campaign: canceled, changed } = await b.rest.announcements.campaign.cancelAll(campaign._id);
    expect(changed).toBe(campaign.taskCounters.total - 5);
    expect(canceled).toMatchObject({ status: 'Canceled', taskCounters: { successful: 5, canceled: changed } });
    await advance(b, 60_000);
    expect((await outbox(b.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Half sent title')).toHaveLength(5);
  });

  it('a name already used by an active campaign is refused with 409 DUPLICATE_CAMPAIGN; once it ended the name is free', async () => {
    const first = await b.rest.announcements.sendPush(push('Weekly digest', { sendAt: b.clock.now() + 86_400_000 }));
    expect(await refusal(b.rest.announcements.sendEmail({ ...push(' weekly DIGEST '), type: 'email' }))).toEqual({
      status: 409,
      code: 'DUPLICATE_CAMPAIGN',
      field: 'announcementName',
    });
    await b.rest.announcements.campaign.cancelAll(first._id);
    const second = await b.rest.announcements.sendPush(push('Weekly digest', { sendAt: b.clock.now() + 86_400_000 }));
    expect(second._id).not.toBe(first._id);
  });

  it('refuses bad bodies (limits by type, blank or duplicate filter names, a type not the call’s) and changes nothing', async () => {
    const before = (await b.rest.announcements.campaign.list()).count;
    expect(await refusal(b.rest.announcements.sendWhatsapp({ ...push('Long'), type: 'whatsapp', title: 'x'.repeat(61) }))).toMatchObject({ status: 400, field: 'title' });
    expect(await refusal(b.rest.announcements.sendPush({ ...push('Long body'), text: 'x'.repeat(1025) }))).toMatchObject({ status: 400, field: 'text' });
    expect(await refusal(b.rest.announcements.sendPush(push('No city', { filter: { filterType: 'Cities', selected: [] } })))).toMatchObject({ status: 400 });
    expect(await refusal(b.rest.announcements.sendPush(push('Twice', { filter: { filterType: 'Cities', selected: ['Pune', 'PUNE'] } })))).toMatchObject({ status: 400 });
    expect(await refusal(b.rest.announcements.sendPush(push('Blank', { filter: { filterType: 'Cities', selected: ['  '] } })))).toMatchObject({ status: 400 });
    expect(await refusal(b.rest.announcements.sendPush({ ...push('Mixed'), type: 'email' }))).toEqual({ status: 400, code: 'ANNOUNCEMENT_TYPE_MISMATCH', field: 'type' });
    expect(await refusal(b.rest.announcements.sendPush(push('Bad repeat', { repeat: '0 0 25 * * *' })))).toMatchObject({ status: 400, field: 'repeat' });
    expect((await b.rest.announcements.campaign.list()).count).toBe(before);
  });

  it('lists campaigns newest first with data and count, pages and searches them; tasks page by 10', async () => {
    const all = await b.rest.announcements.campaign.list({ limit: 100 });
    expect(all.count).toBe(all.data.length);
    expect(all.data.map((c) => c.createdAt)).toEqual([...all.data.map((c) => c.createdAt)].sort((x, y) => y - x));
    const page2 = await b.rest.announcements.campaign.list({ limit: 2, page: 2 });
    expect(page2.data.map((c) => c._id)).toEqual(all.data.slice(2, 4).map((c) => c._id));
    const found = await b.rest.announcements.campaign.search({ searchPhrase: 'pune' });
    expect(found.data.map((c) => c.announcementName)).toEqual(['Pune outage']);
    const pune = found.data[0]!;
    const tasks = await b.rest.announcements.task.getTasksInCampaign(pune._id);
    expect(tasks.data).toHaveLength(Math.min(10, pune.taskCounters.total));
    expect(tasks.count).toBe(pune.taskCounters.total);
    expect(await refusal(b.rest.announcements.campaign.get('nosuch'))).toMatchObject({ status: 404 });
  });

  it('templates: seeded, created, found, sorted by a column, updated and deleted; a name twice is refused', async () => {
    const seeded = templatePageOf(await b.rest.announcements.template.all());
    expect(seeded.total).toBeGreaterThanOrEqual(3);
    const made = await b.rest.announcements.template.create({ name: 'Alpha notice', notificationType: 'email', title: 'A'.repeat(1500), message: 'Short body' });
    expect(made).toMatchObject({ name: 'Alpha notice', notificationType: 'email', topic_type: 'NEWS', announcement_details: { message: 'Short body' } });
    // The dialog's limits as seen: an e-mail template's body stops at 200.
    expect(await refusal(b.rest.announcements.template.create({ name: 'Long mail', notificationType: 'email', title: 'T', message: 'x'.repeat(201) }))).toMatchObject({
      status: 400,
      field: 'message',
    });
    expect(await refusal(b.rest.announcements.template.create({ name: ' alpha NOTICE', notificationType: 'push', title: 'T', message: 'M' }))).toMatchObject({
      status: 409,
      code: 'ANNOUNCEMENT_TEMPLATE_EXISTS',
    });

    const byName = templatePageOf(await b.rest.announcements.template.all({ sortBy: 'name', limit: 100 }));
    expect(byName.total).toBe(seeded.total + 1);
    expect(byName.items.map((t) => t.name)).toEqual([...byName.items.map((t) => t.name)].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const desc = templatePageOf(await b.rest.announcements.template.all({ sortBy: 'name', sortOrder: 'desc', limit: 100 }));
    expect(desc.items.map((t) => t._id)).toEqual([...byName.items.map((t) => t._id)].reverse());
    const paged = templatePageOf(await b.rest.announcements.template.all({ sortBy: 'name', limit: 2, pageNumber: 2 }));
    expect(paged.items.map((t) => t._id)).toEqual(byName.items.slice(2, 4).map((t) => t._id));
    const found = templatePageOf(await b.rest.announcements.template.search({ searchPhrase: 'ALPHA' }));
    expect(found.items.map((t) => t._id)).toEqual([made._id]);

    const updated = await b.rest.announcements.template.update(made._id, { name: 'Alpha notice', notificationType: 'push', title: 'New title', message: 'New body' });
    expect(updated).toMatchObject({ _id: made._id, notificationType: 'push', announcement_details: { title: 'New title', message: 'New body' }, createdAt: made.createdAt });
    expect(await b.rest.announcements.template.get(made._id)).toEqual(updated);
    await b.rest.announcements.template.delete(made._id);
    expect(await refusal(b.rest.announcements.template.get(made._id))).toMatchObject({ status: 404 });
    expect(templatePageOf(await b.rest.announcements.template.all()).total).toBe(seeded.total);
  });

  it('a home user is refused every call (000403); the read-only admin reads but may not send or change templates', async () => {
    const user = await restAs(b, demoAccount);
    expect(await refusal(user.announcements.campaign.list())).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(user.announcements.template.all())).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(user.announcements.sendPush(push('From a user')))).toMatchObject({ status: 403, code: '000403' });
    const viewer = await restAs(b, viewerAccount as typeof demoAccount);
    expect((await viewer.announcements.campaign.list()).count).toBeGreaterThan(0);
    expect(await refusal(viewer.announcements.sendPush(push('From a viewer')))).toMatchObject({ status: 403, code: '000403' });
    expect(await refusal(viewer.announcements.template.create({ name: 'Viewer', notificationType: 'push', title: 'T', message: 'M' }))).toMatchObject({ status: 403 });
    expect((await b.rest.announcements.campaign.search({ searchPhrase: 'From a' })).count).toBe(0);
  });
});

describe('a restarted simulator resumes announcements', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-asm-resume-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('delivers the pending tasks, checks the ones in flight against the outbox, keeps schedules, and sends nothing twice', async () => {
    const first = await open({ dataDir, fresh: true });
    const running = await first.rest.announcements.sendPush(push('Resume me'));
    const total = running.taskCounters.total;
    expect(total).toBeGreaterThan(12);
    const sendAt = first.clock.now() + 3_600_000;
    const later = await first.rest.announcements.sendPush(push('Later on', { sendAt }));
    await advance(first, 2000);
    const tasks = await tasksOf(first, running._id);
    const delivered = tasks.filter((t) => t.taskOptions.status === 'Successful');
    expect(delivered).toHaveLength(10);
    const stopAt = first.clock.now();
    await first.t.sim.close();

    // As if killed in the middle of a tick: one task written In Progress after its message was committed, one before.
    const log = join(dataDir, 'announcements', 'campaigns', `${running._id}.log`);
    const sentButNotMarked = { ...delivered[9]!, taskOptions: { progress: 50, status: 'In Progress' }, taskFinishedTimestamp: null };
    const pending = tasks.find((t) => t.taskOptions.status === 'Pending')!;
    const markedButNotSent = { ...pending, taskOptions: { progress: 50, status: 'In Progress' }, triedCounter: 1, timeOfTaskStart: stopAt };
    appendFileSync(log, `${JSON.stringify({ t: sentButNotMarked })}\n${JSON.stringify({ t: markedButNotSent })}\n{"t": {"torn`);

    const second = await open({ dataDir, fresh: false, start: stopAt });
    try {
      expect(second.t.logs.some((line) => line.includes(`announcements: ${total - 9} tasks and 1 schedules resumed`))).toBe(true);
      await advance(second, 60_000);
      expect(await second.rest.announcements.campaign.get(running._id)).toMatchObject({ status: 'Completed', taskCounters: { successful: total } });
      const sent = (await outbox(second.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Resume me title');
      expect(sent).toHaveLength(total);
      expect(new Set(sent.map((m) => m.to)).size).toBe(total);
      expect((await tasksOf(second, running._id)).map((t) => t.triedCounter)).toEqual(tasks.map(() => 1));

      expect((await second.rest.announcements.campaign.get(later._id)).status).toBe('Scheduled');
      await advance(second, sendAt - second.clock.now() + 60_000);
      expect((await second.rest.announcements.campaign.get(later._id)).status).toBe('Completed');
      expect((await outbox(second.t.sim, { kind: 'push' })).filter((m) => m.subject === 'Later on title')).toHaveLength(total);
    } finally {
      await second.t.sim.close();
    }
  });
});

describe('a reset of the simulator', () => {
  it('empties the campaigns and puts the seed’s templates back', async () => {
    const b = await open();
    try {
      await b.rest.announcements.template.create({ name: 'Before the reset', notificationType: 'push', title: 'T', message: 'M' });
      await b.rest.announcements.sendPush(push('Before the reset', { sendAt: b.clock.now() + 3_600_000 }));
      await b.rest.announcements.template.delete('tpl-festival');
      expect((await control(b.t.sim, 'POST', '/reset')).status).toBe(200);
      const session = await loginAs(b.t.sim, adminAccount);
      const rest = new RestClient({ apiBase: `${b.t.sim.httpUrl}/api`, getSessionId: () => session.sessionId });
      expect((await rest.announcements.campaign.list()).count).toBe(0);
      const templates = templatePageOf(await rest.announcements.template.all({ sortBy: 'name' }));
      expect(templates.items.map((t) => t._id).sort()).toEqual(['tpl-festival', 'tpl-firmware', 'tpl-maintenance', 'tpl-security']);
      // Nothing waits on the clock: the scheduled campaign went with the reset.
      await advance(b, 2 * 3_600_000);
      expect(await outbox(b.t.sim, { kind: 'push' })).toEqual([]);
    } finally {
      await b.t.stop();
    }
  });
});
