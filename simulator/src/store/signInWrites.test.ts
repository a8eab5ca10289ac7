// The sign-in doors write in proportion to the change (DESIGN.md "Simulator"):
// a wrong password, a phone code, an action code and ending sessions append
// to or rewrite their own logs (sessions, tokens, outbox, wrong guesses)
// and leave cloud.json, which holds the users and the rest, untouched. What
// they wrote is there after a restart on the same folder.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionRefOf } from '@homeport/sdk';
import type { Simulator } from '../options';
import { demoAccount } from '../seed/accounts';
import { startSimulator } from '../startSimulator';
import { api, control, lastMessage, loginAs } from '../testing/simHarness';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-sign-in-writes-'));
const cloudFile = join(dataDir, 'cloud.json');
const started: Simulator[] = [];
afterAll(async () => {
  for (const sim of started) await sim.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (fresh: boolean) => {
  const sim = await startSimulator({ port: 0, mqttPort: 0, fresh, quiet: true, dataDir, gateways: 5, log: () => undefined });
  started.push(sim);
  return sim;
};
/** cloud.json as the file system sees it: a rewrite (a temp file renamed over it) changes the inode and the time. */
const cloudFileNow = () => {
  const { ino, mtimeMs, size } = statSync(cloudFile);
  return { ino, mtimeMs, size };
};
const wrongLogin = (sim: Simulator) => api(sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: 'Not-The-Password-1!', loginType: 'EMAIL' } });
const sessionsOf = async (sim: Simulator) =>
  (
    await control<{ data: Array<{ sessionRef: string; otpAuthorizedUntil: number | null; live: boolean; revokeReason: string | null }> }>(
      sim,
      'GET',
      `/sessions?userId=${demoAccount.userId}`,
    )
  ).body.data;

describe('sign-in writes', () => {
  it('leave cloud.json alone, and what they wrote is there after a restart', async () => {
    let sim = await start(true);
    const kept = await loginAs(sim, demoAccount);
    const other = await loginAs(sim, demoAccount);
    const before = cloudFileNow();

    // A phone code for the OTP login, sent to the outbox.
    expect((await api(sim, 'POST', '/auth/sendotp', { body: { identity: demoAccount.phone } })).status).toBe(200);
    const phoneCode = await lastMessage(sim, demoAccount.phone!, 'otp');
    // An action code, a wrong guess at it, then the right one: the session is authorized.
    expect((await api(sim, 'POST', '/auth/otp/authorize/send', { sessionId: kept.sessionId, body: {} })).status).toBe(200);
    const actionCode = (await lastMessage(sim, demoAccount.username, 'otp')).code;
    const wrong = actionCode === '000000' ? '000001' : '000000';
    expect((await api(sim, 'POST', '/auth/otp/authorize/verify', { sessionId: kept.sessionId, body: { otp: wrong } })).status).toBe(400);
    expect((await api(sim, 'POST', '/auth/otp/authorize/verify', { sessionId: kept.sessionId, body: { otp: actionCode } })).status).toBe(200);
    // Three wrong passwords (after the right action code, which clears the account's count): counted,
    // and a wrong guess must not cost a rewrite of the fleet.
    for (let i = 0; i < 3; i++) expect((await wrongLogin(sim)).status).toBe(401);
    // The other sessions end.
    expect((await api(sim, 'POST', '/auth/logoutAll', { sessionId: kept.sessionId, body: {} })).status).toBe(200);

    expect(cloudFileNow()).toEqual(before);

    await sim.close();
    sim = await start(false);
    // The ended session stays ended, the authorized one authorized.
    expect((await api(sim, 'POST', '/auth/getLoggedInUsers', { sessionId: other.sessionId, body: {} })).status).toBe(401);
    const sessions = await sessionsOf(sim);
    expect(sessions.filter((s) => s.live).map((s) => s.sessionRef)).toEqual([sessionRefOf(kept.sessionId)]);
    expect(sessions.find((s) => s.sessionRef === sessionRefOf(other.sessionId))?.revokeReason).toBe('other_session');
    expect(sessions.find((s) => s.live)?.otpAuthorizedUntil).toBeGreaterThan(Date.now());
    // The phone code logs in once; the used action code is used.
    const byPhone = await api<{ data: { sessionId: string } }>(sim, 'POST', '/auth/login', { body: { identity: demoAccount.phone, secret: phoneCode.code, loginType: 'OTP' } });
    expect(byPhone.status).toBe(200);
    expect((await api(sim, 'POST', '/auth/otp/authorize/verify', { sessionId: kept.sessionId, body: { otp: actionCode } })).status).toBe(400);
    // The wrong guesses were counted: two more make five within the window, which locks the account.
    for (let i = 0; i < 2; i++) expect((await wrongLogin(sim)).status).toBe(401);
    expect((await api(sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password, loginType: 'EMAIL' } })).status).toBe(429);
  });
});
