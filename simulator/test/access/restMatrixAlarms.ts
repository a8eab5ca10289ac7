import { expect } from 'vitest';
import { demoAccount, familyAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { AlarmErrorCode } from '@homeport/sdk';
import { control, everyone, gatewayRead, gatewayWrite, ownData, refused } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, TARGET_SERIAL, type Role } from './roles';

/**
 * The access matrix rows of alarms and notifications (docs/contracts.md
 * "Alarms and notifications"); REST_ROWS takes them in. Reads need a
 * gateway the caller reaches, changes are writes (spec 1 §6: alarms are
 * admin-support's among admins); the notification lists are the caller's own.
 */

const SERIAL = TARGET_SERIAL;
const DEMO = demoAccount.userId;
const DOOR = `alarm-${SERIAL}-103`;
const GAS = `alarm-${SERIAL}-101`;
const PANIC = `alarm-${SERIAL}-102`;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });
const put = (path: string, body: unknown = {}): HttpRequest => ({ method: 'PUT', path, body });

const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : DEMO);

interface AlarmRow {
  id: string;
  name: string;
  alarmPriorityCode: number;
  wayOfNotify: Record<string, boolean>;
  recipients: Array<{ id: string; contact: string; emailNotification: boolean; pushNotification: boolean }>;
}
/** The gateway's alarm table exists (made on first read). */
const ensureTable = async (fx: MatrixFixture) => {
  await fx.call('owner', post('/api/alarm/list', { serialNumber: SERIAL }), 'matrix: alarm table');
};
const alarmRow = (fx: MatrixFixture, id: string) => fx.qaOk<AlarmRow>('GET', `/__db/alarms/${id}`);
const patchAlarm = async (fx: MatrixFixture, id: string, patch: Partial<AlarmRow>): Promise<void> => {
  await fx.qaOk('PATCH', `/__db/alarms/${id}`, patch);
};
const recipient = (id: string, contact: string, push = false) => ({
  id,
  contact,
  emailNotification: true,
  pushNotification: push,
});

/** Notifications raised for the react cells, one per role. */
const raisedFor = new Map<Role, string>();

export const ALARM_ROWS: RestRow[] = [
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/list',
    why: 'spec 1 §6: a gateway the caller reaches',
    expect: gatewayRead,
    request: () => post('/api/alarm/list', { serialNumber: SERIAL }),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/details',
    why: 'spec 1 §6: an alarm of a gateway the caller reaches',
    expect: gatewayRead,
    prepare: ensureTable,
    request: () => post('/api/alarm/details', { id: GAS }),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/getByAlarmCode',
    why: 'spec 1 §6: a gateway the caller reaches',
    expect: gatewayRead,
    request: () => post('/api/alarm/getByAlarmCode', { serialNumber: SERIAL, alarmCode: 101 }),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/create',
    why: 'spec 1 §6, spec 2 §2: alarms are a write',
    expect: { ...gatewayWrite, owner: { status: 201 }, linked: { status: 201 }, support: { status: 201 }, supportConnected: { status: 201 } },
    prepare: ensureTable,
    request: (_fx, role) => post('/api/alarm/create', { serialNumber: SERIAL, name: `Matrix ${role}` }),
    observe: async (fx, role) => (await fx.qaOk<AlarmRow[]>('GET', `/__db/alarms?name=${encodeURIComponent(`Matrix ${role}`)}`)).map((a) => a.id),
    effect: (after) => expect(after).toHaveLength(1),
    restore: async (fx, role) => {
      for (const a of await fx.qaOk<AlarmRow[]>('GET', `/__db/alarms?name=${encodeURIComponent(`Matrix ${role}`)}`)) await fx.qaOk('DELETE', `/__db/alarms/${a.id}`);
    },
  }),
  row({
    service: 'alarm',
    method: 'PUT',
    route: '/api/alarm/update/:id',
    why: 'spec 1 §6, spec 2 §4: alarms are a write',
    expect: gatewayWrite,
    prepare: ensureTable,
    request: (_fx, role) => put(`/api/alarm/update/${DOOR}`, { name: `Door ${role}`, description: 'matrix' }),
    observe: async (fx) => (await alarmRow(fx, DOOR)).name,
    effect: (after, _before, _fx, role) => expect(after).toBe(`Door ${role}`),
    restore: (fx) => patchAlarm(fx, DOOR, { name: 'Door unlocked in vacation mode' }),
  }),
  row({
    service: 'alarm',
    method: 'PUT',
    route: '/api/alarm/updatePriority/:id',
    why: 'spec 1 §6, spec 2 §4: alarms are a write',
    expect: gatewayWrite,
    prepare: ensureTable,
    request: () => put(`/api/alarm/updatePriority/${DOOR}`, { alarmPriorityCode: 0 }),
    observe: async (fx) => (await alarmRow(fx, DOOR)).alarmPriorityCode,
    effect: (after) => expect(after).toBe(0),
    restore: (fx) => patchAlarm(fx, DOOR, { alarmPriorityCode: 2 }),
  }),
  row({
    service: 'alarm',
    method: 'PUT',
    route: '/api/alarm/update/:id/notifWay',
    why: 'spec 1 §6, spec 2 §2: alarms are a write',
    expect: gatewayWrite,
    prepare: ensureTable,
    request: () => put(`/api/alarm/update/${DOOR}/notifWay`, { wayOfNotify: { call: true } }),
    observe: async (fx) => (await alarmRow(fx, DOOR)).wayOfNotify.call,
    effect: (after) => expect(after).toBe(true),
    restore: async (fx) => patchAlarm(fx, DOOR, { wayOfNotify: { ...(await alarmRow(fx, DOOR)).wayOfNotify, call: false } }),
  }),
  row({
    service: 'alarm',
    method: 'DELETE',
    route: '/api/alarm/delete/:id',
    why: 'spec 1 §6, spec 2 §2: alarms are a write',
    expect: gatewayWrite,
    prepare: async (fx) => {
      await ensureTable(fx);
      if ((await fx.qa('GET', `/__db/alarms/alarm-${SERIAL}-9999`)).status === 404) {
        await fx.qaOk('POST', '/__db/alarms', {
          id: `alarm-${SERIAL}-9999`,
          serialNumber: SERIAL,
          alarmCode: 9999,
          name: 'Matrix spare',
          description: '',
          alarmPriorityCode: 1,
          wayOfNotify: { pushNotification: true, emailNotification: true, SMS: false, call: false },
          recipients: [],
          system: false,
          createdAt: 0,
          updatedAt: 0,
        });
      }
    },
    request: () => ({ method: 'DELETE', path: `/api/alarm/delete/alarm-${SERIAL}-9999` }),
    observe: async (fx) => (await fx.qa('GET', `/__db/alarms/alarm-${SERIAL}-9999`)).status,
    effect: (after) => expect(after).toBe(404),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/allPriorities',
    why: 'spec 2 §9: the same for everyone signed in',
    expect: ownData(),
    request: () => get('/api/alarm/allPriorities'),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/table/refresh',
    why: 'spec 1 §6, spec 2 §4: sending the table to the gateway is a write',
    expect: gatewayWrite,
    prepare: async (fx) => {
      await ensureTable(fx);
      const table = await fx.qaOk<{ sentVersion: number }>('GET', `/__db/alarmTables/${SERIAL}`);
      await fx.qaOk('PATCH', `/__db/alarmTables/${SERIAL}`, { version: table.sentVersion + 1 });
    },
    request: () => get(`/api/alarm/table/refresh?serialNumber=${SERIAL}`),
    observe: async (fx) => {
      const table = await fx.qaOk<{ version: number; sentVersion: number }>('GET', `/__db/alarmTables/${SERIAL}`);
      return table.sentVersion >= table.version;
    },
    effect: (after) => expect(after).toBe(true),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/escalation/getTimes',
    why: 'spec 1 §6: a gateway the caller reaches',
    expect: gatewayRead,
    request: () => get(`/api/alarm/escalation/getTimes?serialNumber=${SERIAL}`),
  }),
  row({
    service: 'alarm',
    method: 'PUT',
    route: '/api/alarm/escalation/update',
    why: 'spec 1 §6, spec 2 §2: alarms are a write',
    expect: gatewayWrite,
    prepare: ensureTable,
    request: () => put('/api/alarm/escalation/update', { serialNumber: SERIAL, priority: 0, escalationTime: 1234 }),
    observe: async (fx) => (await fx.qaOk<{ escalation: Record<string, number> }>('GET', `/__db/alarmTables/${SERIAL}`)).escalation['0'],
    effect: (after) => expect(after).toBe(1234),
    restore: async (fx) => {
      const { escalation } = await fx.qaOk<{ escalation: Record<string, number> }>('GET', `/__db/alarmTables/${SERIAL}`);
      await fx.qaOk('PATCH', `/__db/alarmTables/${SERIAL}`, { escalation: { ...escalation, '0': 3600 } });
    },
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/recipients/set',
    why: 'spec 1 §6, spec 2 §5: alarms are a write',
    expect: gatewayWrite,
    prepare: ensureTable,
    request: (_fx, role) => post('/api/alarm/recipients/set', { serialNumber: SERIAL, alarmCode: 101, email: `matrix-${role}@example.com`, typeOfNotification: [0] }),
    observe: async (fx) => (await alarmRow(fx, GAS)).recipients.map((r) => r.contact),
    effect: (after, _before, _fx, role) => expect(after).toContain(`matrix-${role.toLowerCase()}@example.com`),
    restore: (fx) => patchAlarm(fx, GAS, { recipients: [] }),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/recipients/confirm',
    why: 'docs/decisions.md "Outside alarm recipients confirm first": the link sent to an outside address; an unknown token; open',
    expect: everyone(refused(404, AlarmErrorCode.confirmationNotFound)),
    request: () => get('/api/alarm/recipients/confirm?token=matrix-unknown-token-0000'),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/recipients/confirm',
    why: 'docs/decisions.md "Outside alarm recipients confirm first": the link sent to an outside address; an unknown token; open',
    expect: everyone(refused(404, AlarmErrorCode.confirmationNotFound)),
    request: () => post('/api/alarm/recipients/confirm?token=matrix-unknown-token-0000'),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/recipients/list',
    why: 'spec 1 §6: a gateway the caller reaches',
    expect: gatewayRead,
    prepare: ensureTable,
    request: () => post('/api/alarm/recipients/list', { serialNumber: SERIAL, alarmCode: 101 }),
  }),
  row({
    service: 'alarm',
    method: 'PUT',
    route: '/api/alarm/recipients/deleteById',
    why: 'spec 1 §6: alarms are a write',
    expect: gatewayWrite,
    prepare: async (fx) => {
      await ensureTable(fx);
      await patchAlarm(fx, PANIC, { recipients: [recipient('matrixrcpt', 'spare@example.com')] });
    },
    request: () => put('/api/alarm/recipients/deleteById', { serialNumber: SERIAL, alarmCode: 102, recipientId: 'matrixrcpt', typeOfNotification: 0 }),
    observe: async (fx) => (await alarmRow(fx, PANIC)).recipients.length,
    effect: (after) => expect(after).toBe(0),
    restore: (fx) => patchAlarm(fx, PANIC, { recipients: [] }),
  }),
  row({
    service: 'alarm',
    method: 'PUT',
    route: '/api/alarm/recipients/update',
    why: 'spec 1 §6: alarms are a write',
    expect: gatewayWrite,
    prepare: async (fx) => {
      await ensureTable(fx);
      await patchAlarm(fx, PANIC, { recipients: [recipient('matrixrcpt', familyAccount.username)] });
    },
    request: () => put('/api/alarm/recipients/update', { serialNumber: SERIAL, alarmCode: 102, recipientId: 'matrixrcpt', typeOfNotification: [0, 1] }),
    observe: async (fx) => (await alarmRow(fx, PANIC)).recipients[0]?.pushNotification,
    effect: (after) => expect(after).toBe(true),
    restore: (fx) => patchAlarm(fx, PANIC, { recipients: [] }),
  }),
  row({
    service: 'alarm',
    method: 'DELETE',
    route: '/api/alarm/recipients/delete',
    why: 'spec 1 §6: alarms are a write',
    expect: gatewayWrite,
    prepare: async (fx) => {
      await ensureTable(fx);
      await patchAlarm(fx, PANIC, { recipients: [recipient('matrixrcpt', 'spare@example.com')] });
    },
    request: () => ({ method: 'DELETE', path: '/api/alarm/recipients/delete', body: { serialNumber: SERIAL, alarmCode: 102 } }),
    observe: async (fx) => (await alarmRow(fx, PANIC)).recipients.length,
    effect: (after) => expect(after).toBe(0),
    restore: (fx) => patchAlarm(fx, PANIC, { recipients: [] }),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/notification_list',
    why: 'spec 1 §6: the notifications of the gateways the caller reaches (its own view)',
    expect: ownData(),
    request: () => post('/api/alarm/notification_list', {}),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/notification_list',
    variant: 'one gateway',
    why: 'spec 1 §6: a gateway the caller reaches (a connected admin names its gateway)',
    expect: gatewayRead,
    request: () => post('/api/alarm/notification_list', { serialNumber: SERIAL }),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/notification_group_list',
    why: "spec 1 §6: the caller's own view",
    expect: ownData(),
    request: () => post('/api/alarm/notification_group_list', {}),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/notification/get/:code',
    why: "spec 1 §6: the caller's own view",
    expect: ownData(),
    request: () => get('/api/alarm/notification/get/101'),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/notification/getAllNotificationsNotReacted',
    why: "spec 1 §4.2: the caller's own unread count",
    expect: ownData(),
    request: () => get('/api/alarm/notification/getAllNotificationsNotReacted'),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/notification/react',
    why: 'spec 1 §6, spec 2 §4: a reaction is a write, made as oneself',
    expect: gatewayWrite,
    prepare: async (fx, role) => {
      const raised = await fx.qaOk<{ data: { notification: { notificationId: string } } }>('POST', `/__sim/gateways/${SERIAL}/alarms`, { alarmCode: 1 });
      raisedFor.set(role, raised.data.notification.notificationId);
    },
    request: (fx, role) => post('/api/alarm/notification/react', { userId: ownUserId(fx, role), notificationId: raisedFor.get(role), responseMsg: `seen by ${role}` }),
    observe: async (fx, role) => (await fx.qaOk<Array<{ isReacted: boolean }>>('GET', `/__db/alarmNotifications?id=${raisedFor.get(role)}`)).map((n) => n.isReacted),
    effect: (after) => expect(after).toEqual([true]),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/notification/filterByDateNotificationsReacted',
    why: "spec 1 §6: the caller's own view",
    expect: ownData(),
    request: () => post('/api/alarm/notification/filterByDateNotificationsReacted', { from: 0, to: 1 }),
  }),
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/getAllSpans',
    why: "spec 1 §6: the caller's own view",
    expect: ownData(),
    request: () => get('/api/alarm/getAllSpans'),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/mediaDevice/checkState',
    why: "spec 1 §6: a gateway the caller reaches; the caller's own choice",
    expect: gatewayRead,
    request: (fx, role) => post('/api/alarm/mediaDevice/checkState', { serialNumber: SERIAL, userId: ownUserId(fx, role) }),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/mediaDevice/updateState',
    why: 'spec 1 §6: alarms are a write; each user for themselves',
    expect: gatewayWrite,
    request: (fx, role) => post('/api/alarm/mediaDevice/updateState', { serialNumber: SERIAL, userId: ownUserId(fx, role), enabled: false }),
    observe: async (fx, role) => (await fx.qaOk<Array<{ enabled: boolean }>>('GET', `/__db/mediaDeviceNotices?id=${SERIAL}:${ownUserId(fx, role)}`)).map((r) => r.enabled),
    effect: (after) => expect(after).toEqual([false]),
    restore: async (fx, role) => {
      if ((await fx.qaOk<unknown[]>('GET', `/__db/mediaDeviceNotices?id=${SERIAL}:${ownUserId(fx, role)}`)).length > 0) {
        await fx.qaOk('DELETE', `/__db/mediaDeviceNotices/${SERIAL}:${ownUserId(fx, role)}`);
      }
    },
  }),

  // ---- __sim: QA's side of alarms ----
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/alarms',
    why: 'DESIGN.md "Access control"',
    expect: control({ status: 201 }),
    request: () => post(`/api/__sim/gateways/${SERIAL}/alarms`, { alarmCode: 2 }),
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/alarms/deliveries',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => get('/api/__sim/alarms/deliveries'),
  }),
];
