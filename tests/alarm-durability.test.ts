// Alarm notifications are written in proportion to the change (DESIGN.md
// "Simulator"): a raise, an escalation step and a reaction append the
// notification to cloud/alarmNotifications.log (and the messages sent to
// cloud/outbox.log) without rewriting cloud.json, and everything acknowledged
// is there after a SIGKILL; a folder from before the log (the notifications
// in cloud.json) is split at its first start, and the oldest notification
// dropped at the limit is removed from the log. The simulator runs as a child
// process on a paused clock and is killed straight after the last
// acknowledgement.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { RestClient, type AlarmDelivery, type AlarmNotification } from '@homeport/sdk';
import type { SimClockView } from '@homeport/sdk/sim';
import { OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { dataOf, startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-alarm-parts-'));
const olderDir = mkdtempSync(join(tmpdir(), 'homeport-alarm-parts-older-'));
const children: ChildProcess[] = [];
const SERIAL = OTHER_SERIALS[0]!;
const RECIPIENT = 'night-shift@example.com';
const cloudFile = join(dataDir, 'cloud.json');
const logFile = join(dataDir, 'cloud', 'alarmNotifications.log');

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(olderDir, { recursive: true, force: true });
});

async function startChild(fresh: boolean, dir = dataDir): Promise<SimProcess> {
  const started = await startSimProcess({ dataDir: dir, fresh });
  children.push(started.child);
  return started;
}

const data = dataOf;

/** A collection read through json-server at /api/__db, with the control token. */
async function rawDb<T>(sim: SimProcess, path: string): Promise<T> {
  const answer = await fetch(`${sim.httpUrl}/api/__db${path}`, { headers: { authorization: `Bearer ${sim.controlToken}` } });
  if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function ownerOf(sim: SimProcess): Promise<{ rest: RestClient; userId: string }> {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(OTHER.identity, OTHER.secret);
  return { rest: new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId }), userId: session.userId };
}

const raise = (sim: SimProcess) => data<{ notification: AlarmNotification; deliveries: AlarmDelivery[] }>(sim.control('POST', `/gateways/${SERIAL}/alarms`, { alarmCode: 102 }));
const deliveries = (sim: SimProcess, notificationId: string) => data<AlarmDelivery[]>(sim.control('GET', `/alarms/deliveries?notificationId=${notificationId}`));
const escalations = (list: AlarmDelivery[]) => list.filter((d) => d.step > 0).map((d) => `${d.step} ${d.channel} ${d.to}`);

/** cloud.json as the file system sees it: a rewrite (temp file renamed over it) changes the inode and the time. */
const cloudFileNow = (file = cloudFile) => {
  const stat = statSync(file);
  return { ino: stat.ino, mtimeMs: stat.mtimeMs, text: readFileSync(file, 'utf8') };
};

/** The fields of a notification record (as stored, simulator/src/store/cloudState.ts) these tests read. */
interface StoredNotification {
  id: string;
  isReacted: boolean;
  responseMsg: string | null;
  escalationStep: number;
  nextEscalationAt: number | null;
}

/** The last state of each notification its log holds, by id. */
const logged = (file = logFile): Map<string, StoredNotification> => {
  const records = new Map<string, StoredNotification>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue;
    const entry = JSON.parse(line) as { put?: StoredNotification; del?: string };
    if (entry.put) records.set(entry.put.id, entry.put);
    else if (entry.del) records.delete(entry.del);
  }
  return records;
};

it('appends a raise, an escalation step and a reaction to the notifications’ log without rewriting cloud.json, and keeps all of them across a SIGKILL', async () => {
  const first = await startChild(true);
  await data<SimClockView>(first.control('POST', '/clock', { rate: 0 }));
  const owner = await ownerOf(first);
  // An alarm setting (it lives in cloud.json, and makes the gateway's alarm table): a full write, before the one measured.
  await owner.rest.alarms.setRecipient({ serialNumber: SERIAL, alarmCode: 102, email: RECIPIENT, typeOfNotification: [0] });
  // An outside recipient is told once it confirmed through the link sent to it.
  const [confirmation] = await data<Array<{ path: string }>>(first.control('GET', `/outbox?to=${encodeURIComponent(RECIPIENT)}&kind=email`));
  expect((await fetch(`${first.httpUrl}${confirmation!.path}`)).status).toBe(200);
  expect(existsSync(logFile)).toBe(true);

  const before = cloudFileNow();
  const outboxLog = join(dataDir, 'cloud', 'outbox.log');
  const outboxLines = readFileSync(outboxLog, 'utf8').split('\n').length;
  const { notification } = await raise(first);
  expect(notification).toMatchObject({ serialNumber: SERIAL, isReacted: false, escalationStep: 0, source: { kind: 'qa' } });
  expect(notification.nextEscalationAt).toBe(notification.timeOfEventGeneration + 60_000);
  expect(logged().get(notification.notificationId)).toMatchObject({ isReacted: false, escalationStep: 0, nextEscalationAt: notification.nextEscalationAt });
  // The owner's push and e-mail went into the outbox: appended to its log too.
  expect(readFileSync(outboxLog, 'utf8').split('\n').length).toBeGreaterThan(outboxLines);
  expect(cloudFileNow()).toEqual(before);

  // Nobody reacts: the escalation time passes on the simulator clock and the recipient is told.
  await data<SimClockView>(first.control('POST', '/clock', { to: notification.nextEscalationAt }));
  expect(escalations(await deliveries(first, notification.notificationId))).toEqual([`1 email ${RECIPIENT}`]);
  expect(logged().get(notification.notificationId)).toMatchObject({ escalationStep: 1, nextEscalationAt: null });

  const reacted = await owner.rest.alarms.react({ userId: owner.userId, notificationId: notification.notificationId, responseMsg: 'On my way' });
  expect(reacted).toMatchObject({ isReacted: true, responseMsg: 'On my way', reactedBy: owner.userId, escalationStep: 1 });
  expect(logged().get(notification.notificationId)).toMatchObject({ isReacted: true, responseMsg: 'On my way' });

  // A second one stays unreacted, its escalation waiting.
  const waiting = (await raise(first)).notification;
  expect(cloudFileNow()).toEqual(before);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startChild(false);
  await data<SimClockView>(second.control('POST', '/clock', { rate: 0 }));
  const again = await ownerOf(second);
  const page = await again.rest.alarms.notificationsOf(102, SERIAL);
  const byId = new Map(page.notifications.map((n) => [n.notificationId, n]));
  expect(byId.get(notification.notificationId)).toMatchObject({
    isReacted: true,
    responseMsg: 'On my way',
    reactedBy: owner.userId,
    timeOfEventAcknowledge: reacted.timeOfEventAcknowledge,
    escalationStep: 1,
    nextEscalationAt: null,
  });
  expect(escalations(await deliveries(second, notification.notificationId))).toEqual([`1 email ${RECIPIENT}`]);
  const mail = await data<Array<{ kind: string; subject: string }>>(second.control('GET', `/outbox?to=${encodeURIComponent(RECIPIENT)}&kind=alarm`));
  expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining('(nobody reacted: step 1)')]);
  // json-server reads the collection from its log as well.
  const raw = await rawDb<{ id: string; isReacted: boolean }>(second, `/alarmNotifications/${notification.notificationId}`);
  expect(raw).toMatchObject({ id: notification.notificationId, isReacted: true });

  // The waiting escalation goes on at its time, on the new start's clock.
  expect(byId.get(waiting.notificationId)).toMatchObject({ isReacted: false, escalationStep: 0, nextEscalationAt: waiting.nextEscalationAt });
  await data<SimClockView>(second.control('POST', '/clock', { to: waiting.nextEscalationAt }));
  expect(escalations(await deliveries(second, waiting.notificationId))).toEqual([`1 email ${RECIPIENT}`]);

  // A reset brings back the seed's (none) and rewrites the log with it.
  await data(second.control('POST', '/reset'));
  expect(logged().size).toBe(0);
  expect(await data<AlarmDelivery[]>(second.control('GET', '/alarms/deliveries'))).toEqual([]);
  const closed = new Promise((resolve) => second.child.once('close', resolve));
  second.child.kill('SIGKILL');
  await closed;
}, 120_000); // simulator processes start in turn: room for a busy machine, not a speed check

it('reads the notifications a folder from before the log keeps in cloud.json, moves them to the log, and removes the oldest from it at the limit', async () => {
  const seeded = await startChild(true, olderDir);
  await seeded.stop('SIGKILL');
  // The folder as an older simulator left it: the notifications in cloud.json (the limit's 5000 of them), no log.
  const olderFile = join(olderDir, 'cloud.json');
  const olderLog = join(olderDir, 'cloud', 'alarmNotifications.log');
  rmSync(olderLog);
  const old = Array.from({ length: 5000 }, (_, i) => ({
    id: `older-${i}`,
    serialNumber: SERIAL,
    alarmCode: 102,
    alarmName: 'Panic button',
    priority: 3,
    source: { kind: 'qa' },
    isReacted: true,
    responseMsg: 'Seen',
    reactedBy: null,
    timeOfEventGeneration: 1_000 + i,
    timeOfEventAcknowledge: 2_000 + i,
    escalationStep: 0,
    nextEscalationAt: null,
    deliveries: [],
  }));
  writeFileSync(olderFile, JSON.stringify({ ...(JSON.parse(readFileSync(olderFile, 'utf8')) as object), alarmNotifications: old }));

  const upgraded = await startChild(false, olderDir);
  await data<SimClockView>(upgraded.control('POST', '/clock', { rate: 0 }));
  expect((JSON.parse(readFileSync(olderFile, 'utf8')) as { alarmNotifications?: unknown }).alarmNotifications).toBeUndefined();
  expect([...logged(olderLog).keys()]).toEqual(old.map((n) => n.id));
  expect((await rawDb<Array<{ id: string }>>(upgraded, '/alarmNotifications?id=older-4999')).map((n) => n.id)).toEqual(['older-4999']);

  // The gateway's alarm table, as the folder's raises had made it (a gateway's first alarm, making it, writes everything).
  await (await ownerOf(upgraded)).rest.alarms.list(SERIAL);
  // One more: the oldest goes, as a removal appended to the log.
  const before = cloudFileNow(olderFile);
  const { notification } = await raise(upgraded);
  expect(cloudFileNow(olderFile)).toEqual(before);
  const tail = readFileSync(olderLog, 'utf8').trim().split('\n').slice(-2);
  expect(tail.map((line) => Object.keys(JSON.parse(line) as object)[0])).toEqual(['del', 'put']);
  upgraded.child.kill('SIGKILL');
  await new Promise((resolve) => upgraded.child.once('exit', resolve));

  const ids = [...logged(olderLog).keys()];
  expect(ids).toHaveLength(5000);
  expect(ids[0]).toBe('older-1');
  expect(ids.at(-1)).toBe(notification.notificationId);
}, 120_000); // simulator processes start in turn: room for a busy machine, not a speed check
