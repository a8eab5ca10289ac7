import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { api, connectMqtt, loginAs, request, scopeOf, startTestSim, type TestSim } from '../../test/harness/simHarness';

const site = mkdtempSync(join(tmpdir(), 'homeport-site-'));
let t: TestSim;
beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Homeport</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(site, 'config.js'), 'window.homeportConfig = {};');
  t = await startTestSim({ serveDir: site });
});
afterAll(async () => {
  await t.stop();
  rmSync(site, { recursive: true, force: true });
});

const text = async (path: string) => {
  const response = await fetch(`${t.sim.httpUrl}${path}`);
  return { status: response.status, body: await response.text() };
};

describe('one HTTP server', () => {
  it('serves the SPA, its assets and index.html for client routes, never for /api', async () => {
    expect(await text('/')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Homeport') });
    expect(await text('/assets/app.js')).toEqual({ status: 200, body: 'console.log(1)' });
    const cacheOf = async (path: string) => (await fetch(`${t.sim.httpUrl}${path}`)).headers.get('cache-control');
    // Hashed assets are kept for a year; the settings file and the page itself are asked again each time.
    expect(await cacheOf('/assets/app.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('/config.js')).toBe('no-cache');
    expect(await cacheOf('/gtw_settings')).toBe('no-cache');
    expect(await text('/gtw_settings')).toMatchObject({ status: 200, body: expect.stringContaining('<title>Homeport') });
    const api404 = await text('/api/not/here');
    expect(api404.status).toBe(404);
    expect(JSON.parse(api404.body)).toEqual([{ errorCode: '000404', message: 'No route GET /api/not/here' }]);
  });

  it('answers /local/{serial}/ with 404 JSON while the host has no local.html', async () => {
    const missing = await text(`/local/${DEMO_ONLINE_SERIAL}/`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual([{ errorCode: '000404', message: 'The local interface is not built (no local.html)' }]);
  });

  it('answers a failure outside /api with its status text only, never a stack or a path, and logs the detail', async () => {
    for (const path of ['/%', '/assets/%E0%A4%A', '/sim-idp/%', `/local/${DEMO_ONLINE_SERIAL}/%`, '/sim-media/%/1/live']) {
      const response = await fetch(`${t.sim.httpUrl}${path}`);
      expect({ path, status: response.status, type: response.headers.get('content-type'), body: await response.text() }).toEqual({
        path,
        status: 400,
        type: 'text/plain; charset=utf-8',
        body: 'Bad Request',
      });
    }
    expect(t.logs.some((line) => line.startsWith('http: GET /% answered 400: Failed to decode param'))).toBe(true);
  });

  it('answers an unknown path outside /api and the SPA with 404 as plain text', async () => {
    const bare = await startTestSim();
    const response = await fetch(`${bare.sim.httpUrl}/no/such/page`);
    expect({ status: response.status, type: response.headers.get('content-type'), body: await response.text() }).toEqual({
      status: 404,
      type: 'text/plain; charset=utf-8',
      body: 'Not Found',
    });
    await bare.stop();
  });

  it('answers a path that does not percent-decode with 400 000400', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const answer = await api<ErrorEntry[]>(t.sim, 'GET', '/udm/device/hg/%ZZ/info', { sessionId: demo.sessionId });
    expect(answer.status).toBe(400);
    expect(answer.body[0]?.errorCode).toBe('000400');
  });

  it('survives garbage on the MQTT TCP port and the WebSocket, and still serves clients', async () => {
    const tcpPort = t.sim.mqttPort;
    for (const bytes of [Buffer.from('GET / HTTP/1.1\r\n\r\n'), Buffer.from([0x10, 0xff, 0xff, 0xff, 0xff, 0x7f]), Buffer.from([0x30, 0x02, 0x00])]) {
      await new Promise<void>((resolve) => {
        const socket = connect(tcpPort, '127.0.0.1', () => socket.end(bytes));
        socket.on('close', () => resolve());
        socket.on('error', () => resolve());
      });
    }
    await new Promise<void>((resolve) => {
      const ws = new WebSocket(t.sim.wsUrl, 'mqtt');
      ws.on('open', () => {
        ws.send(Buffer.from('junk'));
        ws.send('a text frame');
        setTimeout(() => {
          ws.terminate();
          resolve();
        }, 100);
      });
      ws.on('error', () => resolve());
    });
    const refused = await new Promise<boolean>((resolve) => {
      const ws = new WebSocket(t.sim.wsUrl.replace('/mqtt', '/elsewhere'));
      ws.on('open', () => resolve(false));
      ws.on('error', () => resolve(true));
    });
    expect(refused).toBe(true);

    const demo = await loginAs(t.sim, demoAccount);
    const client = await connectMqtt(t.sim.wsUrl, demo);
    expect(await request(client, scopeOf(demo.userId, DEMO_ONLINE_SERIAL), 'ping', {}, { channel: 'osm' })).toMatchObject({ code: 0 });
    await client.endAsync(true);
  });
});
