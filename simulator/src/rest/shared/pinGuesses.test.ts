// Gateway PIN guesses at POST /udm/device/{sn}/pinLock/deactivate (docs/decisions.md
// "Guessing doors"): counted per gateway and per client, reserved before the check.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry, LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { api, control, factorySecretsOf, loginAs, retryAfterOf, startTestSim, statusCounts, testClock, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
const clock = testClock();
let demo: LoginResult;
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, clock });
});
afterAll(() => t.stop());
beforeEach(async () => {
  expect((await control(t.sim, 'POST', '/reset')).status).toBe(200);
  demo = await loginAs(t.sim, demoAccount);
  expect((await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { pinLocked: true })).status).toBe(200);
});

const unlock = (pin: string) => api<ErrorEntry[]>(t.sim, 'POST', `/udm/device/${DEMO_ONLINE_SERIAL}/pinLock/deactivate`, { sessionId: demo.sessionId, body: { pin } });
const pinLocked = async () => (await control<{ data: { emulator: { pinLocked: boolean } } }>(t.sim, 'GET', `/gateways/${DEMO_ONLINE_SERIAL}`)).body.data.emulator.pinLocked;
/** Six-digit PINs that are not the factory one. */
const wrongPins = (n: number, right: string) =>
  Array.from({ length: n + 1 }, (_, i) => String(i).padStart(6, '0'))
    .filter((pin) => pin !== right)
    .slice(0, n);

describe('PIN guesses', () => {
  it('checks five of 50 concurrent wrong PINs, answers 45 with 429, and refuses the right PIN while locked; the gateway stays locked', async () => {
    const { factoryPin } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const answers = await Promise.all(wrongPins(50, factoryPin).map(unlock));
    expect(statusCounts(answers)).toEqual({ 400: 5, 429: 45 });
    expect(answers.find((a) => a.status === 400)?.body[0]).toMatchObject({ errorCode: '000400', field: 'pin', message: 'Wrong PIN' });
    expect(answers.find((a) => a.status === 429)?.body[0]?.errorCode).toBe('000429');

    const right = await unlock(factoryPin);
    expect(right.status).toBe(429);
    expect(retryAfterOf(right)).toBeGreaterThan(0);
    expect(retryAfterOf(right)).toBeLessThanOrEqual(60);
    expect(await pinLocked()).toBe(true);

    clock.advance(retryAfterOf(right) * 1000);
    expect((await unlock(factoryPin)).body).toEqual({ data: { locked: false } });
    expect(await pinLocked()).toBe(false);
  });

  it('locks for twice as long after five more wrong PINs', async () => {
    const { factoryPin } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    for (const pin of wrongPins(5, factoryPin)) expect((await unlock(pin)).status).toBe(400);
    clock.advance(60_000);
    for (const pin of wrongPins(5, factoryPin)) expect((await unlock(pin)).status).toBe(400);
    const locked = await unlock(factoryPin);
    expect(retryAfterOf(locked)).toBeGreaterThan(60);
    expect(retryAfterOf(locked)).toBeLessThanOrEqual(120);
  });

  it('counts PIN guesses for the client too: five wrong PINs and 15 wrong logins leave that client no more guesses', async () => {
    const { factoryPin } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    for (const pin of wrongPins(5, factoryPin)) expect((await unlock(pin)).status).toBe(400);
    for (let i = 0; i < 15; i += 1)
      expect((await api(t.sim, 'POST', '/auth/login', { body: { identity: `pin-spray${i}@example.test`, secret: 'Spray-Pass-2026!' } })).status).toBe(401);
    const login = await api(t.sim, 'POST', '/auth/login', { body: { identity: demoAccount.username, secret: demoAccount.password } });
    expect(login.status).toBe(429);
    expect(retryAfterOf(login)).toBeGreaterThan(60);
  });
});
