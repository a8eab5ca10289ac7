// Untrusted input at every door, against the real simulator: a payload nested
// thousands deep over MQTT (TCP and WebSocket, an ordinary user and the
// read-only admin), a deep REST body, refused requests that must change
// nothing, secrets in requests, and the HTTP hardening (Permissions-Policy,
// no source maps). Each attack asserts the process is alive (another request
// still answers), the answer is shaped, and nothing changed.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseResponse, topics, type GatewayChannel, type GatewayResponse, type LoginResult } from '@homeport/sdk';
import { viewerAccount } from '@homeport/simulator';
import { deepRequestPayload, DEMO, DEMO_ONLINE, login, startHarness, type Harness } from '@homeport/test-support';

const site = mkdtempSync(join(tmpdir(), 'homeport-hostile-site-'));
const logs: string[] = [];
let t: Harness;
let demo: LoginResult;
let viewer: LoginResult;
beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Homeport</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(site, 'assets', 'app.js.map'), JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['export const secret = 1;'] }));
  // A paused clock: nothing changes on its own while the data folder is compared.
  t = await startHarness({ clockRate: 0, serveDir: site, log: (m) => logs.push(m) });
  demo = await login(t.sim, DEMO);
  viewer = await login(t.sim, { identity: viewerAccount.username, secret: viewerAccount.password });
});
afterAll(async () => {
  await t?.stop();
  rmSync(site, { recursive: true, force: true });
});

/** Every file of the data folder with its size and last write: a refused input must leave them as they were. */
function folderState(dir = t.dataDir): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(path.slice(dir.length + 1), `${statSync(path).size}:${statSync(path).mtimeMs}`);
    }
  };
  walk(dir);
  return files;
}
const changedFiles = (before: Map<string, string>, after = folderState()) => [
  ...[...after].filter(([path, stamp]) => before.get(path) !== stamp).map(([path]) => path),
  ...[...before.keys()].filter((path) => !after.has(path)),
];

/** One REST call with a session; `rawBody` as given, `body` as JSON. */
async function api(method: string, path: string, init: { sessionId?: string; body?: unknown; rawBody?: string }): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(init.sessionId ? { sessionId: init.sessionId } : {}) };
  const response = await fetch(`${t.sim.httpUrl}${path}`, { method, headers, body: init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body)) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const connectMqtt = (url: string, session: LoginResult): Promise<MqttClient> =>
  mqtt.connectAsync(url, { username: session.userId, password: session.sessionId, reconnectPeriod: 0, connectTimeout: 5000, protocolVersion: 4 });

async function subscribeCodes(client: MqttClient, filters: string[]): Promise<number[]> {
  return (await client.subscribeAsync(filters)).map((granted) => granted.qos);
}

/** Publishes a request as the given user and resolves with its answer, or null after 3 s. */
async function request(client: MqttClient, name: string, params: Record<string, unknown>, sender: string, channel: GatewayChannel = 'osm'): Promise<GatewayResponse | null> {
  const uid = randomUUID();
  const responseTopic = topics.response(scope(), channel);
  await subscribeCodes(client, [responseTopic]);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), 3000);
    const onMessage = (topic: string, payload: Buffer) => {
      const response = topic === responseTopic ? parseResponse(payload) : null;
      if (response?.uid === uid) finish(response);
    };
    function finish(value: GatewayResponse | null) {
      clearTimeout(timer);
      client.off('message', onMessage);
      resolve(value);
    }
    client.on('message', onMessage);
    client.publish(topics.request(scope(), channel), JSON.stringify({ uid, sender, name, params, type: 'command' }));
  });
}

const scope = () => ({ product: 'homeport', owner: demo.userId, serial: DEMO_ONLINE });

const failures = () => logs.filter((line) => / failed: /.test(line));

describe('a request nested thousands deep over MQTT', () => {
  const transports = { tcp: () => t.sim.mqttTcpUrl, ws: () => t.sim.wsUrl } as const;
  const roles = { 'an ordinary user': () => demo, 'the read-only admin': () => viewer } as const;
  const payloads = { 'objects 5,000 deep': deepRequestPayload('object', 5000), 'arrays 6,000 deep': deepRequestPayload('array', 6000) } as const;

  for (const [transport, url] of Object.entries(transports)) {
    for (const [who, session] of Object.entries(roles)) {
      it(`from ${who} over ${transport} is dropped; the process lives and answers the next ping on the same connection`, async () => {
        const client = await connectMqtt(url(), session());
        try {
          const before = folderState();
          for (const payload of Object.values(payloads)) client.publish(topics.request(scope(), 'osm'), payload);
          const answer = await request(client, 'ping', {}, session().userId);
          expect(answer?.code).toBe(0);
          expect(client.connected).toBe(true);
          expect(changedFiles(before)).toEqual([]);
          expect(failures()).toEqual([]);
        } finally {
          await client.endAsync(true);
        }
      });
    }
  }

  it('at the depth limit is still a request the gateway answers', async () => {
    const client = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const responseTopic = topics.response(scope(), 'osm');
      await subscribeCodes(client, [responseTopic]);
      const uid = randomUUID();
      // params at depth 2, so MAX_JSON_DEPTH - 2 more levels inside it.
      const inner = MAX_JSON_DEPTH - 2;
      const answered = new Promise<number | null>((resolve) => {
        client.on('message', (topic, payload) => {
          const response = topic === responseTopic ? parseResponse(payload) : null;
          if (response?.uid === uid) resolve(response.code);
        });
      });
      client.publish(topics.request(scope(), 'osm'), `{"uid":"${uid}","name":"ping","type":"query","params":{"a":${'['.repeat(inner)}${']'.repeat(inner)}}}`);
      expect(await answered).toBe(0);
    } finally {
      await client.endAsync(true);
    }
  });
});

describe('a REST body nested thousands deep', () => {
  it('is refused with a shaped 400 on body, changes nothing, and the next call answers', async () => {
    const before = folderState();
    const deep = `{"name":${'['.repeat(6000)}${']'.repeat(6000)}}`;
    const answer = await api('POST', `/api/udm/device/${DEMO_ONLINE}/pinLock/deactivate`, { sessionId: demo.sessionId, rawBody: deep });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual([expect.objectContaining({ errorCode: '000400', field: 'body' })]);
    const local = await fetch(`${t.sim.httpUrl}/local/${DEMO_ONLINE}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(local.status).toBe(400);
    expect(changedFiles(before)).toEqual([]);
    expect((await api('GET', '/api/udm/device/list', { sessionId: demo.sessionId })).status).toBe(200);
  });
});

describe('a refused request changes nothing', () => {
  it('a PIN with a NUL byte', async () => {
    const before = folderState();
    const answer = await api('POST', `/api/udm/device/${DEMO_ONLINE}/pinLock/deactivate`, { sessionId: demo.sessionId, body: { pin: '12\u000034' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual([expect.objectContaining({ errorCode: '000400', field: 'pin' })]);
    expect(changedFiles(before)).toEqual([]);
  });

  it('a local (LAN) login with an array body', async () => {
    const before = folderState();
    const answer = await fetch(`${t.sim.httpUrl}/local/${DEMO_ONLINE}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '["admin","x"]',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual([expect.objectContaining({ errorCode: '000400', field: 'body' })]);
    expect(changedFiles(before)).toEqual([]);
  });
});

describe('secrets in requests', () => {
  /** A client subscribed to `filter` that records every payload it receives. */
  async function watcher(session: LoginResult, filter: string): Promise<{ client: MqttClient; seen: Array<{ topic: string; text: string }> }> {
    const client = await connectMqtt(t.sim.mqttTcpUrl, session);
    const seen: Array<{ topic: string; text: string }> = [];
    client.on('message', (topic, payload) => seen.push({ topic, text: payload.toString('utf8') }));
    expect(await subscribeCodes(client, [filter])).toEqual([0]);
    return { client, seen };
  }

  it('the read-only admin on homeport/# and the owner on the gateway’s # never see a Wi-Fi or gateway password; the answers still reach them', async () => {
    const admin = await watcher(viewer, 'homeport/#');
    const owner = await watcher(demo, `homeport/${demo.userId}/gtw/${DEMO_ONLINE}/#`);
    const sender = await connectMqtt(t.sim.mqttTcpUrl, demo);
    try {
      const wifiPassword = `wifi-${randomUUID()}`;
      const gatewayPassword = `gtw-${randomUUID()}`;
      const wifi = await request(sender, 'set_wifi_network', { encryption: 'wpa2', ssid: 'Hostile', password: wifiPassword }, demo.userId);
      const gateway = await request(sender, 'set_gateway_password', { newPassword: gatewayPassword }, demo.userId);
      expect(wifi).not.toBeNull();
      expect(gateway).not.toBeNull();
      // The answers were published after the requests, on the same broker: once both watchers have them, the requests had their chance.
      for (const w of [admin, owner]) {
        await expect.poll(() => w.seen.filter((m) => m.topic.endsWith('/osm/res') && (m.text.includes(wifi!.uid) || m.text.includes(gateway!.uid))).length).toBe(2);
        expect(w.seen.filter((m) => m.text.includes(wifiPassword) || m.text.includes(gatewayPassword))).toEqual([]);
        expect(w.seen.filter((m) => m.topic.endsWith('/req'))).toEqual([]);
      }
    } finally {
      await Promise.all([admin.client.endAsync(true), owner.client.endAsync(true), sender.endAsync(true)]);
    }
  });
});

describe('HTTP hardening', () => {
  it('every answer carries a Permissions-Policy denying camera, microphone, geolocation, payment and usb', async () => {
    for (const path of ['/', '/assets/app.js', '/api/no/such/route', `/local/${DEMO_ONLINE}/api/get-board-info`, '/%']) {
      const policy = (await fetch(`${t.sim.httpUrl}${path}`)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy, path).toContain(`${feature}=()`);
    }
  });

  it('never serves a source map, whatever the build wrote', async () => {
    expect((await fetch(`${t.sim.httpUrl}/assets/app.js`)).status).toBe(200);
    const map = await fetch(`${t.sim.httpUrl}/assets/app.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret');
  });
});
