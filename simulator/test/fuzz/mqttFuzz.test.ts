// Property-based fuzzing of every request kind a gateway answers (fast-check):
// arbitrary params sent as the home's owner over the real broker. Whatever
// comes in, the gateway answers (no request is lost to a thrown handler), a
// refusal carries a code and a message, a refused request writes nothing to
// the data folder, and payloads that are not requests at all are dropped
// without harm. The kinds are read from the emulator's command catalogue, so a
// new command is fuzzed without a line here.
import fc from 'fast-check';
import type { MqttClient } from 'mqtt';
import { readRequest, topics, type GatewayChannel } from '@homeport/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commands } from '../../src/gateway/commands';
import { demoAccount, DEMO_ONLINE_SERIAL } from '../../src/seed/accounts';
import { connectMqtt, loginAs, request, scopeOf, startTestSim, testClock, type TestSim } from '../harness/simHarness';
import { changedFiles, deepText, folderState, FUZZ_SEED, fuzzRuns, jsonInput, rawText } from './fuzzInput';

const KINDS = [...commands.values()].map((handler) => [handler.name, handler] as const);

let t: TestSim;
let client: MqttClient;
const scope = () => scopeOf(demoAccount.userId, DEMO_ONLINE_SERIAL);
const failures = () => t.logs.filter((line) => / failed/.test(line));

beforeAll(async () => {
  // A stopped clock: nothing a gateway does later (an interview, a network closing) changes the folder meanwhile.
  t = await startTestSim({ clock: testClock({ rate: 0 }) });
  client = await connectMqtt(t.sim.mqttTcpUrl, await loginAs(t.sim, demoAccount));
}, 60_000);
afterAll(async () => {
  await client?.endAsync(true);
  await t?.stop();
});

describe.each(KINDS)('%s', (name, handler) => {
  it('answers any params with a code, and writes nothing when it refuses them', async () => {
    await fc.assert(
      fc.asyncProperty(jsonInput, async (params) => {
        const before = folderState(t.dataDir);
        const answer = await request(client, scope(), name, params as Record<string, unknown>, { channel: handler.channel, timeoutMs: 5000 });
        const what = `${name} with ${JSON.stringify(params)?.slice(0, 300)}`;
        expect(answer, `${what}: no answer`).not.toBeNull();
        expect(typeof answer?.code, what).toBe('number');
        if (answer?.code !== 0) {
          expect(answer?.message, `${what}: a refusal without a message`).toEqual(expect.any(String));
          expect(changedFiles(before, folderState(t.dataDir)), `${what}: refused (code ${answer?.code}), yet written`).toEqual([]);
        }
        expect(failures(), `${what}: the simulator logged a failure`).toEqual([]);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(15) },
    );
  });

  it('refuses it on the other channel with code 1', async () => {
    const other = handler.channel === 'ohm' ? 'osm' : 'ohm';
    expect(await request(client, scope(), name, {}, { channel: other })).toMatchObject({ code: 1 });
  });
});

/**
 * A request's payload is read whole (sdk readRequest: size and depth before
 * JSON.parse) before its name is looked at (gateway/fleet.ts), so params
 * nested thousands deep are dropped the same way whatever the command:
 * checked here at that function for every command, and sent over the broker
 * once for each channel rather than once for each command.
 */
const deepRequest = (name: string, deep: string) => `{"uid":"deep","name":${JSON.stringify(name)},"type":"command","params":{"a":${deep}}}`;

describe('params nested thousands deep', () => {
  it('are refused unread by readRequest, for every command', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS.map(([name]) => name)), deepText, (name, deep) => {
        expect(readRequest(deepRequest(name, deep))).toMatchObject({ ok: false });
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(200) },
    );
  });

  it.each(['ohm', 'osm'] as const satisfies readonly GatewayChannel[])('are dropped on %s, and the gateway answers the next request; nothing changes', async (channel) => {
    const names = KINDS.filter(([, handler]) => handler.channel === channel).map(([name]) => name);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), deepText, async (name, deep) => {
        const before = folderState(t.dataDir);
        await client.publishAsync(topics.request(scope(), channel), deepRequest(name, deep));
        // One connection, in order: the deep request was handled (dropped) before this ping.
        expect(await request(client, scope(), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
        expect(client.connected).toBe(true);
        expect(changedFiles(before, folderState(t.dataDir))).toEqual([]);
        expect(failures()).toEqual([]);
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(10) },
    );
  });
});

describe('payloads that are not requests', () => {
  it('are dropped and logged, and the gateway answers the next request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          rawText,
          deepText,
          jsonInput.map((value) => JSON.stringify(value) ?? 'null'),
        ),
        async (payload) => {
          const before = folderState(t.dataDir);
          await client.publishAsync(topics.request(scope(), 'ohm'), payload);
          expect(await request(client, scope(), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
          expect(changedFiles(before, folderState(t.dataDir))).toEqual([]);
        },
      ),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(30) },
    );
  });
});
