import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL } from '../seed/accounts';
import { factorySecretsOf, startTestSim, testClock, type TestSim } from '../../test/harness/simHarness';

const site = mkdtempSync(join(tmpdir(), 'homeport-local-site-'));
let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Homeport</title>');
  writeFileSync(join(site, 'local.html'), '<!doctype html><title>Gateway</title>');
  t = await startTestSim({ gateways: 5, serveDir: site, clock });
  for (const serial of [DEMO_ONLINE_SERIAL, DEMO_OFFLINE_SERIAL, 'HP1000000003']) stickers.set(serial, (await factorySecretsOf(t.sim, serial)).localPassword);
});
afterAll(async () => {
  await t.stop();
  rmSync(site, { recursive: true, force: true });
});

interface Answer<T> {
  status: number;
  body: T;
}

async function local<T = unknown>(serial: string, method: string, path: string, init: { sessionId?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.sessionId) headers.sessionId = init.sessionId;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${t.sim.httpUrl}/local/${serial}/api/${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return { status: response.status, body: (await response.json()) as T };
}

/** Factory passwords by serial: random per data folder, read from the control API as QA would. */
const stickers = new Map<string, string>();
const factory = (serial: string) => stickers.get(serial) ?? '';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function loginLocal(serial: string, password = factory(serial)): Promise<string> {
  const answer = await local<{ data: { sessionId: string } }>(serial, 'POST', 'login', { body: { username: 'admin', password } });
  expect(answer.status).toBe(200);
  return answer.body.data.sessionId;
}

describe('local login', () => {
  it('accepts the factory password plain or as its SHA-256, on an offline gateway too', async () => {
    expect((await loginLocal(DEMO_ONLINE_SERIAL)).length).toBeGreaterThan(20);
    expect(await loginLocal(DEMO_ONLINE_SERIAL, sha256(factory(DEMO_ONLINE_SERIAL)))).toBeTruthy();
    expect(await loginLocal(DEMO_OFFLINE_SERIAL)).toBeTruthy();
  });

  it('refuses a wrong password or user with 401 000401 and the server text, a missing one with 400', async () => {
    for (const body of [{ password: 'wrong' }, { username: 'root', password: factory(DEMO_ONLINE_SERIAL) }]) {
      const answer = await local<ErrorEntry[]>(DEMO_ONLINE_SERIAL, 'POST', 'login', { body });
      expect(answer.status).toBe(401);
      expect(answer.body[0]).toEqual({ errorCode: '000401', message: 'Wrong password' });
    }
    expect((await local<ErrorEntry[]>(DEMO_ONLINE_SERIAL, 'POST', 'login', { body: {} })).body[0]).toMatchObject({ errorCode: '000400', field: 'password' });
  });

  it('answers an unknown gateway with 404 and a call without a local session with 401 00003', async () => {
    expect((await local<ErrorEntry[]>('HP9999999999', 'POST', 'login', { body: { password: 'x' } })).status).toBe(404);
    for (const path of ['get-board-info', 'scan-wifi-networks', 'get-current-timezone']) {
      const answer = await local<ErrorEntry[]>(DEMO_ONLINE_SERIAL, 'GET', path, { sessionId: 'nope' });
      expect(answer.status, path).toBe(401);
      expect(answer.body[0]?.errorCode, path).toBe('00003');
    }
    expect((await local<ErrorEntry[]>(DEMO_ONLINE_SERIAL, 'GET', 'no-such-call')).status).toBe(404);
  });
});

describe('gateway information', () => {
  it('answers board and platform info, a stable Wi-Fi scan and the timezones', async () => {
    const sessionId = await loginLocal(DEMO_ONLINE_SERIAL);
    const board = await local<{ data: Record<string, unknown> }>(DEMO_ONLINE_SERIAL, 'GET', 'get-board-info', { sessionId });
    expect(board.body.data).toMatchObject({ serialNumber: DEMO_ONLINE_SERIAL, model: 'DOC400', macAddress: expect.stringMatching(/^02(:[0-9A-F]{2}){5}$/) });
    const platform = await local<{ data: Record<string, unknown> }>(DEMO_ONLINE_SERIAL, 'GET', 'get-platform-info', { sessionId });
    expect(platform.body.data).toMatchObject({ gateway: { model: 'DOC400' }, lock_status: 0 });
    const scan = await local<{ data: Array<{ ssid: string; encryption: string; quality: number }> }>(DEMO_ONLINE_SERIAL, 'GET', 'scan-wifi-networks', { sessionId });
    expect(scan.body.data.length).toBeGreaterThanOrEqual(5);
    expect(new Set(scan.body.data.map((n) => n.encryption))).toEqual(new Set(['none', 'WEP', 'WPA', 'WPA2']));
    expect(scan.body.data.map((n) => n.quality)).toEqual([...scan.body.data.map((n) => n.quality)].sort((a, b) => b - a));
    expect((await local(DEMO_ONLINE_SERIAL, 'GET', 'scan-wifi-networks', { sessionId })).body).toEqual(scan.body);
    const zones = await local<{ data: string[] }>(DEMO_ONLINE_SERIAL, 'GET', 'get-available-timezones', { sessionId });
    expect(zones.body.data).toContain('Asia/Kolkata');
    expect((await local(DEMO_ONLINE_SERIAL, 'GET', 'get-current-timezone', { sessionId })).body).toEqual({ data: { location: 'Asia/Kolkata' } });
  });

  it('sets the timezone, refusing one that is not offered and keeping the old one', async () => {
    const sessionId = await loginLocal(DEMO_ONLINE_SERIAL);
    const refused = await local<ErrorEntry[]>(DEMO_ONLINE_SERIAL, 'POST', 'set-timezone', { sessionId, body: { location: 'Mars/Olympus' } });
    expect(refused.body[0]).toMatchObject({ errorCode: '000400', field: 'location' });
    expect((await local(DEMO_ONLINE_SERIAL, 'GET', 'get-current-timezone', { sessionId })).body).toEqual({ data: { location: 'Asia/Kolkata' } });
    expect((await local(DEMO_ONLINE_SERIAL, 'POST', 'set-timezone', { sessionId, body: { location: 'Europe/Berlin' } })).body).toEqual({ data: { location: 'Europe/Berlin' } });
    expect((await local(DEMO_ONLINE_SERIAL, 'GET', 'get-current-timezone', { sessionId })).body).toEqual({ data: { location: 'Europe/Berlin' } });
  });
});

describe('Wi-Fi', () => {
  it('refuses each bad setting with 400 000400 naming the field and leaves the network as it was', async () => {
    const sessionId = await loginLocal(DEMO_OFFLINE_SERIAL);
    const before = await local(DEMO_OFFLINE_SERIAL, 'GET', 'get-board-info', { sessionId });
    const cases: Array<[body: Record<string, unknown>, field: string]> = [
      [{ encryption: 'WPA3', password: 'abcdefgh', ssid: 'Home' }, 'encryption'],
      [{ encryption: 'none', password: 'x', ssid: 'Cafe' }, 'password'],
      [{ encryption: 'WEP', password: 'abcdef', ssid: 'Old' }, 'password'],
      [{ encryption: 'WPA2', password: 'short', ssid: 'Home' }, 'password'],
      [{ encryption: 'WPA', password: 'x'.repeat(64), ssid: 'Home' }, 'password'],
      [{ encryption: 'WPA2', password: 'abcdefgh', ssid: '' }, 'ssid'],
      [{ encryption: 'WPA2', password: 'abcdefgh', ssid: 'x'.repeat(33) }, 'ssid'],
      [{ encryption: 'WPA2', ssid: 'Home' }, 'password'],
    ];
    for (const [body, field] of cases) {
      const answer = await local<ErrorEntry[]>(DEMO_OFFLINE_SERIAL, 'POST', 'set-wifi-network', { sessionId, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body[0], JSON.stringify(body)).toMatchObject({ errorCode: '000400', field });
    }
    expect((await local(DEMO_OFFLINE_SERIAL, 'GET', 'get-board-info', { sessionId })).body).toEqual(before.body);
  });

  it('connects to a scanned network after a short while (trying-to-connect), fails on an unknown one', async () => {
    const sessionId = await loginLocal(DEMO_ONLINE_SERIAL);
    const scan = (await local<{ data: Array<{ ssid: string; encryption: string; quality: number }> }>(DEMO_ONLINE_SERIAL, 'GET', 'scan-wifi-networks', { sessionId })).body.data;
    const wep = scan.find((n) => n.encryption === 'WEP')!;
    const set = await local(DEMO_ONLINE_SERIAL, 'POST', 'set-wifi-network', { sessionId, body: { encryption: 'WEP', password: '0123456789', ssid: wep.ssid } });
    expect(set.body).toEqual({ data: { ssid: wep.ssid, state: 'connecting' } });
    const wifi = async () => (await local<{ data: { wifi: Record<string, unknown> } }>(DEMO_ONLINE_SERIAL, 'GET', 'get-board-info', { sessionId })).body.data.wifi;
    expect(await wifi()).toMatchObject({ ssid: wep.ssid, state: 'connecting' });
    const other = await loginLocal(DEMO_OFFLINE_SERIAL);
    await local(DEMO_OFFLINE_SERIAL, 'POST', 'set-wifi-network', { sessionId: other, body: { encryption: 'WPA2', password: 'password1', ssid: 'Nowhere' } });
    clock.advance(2100);
    expect(await wifi()).toEqual({ ssid: wep.ssid, encryption: 'WEP', state: 'connected', quality: wep.quality });
    const failed = (await local<{ data: { wifi: Record<string, unknown> } }>(DEMO_OFFLINE_SERIAL, 'GET', 'get-board-info', { sessionId: other })).body.data.wifi;
    expect(failed).toMatchObject({ ssid: 'Nowhere', state: 'failed' });
  });
});

describe('password change and logout', () => {
  it('refuses a wrong current password or a short new one, then changes it and ends the other local sessions', async () => {
    const serial = 'HP1000000003';
    const mine = await loginLocal(serial);
    const other = await loginLocal(serial);
    const change = (body: Record<string, unknown>) => local<ErrorEntry[]>(serial, 'POST', 'change-password', { sessionId: mine, body });
    expect((await change({ currentPassword: 'wrong', newPassword: 'Brand-New-1' })).body[0]).toMatchObject({ errorCode: '000400', field: 'currentPassword' });
    expect((await change({ currentPassword: factory(serial), newPassword: 'short' })).body[0]).toMatchObject({ errorCode: '000400', field: 'newPassword' });
    expect(await loginLocal(serial)).toBeTruthy();
    expect((await change({ currentPassword: factory(serial), newPassword: sha256('Brand-New-1') })).status).toBe(200);
    expect((await local<ErrorEntry[]>(serial, 'GET', 'get-board-info', { sessionId: other })).status).toBe(401);
    expect((await local(serial, 'GET', 'get-board-info', { sessionId: mine })).status).toBe(200);
    expect((await local(serial, 'POST', 'login', { body: { password: factory(serial) } })).status).toBe(401);
    const fresh = await loginLocal(serial, 'Brand-New-1');
    expect((await local(serial, 'POST', 'logout', { sessionId: fresh })).body).toEqual({ data: { loggedOut: true } });
    expect((await local(serial, 'GET', 'get-board-info', { sessionId: fresh })).status).toBe(401);
  });
});

describe('the local SPA entry', () => {
  it('serves local.html for the non-api paths of a known gateway, and 404 JSON for an unknown one', async () => {
    for (const path of [`/local/${DEMO_ONLINE_SERIAL}/`, `/local/${DEMO_ONLINE_SERIAL}/gateway-info`]) {
      const response = await fetch(`${t.sim.httpUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>Gateway');
    }
    const unknown = await fetch(`${t.sim.httpUrl}/local/HP9999999999/`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorEntry[])[0]?.errorCode).toBe('000404');
  });
});
