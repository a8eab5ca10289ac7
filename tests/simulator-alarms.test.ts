// Alarms and notifications on the real simulator (paused clock): the alarm
// table and its refusals changing nothing, recipients, devices raising
// alarms to the owner and the linked account, delivery by the alarm's ways
// into the outbox, escalation on the simulator clock, reactions, and an
// escalation that survives a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type AlarmDelivery, type AlarmNotification, type GatewayEvent, type GatewayLink, type LoginResult, type RestClient } from '@homeport/sdk';
import { startSimulator } from '@homeport/simulator';
import { control, DEMO, DEMO_ONLINE, FAMILY, linkFor, login, OTHER, OTHER_SERIALS, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let family: LoginResult;
let other: LoginResult;
let rest: RestClient;
let familyRest: RestClient;
let otherRest: RestClient;
const links: GatewayLink[] = [];
const demoSeen: GatewayEvent[] = [];
const familySeen: GatewayEvent[] = [];
const gatewaySeen: GatewayEvent[] = [];

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  [demo, family, other] = await Promise.all([login(h.sim, DEMO), login(h.sim, FAMILY), login(h.sim, OTHER)]);
  rest = restFor(h.sim, demo);
  familyRest = restFor(h.sim, family);
  otherRest = restFor(h.sim, other);
  for (const [session, seen] of [
    [demo, demoSeen],
    [family, familySeen],
  ] as const) {
    const link = linkFor(h.sim, session);
    links.push(link);
    await link.ready();
    link.watchUser();
    link.on('userEvent', (event) => seen.push(event));
    if (session === demo) {
      link.watchGateway({ owner: demo.userId, serial: DEMO_ONLINE });
      link.on('event', (serial, event) => {
        if (serial === DEMO_ONLINE && event.name.startsWith('alarm')) gatewaySeen.push(event);
      });
    }
  }
});
afterAll(async () => {
  for (const link of links) await link.end();
  await h?.stop();
});

const sim = async <D>(method: string, path: string, body?: unknown): Promise<D> => {
  const response = await control(h.sim, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: D }).data;
};
const advance = (ms: number) => sim('POST', '/clock', { advanceMs: ms });
/** An outside alarm recipient opens the one confirmation link it was sent. */
async function confirmRecipient(simulator: Harness['sim'], address: string): Promise<void> {
  const sent = (await (await control(simulator, 'GET', `/outbox?to=${encodeURIComponent(address)}&kind=email`)).json()) as { data: Array<{ path?: string }> };
  const path = sent.data.find((m) => m.path?.startsWith('/api/alarm/recipients/confirm'))?.path;
  if (!path) throw new Error(`no confirmation link to ${address}`);
  expect((await fetch(`${simulator.httpUrl}${path}`)).status).toBe(200);
}
const report = (device: number, service: string, property: string, value: unknown) =>
  sim('POST', `/gateways/${DEMO_ONLINE}/devices/${device}/report`, { service, property, value });
const deliveries = (notificationId: string) => sim<AlarmDelivery[]>('GET', `/alarms/deliveries?notificationId=${notificationId}`);
const raise = (alarmCode: number, serial = DEMO_ONLINE) =>
  sim<{ notification: AlarmNotification; deliveries: AlarmDelivery[] }>('POST', `/gateways/${serial}/alarms`, { alarmCode });
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, code: error.errorCode, message: error.message, field: error.entries[0]?.field };
};
const table = () => rest.alarms.list(DEMO_ONLINE);
const alarmOf = async (code: number) => (await table()).alarmList.find((a) => a.alarmCode === code)!;
const summary = (list: AlarmDelivery[]) => list.map((d) => `${d.step} ${d.channel} ${d.to}`);

describe('the alarm table (spec 2 §2, §7)', () => {
  it('holds the gateway’s own alarms with their priorities; the linked account reads it, another user gets UDM_NOT_YOUR_DEVICE', async () => {
    const list = await table();
    expect(list.alarmList.map((a) => [a.alarmCode, a.alarmName[0]!.name, a.alarmPriority.alarmPriorityCode, a.system])).toEqual([
      [100, 'Scene alarm', 1, true],
      [101, 'Gas detected', 3, true],
      [102, 'Panic button', 3, true],
      [103, 'Door unlocked in vacation mode', 2, true],
    ]);
    expect(list.sent).toBe(true);
    expect((await familyRest.alarms.list(DEMO_ONLINE)).alarmList).toHaveLength(4);
    expect(await refusal(otherRest.alarms.list(DEMO_ONLINE))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await rest.alarms.priorities()).toEqual([
      { alarmPriorityCode: 0, name: 'low' },
      { alarmPriorityCode: 1, name: 'medium' },
      { alarmPriorityCode: 2, name: 'high' },
      { alarmPriorityCode: 3, name: 'urgent' },
    ]);
  });

  it('creates user alarms above 1000; an existing name (any case) answers 11000 and adds nothing', async () => {
    const created = await rest.alarms.create({ serialNumber: DEMO_ONLINE, name: 'Water leak', description: 'Basement', alarmPriorityCode: 2 });
    expect(created).toMatchObject({
      alarmCode: 1001,
      system: false,
      alarmPriority: { alarmPriorityCode: 2 },
      alarmName: [{ name: 'Water leak', lang: 'en_EN', desc: 'Basement' }],
      escalationTime: 300,
    });
    expect(await refusal(rest.alarms.create({ serialNumber: DEMO_ONLINE, name: ' water LEAK ' }))).toMatchObject({ status: 409, code: '11000' });
    expect(await refusal(rest.alarms.create({ serialNumber: DEMO_ONLINE, name: '' }))).toMatchObject({ status: 400, code: '000400', field: 'name' });
    expect(await refusal(rest.alarms.create({ serialNumber: DEMO_ONLINE, name: 'Smoke', alarmPriorityCode: 7 as 0 }))).toMatchObject({ status: 400, field: 'alarmPriorityCode' });
    expect(await refusal(otherRest.alarms.create({ serialNumber: DEMO_ONLINE, name: 'Intruder' }))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect((await table()).alarmList.map((a) => a.alarmCode)).toEqual([100, 101, 102, 103, 1001]);
    expect((await rest.alarms.create({ serialNumber: DEMO_ONLINE, name: 'Smoke' })).alarmCode).toBe(1002);
  });

  it('edits name and description, priority and ways; a name of another alarm is 11000; another user changes nothing', async () => {
    const leak = await alarmOf(1001);
    const edited = await rest.alarms.update(leak._id, { name: 'Water leak downstairs', description: 'Utility room' });
    expect(edited.alarmName[0]).toEqual({ name: 'Water leak downstairs', lang: 'en_EN', desc: 'Utility room' });
    expect(await refusal(rest.alarms.update(leak._id, { name: 'Smoke' }))).toMatchObject({ status: 409, code: '11000' });
    expect((await rest.alarms.updatePriority(leak._id, 3)).alarmPriority.alarmPriorityCode).toBe(3);
    expect((await rest.alarms.updateWays(leak._id, { wayOfNotify: { SMS: true, pushNotification: false } })).wayOfNotify).toEqual({
      pushNotification: false,
      emailNotification: true,
      SMS: true,
      call: false,
    });
    expect(await refusal(rest.alarms.updateWays(leak._id, { wayOfNotify: { fax: true } as never }))).toMatchObject({ status: 400, code: '000400' });
    expect(await refusal(otherRest.alarms.updatePriority(leak._id, 0))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await refusal(otherRest.alarms.details(leak._id))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect(await rest.alarms.details(leak._id)).toMatchObject({ alarmCode: 1001, alarmPriority: { alarmPriorityCode: 3 }, wayOfNotify: { SMS: true } });
  });

  it('deletes a user alarm; the gateway’s own cannot be deleted; an unknown id is 404', async () => {
    const smoke = await alarmOf(1002);
    expect(await refusal(otherRest.alarms.remove(smoke._id))).toMatchObject({ status: 403 });
    expect(await rest.alarms.remove(smoke._id)).toEqual({ deleted: true });
    expect(await refusal(rest.alarms.remove((await alarmOf(101))._id))).toMatchObject({ status: 409, code: 'ALARM_IS_SYSTEM' });
    expect(await refusal(rest.alarms.remove('alarm-nope'))).toMatchObject({ status: 404 });
    expect((await table()).alarmList.map((a) => a.alarmCode)).toEqual([100, 101, 102, 103, 1001]);
    // Codes are never given twice.
    expect((await rest.alarms.create({ serialNumber: DEMO_ONLINE, name: 'Smoke again' })).alarmCode).toBe(1003);
  });

  it('refreshes the changed table to the gateways, then answers errorCode 5 (spec 2 §8)', async () => {
    expect((await table()).sent).toBe(false);
    const before = gatewaySeen.length;
    expect(await rest.alarms.refreshTable()).toEqual({ sent: 1, serialNumbers: [DEMO_ONLINE] });
    await expect.poll(() => gatewaySeen.slice(before).map((e) => e.name)).toEqual(['alarm_table_updated']);
    expect((await table()).sent).toBe(true);
    expect(await refusal(rest.alarms.refreshTable())).toMatchObject({ status: 409, code: '5', message: 'Alarm table updates already sent to gateways' });
    expect(await refusal(rest.alarms.refreshTable(DEMO_ONLINE))).toMatchObject({ status: 409, code: '5' });
  });

  it('keeps escalation times per priority, at most the server maximum', async () => {
    const times = await rest.alarms.escalationTimes(DEMO_ONLINE);
    expect(times).toEqual({
      serialNumber: DEMO_ONLINE,
      maxEscalationTime: 86_400,
      times: [
        { priority: 0, escalationTime: 3600 },
        { priority: 1, escalationTime: 900 },
        { priority: 2, escalationTime: 300 },
        { priority: 3, escalationTime: 60 },
      ],
    });
    expect((await rest.alarms.updateEscalation({ serialNumber: DEMO_ONLINE, priority: 2, escalationTime: 120 })).times[2]).toEqual({ priority: 2, escalationTime: 120 });
    expect(await refusal(rest.alarms.updateEscalation({ serialNumber: DEMO_ONLINE, priority: 2, escalationTime: 86_401 }))).toMatchObject({ status: 400, field: 'escalationTime' });
    expect(await refusal(otherRest.alarms.updateEscalation({ serialNumber: DEMO_ONLINE, priority: 2, escalationTime: 600 }))).toMatchObject({ status: 403 });
    expect((await rest.alarms.escalationTimes(DEMO_ONLINE)).times[2]!.escalationTime).toBe(120);
    expect((await alarmOf(103)).escalationTime).toBe(120);
  });
});

describe('recipients (spec 2 §5, §8)', () => {
  it('lower-cases the e-mail, refuses a duplicate, takes push for any address (no answer tells an account), and changes nothing on a refusal', async () => {
    let list = await rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 101, email: '  Neighbour@Example.COM ', typeOfNotification: [0] });
    expect(list.map((r) => [r.contact, r.emailNotification, r.pushNotification, r.confirmed])).toEqual([['neighbour@example.com', true, false, false]]);
    expect(await refusal(rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 101, email: 'NEIGHBOUR@example.com', typeOfNotification: [0] }))).toMatchObject({
      status: 409,
      code: 'RECIPIENT_ALREADY_ADDED',
      message: 'This email is already added !',
    });
    // Push to an address with no account is taken as for an account (docs/decisions.md "No account oracle").
    const stranger = await rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 103, email: 'stranger@example.com', typeOfNotification: [1] });
    expect(stranger).toEqual([{ id: expect.any(String), contact: 'stranger@example.com', emailNotification: false, pushNotification: true, confirmed: false }]);
    expect(await rest.alarms.clearRecipients(DEMO_ONLINE, 103)).toEqual({ deleted: 1 });
    expect(await refusal(rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 101, email: 'not-an-email', typeOfNotification: [0] }))).toMatchObject({
      status: 400,
      field: 'email',
    });
    expect(await refusal(rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 101, email: 'x@example.com', typeOfNotification: [] }))).toMatchObject({
      status: 400,
      field: 'typeOfNotification',
    });
    expect(await refusal(otherRest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 101, email: 'x@example.com', typeOfNotification: [0] }))).toMatchObject({
      status: 403,
    });
    list = await rest.alarms.recipients(DEMO_ONLINE, 101);
    expect(list.map((r) => r.contact)).toEqual(['neighbour@example.com']);

    list = await rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 101, email: OTHER.identity, typeOfNotification: [1, 0] });
    expect(list[1]).toEqual({ id: expect.any(String), contact: OTHER.identity, emailNotification: true, pushNotification: true, confirmed: false });
    // Both are outside this home: each confirms through the link sent to it (docs/decisions.md "Outside alarm recipients confirm first").
    for (const address of ['neighbour@example.com', OTHER.identity]) await confirmRecipient(h.sim, address);
    expect((await rest.alarms.recipients(DEMO_ONLINE, 101)).map((r) => r.confirmed)).toEqual([true, true]);
  });

  it('removes one way, then the recipient with its last; updates ways; clears them all', async () => {
    await rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 102, email: 'a@example.com', typeOfNotification: [0] });
    let list = await rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 102, email: FAMILY.identity, typeOfNotification: [1] });
    const familyId = list[1]!.id;
    list = await rest.alarms.updateRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 102, recipientId: familyId, typeOfNotification: [0, 1] });
    // The linked account is one of the home's users: confirmed at once.
    expect(list[1]).toMatchObject({ emailNotification: true, pushNotification: true, confirmed: true });
    list = await rest.alarms.updateRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 102, recipientId: list[0]!.id, typeOfNotification: [0, 1] });
    expect(list[0]).toMatchObject({ contact: 'a@example.com', emailNotification: true, pushNotification: true, confirmed: false });
    list = await rest.alarms.removeRecipientWay({ serialNumber: DEMO_ONLINE, alarmCode: 102, recipientId: familyId, typeOfNotification: 1 });
    expect(list[1]).toMatchObject({ emailNotification: true, pushNotification: false });
    list = await rest.alarms.removeRecipientWay({ serialNumber: DEMO_ONLINE, alarmCode: 102, recipientId: familyId, typeOfNotification: 0 });
    expect(list.map((r) => r.contact)).toEqual(['a@example.com']);
    expect(await refusal(rest.alarms.removeRecipientWay({ serialNumber: DEMO_ONLINE, alarmCode: 102, recipientId: familyId, typeOfNotification: 0 }))).toMatchObject({
      status: 404,
    });
    expect(await rest.alarms.clearRecipients(DEMO_ONLINE, 102)).toEqual({ deleted: 1 });
    expect(await rest.alarms.recipients(DEMO_ONLINE, 102)).toEqual([]);
  });
});

describe('delivery and escalation (spec 2 §1, §4)', () => {
  let gas: AlarmNotification;

  it('a gas detector raises alarm 101 to the owner and the linked account, with its priority, by the alarm’s ways', async () => {
    const from = { demo: demoSeen.length, family: familySeen.length };
    await report(10, 'GasService', 'Alarm', true);
    const created = (seen: GatewayEvent[], since: number) =>
      seen.slice(since).filter((e) => e.name === 'alarm_notification_created' && (e.data as AlarmNotification).alarmNotifParams.alarmCode === 101);
    await expect.poll(() => created(demoSeen, from.demo).length).toBe(1);
    await expect.poll(() => created(familySeen, from.family).length).toBe(1);
    const event = created(demoSeen, from.demo)[0]!.data as AlarmNotification & { device_id: number };
    expect(event).toMatchObject({ serialNumber: DEMO_ONLINE, isReacted: false, alarmNotifParams: { alarmCode: 101, alarmName: 'Gas detected', priority: 3 }, device_id: 10 });
    await expect.poll(() => gatewaySeen.filter((e) => (e.data as AlarmNotification).notificationId === event.notificationId).length).toBe(1);
    gas = (await rest.alarms.notificationsOf(101)).notifications[0]!;
    expect(gas.notificationId).toBe(event.notificationId);
    // Step 0: the live event to both, push and e-mail to each account, SMS to each phone (gas has SMS on).
    expect(summary(await deliveries(gas.notificationId)).sort()).toEqual(
      [
        `0 mqtt ${DEMO.identity}`,
        `0 mqtt ${FAMILY.identity}`,
        `0 push ${DEMO.identity}`,
        `0 email ${DEMO.identity}`,
        '0 sms +919876500001',
        `0 push ${FAMILY.identity}`,
        `0 email ${FAMILY.identity}`,
        '0 sms +919876500004',
      ].sort(),
    );
    expect(gas.nextEscalationAt).toBe(gas.timeOfEventGeneration + 60_000);
    const outbox = await sim<Array<{ kind: string; channel: string; subject: string; path: string }>>('GET', `/outbox?to=${encodeURIComponent(DEMO.identity)}&kind=alarm`);
    expect(outbox.filter((m) => m.path === '/notifications/101').map((m) => [m.kind, m.channel, m.subject])).toEqual([
      ['alarm', 'push', 'Gas detected at Demo Home'],
      ['alarm', 'email', 'Gas detected at Demo Home'],
    ]);
    // The same detector reporting again while the alarm stands raises nothing new.
    await report(10, 'GasService', 'Alarm', true);
    expect((await rest.alarms.notificationsOf(101)).total).toBe(1);
  });

  it('escalates unreacted to the recipients one after another, each after the escalation time on the simulator clock', async () => {
    await advance(59_999);
    expect(summary(await deliveries(gas.notificationId)).filter((d) => !d.startsWith('0 '))).toEqual([]);
    const from = demoSeen.length;
    await advance(1);
    expect(summary(await deliveries(gas.notificationId)).filter((d) => !d.startsWith('0 '))).toEqual(['1 email neighbour@example.com']);
    await expect
      .poll(() =>
        demoSeen
          .slice(from)
          .filter((e) => e.name === 'alarm_notification_escalated')
          .map((e) => (e.data as { step: number }).step),
      )
      .toEqual([1]);
    await advance(60_000);
    expect(summary(await deliveries(gas.notificationId)).filter((d) => !d.startsWith('0 '))).toEqual([
      '1 email neighbour@example.com',
      `2 email ${OTHER.identity}`,
      `2 push ${OTHER.identity}`,
      '2 sms +919876500003',
    ]);
    // No recipient is left: nothing more goes out.
    const after = await rest.alarms.notificationsOf(101);
    expect(after.notifications[0]).toMatchObject({ escalationStep: 2, nextEscalationAt: null });
    await advance(600_000);
    expect((await deliveries(gas.notificationId)).length).toBe(12);
    expect(await rest.alarms.notifications({ filterBy: 2 })).toMatchObject({ total: 1 });
  });

  it('a reaction stops the escalation, lowers the unread counter and is told to the other user; a second one is refused', async () => {
    await rest.alarms.setRecipient({ serialNumber: DEMO_ONLINE, alarmCode: 102, email: 'later@example.com', typeOfNotification: [0] });
    const { notification } = await raise(102);
    expect(notification).toMatchObject({ alarmNotifParams: { alarmCode: 102, priority: 3 }, source: { kind: 'qa' } });
    const unread = (await rest.alarms.unreadCount()).count;
    expect((await familyRest.alarms.unreadCount(DEMO_ONLINE)).count).toBe(unread);
    expect(await refusal(familyRest.alarms.react({ userId: demo.userId, notificationId: notification.notificationId, responseMsg: 'ok' }))).toMatchObject({ status: 403 });
    expect(await refusal(otherRest.alarms.react({ userId: other.userId, notificationId: notification.notificationId, responseMsg: 'ok' }))).toMatchObject({
      status: 403,
      code: 'UDM_NOT_YOUR_DEVICE',
    });
    expect(await refusal(familyRest.alarms.react({ userId: family.userId, notificationId: notification.notificationId, responseMsg: '   ' }))).toMatchObject({
      status: 400,
      field: 'responseMsg',
    });
    const from = demoSeen.length;
    const reacted = await familyRest.alarms.react({ userId: family.userId, notificationId: notification.notificationId, responseMsg: 'Checked, all fine' });
    expect(reacted).toMatchObject({ isReacted: true, responseMsg: 'Checked, all fine', reactedBy: family.userId, nextEscalationAt: null });
    expect(reacted.timeOfEventAcknowledge).toBe(h.sim.clock.now());
    await expect
      .poll(() =>
        demoSeen
          .slice(from)
          .filter((e) => e.name === 'alarm_notification_reacted')
          .map((e) => (e.data as { notificationId: string }).notificationId),
      )
      .toEqual([notification.notificationId]);
    expect((await rest.alarms.unreadCount()).count).toBe(unread - 1);
    await advance(120_000);
    expect((await deliveries(notification.notificationId)).every((d) => d.step === 0)).toBe(true);
    expect(await refusal(rest.alarms.react({ userId: demo.userId, notificationId: notification.notificationId, responseMsg: 'again' }))).toMatchObject({
      status: 409,
      code: 'NOTIFICATION_ALREADY_REACTED',
    });
    expect(await refusal(rest.alarms.react({ userId: demo.userId, notificationId: 'no-such-notification', responseMsg: 'x' }))).toMatchObject({ status: 404 });
  });

  it('lists notifications 10 a page with filters, groups, spans and reacted-by-date; another user sees none of demo’s', async () => {
    for (let i = 0; i < 11; i += 1) await raise(1001);
    const first = await rest.alarms.notifications({ alarmCode: 1001 });
    expect(first).toMatchObject({ total: 11, page: 1, limit: 10 });
    expect(first.notifications).toHaveLength(10);
    expect((await rest.alarms.notifications({ alarmCode: 1001, page: 2 })).notifications).toHaveLength(1);
    expect((await rest.alarms.notifications({ filterBy: 1 })).notifications.map((n) => n.alarmNotifParams.alarmCode)).toEqual([102]);
    expect((await rest.alarms.notifications({ priority: 3, filterBy: 0, alarmCode: 1001 })).total).toBe(11);
    const groups = await rest.alarms.notificationGroups(DEMO_ONLINE);
    expect(groups.find((g) => g.alarmCode === 1001)).toMatchObject({ total: 11, notReacted: 11, alarmName: 'Water leak downstairs' });
    const spans = await rest.alarms.spans();
    expect(spans.map((s) => s.alarmCode)).toEqual([102]);
    const reacted = await rest.alarms.reactedBetween({ from: spans[0]!.to - 1, to: spans[0]!.to + 1 });
    expect(reacted.total).toBe(1);
    expect(await refusal(rest.alarms.notifications({ limit: 51 }))).toMatchObject({ status: 400, field: 'limit' });
    expect((await otherRest.alarms.notifications({})).total).toBe(0);
    expect(await refusal(otherRest.alarms.notifications({ serialNumber: DEMO_ONLINE }))).toMatchObject({ status: 403, code: 'UDM_NOT_YOUR_DEVICE' });
    expect((await otherRest.alarms.unreadCount()).count).toBe(0);
  });

  it('a door lock opened in vacation mode and a panic button raise their alarms; a scene’s alarm action is recorded too', async () => {
    await report(6, 'DoorLockService', 'OperatingMode', 1);
    await report(6, 'DoorLockService', 'Locked', false);
    await report(12, 'PanicService', 'Triggered', true);
    await expect.poll(async () => (await rest.alarms.notificationsOf(103)).total).toBe(1);
    await expect.poll(async () => (await rest.alarms.notificationsOf(102)).notifications.filter((n) => n.source.kind === 'device').length).toBe(1);
    // The seeded rule "gas alarm" raised scene alarm 100 with the first gas report.
    expect((await rest.alarms.notificationsOf(100)).notifications[0]).toMatchObject({ source: { kind: 'rule' }, alarmNotifParams: { alarmName: 'Scene alarm', priority: 1 } });
    expect((await control(h.sim, 'POST', '/gateways/NOPE1/alarms', { alarmCode: 5 })).status).toBe(404);
    expect((await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/alarms`, { alarmCode: 'gas' })).status).toBe(400);
  });

  it('admins reach every gateway’s notifications; named, only that gateway’s', async () => {
    expect(OTHER_SERIALS.length).toBeGreaterThan(0);
    await raise(101, OTHER_SERIALS[0]);
    const { ADMIN } = await import('@homeport/test-support');
    const admin = restFor(h.sim, await login(h.sim, ADMIN));
    const all = await admin.alarms.notifications({ limit: 50 });
    expect(new Set(all.notifications.map((n) => n.serialNumber))).toEqual(new Set([DEMO_ONLINE, OTHER_SERIALS[0]]));
    const one = await admin.alarms.notifications({ serialNumber: OTHER_SERIALS[0], limit: 50 });
    expect(one.notifications.map((n) => n.serialNumber)).toEqual([OTHER_SERIALS[0]]);
  });
});

describe('durability', () => {
  it('an escalation waiting at a restart goes on after it, on the new start’s clock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-alarms-restart-'));
    try {
      const first = await startSimulator({ port: 0, mqttPort: 0, fresh: true, quiet: true, clockRate: 0, dataDir });
      const owner = restFor(first, await login(first, OTHER));
      const serial = OTHER_SERIALS[0]!;
      await owner.alarms.setRecipient({ serialNumber: serial, alarmCode: 102, email: 'night-shift@example.com', typeOfNotification: [0] });
      await confirmRecipient(first, 'night-shift@example.com');
      const raised = (await (await control(first, 'POST', `/gateways/${serial}/alarms`, { alarmCode: 102 })).json()) as { data: { notification: AlarmNotification } };
      const { notificationId, nextEscalationAt } = raised.data.notification;
      expect(nextEscalationAt).toBe(raised.data.notification.timeOfEventGeneration + 60_000);
      await first.close();

      const second = await startSimulator({ port: 0, mqttPort: 0, fresh: false, quiet: true, clockRate: 0, dataDir });
      try {
        const read = async () => ((await (await control(second, 'GET', `/alarms/deliveries?notificationId=${notificationId}`)).json()) as { data: AlarmDelivery[] }).data;
        expect((await read()).filter((d) => d.step > 0)).toEqual([]);
        await control(second, 'POST', '/clock', { to: nextEscalationAt });
        expect(summary((await read()).filter((d) => d.step > 0))).toEqual(['1 email night-shift@example.com']);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
