import { expect } from 'vitest';
import { demoAccount, termsAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture, Ownership } from './fixture';
import { refOf } from './fixture';
import {
  NO_CAMERA,
  NOT_YOURS,
  OK,
  ROLE_REFUSED,
  adminOnly,
  allowed,
  control,
  everyone,
  gatewayRead,
  gatewayWrite,
  localOnly,
  namingDemo,
  ownData,
  ownerOnly,
  refused,
  withSession,
} from './outcomes';
import { PORTAL_CLIENT, ROLE_FIXTURES, ROLES, TARGET_SERIAL, isSignedIn, type Role } from './roles';
import type { RestRow } from './restRow';
export { SERVICES, type RestRow, type Service } from './restRow';
import { GATEWAY_SETTINGS_ROWS } from './restMatrixGatewaySettings';
import { ZOTA_ROWS } from './restMatrixZota';
import { BACKUP_ROWS } from './restMatrixBackups';
import { ANNOUNCEMENT_ROWS } from './restMatrixAnnouncements';
import { BULK_ROWS } from './restMatrixBulk';
import { ALARM_ROWS } from './restMatrixAlarms';
import { USER_ACCESS_ROWS } from './restMatrixUserAccess';
import { USER_SETTINGS_ROWS } from './restMatrixUserSettings';
import { FLEET_ROWS } from './restMatrixFleet';
import { GROUP_ROWS } from './restMatrixGroups';
import { STATISTICS_ROWS } from './restMatrixStatistics';
import { HISTORY_ROWS } from './restMatrixHistory';
import { SCENARIO_ROWS } from './restMatrixScenarios';
import { EXPORT_TASK_ROWS } from './restMatrixExport';
import { NETDIAG_ROWS } from './restMatrixNetdiag';

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;

const SERIAL = TARGET_SERIAL;

/** HP1000000008's seed owner, read once before the PUT owner cells unassign it. */
let seedOwnerOf8: Ownership | undefined;

/** How many faults stand (control API). */
const faultCount = async (fx: MatrixFixture) => (await fx.qaOk<{ data: unknown[] }>('GET', '/__sim/faults')).data.length;

/** The id of the one probe fault, stood up when there is none. */
async function probeFault(fx: MatrixFixture): Promise<string> {
  const { data } = await fx.qaOk<{ data: Array<{ id: string; path?: string }> }>('GET', '/__sim/faults');
  const standing = data.find((fault) => fault.path === '/api/matrix/probe');
  if (standing) return standing.id;
  return (await fx.qaOk<{ data: { id: string } }>('POST', '/__sim/faults', { kind: 'rest', path: '/api/matrix/probe', status: 503 })).data.id;
}
const DEMO = demoAccount.userId;
/** docs/contracts.md "OAuth2 provider": the seeded QA partner accepts any localhost port. */
const OAUTH = { client_id: 'qa-partner', redirect_uri: 'http://localhost:4444/oauth-callback', response_type: 'code', scope: 'devices', state: 'matrix' };
/** Seed: Hall Dimmer, LevelService.Level 0..100 (docs/simulator.md "HP1000000001"). */
const DIMMER = { device: 2, service: 'LevelService', property: 'Level' } as const;

/** The session id a role would put in a path: its own cloud session, its LAN session, or nothing valid. */
const ownSessionId = (fx: MatrixFixture, role: Role): string =>
  isSignedIn(role) ? fx.session(role).sessionId : ROLE_FIXTURES[role].localSession ? fx.localSession : 'matrix-no-session';
/** A user id a role would name as its own (anon and friends name demo's: refused before it matters). */
const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : DEMO);

const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

/** A 16-character device id of one role's own (hex), so the roles' pairings do not collide. */
const wiseIdOf = (role: string, prefix = 'A') => `${prefix}${Buffer.from(role).toString('hex').toUpperCase()}`.padEnd(16, '0').slice(0, 16);

const emulatorOf = async (fx: MatrixFixture) => (await fx.gateway(SERIAL)).emulator;
const outboxSize = async (fx: MatrixFixture, kind?: string) => (await fx.qaOk<{ data: unknown[] }>('GET', `/__sim/outbox${kind ? `?kind=${kind}` : ''}`)).data.length;
const liveCount = async (fx: MatrixFixture, userId: string) => (await fx.liveSessions(userId)).size;
const demoGrants = async (fx: MatrixFixture) => (await fx.qaOk<unknown[]>('GET', `/__db/oauthGrants?userId=${DEMO}`)).length;

/** Demo's voice-assistant link, made through the real OAuth2 flow when it is gone (docs/contracts.md "OAuth2 provider"). */
async function ensureDemoGrant(fx: MatrixFixture): Promise<void> {
  if ((await demoGrants(fx)) > 0) return;
  const authorized = await fx.call('owner', post('/api/oauth2/authorize', { ...OAUTH, serial_number: SERIAL }));
  const code = (authorized.body as { data?: { code?: string } }).data?.code;
  if (!code) throw new Error(`no authorization code: ${authorized.status} ${authorized.text}`);
  const token = await fx.call('owner', {
    method: 'POST',
    path: '/api/oauth2/token',
    form: { grant_type: 'authorization_code', code, redirect_uri: OAUTH.redirect_uri, client_id: OAUTH.client_id, client_secret: 'qa-partner-secret' },
  });
  if (token.status !== 200) throw new Error(`no grant: ${token.status} ${token.text}`);
}

/** The opaque reference of a live session of demo's other than the owner role's (docs: sessions are named by `sessionRef`). */
async function demoSpareRef(fx: MatrixFixture): Promise<string> {
  await fx.spare('owner');
  const answer = await fx.call('owner', post('/api/auth/getLoggedInUsers'));
  const rows = ((answer.body as { data?: Array<Record<string, unknown>> }).data ?? []).filter((r) => r.current !== true);
  const ref = rows.map((r) => r.sessionRef).find((r): r is string => typeof r === 'string');
  if (!ref) throw new Error(`getLoggedInUsers rows carry no sessionRef: ${JSON.stringify(rows.map((r) => Object.keys(r)))}`);
  return ref;
}

/** spec 1 §7.1 and DESIGN.md "Access control": session rows name a session by `sessionRef`, never by its id. */
const rowsCarrySessionRef = (body: unknown) => {
  const rows = (body as { data: Array<Record<string, unknown>> }).data;
  expect(rows.length, 'live sessions listed').toBeGreaterThan(0);
  expect(
    rows.map((r) => Object.keys(r).filter((k) => k === 'sessionId' || k === 'sessionRef')),
    'each row names its session by sessionRef only',
  ).toEqual(rows.map(() => ['sessionRef']));
};

/** Whether each signed-in role's session is live (QA view). */
async function roleSessionsLive(fx: MatrixFixture): Promise<Record<string, boolean>> {
  const live = await fx.liveSessions();
  return Object.fromEntries(ROLES.filter(isSignedIn).map((r) => [r, live.has(refOf(fx.session(r).sessionId))]));
}

const localState = (fx: MatrixFixture) => {
  const local = fx.gatewayOnDisk(SERIAL).local;
  if (!local) throw new Error(`${SERIAL} has no local state on disk`);
  return local;
};

const LOCAL = `/local/${SERIAL}/api`;
const LOCAL_NEW_PASSWORD = 'Matrix-local-pass';
const OTHER_TIMEZONE = 'America/New_York';

export const REST_ROWS: RestRow[] = [
  // ---- auth: open routes answer the same to everyone (the session header is ignored) ----
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/login',
    why: 'spec 1 §5 "Username or password is not provided"; open',
    expect: everyone(refused(400, '000402')),
    request: () => post('/api/auth/login', { identity: demoAccount.username }),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/sendotp',
    why: 'docs/contracts.md "Phone login code": no account has this number; open',
    expect: everyone(refused(404, '000404')),
    request: () => post('/api/auth/sendotp', { identity: '+919999999999' }),
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/activate/:code',
    why: 'docs/contracts.md "Registration": unknown code; open',
    expect: everyone(refused(404, '000404')),
    request: () => get('/api/auth/activate/matrix-unknown-code'),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/forgotPass',
    why: 'spec 1 §8 forgot password for an unknown user; open',
    expect: everyone(refused(404, '000404')),
    request: () => post('/api/auth/forgotPass', { email: 'nobody@homeport.test' }),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/resetPassword/:hash',
    why: 'spec 1 §4.1 toast 000017: unknown link; open',
    expect: everyone(refused(404, '000017')),
    request: () => post('/api/auth/resetPassword/matrix-unknown-hash', { secret: 'Matrix-Pass-2026!', confirmation: 'Matrix-Pass-2026!' }),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/resetPin/hash/:hash',
    why: 'spec 1 §4.1 toast 000017: unknown link; open',
    expect: everyone(refused(404, '000017')),
    request: () => post('/api/auth/resetPin/hash/matrix-unknown-hash', { pin: '1234', confirmation: '1234' }),
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/getRealmConfig',
    why: 'spec 1 §2.1 single sign-on: the login page asks before anyone signs in; open',
    expect: everyone(OK),
    request: () => get('/api/auth/getRealmConfig'),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/retrieveSSOTokens',
    why: 'docs/contracts.md "Single sign-on": unknown code 401 000401; open',
    expect: everyone(refused(401, '000401')),
    request: () => post('/api/auth/retrieveSSOTokens', { code: 'matrix-unknown', state: 'matrix', session_state: 'matrix' }),
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/session/read/:sessionId',
    variant: 'unknown id',
    why: 'spec 1 §4.1 session check at start: the path carries the session; open',
    expect: everyone(refused(404, '00003')),
    request: () => get('/api/auth/session/read/matrix-unknown-session'),
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/session/read/:sessionId',
    variant: 'own session',
    why: 'spec 1 §4.1: a live cloud session reads itself; a LAN session is no cloud session',
    // Public: without a cloud session of its own, a role reads an id the cloud does not know.
    expect: { ...ownData(), anon: refused(404, '00003'), qa: refused(404, '00003'), local: refused(404, '00003') },
    request: (fx, role) => get(`/api/auth/session/read/${ownSessionId(fx, role)}`),
  }),
  // ---- auth: session routes, about the caller's own account ----
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/changePass',
    why: 'docs/contracts.md "Passwords and PIN": a mismatching confirmation is 400 000400 (field confirmation), checked after the session',
    expect: ownData(refused(400, '000400')),
    request: () => post('/api/auth/changePass', { checkSecret: 'Wrong-Pass-2026!', secret: 'Matrix-Pass-2026!', confirmation: 'Other-Pass-2026!' }),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/otp/authorize/send',
    why: 'docs/contracts.md "OTP authorization": a code to the caller’s own e-mail',
    expect: ownData(),
    request: () => post('/api/auth/otp/authorize/send'),
    observe: (fx) => outboxSize(fx, 'otp'),
    effect: (after, before) => expect(after).toBe(before + 1),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/otp/authorize/verify',
    why: 'docs/contracts.md "OTP authorization": a wrong code is 400 000400 (field otp)',
    expect: ownData(refused(400, '000400')),
    request: () => post('/api/auth/otp/authorize/verify', { otp: '000000' }),
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/getLoggedInUsers',
    variant: 'own',
    why: 'spec 1 §7.1; DESIGN.md "Access control": rows carry an opaque sessionRef, never a session id',
    expect: ownData(),
    request: () => post('/api/auth/getLoggedInUsers'),
    answer: rowsCarrySessionRef,
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/getLoggedInUsers',
    variant: 'naming demo',
    why: 'docs/contracts.md "Sessions of one user": admins only may name another user; rows carry sessionRef only',
    expect: namingDemo,
    request: () => post('/api/auth/getLoggedInUsers', { userId: DEMO }),
    answer: rowsCarrySessionRef,
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/logoutOne',
    variant: "a ref of demo's other session",
    why: 'docs/contracts.md "Sessions of one user": only a live session of the caller (by sessionRef), else 404 000404',
    expect: withSession({
      owner: OK,
      linked: refused(404, '000404'),
      stranger: refused(404, '000404'),
      viewer: refused(404, '000404'),
      support: refused(404, '000404'),
      supportConnected: refused(404, '000404'),
    }),
    prepare: async (fx) => void (await fx.spare('owner')),
    // Without a cloud session the call is refused before the ref is read: any ref will do.
    request: async (fx, role) => post('/api/auth/logoutOne', { sessionRef: isSignedIn(role) ? await demoSpareRef(fx) : 'matrix-any-ref' }),
    observe: (fx) => liveCount(fx, DEMO),
    effect: (after, before) => expect(after, "demo's live sessions").toBe(before - 1),
    heal: true,
  }),
  row({
    service: 'auth',
    method: 'POST',
    route: '/api/auth/logoutAll',
    why: "spec 1 §4.1: ends the caller's other sessions only",
    expect: ownData(),
    prepare: async (fx) => void (await fx.spare('owner')),
    request: () => post('/api/auth/logoutAll'),
    observe: (fx) => liveCount(fx, DEMO),
    // Only demo's own logoutAll touches demo's sessions: it keeps just the calling one.
    effect: (after, before, _fx, role) => expect(after, "demo's live sessions").toBe(role === 'owner' ? 1 : before),
    heal: true,
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/logout',
    why: 'docs/contracts.md "Auth and profile": the calling session ends, no other',
    expect: ownData(),
    request: () => get('/api/auth/logout'),
    observe: roleSessionsLive,
    effect: (after, before, _fx, role) => expect(after).toEqual({ ...before, [role]: false }),
    heal: true,
  }),

  // ---- clients ----
  row({
    service: 'clients',
    method: 'GET',
    route: '/api/clients/get',
    why: 'spec 1 §7.1: the login page lists brands; open',
    expect: everyone(OK),
    request: () => get('/api/clients/get'),
  }),

  // ---- crm ----
  row({
    service: 'crm',
    method: 'GET',
    route: '/api/crm/countries/list',
    why: 'spec 1 §3: loaded before anyone logs in; open',
    expect: everyone(OK),
    request: () => get('/api/crm/countries/list'),
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/profile/checkIfExisting',
    why: 'spec 1 §5 registration check; open',
    expect: everyone(OK),
    request: () => post('/api/crm/profile/checkIfExisting', { username: 'nobody@homeport.test' }),
  }),
  row({
    service: 'crm',
    method: 'PUT',
    route: '/api/crm/profile/validate',
    why: 'docs/contracts.md "Registration": a taken username 409 000409; open',
    expect: everyone(refused(409, '000409')),
    request: () => ({ method: 'PUT', path: '/api/crm/profile/validate', body: { username: demoAccount.username } }),
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/profile',
    why: 'docs/contracts.md "Registration": an empty payload 400 000400; open',
    expect: everyone(refused(400, '000400')),
    request: () => post('/api/crm/profile', {}),
  }),
  row({
    service: 'crm',
    method: 'GET',
    route: '/api/crm/profile/:id',
    variant: 'own',
    why: 'docs/contracts.md "Auth and profile": own id',
    expect: ownData(),
    request: (fx, role) => get(`/api/crm/profile/${ownUserId(fx, role)}`),
  }),
  row({
    service: 'crm',
    method: 'GET',
    route: '/api/crm/profile/:id',
    variant: 'naming demo',
    why: 'docs/contracts.md "Auth and profile": own id; admins any',
    expect: namingDemo,
    request: () => get(`/api/crm/profile/${DEMO}`),
  }),

  // ---- oauth2 ----
  row({
    service: 'oauth2',
    method: 'POST',
    route: '/api/oauth2/token',
    // A known client with an unknown code: a wrong client secret would count as a guess (docs/decisions.md "Guessing doors").
    why: 'RFC 6749 §5.2: an unknown code is 400 invalid_grant, whoever calls; open',
    expect: everyone(refused(400, 'invalid_grant')),
    request: () => ({
      method: 'POST',
      path: '/api/oauth2/token',
      form: { grant_type: 'authorization_code', code: 'matrix-unknown', redirect_uri: OAUTH.redirect_uri, client_id: OAUTH.client_id, client_secret: 'qa-partner-secret' },
    }),
  }),
  row({
    service: 'oauth2',
    method: 'GET',
    route: '/api/oauth2/authorize',
    why: 'docs/contracts.md "OAuth2 provider": the request check; open',
    expect: everyone(OK),
    request: () => get(`/api/oauth2/authorize?${new URLSearchParams(OAUTH).toString()}`),
  }),
  row({
    service: 'oauth2',
    method: 'POST',
    route: '/api/oauth2/authorize',
    why: 'docs/contracts.md "OAuth2 provider": serial_number must be one of the caller\'s (owned or linked) gateways; linking is a user\'s act',
    expect: withSession({ owner: OK, linked: OK, stranger: NOT_YOURS, viewer: NOT_YOURS, support: NOT_YOURS, supportConnected: NOT_YOURS }),
    request: () => post('/api/oauth2/authorize', { ...OAUTH, serial_number: SERIAL }),
  }),

  // ---- oauth2_v2 ----
  row({
    service: 'oauth2_v2',
    method: 'GET',
    route: '/api/oauth2_v2/token/getTokens/:userId',
    variant: 'own',
    why: 'docs/contracts.md "OAuth2 provider": own id',
    expect: ownData(),
    request: (fx, role) => get(`/api/oauth2_v2/token/getTokens/${ownUserId(fx, role)}`),
  }),
  row({
    service: 'oauth2_v2',
    method: 'GET',
    route: '/api/oauth2_v2/token/getTokens/:userId',
    variant: 'naming demo',
    why: 'docs/contracts.md "OAuth2 provider": own id, admins any',
    expect: namingDemo,
    request: () => get(`/api/oauth2_v2/token/getTokens/${DEMO}`),
  }),
  row({
    service: 'oauth2_v2',
    method: 'DELETE',
    route: '/api/oauth2_v2/token/deleteToken',
    variant: "demo's grant",
    why: 'spec 1 §6: deleting is a write, admin-support only among admins; another user 000403',
    expect: withSession({ owner: OK, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: OK, supportConnected: OK }),
    prepare: ensureDemoGrant,
    request: () => ({ method: 'DELETE', path: '/api/oauth2_v2/token/deleteToken', body: { user: DEMO, clientId: OAUTH.client_id } }),
    observe: demoGrants,
    effect: (after) => expect(after, "demo's grants left").toBe(0),
  }),

  // ---- udm: lists ----
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/list',
    variant: 'own',
    why: 'docs/contracts.md "Gateways (udm)": the caller\'s gateways',
    expect: ownData(),
    request: () => get('/api/udm/device/list'),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/list',
    variant: 'naming demo',
    why: 'docs/contracts.md "Gateways (udm)": owner must be the caller unless admin',
    expect: namingDemo,
    request: () => get(`/api/udm/device/list?owner=${DEMO}`),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/hg/info/list',
    variant: 'own',
    why: "spec 1 §7.3: the caller's gateways",
    expect: ownData(),
    request: () => get('/api/udm/device/hg/info/list'),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/hg/info/list',
    variant: 'naming demo',
    why: 'docs/contracts.md "Gateways (udm)": userId must be the caller unless admin',
    expect: namingDemo,
    request: () => get(`/api/udm/device/hg/info/list?userId=${DEMO}`),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/adminList',
    why: 'spec 1 §6 admin-only (gateway selection)',
    expect: adminOnly,
    request: () => get('/api/udm/device/adminList'),
  }),
  row({
    service: 'udm',
    method: 'GET',
    route: '/api/udm/device/adminCount',
    why: 'spec 1 §6 admin-only (gateway selection)',
    expect: adminOnly,
    request: () => get('/api/udm/device/adminCount'),
  }),
  // ---- udm: per-gateway reads ----
  ...(
    [
      ['/api/udm/device/hg/:sn/info', `/api/udm/device/hg/${SERIAL}/info`],
      ['/api/udm/device/:sn/checkConnectionStatus', `/api/udm/device/${SERIAL}/checkConnectionStatus`],
      ['/api/udm/device/:sn/privilegeMode/check', `/api/udm/device/${SERIAL}/privilegeMode/check`],
      ['/api/udm/device/:sn/pinLock/check', `/api/udm/device/${SERIAL}/pinLock/check`],
    ] as const
  ).map(([route, path]) =>
    row({ service: 'udm', method: 'GET', route, why: 'spec 1 §6, §8: a gateway the caller reaches; admins reach all', expect: gatewayRead, request: () => get(path) }),
  ),
  // ---- udm: gateway writes (spec 1 §6 write access) ----
  row({
    service: 'udm',
    method: 'POST',
    route: '/api/udm/device/:sn/pinLock/activate',
    why: 'spec 1 §6: gateway control is a write (users of the gateway, admin-support)',
    expect: gatewayWrite,
    prepare: (fx) => fx.patchGateway(SERIAL, { pinLocked: false }),
    request: () => post(`/api/udm/device/${SERIAL}/pinLock/activate`),
    observe: async (fx) => (await emulatorOf(fx)).pinLocked,
    effect: (after) => expect(after, 'pinLocked').toBe(true),
    restore: (fx) => fx.patchGateway(SERIAL, { pinLocked: false }),
  }),
  row({
    service: 'udm',
    method: 'POST',
    route: '/api/udm/device/:sn/pinLock/deactivate',
    why: 'spec 1 §6: gateway control is a write; the PIN is the factory one',
    expect: gatewayWrite,
    prepare: (fx) => fx.patchGateway(SERIAL, { pinLocked: true }),
    request: async (fx) => post(`/api/udm/device/${SERIAL}/pinLock/deactivate`, { pin: await fx.factoryPin(SERIAL) }),
    observe: async (fx) => (await emulatorOf(fx)).pinLocked,
    effect: (after) => expect(after, 'pinLocked').toBe(false),
    restore: (fx) => fx.patchGateway(SERIAL, { pinLocked: false }),
  }),
  row({
    service: 'udm',
    method: 'POST',
    route: '/api/udm/device/:sn/privilegeMode/activate',
    why: 'spec 1 §6: gateway control is a write; the owner string is "{userId}:{client}" (spec 1 §4.2)',
    expect: gatewayWrite,
    // Free, unless the role holds it already (supportConnected): then it takes it again under another client name.
    prepare: async (fx, role) => {
      if (!ROLE_FIXTURES[role].connectedTo) await fx.patchGateway(SERIAL, { privilegedBy: null });
    },
    request: () => post(`/api/udm/device/${SERIAL}/privilegeMode/activate`, { client: 'matrix' }),
    observe: async (fx) => (await emulatorOf(fx)).privilegedBy,
    effect: (after, _before, fx, role) => expect(after, 'privilegedBy').toBe(`${fx.userId(role)}:matrix`),
    restore: (fx) => fx.patchGateway(SERIAL, { privilegedBy: null }),
  }),
  row({
    service: 'udm',
    method: 'POST',
    route: '/api/udm/device/:sn/privilegeMode/deactivate',
    why: 'spec 1 §6: gateway control is a write; the caller holds the mode, so only the role decides',
    expect: gatewayWrite,
    prepare: (fx, role) => fx.patchGateway(SERIAL, { privilegedBy: `${ownUserId(fx, role)}:${PORTAL_CLIENT}` }),
    request: () => post(`/api/udm/device/${SERIAL}/privilegeMode/deactivate`),
    observe: async (fx) => (await emulatorOf(fx)).privilegedBy,
    effect: (after) => expect(after, 'privilegedBy').toBeNull(),
    restore: (fx) => fx.patchGateway(SERIAL, { privilegedBy: null }),
  }),
  // ---- udm: the owner's own acts ----
  row({
    service: 'udm',
    method: 'PUT',
    route: '/api/udm/device/:sn/rename',
    why: 'spec 1 §6, §8, spec 3 §6; docs/decisions.md "Roles": only the owner renames',
    expect: ownerOnly,
    request: () => ({ method: 'PUT', path: `/api/udm/device/${SERIAL}/rename`, body: { name: 'Matrix Name' } }),
    observe: async (fx) => (await fx.gateway(SERIAL)).name,
    effect: (after) => expect(after).toBe('Matrix Name'),
    restore: async (fx, _role, before) => {
      if (before !== undefined && (await fx.gateway(SERIAL)).name !== before) await fx.patchGateway(SERIAL, { name: before });
    },
  }),
  row({
    service: 'udm',
    method: 'PUT',
    route: '/api/udm/device/:sn/unassign',
    why: 'spec 1 §6, §8, spec 3 §6; docs/decisions.md "Roles": only the owner unassigns',
    expect: ownerOnly,
    request: () => ({ method: 'PUT', path: `/api/udm/device/${SERIAL}/unassign`, body: {} }),
    observe: (fx) => fx.ownership(SERIAL),
    effect: (after) => expect(after, 'owner and holders').toEqual({ userId: null, devices: {} }),
    restore: async (fx, _role, before) => {
      if (before && (await fx.gateway(SERIAL)).userId !== before.userId) await fx.restoreOwnership(SERIAL, before);
    },
  }),

  // ---- multimedia ----
  // ---- wise: pairing through the cloud (each role pairs an id of its own) ----
  row({
    service: 'wise',
    method: 'POST',
    route: '/api/wise/authorize',
    why: 'spec 2 §6: device management is a write on the gateway',
    expect: gatewayWrite,
    request: (_fx, role) => post('/api/wise/authorize', { gatewayId: SERIAL, deviceId: wiseIdOf(role), deviceType: 'Lighting.Switch' }),
  }),
  row({
    service: 'wise',
    method: 'POST',
    route: '/api/wise/authorize/bulk',
    why: 'spec 2 §6: device management is a write on the gateway',
    expect: gatewayWrite,
    request: (_fx, role) =>
      post('/api/wise/authorize/bulk', { gatewayId: SERIAL, devices: [{ deviceId: wiseIdOf(role, 'B'), deviceName: 'Matrix plug', deviceType: 'Lighting.Switch' }] }),
  }),
  row({
    service: 'wise',
    method: 'POST',
    route: '/api/wise/InitializeRemoteDevice',
    why: 'spec 2 §6: device management is a write on the gateway',
    expect: gatewayWrite,
    request: (_fx, role) => post('/api/wise/InitializeRemoteDevice', { gatewayId: SERIAL, idKind: 'custom', deviceId: wiseIdOf(role, 'C'), kind: 'switch' }),
  }),
  row({
    service: 'wise',
    method: 'DELETE',
    route: '/api/wise/cancelpairing/:serial',
    why: 'spec 2 §6: device management is a write on the gateway',
    expect: gatewayWrite,
    request: () => ({ method: 'DELETE', path: `/api/wise/cancelpairing/${SERIAL}` }),
  }),
  row({
    service: 'multimedia',
    method: 'GET',
    route: '/api/multimedia/user/getAccessToken',
    why: 'spec 1 §6, spec 2 §6: admins cannot open camera streams; the token names no gateway (the camera page checks it)',
    expect: withSession({ owner: OK, linked: OK, stranger: OK, viewer: NO_CAMERA, support: NO_CAMERA, supportConnected: NO_CAMERA }),
    request: () => get('/api/multimedia/user/getAccessToken'),
  }),
  row({
    service: 'sim-media',
    method: 'GET',
    route: '/sim-media/:serial/:deviceId/:view',
    variant: "demo's camera, with the role's media token",
    why: 'docs/contracts.md "Multimedia": 403 page for a gateway the token’s user does not reach; admins get no token',
    expect: { ...everyone(refused(403)), owner: OK, linked: OK },
    request: async (fx, role) => {
      const answer = await fx.call(role, get('/api/multimedia/user/getAccessToken'));
      const token = (answer.body as { data?: { accessToken?: string } } | null)?.data?.accessToken ?? 'matrix-no-token';
      return get(`/sim-media/${SERIAL}/14/live?token=${token}`);
    },
  }),

  // ---- the identity provider's pages: open, the session header means nothing there ----
  row({
    service: 'sim-idp',
    method: 'GET',
    route: '/sim-idp',
    why: 'spec 1 §2.1 single sign-on (stand-in provider): its start page; open',
    expect: everyone(OK),
    request: () => get('/sim-idp/'),
  }),
  row({
    service: 'sim-idp',
    method: 'GET',
    route: '/sim-idp/auth',
    why: 'spec 1 §2.1: the login form; a request without parameters is 400; open',
    expect: everyone(refused(400)),
    request: () => get('/sim-idp/auth'),
  }),
  row({
    service: 'sim-idp',
    method: 'POST',
    route: '/sim-idp/auth',
    why: 'spec 1 §2.1: the form post; without parameters 400; open',
    expect: everyone(refused(400)),
    request: () => ({ method: 'POST', path: '/sim-idp/auth', form: {} }),
  }),

  // ---- the gateway's LAN interface: its own session; a cloud session (or the QA token) grants nothing there ----
  row({
    service: 'local',
    method: 'POST',
    route: '/local/:serial/api/login',
    // Without a password: 400 before any check or throttle, whoever asks (a wrong one would lock the gateway's login after five).
    why: 'spec 1 §2.5, docs/contracts.md "Local gateway interface": the one call without a local session; open',
    expect: everyone(refused(400, '000400')),
    request: () => post(`${LOCAL}/login`, { username: 'admin' }),
  }),
  ...(['get-board-info', 'get-platform-info', 'scan-wifi-networks', 'get-available-timezones', 'get-current-timezone'] as const).map((name) =>
    row({
      service: 'local',
      method: 'GET',
      route: `/local/:serial/api/${name}`,
      why: 'docs/contracts.md "Local gateway interface": every call but login carries the local session',
      expect: localOnly(),
      request: () => get(`${LOCAL}/${name}`),
    }),
  ),
  row({
    service: 'local',
    method: 'POST',
    route: '/local/:serial/api/set-wifi-network',
    why: 'spec 2 §7: a LAN admin act',
    expect: localOnly(),
    request: (_fx, role) => post(`${LOCAL}/set-wifi-network`, { encryption: 'WPA2', password: 'matrix-pass', ssid: `Matrix-${role}` }),
    observe: (fx) => localState(fx).wifi?.ssid ?? null,
    effect: (after) => expect(after).toBe('Matrix-local'),
  }),
  row({
    service: 'local',
    method: 'POST',
    route: '/local/:serial/api/set-timezone',
    why: 'spec 2 §7: a LAN admin act',
    expect: localOnly(),
    request: () => post(`${LOCAL}/set-timezone`, { location: OTHER_TIMEZONE }),
    observe: (fx) => localState(fx).timezone,
    effect: (after) => expect(after).toBe(OTHER_TIMEZONE),
    restore: async (fx, _role, before) => {
      if (before !== undefined && localState(fx).timezone !== before) await fx.call('local', post(`${LOCAL}/set-timezone`, { location: before }));
    },
  }),
  row({
    service: 'local',
    method: 'POST',
    route: '/local/:serial/api/change-password',
    why: 'spec 2 §7: a LAN admin act',
    expect: localOnly(),
    request: async (fx) => post(`${LOCAL}/change-password`, { currentPassword: await fx.localPassword(SERIAL), newPassword: LOCAL_NEW_PASSWORD }),
    observe: (fx) => localState(fx).adminPasswordHash,
    effect: (after, before) => expect(after).not.toBe(before),
    restore: async (fx, _role, before) => {
      if (before !== undefined && localState(fx).adminPasswordHash !== before) {
        await fx.call('local', post(`${LOCAL}/change-password`, { currentPassword: LOCAL_NEW_PASSWORD, newPassword: await fx.localPassword(SERIAL) }));
      }
    },
  }),
  row({
    service: 'local',
    method: 'POST',
    route: '/local/:serial/api/logout',
    why: 'docs/contracts.md "Local gateway interface": ends the calling local session',
    expect: localOnly(),
    request: () => post(`${LOCAL}/logout`),
    observe: (fx) => localState(fx).sessions.length,
    effect: (after, before) => expect(after, 'local sessions').toBe(before - 1),
    heal: true,
  }),
  row({
    service: 'local',
    method: 'GET',
    route: '/local/:serial/*',
    why: 'docs/simulator.md: the local UI files; 404 JSON while the host has no local.html; open',
    expect: everyone(refused(404, '000404')),
    request: () => get(`/local/${SERIAL}/gateway-info`),
  }),

  // ---- the control API (QA): the token holder only ----
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/reset',
    why: 'DESIGN.md "Access control": QA routes are off unless opened; the reset ends every session',
    expect: control(),
    request: () => post('/api/__sim/reset'),
    observe: (fx) => fx.isLive(fx.session('owner')),
    effect: (after) => expect(after, "owner's session live").toBe(false),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/gateways',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => get('/api/__sim/gateways'),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/gateways/:serial',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => get(`/api/__sim/gateways/${SERIAL}`),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'PATCH',
    route: '/api/__sim/gateways/:serial',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: (_fx, role) => ({ method: 'PATCH', path: `/api/__sim/gateways/${SERIAL}`, body: { name: `Matrix ${role}` } }),
    observe: async (fx) => (await fx.gateway(SERIAL)).name,
    effect: (after) => expect(after).toBe('Matrix qa'),
    restore: async (fx, _role, before) => {
      if (before !== undefined && (await fx.gateway(SERIAL)).name !== before) await fx.patchGateway(SERIAL, { name: before });
    },
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/set-aside',
    why: 'docs/simulator.md "Set aside": what did not load, its reasons and file names, for QA only',
    expect: control(),
    request: () => get('/api/__sim/set-aside'),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/set-aside/:serial/reseed',
    why: 'docs/simulator.md "Set aside": a gateway reseeded by QA only (nothing of it set aside here: 404)',
    expect: control(refused(404, '000404')),
    request: () => post(`/api/__sim/set-aside/${SERIAL}/reseed`),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/events',
    why: 'DESIGN.md "Access control": nobody but QA speaks for a gateway',
    expect: control(),
    request: (_fx, role) => post(`/api/__sim/gateways/${SERIAL}/events`, { name: `matrix_probe_${role}`, data: {} }),
    observe: (fx, role) => fx.watcherSaw(`matrix_probe_${role}`),
    effect: (after) => expect(after, 'the event was published').toBe(true),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/devices/:id/report',
    why: 'DESIGN.md "Access control": nobody but QA speaks for a device',
    expect: control(),
    prepare: (fx) => fx.report(SERIAL, DIMMER.device, DIMMER.service, DIMMER.property, 10),
    request: () => post(`/api/__sim/gateways/${SERIAL}/devices/${DIMMER.device}/report`, { service: DIMMER.service, property: DIMMER.property, value: 33 }),
    observe: (fx) => fx.propertyOnDisk(SERIAL, DIMMER.device, DIMMER.service, DIMMER.property),
    effect: (after) => expect(after).toBe(33),
    restore: (fx) => fx.report(SERIAL, DIMMER.device, DIMMER.service, DIMMER.property, 10),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/gateways/:serial/network',
    why: 'DESIGN.md "Access control": the radio is read by QA only',
    expect: control(),
    request: () => get(`/api/__sim/gateways/${SERIAL}/network`),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/pairing',
    variant: 'on a closed network, waiting no time',
    why: 'DESIGN.md "Access control": nobody but QA presses a pair button',
    expect: control(),
    request: () => post(`/api/__sim/gateways/${SERIAL}/pairing`, { kind: 'switch', waitSeconds: 0 }),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/devices/:id/press',
    variant: 'on a closed network (nothing happens)',
    why: 'DESIGN.md "Access control": nobody but QA presses a device button',
    expect: control(),
    request: () => post(`/api/__sim/gateways/${SERIAL}/devices/${DIMMER.device}/press`),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/devices/:id/fail',
    why: 'DESIGN.md "Access control": nobody but QA breaks a node',
    expect: control(),
    request: () => post(`/api/__sim/gateways/${SERIAL}/devices/${DIMMER.device}/fail`, { failed: true }),
    observe: async (fx) => (await fx.qaOk<{ data: { emulator: { failedNodes?: number[] } } }>('GET', `/__sim/gateways/${SERIAL}`)).data.emulator.failedNodes ?? [],
    effect: (after) => expect(after).toContain(DIMMER.device),
    restore: async (fx) => void (await fx.qaOk('POST', `/__sim/gateways/${SERIAL}/devices/${DIMMER.device}/fail`, { failed: false })),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/gateways/:serial/rules/log',
    why: 'DESIGN.md "Access control": what the rules did is read by QA only (docs/simulator.md "Rules (scenes)")',
    expect: control(),
    request: () => get(`/api/__sim/gateways/${SERIAL}/rules/log`),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/clock',
    why: 'DESIGN.md "Access control": the simulator clock is QA\'s',
    expect: control(),
    request: () => get('/api/__sim/clock'),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/clock',
    variant: 'moved on by nothing',
    why: 'DESIGN.md "Access control": nobody but QA moves time',
    expect: control(),
    request: () => post('/api/__sim/clock', { advanceMs: 0 }),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/devices',
    variant: "one switch on HP1000000009, a fleet customer's no other row reads (it stays)",
    why: 'DESIGN.md "Access control": nobody but QA installs devices',
    expect: control(),
    request: () => post('/api/__sim/gateways/HP1000000009/devices', { kind: 'switch' }),
    observe: async (fx) => (await fx.qaOk<{ data: { emulator: { deviceCount: number } } }>('GET', '/__sim/gateways/HP1000000009')).data.emulator.deviceCount,
    effect: (after, before) => expect(after).toBe(before + 1),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/devices/:id/firmware',
    variant: 'an upgrade failure arranged for the Hall Dimmer',
    why: 'DESIGN.md "Access control": nobody but QA speaks for a vendor or breaks an upgrade',
    expect: control(),
    request: () => post(`/api/__sim/gateways/${SERIAL}/devices/${DIMMER.device}/firmware`, { failAt: 40 }),
    observe: (fx) => fx.gatewayOnDisk(SERIAL).upgradeFailAt?.[String(DIMMER.device)] ?? null,
    effect: (after) => expect(after).toBe(40),
    restore: async (fx) => void (await fx.qaOk('POST', `/__sim/gateways/${SERIAL}/devices/${DIMMER.device}/firmware`, { failAt: null })),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/gateways/:serial/owner',
    variant: "HP1000000008, a fleet customer's",
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => ({ method: 'DELETE', path: '/api/__sim/gateways/HP1000000008/owner' }),
    observe: (fx) => fx.ownership('HP1000000008'),
    effect: (after) => expect(after, 'owner and holders').toEqual({ userId: null, devices: {} }),
    restore: async (fx, _role, before) => {
      if (before && (await fx.gateway('HP1000000008')).userId !== before.userId) await fx.restoreOwnership('HP1000000008', before);
    },
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'PUT',
    route: '/api/__sim/gateways/:serial/owner',
    variant: 'HP1000000008 unassigned, given back to its customer',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: async (fx) => {
      seedOwnerOf8 ??= await fx.ownership('HP1000000008');
      if ((await fx.gateway('HP1000000008')).userId) await fx.qaOk('DELETE', '/__sim/gateways/HP1000000008/owner');
    },
    request: () => ({ method: 'PUT', path: '/api/__sim/gateways/HP1000000008/owner', body: { userId: seedOwnerOf8?.userId } }),
    observe: async (fx) => (await fx.gateway('HP1000000008')).userId,
    effect: (after) => expect(after, 'owner').toBe(seedOwnerOf8?.userId),
    restore: async (fx) => {
      if (seedOwnerOf8 && (await fx.gateway('HP1000000008')).userId !== seedOwnerOf8.userId) await fx.restoreOwnership('HP1000000008', seedOwnerOf8);
    },
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/faults',
    why: 'DESIGN.md "Access control": faults are QA\'s to stand up and to see',
    expect: control(),
    request: () => get('/api/__sim/faults'),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/faults',
    variant: 'a REST fault on a path nobody calls',
    why: 'DESIGN.md "Access control"',
    expect: control(allowed(201)),
    request: (_fx, role) => post('/api/__sim/faults', { kind: 'rest', path: `/api/matrix/${role}`, status: 503 }),
    observe: (fx) => faultCount(fx),
    effect: (after, before) => expect(after).toBe(before + 1),
    restore: (fx) => fx.qaOk('DELETE', '/__sim/faults').then(() => undefined),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/faults/:id',
    variant: 'a REST fault on a path nobody calls',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: (fx) => probeFault(fx).then(() => undefined),
    request: async (fx) => ({ method: 'DELETE', path: `/api/__sim/faults/${await probeFault(fx)}` }),
    observe: (fx) => faultCount(fx),
    effect: (after) => expect(after).toBe(0),
    restore: (fx) => fx.qaOk('DELETE', '/__sim/faults').then(() => undefined),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/faults',
    variant: 'one REST fault standing',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: (fx) => probeFault(fx).then(() => undefined),
    request: () => ({ method: 'DELETE', path: '/api/__sim/faults' }),
    observe: (fx) => faultCount(fx),
    effect: (after) => expect(after).toBe(0),
    restore: (fx) => fx.qaOk('DELETE', '/__sim/faults').then(() => undefined),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/gateways/:serial/pin-reset',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => post(`/api/__sim/gateways/${SERIAL}/pin-reset`),
    observe: (fx) => outboxSize(fx, 'pin_reset'),
    effect: (after, before) => expect(after).toBe(before + 1),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/sessions',
    why: 'DESIGN.md "Access control": session ids are for QA only',
    expect: control(),
    request: () => get('/api/__sim/sessions'),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/sessions/:sessionRef/expire',
    variant: "a spare session of stranger's",
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: async (fx) => void (await fx.spare('stranger')),
    request: async (fx) => post(`/api/__sim/sessions/${refOf((await fx.spare('stranger')).sessionId)}/expire`),
    observe: async (fx) => liveCount(fx, fx.userId('stranger')),
    effect: (after, before) => expect(after, "stranger's live sessions").toBe(before - 1),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/users/:id',
    variant: 'terms@homeport.test',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => ({ method: 'DELETE', path: `/api/__sim/users/${termsAccount.userId}` }),
    observe: async (fx) => {
      const answer = await fx.qa('GET', `/__db/users/${termsAccount.userId}`);
      return answer.status === 200 ? answer.body : null;
    },
    effect: (after) => expect(after, 'the account').toBeNull(),
    // The account holds no gateway, link, token or grant: its record alone brings it back.
    restore: async (fx, _role, before) => {
      if (before && (await fx.qa('GET', `/__db/users/${termsAccount.userId}`)).status !== 200) await fx.qaOk('POST', '/__db/users', before);
    },
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/users/:id/force-logout',
    variant: 'other@homeport.test',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: (fx) => post(`/api/__sim/users/${fx.userId('stranger')}/force-logout`),
    observe: (fx) => fx.isLive(fx.session('stranger')),
    effect: (after) => expect(after, "stranger's session live").toBe(false),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/hash-tokens',
    why: 'DESIGN.md "Access control": a login token for anyone is QA’s alone',
    expect: control(allowed(201)),
    request: () => post('/api/__sim/hash-tokens', { username: demoAccount.username }),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/outbox',
    why: 'DESIGN.md "Access control": codes and links sent to users',
    expect: control(),
    request: () => get('/api/__sim/outbox'),
    heal: true,
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/outbox',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: (fx) => fx.qaOk('POST', `/__sim/gateways/${SERIAL}/pin-reset`).then(() => undefined),
    request: () => ({ method: 'DELETE', path: '/api/__sim/outbox' }),
    observe: (fx) => outboxSize(fx),
    effect: (after) => expect(after).toBe(0),
    heal: true,
  }),

  // ---- json-server's raw collections (QA): one mount, a read and a write ----
  row({
    service: '__db',
    method: 'USE',
    route: '/api/__db',
    variant: `GET /api/__db/gateways/${SERIAL}`,
    why: 'DESIGN.md "Access control": the raw data holds every session and hash',
    expect: control(),
    request: () => get(`/api/__db/gateways/${SERIAL}`),
    heal: true,
  }),
  row({
    service: '__db',
    method: 'USE',
    route: '/api/__db',
    variant: `PATCH /api/__db/gateways/${SERIAL}`,
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: (_fx, role) => ({ method: 'PATCH', path: `/api/__db/gateways/${SERIAL}`, body: { name: `Matrix db ${role}` } }),
    observe: async (fx) => (await fx.gateway(SERIAL)).name,
    effect: (after) => expect(after).toBe('Matrix db qa'),
    restore: async (fx, _role, before) => {
      if (before !== undefined && (await fx.gateway(SERIAL)).name !== before) await fx.patchGateway(SERIAL, { name: before });
    },
    heal: true,
  }),
  // Gateway settings and /new_gateway (restMatrixGatewaySettings.ts).
  ...GATEWAY_SETTINGS_ROWS,
  ...ZOTA_ROWS,
  // Gateway backups (restMatrixBackups.ts).
  ...BACKUP_ROWS,
  // Alarms and notifications (restMatrixAlarms.ts).
  ...ALARM_ROWS,
  // Linked accounts and the personal data export (restMatrixUserAccess.ts).
  ...USER_ACCESS_ROWS,
  ...USER_SETTINGS_ROWS,
  // Bulk operations and locations (restMatrixBulk.ts).
  ...BULK_ROWS,
  // Admin fleet: replacement, operations, removal, virtual gateways (restMatrixFleet.ts).
  ...FLEET_ROWS,
  // Admin user groups (restMatrixGroups.ts).
  ...GROUP_ROWS,
  // Admin announcements and templates (restMatrixAnnouncements.ts).
  ...ANNOUNCEMENT_ROWS,
  // Admin statistics report, analytics, gateway statistics (restMatrixStatistics.ts).
  ...STATISTICS_ROWS,
  // Device and gateway history, the cached image (restMatrixHistory.ts).
  ...HISTORY_ROWS,
  // QA scenario runs (restMatrixScenarios.ts).
  ...SCENARIO_ROWS,
  // Admin export tasks (restMatrixExport.ts).
  ...EXPORT_TASK_ROWS,
  // Network diagnostics (restMatrixNetdiag.ts).
  ...NETDIAG_ROWS,
];

/** `PUT /udm/device/:sn/rename`: the route as people say it (without /api), and the variant. */
export function rowTitle(r: Pick<RestRow, 'method' | 'route' | 'variant'>): string {
  const route = r.route.startsWith('/api/') ? r.route.slice(4) : r.route;
  return `${r.method} ${route}${r.variant ? ` (${r.variant})` : ''}`;
}
