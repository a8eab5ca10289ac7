import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { api, connectMqtt, loginAs, request, scopeOf, startTestSim, type TestSim } from '../../test/harness/simHarness';

const site = mkdtempSync(join(tmpdir(), 'homeport-site-'));
const KIT = Buffer.from(`export const kit = ${JSON.stringify('a widget kit '.repeat(400))};\n`);
let t: TestSim;
beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Homeport</title>');
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(site, 'config.js'), 'window.homeportConfig = {};');
  // What the host build writes for a chunk worth compressing (host/vite.config.ts).
  writeFileSync(join(site, 'assets', 'kit-AbC123.js'), KIT);
  writeFileSync(join(site, 'assets', 'kit-AbC123.js.br'), brotliCompressSync(KIT));
  writeFileSync(join(site, 'assets', 'kit-AbC123.js.gz'), gzipSync(KIT));
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

/** One request as the browser sends it, the body as it travelled (fetch would decompress it). */
function raw(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; encoding?: string; type?: string; vary?: string; cache?: string; etag?: string; length?: string; body: Buffer }>((resolve, reject) => {
    const url = new URL(t.sim.httpUrl);
    const sent = get({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          type: response.headers['content-type'],
          vary: response.headers.vary,
          cache: response.headers['cache-control'],
          etag: response.headers.etag,
          length: response.headers['content-length'],
          body: Buffer.concat(chunks),
        }),
      );
    });
    sent.on('error', reject);
  });
}

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

  it('sends a hashed asset as the compressed copy the browser accepts, with its type, caching and an ETag per encoding', async () => {
    const kit = '/assets/kit-AbC123.js';
    const br = await raw(kit, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await raw(kit, { 'accept-encoding': 'gzip' });
    const plain = await raw(kit, {});
    const identityOnly = await raw(kit, { 'accept-encoding': 'identity' });
    expect([br.encoding, gzip.encoding, plain.encoding, identityOnly.encoding]).toEqual(['br', 'gzip', undefined, undefined]);
    expect(brotliDecompressSync(br.body)).toEqual(KIT);
    expect(gunzipSync(gzip.body)).toEqual(KIT);
    expect(plain.body).toEqual(KIT);
    expect(br.body.length).toBeLessThan(KIT.length);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('application/javascript; charset=UTF-8');
      expect(answer.vary).toMatch(/accept-encoding/i);
      expect(answer.cache).toBe('public, max-age=31536000, immutable');
    }
    expect(new Set([br.etag, gzip.etag, plain.etag]).size).toBe(3);
    // A revalidation names the copy it holds; HEAD and ranges still work, on the bytes sent.
    expect((await raw(kit, { 'accept-encoding': 'br', 'if-none-match': br.etag ?? '' })).status).toBe(304);
    expect((await raw(kit, { 'accept-encoding': 'br', 'if-none-match': plain.etag ?? '' })).status).toBe(200);
    const head = await raw(kit, { 'accept-encoding': 'br' }, 'HEAD');
    expect({ status: head.status, encoding: head.encoding, length: head.length, body: head.body.length }).toEqual({
      status: 200,
      encoding: 'br',
      length: String(br.body.length),
      body: 0,
    });
    const range = await raw(kit, { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect({ status: range.status, body: range.body }).toEqual({ status: 206, body: gzip.body.subarray(0, 10) });
  });

  it('never serves a compressed copy by its own name, nor a file outside the folder', async () => {
    for (const path of ['/assets/kit-AbC123.js.br', '/assets/kit-AbC123.js.gz', '/assets/KIT-AbC123.js.BR']) {
      expect({ path, status: (await raw(path, { 'accept-encoding': 'br' })).status }).toEqual({ path, status: 404 });
    }
    for (const path of ['/assets/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd']) {
      const answer = await raw(path, { 'accept-encoding': 'br, gzip' });
      expect({ path, encoding: answer.encoding, leaked: answer.body.toString().includes('root:') }).toEqual({ path, encoding: undefined, leaked: false });
    }
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
