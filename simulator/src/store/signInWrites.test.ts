// The sign-in doors write in proportion to the change (DESIGN.md "Simulator"):
// a wrong password, a phone code, an action code, ending sessions and a
// partner app's tokens append to or rewrite their own logs (sessions,
// tokens, outbox, wrong guesses, OAuth2 grants) and leave cloud.json, which
// holds the users and the rest, untouched. What they wrote is there after
// a restart on the same folder.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sessionRefOf } from '@homeport/sdk';
import type { Simulator } from '../options';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { startSimulator } from '../startSimulator';
import { api, cloudOnDisk, control, lastMessage, loginAs } from '../../test/harness/simHarness';

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

  it("a partner app's code exchange, refresh, replay and unlinking leave cloud.json alone, and its grants are kept", async () => {
    let sim = await start(true);
    const demo = await loginAs(sim, demoAccount);
    const callback = 'http://localhost:4444/oauth-callback';
    const codeFor = async (serial: string) =>
      (
        await api<{ data: { code: string } }>(sim, 'POST', '/oauth2/authorize', {
          sessionId: demo.sessionId,
          body: { client_id: 'qa-partner', redirect_uri: callback, response_type: 'code', scope: 'devices', state: 'xyz', serial_number: serial },
        })
      ).body.data.code;
    const token = async (fields: Record<string, string>) => {
      const answer = await fetch(`${sim.httpUrl}/api/oauth2/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: 'qa-partner', client_secret: 'qa-partner-secret', ...fields }),
      });
      return { status: answer.status, body: (await answer.json()) as { access_token?: string; refresh_token?: string; error?: string } };
    };
    const grantsOnDisk = () => cloudOnDisk<{ oauthGrants: Array<{ serialNumber: string; accessTokenHash: string }> }>(dataDir).oauthGrants;
    const kept = await codeFor(DEMO_ONLINE_SERIAL);
    const replayed = await codeFor(DEMO_ONLINE_SERIAL);
    const before = cloudFileNow();

    // The first link is replaced by the second one for the same gateway; its code replayed revokes it.
    const first = await token({ grant_type: 'authorization_code', code: kept, redirect_uri: callback });
    expect(first.status).toBe(200);
    const second = await token({ grant_type: 'authorization_code', code: replayed, redirect_uri: callback });
    expect(second.status).toBe(200);
    expect(grantsOnDisk()).toHaveLength(1);
    expect((await token({ grant_type: 'authorization_code', code: replayed, redirect_uri: callback })).body.error).toBe('invalid_grant');
    expect(grantsOnDisk()).toHaveLength(0);
    // A new link, refreshed twice: the grant on disk has the newest access token.
    const third = await token({ grant_type: 'authorization_code', code: await codeFor(DEMO_ONLINE_SERIAL), redirect_uri: callback });
    for (let i = 0; i < 2; i++) expect((await token({ grant_type: 'refresh_token', refresh_token: third.body.refresh_token! })).status).toBe(200);
    expect(cloudFileNow()).toEqual(before);

    await sim.close();
    sim = await start(false);
    // The refresh token still works after the restart, and the link is listed once.
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.body.refresh_token! })).status).toBe(200);
    expect(grantsOnDisk().map((g) => g.serialNumber)).toEqual([DEMO_ONLINE_SERIAL]);
    // Unlinked: gone from the log too, and cloud.json still untouched.
    const afterRestart = cloudFileNow();
    const session = await loginAs(sim, demoAccount);
    const unlinked = await api(sim, 'DELETE', '/oauth2_v2/token/deleteToken', { sessionId: session.sessionId, body: { user: demoAccount.userId, clientId: 'qa-partner' } });
    expect(unlinked.status).toBe(200);
    expect(grantsOnDisk()).toEqual([]);
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.body.refresh_token! })).body.error).toBe('invalid_grant');
    expect(cloudFileNow()).toEqual(afterRestart);
  });
});
