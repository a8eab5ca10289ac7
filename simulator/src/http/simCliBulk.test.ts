// The homeport-sim CLI's `bulk` verb against the real simulator: it reads
// the bulk queue's state (GET /api/__sim/bulk/queue) and holds it (POST);
// an unknown action prints the usage and exits 2, changing nothing.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSim, type TestSim } from '../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim({ bulkConcurrency: 5 });
});
afterAll(async () => {
  await t?.stop();
});

const cli = join(import.meta.dirname, '../../bin/homeport-sim.mjs');
const run = async (...args: string[]) => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, '--url', t.sim.httpUrl, '--data', t.dataDir, ...args], { env: { PATH: process.env.PATH } });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
};

describe('homeport-sim bulk', () => {
  it('reads, pauses and resumes the bulk queue', async () => {
    expect(await run('bulk')).toEqual({ code: 0, out: 'bulk queue: running, 0 in flight of 5, 0 waiting, 0 campaigns\n' });
    expect((await run('bulk', 'pause')).out).toBe('bulk queue: paused, 0 in flight of 5, 0 waiting, 0 campaigns\n');
    expect((await run('bulk')).out).toContain('paused');
    expect((await run('bulk', 'resume')).out).toContain('running');
  });

  it('refuses an unknown action with the usage', async () => {
    const answer = await run('bulk', 'explode');
    expect(answer.code).toBe(2);
    expect(answer.out).toContain('bulk [pause|resume|stall]');
    expect((await run('bulk')).out).toContain('running');
  });
});
