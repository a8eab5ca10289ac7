// The per-account count of wrong guesses (docs/decisions.md "Guessing doors"):
// reserved before the password is checked, so concurrency cannot outrun it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { demoAccount, otherAccount } from '../../seed/accounts';
import { api, control, loginAs, retryAfterOf, startTestSim, statusCounts, testClock, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
const clock = testClock();
beforeAll(async () => {
  t = await startTestSim({ gateways: 5, clock });
});
afterAll(() => t.stop());
// Every test starts with nothing counted (a reset empties the counts with the rest of cloud.json).
beforeEach(async () => {
  expect((await control(t.sim, 'POST', '/reset')).status).toBe(200);
});

const login = (identity: string, secret: string) => api<ErrorEntry[]>(t.sim, 'POST', '/auth/login', { body: { identity, secret } });
const wrongPasswords = (n: number) => Array.from({ length: n }, (_, i) => `Wrong-Pass-${i}!`);

describe('the login lock under concurrency', () => {
  it('checks five of 50 concurrent wrong passwords and answers the other 45 with 429; the right one is refused until the lock ends', async () => {
    const answers = await Promise.all(wrongPasswords(50).map((secret) => login(demoAccount.username, secret)));
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 45 });
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body[0]?.errorCode).toBe('000429');
      expect(retryAfterOf(answer)).toBeGreaterThan(0);
      expect(retryAfterOf(answer)).toBeLessThanOrEqual(60);
    }
    const right = await login(demoAccount.username, demoAccount.password);
    expect(right.status).toBe(429);
    expect(retryAfterOf(right)).toBeLessThanOrEqual(60);
    // Another account is not affected.
    expect((await login(otherAccount.username, otherAccount.password)).status).toBe(200);
    clock.advance(retryAfterOf(right) * 1000);
    expect((await login(demoAccount.username, demoAccount.password)).status).toBe(200);
  });

  it('locks again for twice as long after five more failures, and the right password then clears the count', async () => {
    for (const secret of wrongPasswords(5)) expect((await login(demoAccount.username, secret)).status).toBe(401);
    const first = await login(demoAccount.username, demoAccount.password);
    expect(retryAfterOf(first)).toBeLessThanOrEqual(60);
    clock.advance(60_000);
    for (const secret of wrongPasswords(5)) expect((await login(demoAccount.username, secret)).status).toBe(401);
    const second = await login(demoAccount.username, demoAccount.password);
    expect(second.status).toBe(429);
    expect(retryAfterOf(second)).toBeGreaterThan(60);
    expect(retryAfterOf(second)).toBeLessThanOrEqual(120);
    clock.advance(120_000);
    expect((await login(demoAccount.username, demoAccount.password)).status).toBe(200);
    // Cleared: the next lock is the first one's length again.
    for (const secret of wrongPasswords(5)) expect((await login(demoAccount.username, secret)).status).toBe(401);
    const third = await login(demoAccount.username, demoAccount.password);
    expect(third.status).toBe(429);
    expect(retryAfterOf(third)).toBeLessThanOrEqual(60);
  });

  it('counts wrong current passwords at changePass against the account: five checked of ten at once, then login is locked too', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const change = (checkSecret: string) =>
      api<ErrorEntry[]>(t.sim, 'POST', '/auth/changePass', {
        sessionId: demo.sessionId,
        body: { checkSecret, secret: 'Brand-New-Pass-2026!', confirmation: 'Brand-New-Pass-2026!' },
      });
    const answers = await Promise.all(wrongPasswords(10).map(change));
    expect(statusCounts(answers)).toEqual({ 400: 5, 429: 5 });
    expect(answers.find((a) => a.status === 400)?.body[0]).toMatchObject({ errorCode: '000400', field: 'checkSecret' });
    // The right current password is not checked while locked, and nothing changed.
    expect((await change(demoAccount.password)).status).toBe(429);
    expect((await login(demoAccount.username, demoAccount.password)).status).toBe(429);
    clock.advance(60_000);
    expect((await login(demoAccount.username, demoAccount.password)).status).toBe(200);
  });
});

describe('the lock across a restart', () => {
  it('keeps a lock in cloud.json: a restarted simulator on the same folder still refuses', async () => {
    const first = await startTestSim({ gateways: 5, clock });
    for (const secret of wrongPasswords(5)) expect((await api(first.sim, 'POST', '/auth/login', { body: { identity: otherAccount.username, secret } })).status).toBe(401);
    await first.sim.close();
    const second = await startTestSim({ dataDir: first.dataDir, fresh: false, clock });
    try {
      const locked = await api(second.sim, 'POST', '/auth/login', { body: { identity: otherAccount.username, secret: otherAccount.password } });
      expect(locked.status).toBe(429);
      expect(retryAfterOf(locked)).toBeLessThanOrEqual(60);
    } finally {
      await second.stop();
    }
  });
});
