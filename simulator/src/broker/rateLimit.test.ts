// docs/simulator.md "Fairness": the publish limit of a user (one bucket for
// all their connections), on the real simulator (aedes) with real mqtt.js
// clients.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MqttClient } from 'mqtt';
import { parseResponse, topics, type LoginResult } from '@homeport/sdk';
import { parseCliArgs } from '../cliArgs';
import { DEMO_ONLINE_SERIAL, demoAccount, familyAccount } from '../seed/accounts';
import { closedWithin, connectMqtt, loginAs, scopeOf, startTestSim, subscribeCodes, type TestSim } from '../../test/harness/simHarness';
import { clientLimitOf, DEFAULT_CLIENT_LIMIT } from './rateLimit';

const RATE = 20;
const BURST = 5;
const THROTTLED = /mqtt: client (\S+) \(user (\S+)\) publishes faster than/;

let t: TestSim;
let demo: LoginResult;
let family: LoginResult;
beforeAll(async () => {
  t = await startTestSim({ clientRate: RATE, clientBurst: BURST });
  demo = await loginAs(t.sim, demoAccount);
  family = await loginAs(t.sim, familyAccount);
});
afterAll(() => t.stop());

const scope = () => scopeOf(demo.userId, DEMO_ONLINE_SERIAL);

/** Every answer any client of a test receives, numbered in the order they arrived here. */
interface Answer {
  seq: number;
  at: number;
  client: string;
  uid: string;
}

/** A connection that sends pings to the demo gateway and records their answers in the shared `log`. */
async function pinger(name: string, session: LoginResult, log: Answer[], url = t.sim.mqttTcpUrl): Promise<{ client: MqttClient; send(count: number): string[] }> {
  const client = await connectMqtt(url, session);
  const responseTopic = topics.response(scope(), 'osm');
  expect(await subscribeCodes(client, [responseTopic])).toEqual([0]);
  // Everyone reaching the gateway receives its answers: each connection keeps those to its own requests.
  const mine = new Set<string>();
  client.on('message', (topic, payload) => {
    const response = topic === responseTopic ? parseResponse(payload) : null;
    if (response?.code === 0 && mine.has(response.uid)) log.push({ seq: log.length, at: performance.now(), client: name, uid: response.uid });
  });
  return {
    client,
    send(count) {
      const uids = Array.from({ length: count }, () => randomUUID());
      for (const uid of uids) mine.add(uid);
      for (const uid of uids) client.publish(topics.request(scope(), 'osm'), JSON.stringify({ uid, sender: session.userId, name: 'ping', params: {}, type: 'command' }));
      return uids;
    },
  };
}

/** Resolves once `log` holds `count` answers of `client` (polling the shared log). */
async function answersOf(log: Answer[], client: string, count: number): Promise<Answer[]> {
  for (;;) {
    const mine = log.filter((a) => a.client === client);
    if (mine.length >= count) return mine;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const throttleLines = () => t.logs.filter((line) => THROTTLED.test(line));

describe('per-user publish limit', () => {
  it('slows a client over its burst (all answered, in order), while another user’s request in the middle of its storm is answered before the storm ends', async () => {
    const log: Answer[] = [];
    const storm = await pinger('storm', demo, log);
    const other = await pinger('other', family, log);
    try {
      const before = throttleLines().length;
      const sentAt = performance.now();
      const stormUids = storm.send(30);
      // In the middle of the storm: once the burst has been answered, the other user asks once.
      await answersOf(log, 'storm', BURST + 1);
      const [otherUid] = other.send(1);
      const stormAnswers = await answersOf(log, 'storm', stormUids.length);
      const [otherAnswer] = await answersOf(log, 'other', 1);

      // Nothing lost, nothing reordered.
      expect(stormAnswers.map((a) => a.uid)).toEqual(stormUids);
      expect(otherAnswer!.uid).toBe(otherUid);
      // The other user waited for no one: answered while the storm's later requests were still held.
      expect(otherAnswer!.seq).toBeLessThan(stormAnswers.at(-1)!.seq);
      expect(stormAnswers.filter((a) => a.seq > otherAnswer!.seq).length).toBeGreaterThan(1);
      // The held ones came no faster than the rate allows (a property of the bucket, not of this machine's speed).
      // (The broker's bucket holds `burst` tokens when the first one arrives, then gains RATE a second: the last answer cannot come sooner.)
      expect(stormAnswers.at(-1)!.at - sentAt).toBeGreaterThanOrEqual(((stormUids.length - BURST) * 1000) / RATE);

      // Logged once for the storm's connection, never for the other.
      const lines = throttleLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`(user ${demo.userId})`);
      expect(lines[0]).toContain(`${RATE}/s (burst ${BURST})`);
      expect(THROTTLED.exec(lines[0]!)![1]).toBe(storm.client.options.clientId);
    } finally {
      await storm.client.endAsync(true);
      await other.client.endAsync(true);
    }
  });

  it('limits a client over WebSocket (/mqtt) as over TCP', async () => {
    const log: Answer[] = [];
    const storm = await pinger('ws', demo, log, t.sim.wsUrl);
    try {
      const before = throttleLines().length;
      const sentAt = performance.now();
      const uids = storm.send(BURST + 10);
      const answers = await answersOf(log, 'ws', uids.length);
      expect(answers.map((a) => a.uid)).toEqual(uids);
      expect(answers.at(-1)!.at - sentAt).toBeGreaterThanOrEqual(((uids.length - BURST) * 1000) / RATE);
      const lines = throttleLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(THROTTLED.exec(lines[0]!)![1]).toBe(storm.client.options.clientId);
    } finally {
      await storm.client.endAsync(true);
    }
  });

  it('does not limit the simulator’s own clients: answers to many connections within their bursts flow out of one internal client unheld', async () => {
    const log: Answer[] = [];
    // A quiet spell first: the users' buckets, emptied by the tests before, are full again.
    await new Promise((resolve) => setTimeout(resolve, (BURST * 1000) / RATE + 50));
    const clients = await Promise.all(Array.from({ length: 6 }, (_, i) => pinger(`c${i}`, i % 2 === 0 ? demo : family, log)));
    try {
      const before = throttleLines().length;
      // Each user's three connections send their burst between them (2 + 2 + 1).
      const counts = [2, 2, 2, 2, 1, 1];
      const sent = clients.map((c, i) => c.send(counts[i]!));
      // Ten answers leave through the fleet's one client, twice its burst if it had one.
      for (const [i, uids] of sent.entries()) expect((await answersOf(log, `c${i}`, uids.length)).map((a) => a.uid)).toEqual(uids);
      expect(throttleLines().slice(before)).toEqual([]);
    } finally {
      await Promise.all(clients.map((c) => c.client.endAsync(true)));
    }
  });

  it('counts all of a user’s connections together: three flooding connections are held to one rate, another user is not', async () => {
    const log: Answer[] = [];
    const floods = await Promise.all(['f0', 'f1', 'f2'].map((name) => pinger(name, demo, log)));
    const other = await pinger('bystander', family, log);
    try {
      const before = throttleLines().length;
      const sentAt = performance.now();
      const sent = floods.map((flood) => flood.send(10));
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [bystanderUid] = other.send(1);
      const answers = await Promise.all(floods.map((_, i) => answersOf(log, `f${i}`, 10)));
      // Each connection's own are in order; together they took the user's one rate (a connection alone would be
      // through after (10 - burst) / rate).
      for (const [i, uids] of sent.entries()) expect(answers[i]!.map((a) => a.uid)).toEqual(uids);
      const last = Math.max(...answers.map((list) => list.at(-1)!.at));
      expect(last - sentAt).toBeGreaterThanOrEqual(((30 - BURST) * 1000) / RATE);
      const bystander = (await answersOf(log, 'bystander', 1))[0]!;
      expect(bystander.uid).toBe(bystanderUid);
      expect(bystander.at).toBeLessThan(last);
      // One line for the user, whichever connection met the limit first.
      const lines = throttleLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(`(user ${demo.userId})`);
    } finally {
      await Promise.all([...floods, other].map((c) => c.client.endAsync(true)));
    }
  });

  it('drops what a client still had held when it disconnects, and the others carry on', async () => {
    const log: Answer[] = [];
    const storm = await pinger('gone', demo, log);
    storm.send(40);
    await answersOf(log, 'gone', BURST);
    await storm.client.endAsync(true);
    const after = await pinger('after', demo, log);
    try {
      const [uid] = after.send(1);
      expect((await answersOf(log, 'after', 1))[0]!.uid).toBe(uid);
      expect(log.filter((a) => a.client === 'gone').length).toBeLessThan(40);
    } finally {
      await after.client.endAsync(true);
    }
  });
});

describe('a session that ends while its publishes are held', () => {
  it('has them refused when their turn comes: the connection is closed and the rest never reach the gateway', async () => {
    // Its own simulator: the clock moves past the idle limit, and the sweep (which would disconnect first) is kept away.
    const own = await startTestSim({ clientRate: RATE, clientBurst: BURST, clockRate: 0, sessionIdleMs: 60_000, sessionSweepMs: 3_600_000 });
    try {
      const session = await loginAs(own.sim, demoAccount);
      const log: Answer[] = [];
      const held = await pinger('held', session, log, own.sim.mqttTcpUrl);
      held.send(30);
      await answersOf(log, 'held', BURST);
      own.sim.clock.advance(61_000);
      expect(await closedWithin(held.client)).toBe(true);
      // The burst went through; what waited for a token met the ended session (a token every 50 ms: far from all 25).
      expect(log.filter((a) => a.client === 'held').length).toBeLessThan(30);
    } finally {
      await own.stop();
    }
  });
});

describe('options', () => {
  it('defaults to 100 a second with a burst of 200, and "off" is no limit', () => {
    expect(DEFAULT_CLIENT_LIMIT).toEqual({ rate: 100, burst: 200 });
    expect(clientLimitOf({})).toEqual(DEFAULT_CLIENT_LIMIT);
    expect(clientLimitOf({ clientRate: 2.5 })).toEqual({ rate: 2.5, burst: 200 });
    expect(clientLimitOf({ clientRate: 'off', clientBurst: 3 })).toBeNull();
  });

  it('refuses bad values with a message naming the option, and the simulator does not start', async () => {
    for (const clientRate of [0, -1, NaN, Infinity, 2_000_000, 'fast' as unknown as number]) {
      expect(() => clientLimitOf({ clientRate }), String(clientRate)).toThrow(/^clientRate must be a number above 0 and at most 1000000 \(publishes a second\), or "off", not /);
    }
    for (const clientBurst of [0, 1.5, -3, NaN]) {
      expect(() => clientLimitOf({ clientBurst }), String(clientBurst)).toThrow(/^clientBurst must be an integer from 1 to 1000000/);
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'homeport-ratelimit-'));
    try {
      await expect(startTestSim({ dataDir, clientRate: 0 })).rejects.toThrow(/clientRate must be a number above 0/);
      await expect(startTestSim({ dataDir, clientBurst: 0 })).rejects.toThrow(/clientBurst must be an integer/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads --client-rate and --client-burst, refusing bad ones by their flag', () => {
    expect(parseCliArgs(['--client-rate', '50', '--client-burst', '80'], {})).toMatchObject({ clientRate: 50, clientBurst: 80 });
    expect(parseCliArgs(['--client-rate', 'off'], {})).toMatchObject({ clientRate: 'off' });
    expect(parseCliArgs([], {})).toMatchObject({ clientRate: 100, clientBurst: 200 });
    expect(() => parseCliArgs(['--client-rate', 'abc'], {})).toThrow(/^--client-rate must be a number above 0.*not NaN/);
    expect(() => parseCliArgs(['--client-rate', ''], {})).toThrow(/^--client-rate must be/);
    expect(() => parseCliArgs(['--client-burst', '0'], {})).toThrow(/^--client-burst must be an integer from 1 to 1000000 \(publishes at once\), not 0/);
  });
});
