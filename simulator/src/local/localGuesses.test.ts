// Local interface password guesses (docs/contracts.md "Local gateway interface":
// 429 after five failures), counted per gateway before the password is checked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { DEMO_OFFLINE_SERIAL, DEMO_ONLINE_SERIAL } from '../seed/accounts';
import { control, factorySecretsOf, retryAfterOf, startTestSim, statusCounts, testClock, type TestSim } from '../../test/harness/simHarness';

let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, clock });
});
afterAll(() => t.stop());
beforeEach(async () => {
  expect((await control(t.sim, 'POST', '/reset')).status).toBe(200);
});

async function local(
  serial: string,
  path: string,
  body: unknown,
  sessionId?: string,
): Promise<{ status: number; body: ErrorEntry[] & { data: { sessionId: string } }; headers: Headers }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (sessionId) headers.sessionId = sessionId;
  const response = await fetch(`${t.sim.httpUrl}/local/${serial}/api/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as ErrorEntry[] & { data: { sessionId: string } }, headers: response.headers };
}

describe('local login guesses', () => {
  it('checks five of 20 concurrent wrong passwords, answers 15 with 429, and refuses the right one until the lock ends', async () => {
    const { localPassword } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => local(DEMO_ONLINE_SERIAL, 'login', { password: `not-it-${i}` })));
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 15 });
    const right = await local(DEMO_ONLINE_SERIAL, 'login', { password: localPassword });
    expect(right.status).toBe(429);
    expect(right.body[0]?.errorCode).toBe('000429');
    expect(retryAfterOf(right)).toBeLessThanOrEqual(60);
    // Per gateway: another gateway's interface is not locked.
    expect((await local(DEMO_OFFLINE_SERIAL, 'login', { password: (await factorySecretsOf(t.sim, DEMO_OFFLINE_SERIAL)).localPassword })).status).toBe(200);
    clock.advance(retryAfterOf(right) * 1000);
    expect((await local(DEMO_ONLINE_SERIAL, 'login', { password: localPassword })).status).toBe(200);
  });

  it('counts wrong current passwords at change-password with the logins: after five, login is locked too', async () => {
    const { localPassword } = await factorySecretsOf(t.sim, DEMO_ONLINE_SERIAL);
    const { sessionId } = (await local(DEMO_ONLINE_SERIAL, 'login', { password: localPassword })).body.data;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => local(DEMO_ONLINE_SERIAL, 'change-password', { currentPassword: `not-it-${i}`, newPassword: 'Brand-New-Key-1' }, sessionId)),
    );
    expect(statusCounts(answers)).toEqual({ 400: 5, 429: 3 });
    expect((await local(DEMO_ONLINE_SERIAL, 'login', { password: localPassword })).status).toBe(429);
  });
});
