// The broker's packet limit (packetSizeGuard.ts): the scanner over chunks
// cut anywhere, then a signed-in client claiming a 64 MB PUBLISH over TCP
// and over WebSocket against the real simulator.
import type { Duplex } from 'node:stream';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAYLOAD_BYTES, type LoginResult } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { connectMqtt, loginAs, request, scopeOf, startTestSim, type TestSim } from '../../test/harness/simHarness';
import { MAX_PACKET_BYTES, PacketSizeScanner } from './packetSizeGuard';

/** A PUBLISH fixed header (qos 0) with `remaining` as its remaining length. */
function publishHeader(remaining: number): Buffer {
  const bytes = [0x30];
  let value = remaining;
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    bytes.push(byte);
  } while (value > 0);
  return Buffer.from(bytes);
}

describe('PacketSizeScanner', () => {
  it('follows packets cut anywhere and accepts exactly the limit', () => {
    const packets = Buffer.concat([publishHeader(3), Buffer.from('abc'), Buffer.from([0xc0, 0x00]), publishHeader(200), Buffer.alloc(200), publishHeader(100)]);
    for (let cut = 0; cut <= packets.length; cut++) {
      const scanner = new PacketSizeScanner(200);
      expect(scanner.accept(packets.subarray(0, cut)) && scanner.accept(packets.subarray(cut))).toBe(true);
    }
    const byteByByte = new PacketSizeScanner(200);
    expect([...packets].every((b) => byteByByte.accept(Buffer.from([b])))).toBe(true);
  });

  it('refuses a length over the limit as soon as it is read, and a five-byte length', () => {
    const header = publishHeader(201);
    const scanner = new PacketSizeScanner(200);
    expect(scanner.accept(Buffer.concat([publishHeader(2), Buffer.from('ok')]))).toBe(true);
    expect(scanner.accept(header.subarray(0, 1))).toBe(true);
    expect(scanner.accept(header.subarray(1))).toBe(false);
    expect(new PacketSizeScanner(2 ** 30).accept(Buffer.from([0x30, 0xff, 0xff, 0xff, 0xff, 0x01]))).toBe(false);
  });
});

let t: TestSim;
let demo: LoginResult;
beforeAll(async () => {
  t = await startTestSim();
  demo = await loginAs(t.sim, demoAccount);
});
afterAll(() => t.stop());

const CLAIMED = 64 * 1024 * 1024;

/**
 * Writes a PUBLISH header claiming 64 MB, then its body in 64 KiB writes
 * (waiting for drain, as a real sender must), until the server closes the
 * connection or the body is all sent. Answers how many body bytes went out.
 */
async function sendHugePublish(client: MqttClient): Promise<{ closed: boolean; sent: number }> {
  const stream = client.stream as Duplex;
  let closed = false;
  client.on('error', () => undefined);
  const gone = new Promise<void>((resolve) => client.stream.once('close', () => resolve()));
  void gone.then(() => (closed = true));
  const topic = Buffer.from(`homeport/${demo.userId}/gtw/${DEMO_ONLINE_SERIAL}/ohm/req`);
  stream.write(Buffer.concat([publishHeader(CLAIMED), Buffer.from([topic.length >> 8, topic.length & 0xff]), topic]));
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  while (!closed && sent < CLAIMED) {
    const more = stream.write(chunk);
    sent += chunk.length;
    if (!more) await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), gone]);
  }
  await gone;
  return { closed, sent };
}

describe('MQTT packet limit', () => {
  it('passes a PUBLISH of the largest payload the sdk sends, on the longest topic MQTT allows, at qos 1', () => {
    // MQTT 3.1.1 §1.5.3, §3.3.2: a two-byte topic length, up to 65,535 bytes of topic, a two-byte packet id.
    const packet = publishHeader(2 + 65_535 + 2 + MAX_PAYLOAD_BYTES);
    expect(new PacketSizeScanner(MAX_PACKET_BYTES).accept(packet)).toBe(true);
    expect(new PacketSizeScanner(MAX_PACKET_BYTES).accept(publishHeader(MAX_PACKET_BYTES + 1))).toBe(false);
  });

  for (const transport of ['TCP', 'WebSocket'] as const) {
    it(`closes a ${transport} client that claims a 64 MB PUBLISH before the body arrives, and serves the others`, async () => {
      const url = transport === 'TCP' ? t.sim.mqttTcpUrl : t.sim.wsUrl;
      const bystander = await connectMqtt(url, demo);
      const attacker = await connectMqtt(url, demo);
      const { closed, sent } = await sendHugePublish(attacker);
      await attacker.endAsync(true);
      expect(closed).toBe(true);
      // The server hung up after the header: what went out is what the socket buffers held, not the body.
      expect(sent).toBeLessThan(CLAIMED / 4);
      expect(t.logs.some((line) => line.includes(`a packet over ${MAX_PACKET_BYTES} bytes`))).toBe(true);

      expect(bystander.connected).toBe(true);
      expect(await request(bystander, scopeOf(demo.userId, DEMO_ONLINE_SERIAL), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
      await bystander.endAsync(true);
    });
  }

  it('passes a request of half a megabyte, which the gateway answers', async () => {
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    const answer = await request(client, scopeOf(demo.userId, DEMO_ONLINE_SERIAL), 'ping', { pad: 'x'.repeat(512 * 1024) }, { channel: 'osm' });
    expect(answer).toMatchObject({ code: 0 });
    await client.endAsync(true);
  });
});
