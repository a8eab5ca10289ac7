// The security headers on every kind of answer, against the real simulator
// serving a small built site (docs/simulator.md "HTTP hardening").
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ONLINE_SERIAL, demoAccount } from '../seed/accounts';
import { loginAs, startTestSim, type TestSim } from '../../test/harness/simHarness';
import { NONCE_PLACEHOLDER } from './htmlEntry';

const site = mkdtempSync(join(tmpdir(), 'homeport-site-'));
let t: TestSim;
beforeAll(async () => {
  mkdirSync(join(site, 'assets'));
  const entry = (title: string) =>
    `<!doctype html><title>${title}</title><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script type="module" src="/assets/app.js" nonce="${NONCE_PLACEHOLDER}"></script>`;
  writeFileSync(join(site, 'index.html'), entry('Homeport'));
  writeFileSync(join(site, 'local.html'), entry('Homeport gateway'));
  writeFileSync(join(site, 'assets', 'app.js'), 'console.log(1)');
  t = await startTestSim({ serveDir: site });
});
afterAll(async () => {
  await t?.stop();
  rmSync(site, { recursive: true, force: true });
});

/** The directives of a CSP header, by name. */
function directives(header: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const get = (path: string, init?: RequestInit) => fetch(`${t.sim.httpUrl}${path}`, init);

describe('security headers', () => {
  it('are on every answer: the SPA, assets, /api, QA routes, /local, /sim-idp, /sim-media, 404s and errors', async () => {
    const demo = await loginAs(t.sim, demoAccount);
    const answers = await Promise.all([
      get('/'),
      get('/gtw_settings'),
      get('/assets/app.js'),
      get('/api/udm/device/list', { headers: { sessionId: demo.sessionId } }),
      get('/api/no/such/route'),
      get('/api/__sim/gateways'),
      get(`/local/${DEMO_ONLINE_SERIAL}/`),
      get(`/local/${DEMO_ONLINE_SERIAL}/api/get-board-info`),
      get('/sim-idp/'),
      get(`/sim-media/${DEMO_ONLINE_SERIAL}/14/live?token=none`),
      get('/%'),
    ]);
    for (const response of answers) {
      const where = `${response.url} ${response.status}`;
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src'], where).toEqual(["'self'"]);
      expect(csp['script-src'], where).toEqual(["'self'"]);
      expect(csp['object-src'], where).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], where).toEqual(["'none'"]);
      expect(csp['base-uri'], where).toEqual(["'self'"]);
      expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), where).toBe('DENY');
      expect(response.headers.get('referrer-policy'), where).toBe('no-referrer');
      expect(response.headers.get('strict-transport-security'), where).toBeNull();
    }
  });

  it('lets the page talk MQTT over WebSocket to its own host and run mqtt.js’s timer worker', async () => {
    const csp = directives((await get('/')).headers.get('content-security-policy'));
    const host = new URL(t.sim.httpUrl).host;
    expect(csp['connect-src']).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('puts a fresh nonce in each HTML entry, the same as its style-src, and never serves the placeholder', async () => {
    const nonces = new Set<string>();
    for (const path of [
      '/',
      '/index.html',
      '/some/client/route',
      '/local.html',
      `/local/${DEMO_ONLINE_SERIAL}/`,
      `/local/${DEMO_ONLINE_SERIAL}/local.html`,
      `/local/${DEMO_ONLINE_SERIAL}/wifi`,
    ]) {
      const response = await get(path);
      const html = await response.text();
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
      expect(html, path).not.toContain(NONCE_PLACEHOLDER);
      expect(directives(response.headers.get('content-security-policy'))['style-src'], path).toEqual(["'self'", `'nonce-${nonce}'`]);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(7);
  });

  it('stamps the identity provider’s and the camera pages’ <style> with the nonce', async () => {
    for (const path of ['/sim-idp/', `/sim-media/${DEMO_ONLINE_SERIAL}/14/live?token=expired`]) {
      const response = await get(path);
      const nonce = /<style nonce="([^"]+)">/.exec(await response.text())?.[1];
      expect(directives(response.headers.get('content-security-policy'))['style-src'], path).toEqual(["'self'", `'nonce-${nonce}'`]);
    }
  });

  it('lets forms lead to the registered OAuth2 callbacks, and the identity provider’s form to its redirect_uri', async () => {
    const portal = directives((await get('/oauth2-dialog')).headers.get('content-security-policy'));
    expect(portal['form-action']).toEqual([
      "'self'",
      'https://oauth-redirect.googleusercontent.com',
      'https://pitangui.amazon.com',
      'https://layla.amazon.com',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
    const query = new URLSearchParams({ client_id: 'homeport-portal', redirect_uri: 'http://127.0.0.1:5173/ssoredirect', response_type: 'code', state: 's' });
    const idp = directives((await get(`/sim-idp/auth?${query}`)).headers.get('content-security-policy'));
    expect(idp['form-action']).toContain('http://127.0.0.1:5173');
  });

  it('keeps a hostile Host header out of the policy', async () => {
    const csp = await new Promise<string | undefined>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: t.sim.port, path: '/', headers: { host: "evil.example; script-src 'unsafe-inline'" } }, (res) => {
        res.resume();
        resolve(res.headers['content-security-policy'] as string | undefined);
      });
      req.on('error', reject);
      req.end();
    });
    expect(directives(csp ?? null)['connect-src']).toEqual(["'self'"]);
    expect(directives(csp ?? null)['script-src']).toEqual(["'self'"]);
  });
});
