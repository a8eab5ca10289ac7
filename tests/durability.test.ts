// Every acknowledged write survives a killed simulator (DESIGN.md "Simulator":
// on disk before the answer is sent). The simulator runs as a child process
// and is killed with SIGKILL straight after the acknowledgement.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { GatewayLink, RestClient, type Device } from '@homeport/sdk';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-durable-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startChild(fresh: boolean): Promise<SimProcess> {
  const started = await startSimProcess({ dataDir, fresh });
  children.push(started.child);
  return started;
}

async function setAndRead(httpUrl: string, wsUrl: string, write: boolean) {
  const rest = new RestClient({ apiBase: `${httpUrl}/api` });
  const session = await rest.auth.login(DEMO.identity, DEMO.secret);
  const owner = session.userId;
  const link = GatewayLink.connect({ url: wsUrl, userId: session.userId, sessionId: session.sessionId, product: 'homeport' });
  await link.ready();
  const scope = { owner, serial: DEMO_ONLINE };
  link.watchGateway(scope);
  const devices = await link.request<Device[]>(scope, 'get_object_list_by_type_detailed', { type: 'device' });
  const dimmer = devices.find((d) => d.kind === 'dimmer')!;
  const service = dimmer.service_list.find((s) => s.property_list.some((p) => p.type === 'number' && !p.readonly))!;
  const property = service.property_list.find((p) => p.type === 'number' && !p.readonly)!;
  const target = { device: dimmer.id, service: service.name, property: property.name };
  if (write) await link.request(scope, 'set_service_property_value', { ...target, value: 37 });
  const read = await link.request<{ value: unknown }>(scope, 'get_service_property_value', target);
  await link.end();
  return { read: read.value, sessionId: session.sessionId };
}

it('keeps an acknowledged property write and the session across a SIGKILL', async () => {
  const first = await startChild(true);
  const { read, sessionId } = await setAndRead(first.httpUrl, first.wsUrl, true);
  expect(read).toBe(37);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));

  const second = await startChild(false);
  const after = await setAndRead(second.httpUrl, second.wsUrl, false);
  expect(after.read).toBe(37);
  const earlier = new RestClient({ apiBase: `${second.httpUrl}/api`, getSessionId: () => sessionId });
  await expect(earlier.gateways.info(DEMO_ONLINE)).resolves.toMatchObject({ serialNumber: DEMO_ONLINE });
  second.child.kill('SIGKILL');
}, 120_000); // simulator processes start in turn: room for a busy machine, not a speed check
