import { expect } from 'vitest';
import { demoAccount, otherAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { control, gatewayRead, gatewayWrite, ownData, ownerOnly, OK, refused, ROLE_REFUSED, withSession } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, TARGET_SERIAL, type Role } from './roles';

/**
 * The access matrix rows of gateway settings and /new_gateway
 * (docs/contracts.md "Gateway settings"); REST_ROWS takes them in.
 */

const SERIAL = TARGET_SERIAL;
/** Seed: unassigned and online, the gateway /new_gateway cells assign. */
const UNASSIGNED = 'HP1000000006';
const DEMO = demoAccount.userId;

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : DEMO);
const cloudOf = async (fx: MatrixFixture) => (await fx.gateway(SERIAL)) as unknown as { connectionStatus: string; subscriptionLockMode: number; emulator: { deviceCount: number } };
const backOnline = (fx: MatrixFixture) => fx.patchGateway(SERIAL, { connectionStatus: 'online' });
const rows = async <T>(fx: MatrixFixture, path: string) => fx.qaOk<T[]>('GET', `/__db/${path}`);

interface LicenceRow {
  id: string;
  userId: string | null;
  serialNumber: string | null;
  status: string;
  activatedAt: number | null;
  validUntil: number | null;
}
/** A spare licence key of a home user (seed: demo has two, other one). */
const spareKeyOf = async (fx: MatrixFixture, userId: string) => (await rows<LicenceRow>(fx, `licences?userId=${userId}&status=unused`))[0]?.id ?? 'NONE';
const MATRIX_ADDRESS = { serial_number: SERIAL, address: { line1: '12 Race Course Road', line2: '' }, city: 'Coimbatore', zip: '641018', alpha2Code: 'IN' };

/** /new_gateway: home users assign with a key of their own; the linked account has none; admins own no gateway. */
const assignOutcomes = withSession({ owner: OK, linked: refused(400, '000400'), stranger: OK, viewer: ROLE_REFUSED, support: ROLE_REFUSED, supportConnected: ROLE_REFUSED });

export const GATEWAY_SETTINGS_ROWS: RestRow[] = [
  // ---- udm: restart and reset (spec 2 §2; spec 1 §6 gateway control is a write) ----
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/:sn/reboot',
    why: 'spec 2 §2, spec 1 §6: gateway control is a write; the gateway goes offline and comes back by itself',
    expect: gatewayWrite,
    prepare: backOnline,
    request: () => get(`/api/udm/device/${SERIAL}/reboot`),
    observe: async (fx) => (await cloudOf(fx)).connectionStatus,
    effect: (after) => expect(after, 'connectionStatus').toBe('offline'),
    restore: backOnline,
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/:sn/factoryReset',
    why: 'spec 2 §2, spec 1 §6: a write on the gateway; devices, rooms and rules are wiped',
    expect: gatewayWrite,
    prepare: backOnline,
    request: () => get(`/api/udm/device/${SERIAL}/factoryReset`),
    observe: async (fx) => {
      const gateway = await cloudOf(fx);
      return { connectionStatus: gateway.connectionStatus, devices: gateway.emulator.deviceCount };
    },
    effect: (after) => expect(after).toEqual({ connectionStatus: 'offline', devices: 0 }),
    restore: async (fx) => {
      await fx.qaOk('POST', `/__sim/gateways/${SERIAL}/restore-home`);
      await backOnline(fx);
    },
    // The reset also ends the gateway's local sessions (its local interface is back to factory): the LAN role signs in again.
    heal: true,
  }),
  row({
    service: 'udm',
    method: 'PUT',
    route: '/api/udm/device/:sn/assign',
    why: 'spec 2 §7 /new_gateway: a home user assigns to themselves with the secure id and a licence key of their own; admins own none (spec 1 §6)',
    expect: assignOutcomes,
    request: async (fx, role) => {
      const { secureId } = (await fx.gateway(UNASSIGNED)) as unknown as { secureId: string };
      const holder = role === 'stranger' ? otherAccount.userId : DEMO;
      return { method: 'PUT', path: `/api/udm/device/${UNASSIGNED}/assign`, body: { secureId, licenceKey: await spareKeyOf(fx, holder) } };
    },
    observe: (fx) => fx.ownership(UNASSIGNED),
    effect: (after, _before, fx, role) => expect(after.userId, 'owner').toBe(fx.userId(role)),
    restore: async (fx, _role, before) => {
      if (before && (await fx.gateway(UNASSIGNED)).userId !== before.userId) await fx.restoreOwnership(UNASSIGNED, before);
      for (const licence of await rows<LicenceRow>(fx, `licences?serialNumber=${UNASSIGNED}`)) {
        await fx.qaOk('PATCH', `/__db/licences/${licence.id}`, { serialNumber: null, status: 'unused', activatedAt: null, validUntil: null });
      }
    },
  }),

  // ---- geolocation (spec 2 §7 "Location"; spec 1 §6: only the owner changes the address) ----
  row({
    service: 'geolocation',
    method: 'GET',
    route: '/api/geolocation/getAssignedAddress/:sn',
    why: 'spec 1 §6, §8: a gateway the caller reaches; admins reach all',
    expect: gatewayRead,
    request: () => get(`/api/geolocation/getAssignedAddress/${SERIAL}`),
  }),
  row({
    service: 'geolocation',
    method: 'POST',
    route: '/api/geolocation/create',
    why: 'spec 1 §6, spec 2 §5: only the owner changes the address; others UDM_NOT_YOUR_DEVICE',
    expect: ownerOnly,
    request: () => post('/api/geolocation/create', MATRIX_ADDRESS),
    observe: async (fx) => (await rows<{ city: string }>(fx, `addresses?id=${SERIAL}`)).map((a) => a.city),
    effect: (after) => expect(after).toEqual(['Coimbatore']),
    restore: async (fx) => {
      if ((await rows(fx, `addresses?id=${SERIAL}`)).length > 0) await fx.qaOk('DELETE', `/__db/addresses/${SERIAL}`);
    },
  }),
  row({
    service: 'geolocation',
    method: 'DELETE',
    route: '/api/geolocation/removeGwAddress/:sn',
    why: 'spec 1 §6, spec 2 §5: only the owner changes the address',
    expect: ownerOnly,
    prepare: async (fx) => {
      if ((await rows(fx, `addresses?id=${SERIAL}`)).length === 0) {
        await fx.qaOk('POST', '/__db/addresses', { id: SERIAL, ...MATRIX_ADDRESS, country: 'India', location: null, updatedAt: 0 });
      }
    },
    request: () => ({ method: 'DELETE', path: `/api/geolocation/removeGwAddress/${SERIAL}` }),
    observe: async (fx) => (await rows(fx, `addresses?id=${SERIAL}`)).length,
    effect: (after) => expect(after).toBe(0),
    restore: async (fx) => {
      if ((await rows(fx, `addresses?id=${SERIAL}`)).length > 0) await fx.qaOk('DELETE', `/__db/addresses/${SERIAL}`);
    },
  }),
  row({
    service: 'geolocation',
    method: 'GET',
    route: '/api/geolocation/searchByCityName',
    why: 'spec 2 §7: a lookup any signed-in user makes',
    expect: ownData(),
    request: () => get('/api/geolocation/searchByCityName?name=coim'),
  }),
  row({
    service: 'geolocation',
    method: 'POST',
    route: '/api/geolocation/get',
    why: 'spec 2 §7: a lookup any signed-in user makes',
    expect: ownData(),
    request: () => post('/api/geolocation/get', { city: 'Chennai', alpha2Code: 'IN' }),
  }),

  // ---- subs (spec 2 §7 "Subscription") ----
  row({
    service: 'subs',
    method: 'GET',
    route: '/api/subs/getSubForGateway',
    why: 'spec 1 §6: a gateway the caller reaches; admins reach all',
    expect: gatewayRead,
    request: () => get(`/api/subs/getSubForGateway?serialNumber=${SERIAL}`),
  }),
  row({
    service: 'subs',
    method: 'POST',
    route: '/api/subs/deactivate',
    why: 'docs/decisions.md "Gateway settings": the subscription is the owner\'s contract; others UDM_NOT_YOUR_DEVICE',
    expect: ownerOnly,
    request: () => post('/api/subs/deactivate', { serialNumber: SERIAL }),
    observe: async (fx) => ({
      lock: (await cloudOf(fx)).subscriptionLockMode,
      licences: (await rows<LicenceRow>(fx, `licences?serialNumber=${SERIAL}`)).map((l) => l.status),
    }),
    effect: (after) => expect(after).toEqual({ lock: 1, licences: ['inactive'] }),
    restore: async (fx) => {
      for (const licence of await rows<LicenceRow>(fx, `licences?serialNumber=${SERIAL}`)) {
        await fx.qaOk('PATCH', `/__db/licences/${licence.id}`, { status: 'active', validUntil: (licence.activatedAt ?? 0) + 365 * 86_400_000 });
      }
      await fx.patchGateway(SERIAL, { subscriptionLockMode: 0 });
    },
  }),
  row({
    service: 'subs',
    method: 'GET',
    route: '/api/subs/licenceKeyForUser',
    why: "spec 2 §7: the caller's own licence keys",
    expect: ownData(),
    request: () => get('/api/subs/licenceKeyForUser'),
  }),

  // ---- kpi (spec 2 §7 "KPI") ----
  row({
    service: 'kpi',
    method: 'GET',
    route: '/api/kpi/data/gateway',
    why: 'spec 1 §6: a gateway the caller reaches',
    expect: gatewayRead,
    request: () => get(`/api/kpi/data/gateway?serialNumber=${SERIAL}`),
  }),
  row({
    service: 'kpi',
    method: 'POST',
    route: '/api/kpi/data/gateway/sync',
    why: 'docs/decisions.md "Gateway settings": a sync reads the gateway, so whoever reads it may ask',
    expect: gatewayRead,
    prepare: backOnline,
    request: () => post('/api/kpi/data/gateway/sync', { serialNumber: SERIAL }),
  }),

  // ---- alarm/gtw (spec 2 §7, GW_OO_NOTIF) ----
  row({
    service: 'alarm',
    method: 'GET',
    route: '/api/alarm/gtw/checkOOnotifications/:sn',
    why: "spec 1 §6: a gateway the caller reaches; the answer is the caller's own choice",
    expect: gatewayRead,
    request: () => get(`/api/alarm/gtw/checkOOnotifications/${SERIAL}`),
  }),
  row({
    service: 'alarm',
    method: 'POST',
    route: '/api/alarm/gtw/enableOOnotifications',
    why: 'spec 1 §6: alarms are a write (users of the gateway, admin-support); each user for themselves',
    expect: gatewayWrite,
    request: (fx, role) => post('/api/alarm/gtw/enableOOnotifications', { value: true, serialNumber: SERIAL, userId: ownUserId(fx, role) }),
    observe: async (fx, role) => (await rows<{ enabled: boolean }>(fx, `onlineOfflineNotices?id=${SERIAL}:${ownUserId(fx, role)}`)).map((r) => r.enabled),
    effect: (after) => expect(after).toEqual([true]),
    restore: async (fx, role) => {
      if ((await rows(fx, `onlineOfflineNotices?id=${SERIAL}:${ownUserId(fx, role)}`)).length > 0) {
        await fx.qaOk('DELETE', `/__db/onlineOfflineNotices/${SERIAL}:${ownUserId(fx, role)}`);
      }
    },
  }),

  // ---- __sim: QA's side of gateway settings ----
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/licences',
    why: 'DESIGN.md "Access control"',
    expect: control({ status: 201 }),
    request: () => post('/api/__sim/licences', { userId: DEMO }),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/restore-home',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => post(`/api/__sim/gateways/${SERIAL}/restore-home`),
    heal: true,
  }),
];
