// A bulk campaign survives a killed simulator: the process is killed with
// SIGKILL while tasks are in flight, started again on the same data folder,
// and the queue goes on where it stopped: every task ends once, none is
// lost, and every gateway has the layout exactly once.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { RestClient, type BulkCampaign, type BulkTask } from '@homeport/sdk';
import { ADMIN } from '@homeport/test-support';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

const dataDir = mkdtempSync(join(tmpdir(), 'homeport-bulk-kill-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(fresh: boolean): Promise<SimProcess> {
  const sim = await startSimProcess({ dataDir, fresh });
  children.push(sim.child);
  return sim;
}

async function admin(sim: SimProcess): Promise<{ rest: RestClient; userId: string }> {
  const session = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  return { rest: new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId }), userId: session.userId };
}

async function kill(sim: SimProcess): Promise<void> {
  sim.child.kill('SIGKILL');
  await new Promise((resolve) => sim.child.once('exit', resolve));
}

/** The tasks of a campaign as its log on disk holds them (last line of each wins). */
function tasksOnDisk(campaignId: string): BulkTask[] {
  const tasks = new Map<string, BulkTask>();
  for (const line of readFileSync(join(dataDir, 'bulk', 'campaigns', `${campaignId}.log`), 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as { t?: BulkTask };
    if (record.t) tasks.set(record.t._id, record.t);
  }
  return [...tasks.values()];
}

const layout = (floor: string) => ({
  content_name: floor,
  content_type: 'lyt' as const,
  content_params: [{ name: 'create_layout' as const, params: { floors: [{ floor_name: floor, rooms: ['Hall'] }] }, type: 'command' as const }],
});

it('resumes a campaign after SIGKILL: in-flight tasks are checked, waiting ones run, none runs twice or is lost', async () => {
  const first = await start(true);
  const a = await admin(first);
  const serials = (await a.rest.location.filtering({ filter: {}, limit: 100 })).items.filter((r) => r.connectionStatus === 'online').map((r) => r.serialNumber);
  expect(serials.length).toBeGreaterThan(12);

  // 1. Tasks written In Progress but never sent (the queue stalled), then the process killed.
  expect((await first.control('POST', '/bulk/queue', { action: 'stall' })).status).toBe(200);
  const stalled: BulkCampaign = await a.rest.bulk.campaign.create({
    operation_name: 'Stalled attic',
    userId: a.userId,
    content: layout('Stalled attic'),
    devices: serials.slice(0, 12),
  });
  await expect.poll(() => tasksOnDisk(stalled._id).filter((t) => t.taskOptions.status === 'In Progress').length).toBe(8);
  await kill(first);

  // 2. On the same folder: a campaign killed straight after its answer, wherever its tasks were.
  const second = await start(false);
  const b = await admin(second);
  await expect.poll(async () => (await b.rest.bulk.campaign.get(stalled._id)).status, { timeout: 15_000 }).toBe('Completed');
  const racing = await b.rest.bulk.campaign.create({ operation_name: 'Racing cellar', userId: b.userId, content: layout('Racing cellar'), devices: serials });
  await kill(second);

  const third = await start(false);
  const c = await admin(third);
  try {
    await expect.poll(async () => (await c.rest.bulk.campaign.get(racing._id)).status, { timeout: 15_000 }).toBe('Completed');
    for (const [campaign, count] of [
      [stalled, 12],
      [racing, serials.length],
    ] as const) {
      const done = await c.rest.bulk.campaign.get(campaign._id);
      expect(done.taskCounters).toMatchObject({ total: count, successful: count, failed: 0, pending: 0, inProgress: 0 });
      const tasks = (await c.rest.bulk.task.getTasksInCampaign(campaign._id, { limit: 100 })).items;
      expect(tasks).toHaveLength(count);
      // One attempt each: a task resumed after the kill was checked or sent as the same attempt, not a new one.
      expect(tasks.map((t) => t.triedCounter)).toEqual(tasks.map(() => 1));
    }
    // Every gateway has each floor once (what the emulator keeps on disk).
    for (const serial of serials) {
      const home = JSON.parse(readFileSync(join(dataDir, 'gateways', `${serial}.json`), 'utf8')) as { floors: Array<{ floor_name: string }> };
      const names = home.floors.map((f) => f.floor_name);
      expect(names.filter((n) => n === 'Racing cellar')).toHaveLength(1);
      if (serials.indexOf(serial) < 12) expect(names.filter((n) => n === 'Stalled attic')).toHaveLength(1);
    }
    expect(readdirSync(join(dataDir, 'bulk', 'campaigns')).sort()).toEqual([`${racing._id}.log`, `${stalled._id}.log`].sort());
  } finally {
    await third.stop();
  }
}, 120_000); // three simulator processes start in turn: room for a busy machine, not a speed check
