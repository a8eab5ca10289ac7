// `homeport-sim scenario run FILE`: against a running simulator (--url, the
// token from its data folder), and with --start on one of its own. Each step
// is printed as it ends; a failing scenario exits 1 naming the step, a bad
// file exits 2 naming the step and the field.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ONLINE_SERIAL } from '../seed/accounts';
import { startTestSim, type TestSim } from '../../test/harness/simHarness';
import { LIBRARY_DIR } from './scenarioFile';

let t: TestSim;
let files: string;
beforeAll(async () => {
  t = await startTestSim();
  files = mkdtempSync(join(tmpdir(), 'homeport-scenario-files-'));
}, 120_000);
afterAll(async () => {
  await t?.stop();
  rmSync(files, { recursive: true, force: true });
});

const cli = join(import.meta.dirname, '../../bin/homeport-sim.mjs');
const exec = async (args: string[]) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args], { env: { PATH: process.env.PATH } });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
};
const run = (...args: string[]) => exec(['--url', t.sim.httpUrl, '--data', t.dataDir, ...args]);
const file = (name: string, text: string) => {
  const path = join(files, name);
  writeFileSync(path, text);
  return path;
};

describe('homeport-sim scenario run', () => {
  it('is in the help', async () => {
    expect((await run('--help')).out).toContain('scenario run <file> [--start]');
  });

  it('prints each step and the report, and exits 1 at the first false expectation', async () => {
    const path = file(
      'wrong.yaml',
      [
        'name: A wrong expectation',
        'clock: { paused: true }',
        'steps:',
        '  - action: reset',
        `  - action: gateway.offline`,
        `    serial: ${DEMO_ONLINE_SERIAL}`,
        `  - at: 3h`,
        `    label: still offline, or is it`,
        `    expect: { gateway: ${DEMO_ONLINE_SERIAL}, field: connectionStatus, equals: online }`,
        '  - action: reset',
      ].join('\n'),
    );
    const { code, out } = await run('scenario', 'run', path);
    expect(code).toBe(1);
    expect(out).toContain('scenario "A wrong expectation"');
    expect(out).toMatch(/ok +1\/4 .*reset/);
    expect(out).toMatch(/ok +2\/4 .*gateway\.offline HP1000000001/);
    expect(out).toMatch(/FAIL 3\/4 \+3h00m +still offline, or is it — HP1000000001 connectionStatus is "offline", not "online"/);
    expect(out).toMatch(/skip 4\/4/);
    expect(out).toContain('FAILED: 2/4 steps; 3h00m simulated');
    expect(out).toContain('events: gateway_updated');
    expect(out).toContain('failed at step 3 (still offline, or is it)');
  });

  it('refuses a bad file naming the step and the field, and a file that is not YAML with its line', async () => {
    const bad = file(
      'bad.json',
      JSON.stringify({ name: 'bad', steps: [{ action: 'reset' }, { action: 'gateway.patch', serial: DEMO_ONLINE_SERIAL, body: { connectionStatus: 'asleep' } }] }),
    );
    const refused = await run('scenario', 'run', bad);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('bad.json: step 2 (action gateway.patch): body.connectionStatus must be "online" or "offline" (400 000400)');
    const broken = await run('scenario', 'run', file('broken.yaml', 'name: broken\nsteps:\n  - action: reset\n    serial: [HP1\n'));
    expect(broken.code).toBe(2);
    expect(broken.out).toMatch(/broken\.yaml:\d+:\d+: /);
    expect((await run('scenario', 'run', join(files, 'missing.yaml'))).out).toContain('cannot read');
  });

  it('with --start, runs a library scenario on a simulator of its own and exits 0', async () => {
    const { code, out } = await exec(['scenario', 'run', join(LIBRARY_DIR, 'door-lock-and-window.yaml'), '--start']);
    expect(out).toContain('simulator started at http://localhost:');
    expect(out).toMatch(/ok +4\/11 .*waitFor device_added on HP1000000001 — device_added on homeport\/64a000000000000000000001\/gtw\/HP1000000001\/evt/);
    expect(out).toContain('passed: 11/11 steps');
    expect(code).toBe(0);
  }, 120_000);
});
