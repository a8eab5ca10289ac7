// The QA routes behind their token (DESIGN.md "Access control"), against
// the real simulator: no header, a wrong one, the read-only raw data, the
// routes turned off, the token file, and the CLI that reads it.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import { DEMO_ONLINE_SERIAL } from '../seed/accounts';
import type { SimulatorOptions } from '../options';
import { startSimulator } from '../startSimulator';
import { api, cloudOnDisk, control, startTestSim, type TestSim } from '../../test/harness/simHarness';
import { CONTROL_TOKEN_NEEDED } from './controlGate';

const needsToken = [{ errorCode: '000401', message: CONTROL_TOKEN_NEEDED }];
const nameOnDisk = (dataDir: string) =>
  cloudOnDisk<{ gateways: Array<{ serialNumber: string; name: string }> }>(dataDir).gateways.find((g) => g.serialNumber === DEMO_ONLINE_SERIAL)?.name;

/** The status of a GET sent with `path` exactly as written. */
const rawStatus = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: t.sim.port, path }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim();
});
afterAll(async () => {
  await t?.stop();
});

describe('the control token', () => {
  it('answers 401 000401 without the token or with a wrong one, and does nothing', async () => {
    expect(t.sim.controlToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await control(t.sim, 'PATCH', `/gateways/${DEMO_ONLINE_SERIAL}`, { name: 'Kept by QA' });
    for (const controlToken of [null, 'x'.repeat(32), `${t.sim.controlToken}x`, t.sim.controlToken!.slice(1)]) {
      for (const [method, path] of [
        ['POST', '/__sim/reset'],
        ['GET', '/__sim/gateways'],
        ['GET', '/__db/users'],
        ['DELETE', `/__db/gateways/${DEMO_ONLINE_SERIAL}`],
      ] as const) {
        const answer = await api<ErrorEntry[]>(t.sim, method, path, { controlToken });
        expect({ method, path, status: answer.status, body: answer.body }).toEqual({ method, path, status: 401, body: needsToken });
        expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer /);
      }
    }
    // Another scheme, or the token without "Bearer", is no better.
    for (const authorization of [`Basic ${t.sim.controlToken}`, `${t.sim.controlToken}`, 'Bearer']) {
      const response = await fetch(`${t.sim.httpUrl}/api/__sim/gateways`, { headers: { authorization } });
      expect(response.status).toBe(401);
    }
    // Paths that route to the same handlers, sent as written (fetch would tidy them).
    for (const path of ['/API/__SIM/gateways', '/api//__sim/gateways', '/api/__sim//gateways', '//api/__sim/gateways', '/Api/__DB/users', '/api//__db/users', '/api/__db//users']) {
      expect({ path, status: await rawStatus(path) }).toMatchObject({ path, status: expect.toBeOneOf([401, 404]) });
    }
    expect(nameOnDisk(t.dataDir)).toBe('Kept by QA');
    expect((await control(t.sim, 'POST', '/reset')).status).toBe(200);
    expect(nameOnDisk(t.dataDir)).toBe('Demo Home');
  });

  it('keeps /api/__db read-only: GET and HEAD pass, a change is 403 000403 naming --db-writable', async () => {
    expect((await api(t.sim, 'GET', `/__db/gateways/${DEMO_ONLINE_SERIAL}`)).status).toBe(200);
    expect((await api(t.sim, 'HEAD', '/__db/users')).status).toBe(200);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await api<ErrorEntry[]>(t.sim, method, `/__db/gateways/${DEMO_ONLINE_SERIAL}`, { body: { name: 'Raw edit' } });
      expect(answer.status).toBe(403);
      expect(answer.body[0]).toMatchObject({ errorCode: '000403', message: expect.stringContaining('--db-writable') });
    }
    expect(nameOnDisk(t.dataDir)).toBe('Demo Home');
  });
});

describe('the token file and the options', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'homeport-token-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const start = (options: Partial<SimulatorOptions> = {}) => startSimulator({ port: 0, mqttPort: 0, dataDir, quiet: true, ...options });

  it('makes a random token in {dataDir}/control-token (0600) and keeps it across a restart, --fresh and reset', async () => {
    const first = await start({ fresh: true });
    const file = join(dataDir, 'control-token');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.controlToken);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect((await control(first, 'POST', '/reset')).status).toBe(200);
    await first.close();
    const again = await start({ fresh: true });
    expect(again.controlToken).toBe(first.controlToken);
    await again.close();
  });

  it('takes a given token without writing it, and refuses a weak one before starting', async () => {
    const kept = readFileSync(join(dataDir, 'control-token'), 'utf8');
    const given = await start({ controlToken: 'qa-given-token-0123456789' });
    expect(given.controlToken).toBe('qa-given-token-0123456789');
    expect((await api(given, 'GET', '/__sim/gateways')).status).toBe(200);
    expect((await api(given, 'GET', '/__sim/gateways', { controlToken: kept.trim() })).status).toBe(401);
    await given.close();
    expect(readFileSync(join(dataDir, 'control-token'), 'utf8')).toBe(kept);
    await expect(start({ controlToken: 'short' })).rejects.toThrow(/16 to 512 characters/);
    await expect(start({ controlToken: 'has spaces in it, sixteen+' })).rejects.toThrow(/16 to 512 characters/);
  });

  it('with control off answers both routes 404 like any unknown path, token or not', async () => {
    const off = await start({ control: false });
    expect(off.controlToken).toBeNull();
    for (const path of ['/__sim/gateways', '/__db/users']) {
      const answer = await api<ErrorEntry[]>(off, 'GET', path, { controlToken: readFileSync(join(dataDir, 'control-token'), 'utf8').trim() });
      expect(answer).toMatchObject({ status: 404, body: [{ errorCode: '000404', message: `No route GET /api${path}` }] });
    }
    await off.close();
  });
});

describe('the homeport-sim CLI', () => {
  const cli = join(import.meta.dirname, '../../bin/homeport-sim.mjs');
  const run = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [cli, '--url', t.sim.httpUrl, ...args], { env: { PATH: process.env.PATH, ...env } });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };

  it('reads the token from the data folder, the environment or --token', async () => {
    expect(await run(['--data', t.dataDir, 'gateway', DEMO_ONLINE_SERIAL])).toMatchObject({ code: 0, out: expect.stringContaining('"serialNumber": "HP1000000001"') });
    expect(await run(['sessions', 'demo@homeport.test'], { HOMEPORT_DATA: t.dataDir })).toMatchObject({ code: 0 });
    expect(await run(['gateways'], { HOMEPORT_SIM_TOKEN: t.sim.controlToken! })).toMatchObject({ code: 0, out: expect.stringContaining('HP1000000001') });
    expect(await run(['--token', 'wrong-token-0123456789', 'gateways'])).toMatchObject({ code: 2, out: expect.stringContaining('000401') });
  });

  it('says where it looked when it finds no token', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'homeport-notoken-'));
    const answer = await run(['--data', empty, 'gateways']);
    rmSync(empty, { recursive: true, force: true });
    expect(answer.code).toBe(2);
    expect(answer.out).toContain(`no control token: ${join(empty, 'control-token')} is missing or empty`);
  });
});
