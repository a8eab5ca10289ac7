// Factory secrets (docs/decisions.md "Guessing doors"): random per gateway and
// data folder, read by QA from the control API, kept through a reset, and made
// for folders seeded before them.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { sha256Hex } from '../auth/digest';
import { hashPasswordSync } from '../auth/password';
import { banner } from '../banner';
import { DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL, demoAccount, otherAccount, OTHER_SERIALS } from '../seed/accounts';
import { api, cloudOnDisk, control, factorySecretsOf, loginAs, startTestSim, testClock, type TestSim } from '../../test/harness/simHarness';
import type { Simulator } from '../options';

let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, clock });
});
afterAll(() => t.stop());

const localLogin = (sim: Simulator, serial: string, password: string) =>
  fetch(`${sim.httpUrl}/local/${serial}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) }).then((r) => r.status);
const unlock = (sim: Simulator, session: LoginResult, serial: string, pin: string) =>
  api<ErrorEntry[]>(sim, 'POST', `/udm/device/${serial}/pinLock/deactivate`, { sessionId: session.sessionId, body: { pin } });
const lock = (sim: Simulator, serial: string) => control(sim, 'PATCH', `/gateways/${serial}`, { pinLocked: true });

describe('factory secrets', () => {
  it('shows each gateway’s sticker in the control API; they work, and the old serial-derived ones do not', async () => {
    const one = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const two = await factorySecretsOf(t.sim, DEMO_OFFLINE_SERIAL);
    expect(one.factoryPin).toMatch(/^\d{6}$/);
    expect(one.localPassword).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(two.localPassword).not.toBe(one.localPassword);
    expect(await t.sim.factorySecrets(DEMO_ONLINE_SERIAL)).toEqual({ pin: one.factoryPin, localPassword: one.localPassword });

    expect(await localLogin(t.sim, DEMO_ONLINE_SERIAL, `Local-${DEMO_ONLINE_SERIAL}`)).toBe(401);
    expect(await localLogin(t.sim, DEMO_ONLINE_SERIAL, one.localPassword)).toBe(200);
    const demo = await loginAs(t.sim, demoAccount);
    await lock(t.sim, DEMO_ONLINE_SERIAL);
    expect((await unlock(t.sim, demo, DEMO_ONLINE_SERIAL, DEMO_ONLINE_SERIAL.slice(-4))).status).toBe(400);
    expect((await unlock(t.sim, demo, DEMO_ONLINE_SERIAL, one.factoryPin)).body).toEqual({ data: { locked: false } });
    // Only hashes on the gateway side of its file; the sticker is the plain copy QA reads.
    const file = JSON.parse(readFileSync(join(t.dataDir, 'gateways', `${DEMO_ONLINE_SERIAL}.json`), 'utf8')) as { pinCodeHash: string; local: { adminPasswordHash: string } };
    expect(file.pinCodeHash).toMatch(/^scrypt\$/);
    expect(file.local.adminPasswordHash).toMatch(/^scrypt\$/);
  });

  it('prints the demo gateway’s real PIN and local password at start', async () => {
    const { factoryPin, localPassword } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const text = await banner(t.sim, { serveDir: 'host/dist', controlTokenFile: null });
    expect(text).toContain(`control token ${t.sim.controlToken}`);
    expect(text).toContain(`${DEMO_ONLINE_SERIAL} PIN ${factoryPin}, local password ${localPassword}`);
    expect(text).toContain(`/local/${DEMO_ONLINE_SERIAL}/ (password ${localPassword})`);
    expect(text).not.toContain('Local-');
  });

  it('keeps the stickers through a reset (the local password goes back to the factory one); a fresh folder gets others', async () => {
    const before = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const session = (await (
      await fetch(`${t.sim.httpUrl}/local/${DEMO_ONLINE_SERIAL}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: before.localPassword }),
      })
    ).json()) as { data: { sessionId: string } };
    const changed = await fetch(`${t.sim.httpUrl}/local/${DEMO_ONLINE_SERIAL}/api/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', sessionId: session.data.sessionId },
      body: JSON.stringify({ currentPassword: before.localPassword, newPassword: 'Chosen-By-Admin-1' }),
    });
    expect(changed.status).toBe(200);
    expect((await control(t.sim, 'POST', '/reset')).status).toBe(200);
    expect(await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL)).toEqual(before);
    expect(await localLogin(t.sim, DEMO_ONLINE_SERIAL, before.localPassword)).toBe(200);

    const other = await startTestSim({ gateways: 5, clock });
    try {
      const elsewhere = await factorySecretsOf(other.sim, DEMO_ONLINE_SERIAL);
      expect(elsewhere.localPassword).not.toBe(before.localPassword);
      expect(await localLogin(other.sim, DEMO_ONLINE_SERIAL, before.localPassword)).toBe(401);
    } finally {
      await other.stop();
    }
  });
});

describe('a data folder seeded before factory secrets', () => {
  it('gets random secrets on load: the old derivable local password stops working, a chosen one and a reset PIN stay, old login locks still hold', async () => {
    const old = await startTestSim({ gateways: 5, clock });
    await old.sim.close();
    const fileOf = (serial: string) => join(old.dataDir, 'gateways', `${serial}.json`);
    const rewrite = (serial: string, change: (contents: Record<string, unknown>) => void) => {
      const contents = JSON.parse(readFileSync(fileOf(serial), 'utf8')) as Record<string, unknown>;
      delete contents.factory;
      change(contents);
      writeFileSync(fileOf(serial), JSON.stringify(contents));
    };
    const localState = (password: string) => ({
      adminPasswordHash: hashPasswordSync(sha256Hex(password)),
      sessions: [{ id: sha256Hex('old-session'), createdAt: clock.now(), lastSeenAt: clock.now() }],
      wifi: null,
      timezone: 'Asia/Kolkata',
    });
    // HP1000000001 on the factory password of old; HP1000000002 on one its admin chose; HP1000000003 with a PIN from a PIN reset.
    rewrite(DEMO_ONLINE_SERIAL, (c) => (c.local = localState(`Local-${DEMO_ONLINE_SERIAL}`)));
    rewrite(DEMO_OFFLINE_SERIAL, (c) => (c.local = localState('Own-Choice-2026')));
    rewrite(OTHER_SERIALS[0]!, (c) => (c.pinCodeHash = hashPasswordSync('4321')));
    // A lock written under the bare identity, as older simulators kept it.
    const cloud = cloudOnDisk<Record<string, unknown>>(old.dataDir);
    cloud.loginAttempts = [{ id: otherAccount.username, failures: [], lockedUntil: clock.now() + 60_000 }];
    writeFileSync(join(old.dataDir, 'cloud.json'), JSON.stringify(cloud));
    // Older simulators kept the login attempts (and sessions, tokens, outbox) in cloud.json, without logs beside it.
    rmSync(join(old.dataDir, 'cloud'), { recursive: true, force: true });

    const upgraded = await startTestSim({ dataDir: old.dataDir, fresh: false, clock });
    try {
      const sticker = await factorySecretsOf(upgraded.sim, DEMO_ONLINE_SERIAL);
      expect(sticker.factoryPin).toMatch(/^\d{6}$/);
      expect(JSON.parse(readFileSync(fileOf(DEMO_ONLINE_SERIAL), 'utf8'))).toMatchObject({
        factory: { pin: sticker.factoryPin, localPassword: sticker.localPassword },
        local: { sessions: [] },
      });
      expect(await localLogin(upgraded.sim, DEMO_ONLINE_SERIAL, `Local-${DEMO_ONLINE_SERIAL}`)).toBe(401);
      expect(await localLogin(upgraded.sim, DEMO_ONLINE_SERIAL, sticker.localPassword)).toBe(200);
      expect(await localLogin(upgraded.sim, DEMO_OFFLINE_SERIAL, 'Own-Choice-2026')).toBe(200);

      // The gateway PIN was the serial's last four digits; now it is the sticker's.
      const demo = await loginAs(upgraded.sim, demoAccount);
      await lock(upgraded.sim, DEMO_ONLINE_SERIAL);
      expect((await unlock(upgraded.sim, demo, DEMO_ONLINE_SERIAL, DEMO_ONLINE_SERIAL.slice(-4))).status).toBe(400);
      expect((await unlock(upgraded.sim, demo, DEMO_ONLINE_SERIAL, sticker.factoryPin)).status).toBe(200);

      const locked = await api(upgraded.sim, 'POST', '/auth/login', { body: { identity: otherAccount.username, secret: otherAccount.password } });
      expect(locked.status).toBe(429);
      clock.advance(60_000);
      const other = await loginAs(upgraded.sim, otherAccount);
      await lock(upgraded.sim, OTHER_SERIALS[0]!);
      expect((await unlock(upgraded.sim, other, OTHER_SERIALS[0]!, '4321')).status).toBe(200);
    } finally {
      await upgraded.stop();
    }
  });
});
