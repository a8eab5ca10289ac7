import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, LocalGatewayClient, localApiBase } from '@homeport/sdk';
import { DEMO_ONLINE, factorySecretsOf, startHarness, type Harness } from '@homeport/test-support';

/** The factory password: random per data folder, read from the control API as QA would. */
let FACTORY = '';

describe('LocalGatewayClient against the simulated gateway', () => {
  let h: Harness;
  const client = () => new LocalGatewayClient({ apiBase: `${h.sim.httpUrl}/local/${DEMO_ONLINE}/api` });

  beforeAll(async () => {
    h = await startHarness();
    FACTORY = (await factorySecretsOf(h.sim, DEMO_ONLINE)).localPassword;
  });
  afterAll(async () => {
    await h.stop();
  });

  it('refuses calls without a local session with 00003', async () => {
    await expect(client().boardInfo()).rejects.toMatchObject({ status: 401, errorCode: '00003' });
  });

  it('signs in with the hashed factory password and reads the board, platform, scan and timezones', async () => {
    const local = client();
    await local.login(FACTORY);
    expect(local.signedIn).toBe(true);
    const board = await local.boardInfo();
    expect(board.serialNumber).toBe(DEMO_ONLINE);
    expect(board.macAddress).toMatch(/^([0-9A-F]{2}:){5}[0-9A-F]{2}$/);
    const networks = await local.scanWifi();
    expect(networks.length).toBeGreaterThan(1);
    expect(networks.map((n) => n.quality)).toEqual([...networks.map((n) => n.quality)].sort((a, b) => b - a));
    expect((await local.platformInfo()).gateway.model).toBe(board.model);
    const zones = await local.timezones();
    expect(zones).toContain(await local.currentTimezone());
  });

  it('answers a wrong password with the server error and no session', async () => {
    const local = client();
    const failure = await local.login('not-the-password').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errorCode).toBe('000401');
    expect(local.signedIn).toBe(false);
  });

  it('sets a timezone, refuses an unknown one and keeps the old', async () => {
    const local = client();
    await local.login(FACTORY);
    const zones = await local.timezones();
    const target = zones.find((z) => z !== 'Asia/Kolkata') ?? zones[0]!;
    await local.setTimezone(target);
    expect(await local.currentTimezone()).toBe(target);
    await expect(local.setTimezone('Mars/Olympus')).rejects.toMatchObject({ errorCode: '000400' });
    expect(await local.currentTimezone()).toBe(target);
  });

  it('changes the password: the old one stops working, the new one works', async () => {
    const local = client();
    await local.login(FACTORY);
    await expect(local.changePassword('wrong-current', 'Brand-New-1')).rejects.toMatchObject({ errorCode: '000400' });
    await local.changePassword(FACTORY, 'Brand-New-1');
    await expect(client().login(FACTORY)).rejects.toMatchObject({ errorCode: '000401' });
    await client().login('Brand-New-1');
    await local.changePassword('Brand-New-1', FACTORY);
  });

  it('derives the API base from the page address', () => {
    expect(localApiBase('/local/HP1000000001/gateway-info')).toEqual({ basename: '/local/HP1000000001', apiBase: '/local/HP1000000001/api' });
    expect(localApiBase('/gateway-info')).toEqual({ basename: '', apiBase: '/api' });
  });
});
