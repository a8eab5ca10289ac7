// The simulator clock through the control API: QA reads it, pauses it,
// moves it on, and what the emulated gateway had waiting happens on the
// way, in order, seen by a real MQTT client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GatewayEvent, GatewayLink, NetworkState } from '@homeport/sdk';
import type { SimClockView } from '@homeport/sdk/sim';
import { control, DEMO, DEMO_ONLINE, linkFor, login, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let link: GatewayLink;
let scope: { owner: string; serial: string };
const seen: string[] = [];

beforeAll(async () => {
  // Paused: nothing happens until the test moves the clock.
  h = await startHarness({ clockRate: 0 });
  const demo = await login(h.sim, DEMO);
  const gateway = await restFor(h.sim, demo).gateways.info(DEMO_ONLINE);
  scope = { owner: gateway.userId!, serial: DEMO_ONLINE };
  link = linkFor(h.sim, demo);
  await link.ready();
  link.watchGateway(scope);
  link.on('event', (serial, event: GatewayEvent) => {
    if (serial === DEMO_ONLINE && !event.name.endsWith('_property_changed')) seen.push(event.name);
  });
});
afterAll(async () => {
  await link?.end();
  await h?.stop();
});

const clock = async (method: string, sent?: unknown) => {
  const response = await control(h.sim, method, '/clock', sent);
  const json = (await response.json()) as { data?: SimClockView } | Array<{ errorCode: string; message: string }>;
  const body: { data?: SimClockView; error?: { errorCode: string; message: string } } = Array.isArray(json) ? { error: json[0] } : json;
  return { status: response.status, body };
};

describe('the simulator clock', () => {
  it('reads the time, the rate and what waits', async () => {
    const { status, body } = await clock('GET');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ rate: 0, pending: 0, nextDue: null });
    expect(body.data!.iso).toBe(new Date(body.data!.now).toISOString());
  });

  it('holds a joining device until the clock is moved past its interview, then tells it in order', async () => {
    const opened = await link.request<NetworkState>(scope, 'open_network', { timeout: 60 });
    expect(opened.state).toBe('inclusion');
    const press = await control(h.sim, 'POST', `/gateways/${DEMO_ONLINE}/pairing`, { kind: 'switch', hardwareId: 'CLOCK-SWITCH-1' });
    expect(press.status).toBe(200);
    // Real time passes; the simulated interview does not.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).not.toContain('device_added');
    const waiting = await clock('GET');
    expect(waiting.body.data!.pending).toBeGreaterThan(0);
    const moved = await clock('POST', { advanceMs: 5000 });
    expect(moved.status).toBe(200);
    expect(moved.body.data!.fired).toBeGreaterThan(0);
    await expect.poll(() => seen, { timeout: 5000 }).toContain('device_added');
    expect(seen.slice(-2)).toEqual(['device_added', 'network_state_changed']);
  });

  it('closes an open network when its time is up on the clock', async () => {
    seen.length = 0;
    await link.request<NetworkState>(scope, 'open_network', { timeout: 30 });
    await clock('POST', { advanceMs: 31_000 });
    await expect.poll(() => seen, { timeout: 5000 }).toContain('network_state_changed');
    const state = await link.request<NetworkState>(scope, 'get_network_state');
    expect(state.state).toBe('closed');
  });

  it('moves to a chosen time and changes its rate; never backwards; bad input changes nothing', async () => {
    const before = (await clock('GET')).body.data!.now;
    const target = new Date(before + 3_600_000).toISOString();
    const moved = await clock('POST', { to: target, rate: 60 });
    expect(moved.status).toBe(200);
    expect(moved.body.data!.rate).toBe(60);
    expect(moved.body.data!.now).toBeGreaterThanOrEqual(Date.parse(target));
    await clock('POST', { rate: 0 });

    const now = (await clock('GET')).body.data!.now;
    for (const bad of [{}, { advanceMs: -1 }, { advanceMs: 1.5 }, { to: 'tomorrow' }, { rate: 10_001 }, { advanceMs: 1, to: now + 1 }]) {
      const answer = await clock('POST', bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error?.errorCode).toBeTruthy();
    }
    const backwards = await clock('POST', { to: now - 60_000 });
    expect(backwards.status).toBe(409);
    expect(backwards.body.error?.message).toMatch(/only moves forward/);
    expect((await clock('GET')).body.data).toMatchObject({ now, rate: 0 });
  });

  it('runs again at the start rate after a reset, with what was waiting dropped and time still forward', async () => {
    await clock('POST', { rate: 250 });
    const before = (await clock('GET')).body.data!.now;
    expect((await control(h.sim, 'POST', '/reset')).status).toBe(200);
    const after = (await clock('GET')).body.data!;
    expect(after.rate).toBe(0);
    expect(after.now).toBeGreaterThanOrEqual(before);
  });

  it('answers only with the control token', async () => {
    const response = await fetch(`${h.sim.httpUrl}/api/__sim/clock`);
    expect(response.status).toBe(401);
  });
});
