// Linked accounts, logged-in sessions, connected clients and the personal
// data export on the real simulator (paused clock) over real HTTP and MQTT,
// through the sdk's own client: the link code goes to the outbox and only it
// verifies the link; a verified link gives the secondary the primary's
// gateways and a deleted one takes them back; sessions show their client and
// log out one or all; a connected client is removed; the export is pending
// until the simulator clock completes it, then downloads as a real file.
// Every refusal has its errorCode and changes nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator } from '@homeport/simulator';
import { ApiError, downloadExport, LinkedAccountEvent, ExportTaskEvent, UserAccessErrorCode, type GatewayLink, type LoginResult, type RestClient } from '@homeport/sdk';
import { control, DEMO, DEMO_ONLINE, FAMILY, linkFor, login, OTHER, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let demo: LoginResult;
let other: LoginResult;
let family: LoginResult;
let demoRest: RestClient;
let otherRest: RestClient;
let familyRest: RestClient;
const links: GatewayLink[] = [];
const seen = new Map<string, Array<{ name: string; data: unknown }>>();

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function errorOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call was let through');
}

async function lastCode(to: string): Promise<string> {
  const answer = (await (await control(h.sim, 'GET', `/outbox?to=${encodeURIComponent(to)}&kind=otp`)).json()) as { data: Array<{ code?: string }> };
  const code = answer.data.at(-1)?.code;
  if (!code) throw new Error(`no code to ${to}`);
  return code;
}

const advance = async (ms: number) => expect((await control(h.sim, 'POST', '/clock', { advanceMs: ms })).status).toBe(200);

async function loginWithAgent(who: { identity: string; secret: string }, agent: string): Promise<LoginResult> {
  const response = await fetch(`${h.sim.httpUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': agent },
    body: JSON.stringify({ identity: who.identity, secret: who.secret, loginType: 'EMAIL' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: LoginResult }).data;
}

async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}

beforeAll(async () => {
  h = await startHarness({ clockRate: 0 });
  demo = await login(h.sim, DEMO);
  other = await login(h.sim, OTHER);
  family = await login(h.sim, FAMILY);
  demoRest = restFor(h.sim, demo);
  otherRest = restFor(h.sim, other);
  familyRest = restFor(h.sim, family);
  for (const session of [demo, other]) {
    const link = linkFor(h.sim, session);
    links.push(link);
    await link.ready();
    link.watchUser();
    seen.set(session.userId, []);
    link.on('userEvent', (event) => seen.get(session.userId)!.push(event));
  }
});

afterAll(async () => {
  for (const link of links) await link.end();
  await h?.stop();
});

describe('linked accounts (spec 2 §2, §4, §7, §8)', () => {
  let linkId = '';

  it('lists the seeded secondary in pages of 5, 10 or 20 and refuses other sizes', async () => {
    const page = await demoRest.userAccess.mySecondaries(demo.userId, 1, 5);
    expect(page).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(page.items[0]).toMatchObject({ secondaryAccountId: family.userId, username: FAMILY.identity, verified: true, isSupport: false });
    const whereFamily = await familyRest.userAccess.whereIAmSecondary(family.userId, 1, 10);
    expect(whereFamily.items.map((l) => l.username)).toEqual([DEMO.identity]);
    expect(await familyRest.userAccess.parentIds(family.userId)).toEqual([demo.userId]);
    const bad = await errorOf(demoRest.userAccess.mySecondaries(demo.userId, 1, 7 as 5));
    expect([bad.status, bad.errorCode]).toEqual([400, '000400']);
  });

  it('answers an unknown account as a known one (no address, no code sent), refuses itself and another primary', async () => {
    const unknown = await demoRest.userAccess.createLink(demo.userId, 'nobody@homeport.test');
    expect(unknown).toEqual({ id: expect.any(String), verified: false });
    expect((await demoRest.userAccess.mySecondaries(demo.userId, 1, 5)).items.find((l) => l.id === unknown.id)).toMatchObject({
      secondaryAccountId: '',
      username: 'nobody@homeport.test',
      firstName: '',
    });
    expect(await demoRest.userAccess.deleteLink(unknown.id)).toEqual({ deleted: true });
    const self = await errorOf(demoRest.userAccess.createLink(demo.userId, DEMO.identity));
    expect(self.errorCode).toBe(UserAccessErrorCode.linkSelf);
    const forOther = await errorOf(familyRest.userAccess.createLink(demo.userId, OTHER.identity));
    expect([forOther.status, forOther.errorCode]).toEqual([403, '000403']);
    const malformed = await errorOf(demoRest.userAccess.createLink(demo.userId, 'abc'));
    expect(malformed.errorCode).toBe('000400');
    expect((await demoRest.userAccess.mySecondaries(demo.userId, 1, 5)).total).toBe(1);
  });

  it('links a secondary with the code sent to it: wrong code refused, resend voids the old one, the right one verifies', async () => {
    const created = await demoRest.userAccess.createLink(demo.userId, OTHER.identity);
    linkId = created.id;
    expect(created).toEqual({ id: expect.any(String), verified: false });
    const first = await lastCode(OTHER.identity);
    await eventually(() => seen.get(other.userId)!.some((e) => e.name === LinkedAccountEvent.created));

    const wrong = await errorOf(demoRest.userAccess.verifyLink(linkId, first === '000000' ? '111111' : '000000'));
    expect([wrong.status, wrong.errorCode]).toEqual([400, UserAccessErrorCode.wrongOtp]);
    expect((await errorOf(otherRest.gateways.info(DEMO_ONLINE))).status).toBe(403);

    // Another user cannot verify, resend or see demo's link.
    const stranger = await errorOf(familyRest.userAccess.verifyLink(linkId, first));
    expect([stranger.status, stranger.errorCode]).toEqual([404, '000404']);
    const listing = await errorOf(familyRest.userAccess.mySecondaries(demo.userId, 1, 5));
    expect([listing.status, listing.errorCode]).toEqual([403, '000403']);

    await demoRest.userAccess.resendOtp(linkId);
    const second = await lastCode(OTHER.identity);
    if (second !== first) expect((await errorOf(demoRest.userAccess.verifyLink(linkId, first))).errorCode).toBe(UserAccessErrorCode.wrongOtp);
    expect(await demoRest.userAccess.verifyLink(linkId, second)).toEqual({ id: linkId, verified: true });
    await eventually(() => seen.get(other.userId)!.some((e) => e.name === LinkedAccountEvent.verified));
    expect(seen.get(demo.userId)!.map((e) => e.name)).toEqual(expect.arrayContaining([LinkedAccountEvent.created, LinkedAccountEvent.verified]));

    const mine = await demoRest.userAccess.mySecondaries(demo.userId, 1, 5);
    expect(mine.items.find((l) => l.id === linkId)).toMatchObject({ username: OTHER.identity, verified: true });
    expect((await otherRest.userAccess.whereIAmSecondary(other.userId, 1, 5)).items.map((l) => l.masterAccountId)).toEqual([demo.userId]);
    // The secondary reaches demo's gateway now.
    expect((await otherRest.gateways.info(DEMO_ONLINE)).serialNumber).toBe(DEMO_ONLINE);
    const again = await errorOf(demoRest.userAccess.createLink(demo.userId, OTHER.identity));
    expect(again.errorCode).toBe(UserAccessErrorCode.alreadyLinked);
  });

  it('deletes the link: the secondary loses the gateway and both are told', async () => {
    const stranger = await errorOf(familyRest.userAccess.deleteLink(linkId));
    expect(stranger.status).toBe(404);
    expect(await demoRest.userAccess.deleteLink(linkId)).toEqual({ deleted: true });
    await eventually(() => seen.get(other.userId)!.some((e) => e.name === LinkedAccountEvent.deleted));
    const gone = await errorOf(otherRest.gateways.info(DEMO_ONLINE));
    expect(gone.status).toBe(403);
    expect((await demoRest.userAccess.mySecondaries(demo.userId, 1, 5)).total).toBe(1);
  });
});

describe('logged-in sessions and connected clients (spec 2 §3, §7)', () => {
  it('lists sessions with name, client type and device model, logs out one, then all others', async () => {
    // family's sessions: demo's and other's carry this file's MQTT watchers.
    const desk = await loginWithAgent(FAMILY, CHROME);
    const phone = await loginWithAgent(FAMILY, IPHONE);
    const deskRest = restFor(h.sim, desk);
    const rows = await deskRest.userAccess.loggedInSessions();
    expect(rows.find((r) => r.current)).toMatchObject({ name: desk.user.firstName, username: FAMILY.identity, clientType: 'web', deviceModel: 'Chrome on Linux' });
    expect(rows.some((r) => r.clientType === 'mobile' && r.deviceModel === 'Safari on iOS')).toBe(true);
    const phoneRow = rows.find((r) => r.deviceModel === 'Safari on iOS')!;
    expect(phoneRow.current).toBe(false);

    // Another user cannot end family's session: 404 and it stays.
    const foreign = await errorOf(otherRest.userAccess.logoutOne(phoneRow.sessionRef));
    expect([foreign.status, foreign.errorCode]).toEqual([404, '000404']);
    expect((await restFor(h.sim, phone).userAccess.loggedInSessions()).length).toBeGreaterThan(0);

    expect(await deskRest.userAccess.logoutOne(phoneRow.sessionRef)).toEqual({ loggedOut: 1 });
    expect((await errorOf(restFor(h.sim, phone).userAccess.loggedInSessions())).status).toBe(401);

    const left = await deskRest.userAccess.loggedInSessions();
    expect(left.length).toBeGreaterThan(1);
    expect(await deskRest.userAccess.logoutAll()).toEqual({ loggedOut: left.length - 1 });
    expect((await deskRest.userAccess.loggedInSessions()).map((r) => r.current)).toEqual([true]);
    expect((await errorOf(familyRest.userAccess.loggedInSessions())).status).toBe(401);
  });

  it("lists demo's connected client and removes it; another user cannot", async () => {
    const OAUTH = { client_id: 'qa-partner', redirect_uri: 'http://localhost:4444/oauth-callback', response_type: 'code', scope: 'devices', state: 'ua' };
    const authorize = await fetch(`${h.sim.httpUrl}/api/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sessionId: demo.sessionId },
      body: JSON.stringify({ ...OAUTH, serial_number: DEMO_ONLINE }),
    });
    const code = ((await authorize.json()) as { data: { code: string } }).data.code;
    const token = await fetch(`${h.sim.httpUrl}/api/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: OAUTH.redirect_uri,
        client_id: OAUTH.client_id,
        client_secret: 'qa-partner-secret',
      }).toString(),
    });
    expect(token.status).toBe(200);
    const tokens = await demoRest.userAccess.clientTokens(demo.userId);
    expect(tokens.map((t) => [t.clientId, t.serial_number])).toEqual([['qa-partner', DEMO_ONLINE]]);
    const foreign = await errorOf(otherRest.userAccess.deleteClientToken(demo.userId, 'qa-partner'));
    expect(foreign.status).toBe(403);
    expect(await demoRest.userAccess.clientTokens(demo.userId)).toHaveLength(1);
    expect(await demoRest.userAccess.deleteClientToken(demo.userId, 'qa-partner', DEMO_ONLINE)).toEqual({ deleted: 1 });
    expect(await demoRest.userAccess.clientTokens(demo.userId)).toEqual([]);
  });
});

describe('personal data export (spec 2 §4, §7: pending, completed later, download; otp header for start and stop)', () => {
  it('needs a right code in the otp header to start, then completes on the clock and downloads a real file', async () => {
    const missing = await errorOf(demoRest.userAccess.startExport(demo.userId, ''));
    expect([missing.status, missing.errorCode]).toEqual([401, UserAccessErrorCode.otpRequired]);
    await demoRest.otp.send();
    const code = await lastCode(DEMO.identity);
    const wrong = await errorOf(demoRest.userAccess.startExport(demo.userId, code === '000000' ? '111111' : '000000'));
    expect([wrong.status, wrong.errorCode]).toEqual([400, UserAccessErrorCode.wrongOtp]);
    const forOther = await errorOf(otherRest.userAccess.startExport(demo.userId, code));
    expect(forOther.status).toBe(403);
    expect((await demoRest.userAccess.privacyOverview(demo.userId)).tasks).toEqual([]);

    const task = await demoRest.userAccess.startExport(demo.userId, code);
    expect(task.taskState.status).toBe('pending');
    // The code is used up.
    expect((await errorOf(demoRest.userAccess.startExport(demo.userId, code))).errorCode).toBe(UserAccessErrorCode.exportPending);
    const early = await errorOf(downloadExport({ apiBase: `${h.sim.httpUrl}/api`, sessionId: demo.sessionId, id: task._id }));
    expect([early.status, early.errorCode]).toEqual([409, UserAccessErrorCode.exportNotReady]);

    // Queued, then built (docs/decisions.md "Export tasks"): in progress until the 30 s are up.
    await advance(29_000);
    expect((await demoRest.userAccess.privacyOverview(demo.userId)).tasks[0]!.taskState.status).toBe('in_progress');
    await advance(1_000);
    const done = (await demoRest.userAccess.privacyOverview(demo.userId)).tasks[0]!;
    expect(done.taskState.status).toBe('completed');
    await eventually(() => seen.get(demo.userId)!.some((e) => e.name === ExportTaskEvent.completed));

    const file = await downloadExport({ apiBase: `${h.sim.httpUrl}/api`, sessionId: demo.sessionId, id: task._id });
    expect(file.fileName).toBe(done.fileName);
    const data = JSON.parse(await file.blob.text()) as { profile: { username: string }; gateways: Array<{ serialNumber: string }>; linkedAccounts: unknown[] };
    expect(data.profile.username).toBe(DEMO.identity);
    expect(data.gateways.map((g) => g.serialNumber)).toContain(DEMO_ONLINE);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|secretHash|scrypt/);
    const foreign = await errorOf(downloadExport({ apiBase: `${h.sim.httpUrl}/api`, sessionId: other.sessionId, id: task._id }));
    expect(foreign.status).toBe(404);
  });

  it('stops a pending export with a fresh code; the clock then completes nothing', async () => {
    await demoRest.otp.send();
    const task = await demoRest.userAccess.startExport(demo.userId, await lastCode(DEMO.identity));
    const noCode = await errorOf(demoRest.userAccess.stopExport(task._id, ''));
    expect(noCode.errorCode).toBe(UserAccessErrorCode.otpRequired);
    await demoRest.otp.send();
    expect((await demoRest.userAccess.stopExport(task._id, await lastCode(DEMO.identity))).taskState.status).toBe('canceled');
    await advance(60_000);
    expect((await demoRest.userAccess.privacyOverview(demo.userId)).tasks.find((t) => t._id === task._id)!.taskState.status).toBe('canceled');
  });
});

describe('durability', () => {
  it('an export pending at a restart completes after it, on the new start’s clock', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-export-restart-'));
    try {
      const first = await startSimulator({ port: 0, mqttPort: 0, fresh: true, quiet: true, clockRate: 0, dataDir });
      const session = await login(first, DEMO);
      const rest = restFor(first, session);
      await rest.otp.send();
      const outboxAnswer = (await (await control(first, 'GET', `/outbox?to=${encodeURIComponent(DEMO.identity)}&kind=otp`)).json()) as { data: Array<{ code: string }> };
      const task = await rest.userAccess.startExport(session.userId, outboxAnswer.data.at(-1)!.code);
      await first.close();

      const second = await startSimulator({ port: 0, mqttPort: 0, fresh: false, quiet: true, clockRate: 0, dataDir });
      try {
        const again = restFor(second, session);
        expect((await again.userAccess.privacyOverview(session.userId)).tasks.map((t) => t.taskState.status)).toEqual(['pending']);
        await control(second, 'POST', '/clock', { to: task.completedAt });
        const done = (await again.userAccess.privacyOverview(session.userId)).tasks[0]!;
        expect(done.taskState.status).toBe('completed');
        const file = await downloadExport({ apiBase: `${second.httpUrl}/api`, sessionId: session.sessionId, id: task._id });
        expect((JSON.parse(await file.blob.text()) as { profile: { username: string } }).profile.username).toBe(DEMO.identity);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
