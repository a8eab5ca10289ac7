// The sdk's rest.gateways.rename and unassign against the real simulator
// (spec 1 §6, §7.3, §8): the owner may; a linked account gets UDM_NOT_YOUR_DEVICE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, mayManageGateway } from '@homeport/sdk';
import { DEMO, DEMO_OFFLINE, DEMO_ONLINE, FAMILY, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

describe('rest.gateways.rename / unassign', () => {
  it('lets the owner rename (the answer and a later read agree) and unassign', async () => {
    const demo = await login(h.sim, DEMO);
    const rest = restFor(h.sim, demo);
    const renamed = await rest.gateways.rename(DEMO_OFFLINE, ' Garden shed ');
    expect(renamed).toMatchObject({ serialNumber: DEMO_OFFLINE, name: 'Garden shed' });
    expect((await rest.gateways.info(DEMO_OFFLINE)).name).toBe('Garden shed');
    expect(mayManageGateway(demo.user, renamed)).toBe(true);

    const unassigned = await rest.gateways.unassign(DEMO_OFFLINE);
    expect(unassigned).toMatchObject({ serialNumber: DEMO_OFFLINE, userId: null });
    const list = await rest.gateways.list({ owner: demo.userId });
    expect(list.data.map((g) => g.serialNumber)).toEqual([DEMO_ONLINE]);
  });

  it('refuses the linked account with 403 UDM_NOT_YOUR_DEVICE, as mayManageGateway predicts', async () => {
    const family = await login(h.sim, FAMILY);
    const rest = restFor(h.sim, family);
    const gateway = await rest.gateways.info(DEMO_ONLINE);
    expect(mayManageGateway(family.user, gateway)).toBe(false);
    for (const attempt of [rest.gateways.rename(DEMO_ONLINE, 'Ours'), rest.gateways.unassign(DEMO_ONLINE)]) {
      const error = await attempt.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 403, errorCode: 'UDM_NOT_YOUR_DEVICE' });
    }
    expect((await rest.gateways.info(DEMO_ONLINE)).name).toBe(gateway.name);
  });

  it('passes a refused name on as 400 000400 naming the field', async () => {
    const rest = restFor(h.sim, await login(h.sim, DEMO));
    const error = await rest.gateways.rename(DEMO_ONLINE, '   ').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, errorCode: '000400' });
  });
});
