// Deeply nested JSON is refused at every body parser (sdk jsonLimits.ts),
// before it can reach a write that would overflow the stack.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, type ErrorEntry } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { api, cloudOnDisk, control, loginAs, startTestSim, type TestSim } from '../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim({ dbWritable: true });
});
afterAll(async () => {
  await t?.stop();
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const tooDeep = [{ errorCode: '000400', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`, field: 'body' }];

describe('JSON depth limit', () => {
  it('refuses a 12,000-deep array posted to /api/__db, and later writes still work', async () => {
    const answer = await api<ErrorEntry[]>(t.sim, 'POST', '/__db/outbox', { rawBody: `{"id":"deep","x":${nested(12_000)}}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(tooDeep);
    expect(cloudOnDisk<{ outbox: Array<{ id: string }> }>(t.dataDir).outbox.some((m) => m.id === 'deep')).toBe(false);

    // The next writes, raw and through the REST routes, are answered and on disk.
    const write = await api(t.sim, 'POST', '/__db/outbox', { body: { id: 'shallow', kind: 'note', x: JSON.parse(nested(MAX_JSON_DEPTH - 1)) as unknown } });
    expect(write.status).toBe(201);
    const renamed = await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { name: 'After the deep one' });
    expect(renamed.status).toBe(200);
    expect(cloudOnDisk<{ gateways: Array<{ serialNumber: string; name: string }> }>(t.dataDir).gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.name).toBe(
      'After the deep one',
    );
  });

  it('refuses 5,000-deep event data on the control API, publishing nothing', async () => {
    const answer = await api<ErrorEntry[]>(t.sim, 'POST', `/__sim/gateways/${DEMO_ONLINE_SERIAL}/events`, { rawBody: `{"name":"deep","data":${nested(5_000)}}` });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(tooDeep);
    const fine = await control(t.sim, 'POST', `/gateways/${DEMO_ONLINE_SERIAL}/events`, { name: 'shallow', data: { a: [1] } });
    expect(fine.status).toBe(200);
  });

  it('refuses it on the portal REST routes and the local interface too', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const rename = await api<ErrorEntry[]>(t.sim, 'PUT', `/udm/device/${DEMO_ONLINE_SERIAL}/rename`, { sessionId: demo.sessionId, rawBody: `{"name":${nested(40)}}` });
    expect(rename).toMatchObject({ status: 400, body: tooDeep });
    const local = await fetch(`${t.sim.httpUrl}/local/${DEMO_ONLINE_SERIAL}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"password":${nested(40)}}`,
    });
    expect(local.status).toBe(400);
    expect(await local.json()).toEqual(tooDeep);
    const token = await fetch(`${t.sim.httpUrl}/api/oauth2/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"grant_type":${nested(40)}}` });
    expect(token.status).toBe(400);
  });
});
