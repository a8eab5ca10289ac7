import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry, UserDetails } from '@homeport/sdk';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount } from '../../seed/accounts';
import { api, control, loginAs, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim();
});
afterAll(() => t.stop());

const profileOf = async () => {
  const demo = await loginAs(t.sim, demoAccount);
  return (await api<{ data: UserDetails }>(t.sim, 'GET', `/crm/profile/${demo.userId}`, { sessionId: demo.sessionId })).body.data;
};

describe('PUT /api/__sim/gateways/{serial}/owner', () => {
  it('gives an unassigned gateway back to a home user, who sees it in the profile', async () => {
    await control(t.sim, 'DELETE', `/gateways/${DEMO_ONLINE_SERIAL}/owner`);
    expect((await profileOf()).devices).not.toContain(DEMO_ONLINE_SERIAL);
    const given = await control<{ data: { userId: string } }>(t.sim, 'PUT', `/gateways/${DEMO_ONLINE_SERIAL}/owner`, { userId: demoAccount.userId });
    expect(given.status).toBe(200);
    expect(given.body.data.userId).toBe(demoAccount.userId);
    expect((await profileOf()).devices).toContain(DEMO_ONLINE_SERIAL);
  });

  it('refuses a gateway with an owner, an admin, an unknown user and a bad body, changing nothing', async () => {
    const cases: Array<[body: unknown, status: number, errorCode: string]> = [
      [{ userId: demoAccount.userId }, 409, '000409'],
      [{ userId: adminAccount.userId }, 400, '000400'],
      [{ userId: 'nobody' }, 404, '000404'],
      [{ user: demoAccount.userId }, 400, '000400'],
    ];
    for (const [body, status, errorCode] of cases) {
      const answer = await control<ErrorEntry[]>(t.sim, 'PUT', `/gateways/${DEMO_ONLINE_SERIAL}/owner`, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body[0]?.errorCode).toBe(errorCode);
    }
    const gateway = await control<{ data: { userId: string } }>(t.sim, 'GET', `/gateways/${DEMO_ONLINE_SERIAL}`);
    expect(gateway.body.data.userId).toBe(demoAccount.userId);
  });
});
