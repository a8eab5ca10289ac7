// Temp files a killed writer left behind are removed at the next start;
// a live writer's, and files that only look alike, are kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ONLINE_SERIAL } from '../seed/accounts';
import { startTestSim } from '../../test/harness/simHarness';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-stale-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('removes the temp files of a process that is gone, at start, and says so', async () => {
  const first = await startTestSim({ dataDir });
  await first.sim.close();

  // A process that has exited: its pid is no one's now.
  const deadPid = spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' }).pid!;
  const gatewaysDir = join(dataDir, 'gateways');
  const stale = [join(dataDir, `cloud.json.${deadPid}.7.tmp`), join(gatewaysDir, `${DEMO_ONLINE_SERIAL}.json.${deadPid}.8.tmp`)];
  for (const path of stale) writeFileSync(path, '');
  const live = join(gatewaysDir, `${DEMO_ONLINE_SERIAL}.json.${process.pid}.9.tmp`);
  const lookalike = join(dataDir, 'notes.tmp');
  writeFileSync(live, '');
  writeFileSync(lookalike, 'mine');

  const second = await startTestSim({ dataDir, fresh: false });
  await second.sim.close();
  expect(stale.map(existsSync)).toEqual([false, false]);
  expect([existsSync(live), existsSync(lookalike)]).toEqual([true, true]);
  expect(second.logs).toContain(`removed 2 temp files left by a killed process: ${stale.join(', ')}`);
  expect(readdirSync(dataDir).sort()).toEqual([
    'announcements',
    'bulk',
    'cloud',
    'cloud.json',
    'control-token',
    'gateways',
    'groups',
    'history',
    'netdiag',
    'notes.tmp',
    'rule-timers.json',
    'statistics',
  ]);
});
