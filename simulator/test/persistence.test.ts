import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ONLINE_SERIAL, demoAccount, OTHER_SERIALS } from '../src/seed/accounts';
import { api, connectMqtt, loginAs, request, scopeOf, startTestSim } from './harness/simHarness';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('keeps an acknowledged write and the session across a restart on the same folder, writing only that gateway’s file', async () => {
  const gatewaysDir = join(dataDir, 'gateways');
  const first = await startTestSim({ dataDir });
  const demo = await loginAs(first.sim, demoAccount);
  const otherFile = join(gatewaysDir, `${OTHER_SERIALS[0]}.json`);
  const otherBefore = statSync(otherFile).mtimeMs;
  const client = await connectMqtt(first.sim.mqttTcpUrl, demo);
  const scope = scopeOf(demo.userId, DEMO_ONLINE_SERIAL);
  const target = { device: 15, service: 'AudioService', property: 'Volume' };
  expect(await request(client, scope, 'set_service_property_value', { ...target, value: 64 })).toMatchObject({ code: 0 });
  await client.endAsync(true);
  await first.sim.close();

  expect(statSync(otherFile).mtimeMs).toBe(otherBefore);
  expect(readdirSync(gatewaysDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);

  const second = await startTestSim({ dataDir, fresh: false });
  try {
    expect(second.logs.some((line) => line.startsWith('seeded'))).toBe(false);
    expect((await api(second.sim, 'GET', `/auth/session/read/${demo.sessionId}`)).status).toBe(200);
    const again = await connectMqtt(second.sim.wsUrl, demo);
    expect(await request(again, scope, 'get_service_property_value', target)).toMatchObject({ code: 0, data: { value: 64 } });
    await again.endAsync(true);
  } finally {
    await second.sim.close();
  }
});
