import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEntry } from '@homeport/sdk';
import type { ScenarioReport } from '@homeport/sdk/sim';
import { DEMO_ONLINE_SERIAL } from '../../seed/accounts';
import { api, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
beforeAll(async () => {
  t = await startTestSim();
}, 120_000);
afterAll(() => t.stop());

const control = <T>(method: string, path: string, body?: unknown) => api<T>(t.sim, method, `/__sim${path}`, { body });

/** Reads the run until it has ended. */
async function finished(id: string): Promise<ScenarioReport> {
  for (;;) {
    const answer = await control<{ data: ScenarioReport }>('GET', `/scenarios/${id}`);
    expect(answer.status).toBe(200);
    if (answer.body.data.status !== 'running') return answer.body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /api/__sim/scenarios', () => {
  it('refuses a bad file with 400 000400 naming the step and the field, and runs nothing', async () => {
    const before = (await control<{ data: ScenarioReport[] }>('GET', '/scenarios')).body.data.length;
    const bad: Array<[body: unknown, words: string]> = [
      [{ steps: [{ action: 'reset' }] }, 'name'],
      [{ name: 'x', steps: [] }, 'steps must hold at least one step'],
      [
        { name: 'x', steps: [{ action: 'reset' }, { action: 'gateway.patch', serial: DEMO_ONLINE_SERIAL, body: { connectionStatus: 'sleeping' } }] },
        'step 2 (action gateway.patch): body.connectionStatus',
      ],
      [{ name: 'x', steps: [{ action: 'gateway.explode', serial: DEMO_ONLINE_SERIAL }] }, 'step 1 (action gateway.explode): action must be one of reset, gateway.patch'],
      [{ name: 'x', steps: [{ waitFor: { event: 'device_added', timeout: 'soon' } }] }, 'step 1 (waitFor): waitFor.timeout must be a duration'],
      [{ name: 'x', steps: [{ action: 'reset' }, { action: 'reset' }, { expect: { gateway: DEMO_ONLINE_SERIAL, field: 'name' } }] }, 'step 3 (expect gateway): expect.equals'],
      [{ name: 'x', steps: [{ at: '5 minutes', action: 'reset' }] }, 'step 1 (action reset): at must be a duration'],
      [{ name: 'x', steps: [{ sleep: '5s' }] }, 'step 1 (steps.0) needs action, waitFor or expect'],
      [{ name: 'x', colour: 'red', steps: [{ action: 'reset' }] }, 'colour'],
    ];
    for (const [body, words] of bad) {
      const answer = await control<ErrorEntry[]>('POST', '/scenarios', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body[0]?.errorCode).toBe('000400');
      expect(`${answer.body[0]?.field} ${answer.body[0]?.message}`, JSON.stringify(body)).toContain(words);
    }
    expect((await control<{ data: ScenarioReport[] }>('GET', '/scenarios')).body.data).toHaveLength(before);
    expect((await control<{ data: { connectionStatus: string } }>('GET', `/gateways/${DEMO_ONLINE_SERIAL}`)).body.data.connectionStatus).toBe('online');
  });

  it('answers a run id at once; GET follows the run to its report', async () => {
    const started = await control<{ data: ScenarioReport }>('POST', '/scenarios', {
      name: 'offline and back',
      clock: { paused: true },
      steps: [
        { action: 'reset' },
        { action: 'gateway.offline', serial: DEMO_ONLINE_SERIAL },
        { expect: { event: 'gateway_updated', serial: DEMO_ONLINE_SERIAL } },
        { at: '90m', action: 'gateway.online', serial: DEMO_ONLINE_SERIAL },
        { expect: { gateway: DEMO_ONLINE_SERIAL, field: 'connectionStatus', equals: 'online' } },
      ],
    });
    expect(started.status).toBe(202);
    expect(started.body.data.id).toMatch(/^run-\d+$/);
    expect(started.body.data.stepsTotal).toBe(5);
    const report = await finished(started.body.data.id);
    expect(report).toMatchObject({ name: 'offline and back', status: 'passed', stepsDone: 5, failure: null });
    expect(report.steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    // The paused clock was moved to the `at:` of step 4, and no further.
    expect(report.steps[3]?.atMs).toBe(90 * 60_000);
    expect(report.simulatedMs).toBe(90 * 60_000);
    expect(report.events.gateway_updated, JSON.stringify(report)).toBeGreaterThanOrEqual(2);
    expect(report.realMs).toBeGreaterThanOrEqual(0);
  });

  it('fails the run on the first false expectation, names it, and skips the rest', async () => {
    const report = await t.sim.scenarios.run({
      name: 'wrong expectation',
      steps: [
        { action: 'reset' },
        { label: 'the name is not this', expect: { gateway: DEMO_ONLINE_SERIAL, field: 'name', equals: 'Castle' } },
        { action: 'gateway.offline', serial: DEMO_ONLINE_SERIAL },
      ],
    });
    expect(report.status).toBe('failed');
    expect(report.stepsDone).toBe(1);
    expect(report.failure).toEqual({ step: 2, label: 'the name is not this', message: `${DEMO_ONLINE_SERIAL} name is "Demo Home", not "Castle"` });
    expect(report.steps.map((s) => s.status)).toEqual(['done', 'failed', 'skipped']);
    expect((await control<{ data: { connectionStatus: string } }>('GET', `/gateways/${DEMO_ONLINE_SERIAL}`)).body.data.connectionStatus).toBe('online');
  });

  it('a waitFor that never comes fails when its timeout has passed on the paused clock', async () => {
    const report = await t.sim.scenarios.run({
      name: 'nothing comes',
      clock: { paused: true },
      steps: [{ action: 'reset' }, { waitFor: { event: 'device_added', serial: DEMO_ONLINE_SERIAL, timeout: '2h' } }],
    });
    expect(report.failure).toMatchObject({ step: 2, message: `no device_added on ${DEMO_ONLINE_SERIAL} within 2h00m` });
    // From the step's start (the reset ran at the start's rate): exactly its timeout.
    expect(report.simulatedMs - report.steps[1]!.atMs!).toBe(2 * 3_600_000);
  });

  it('on a running clock, a waitFor waits in real time for what the gateway does later (an interview)', async () => {
    const report = await t.sim.scenarios.run({
      name: 'pairing at ten minutes a second',
      clock: { rate: 600 },
      steps: [
        { action: 'reset' },
        { action: 'device.pair', serial: DEMO_ONLINE_SERIAL, body: { kind: 'dimmer', name: 'Porch Light' } },
        // A limit on waiting, in simulated time: at 600x an hour is 6 s of real time, for a machine busy with other lanes.
        { waitFor: { event: 'device_added', serial: DEMO_ONLINE_SERIAL, data: { device_name: 'Porch Light' }, timeout: '1h' } },
        { expect: { gateway: DEMO_ONLINE_SERIAL, field: 'emulator.deviceCount', equals: 21 } },
        { label: 'back to real time', action: 'clock.set', body: { rate: 1 } },
      ],
    });
    expect(report.failure).toBeNull();
    expect(report.steps[2]?.message).toMatch(/^device_added on homeport\/64a000000000000000000001\/gtw\/HP1000000001\/evt at \+/);
    expect(report.simulatedMs).toBeGreaterThan(0);
  });

  it('a refused control call fails its step unless the step expects that status', async () => {
    const report = await t.sim.scenarios.run({
      name: 'refusals',
      steps: [
        { action: 'reset' },
        { action: 'gateway.offline', serial: DEMO_ONLINE_SERIAL },
        { label: 'an offline gateway pairs nothing', action: 'device.install', serial: DEMO_ONLINE_SERIAL, body: { kind: 'dimmer' }, status: 409 },
        { action: 'gateway.removeOwner', serial: 'HP1000000006' },
      ],
    });
    expect(report.steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'failed']);
    expect(report.failure?.message).toContain('DELETE /api/__sim/gateways/HP1000000006/owner answered 409');
  });

  it('DELETE cancels the run going on: its step fails, the rest are skipped, and the next run may start', async () => {
    const started = await control<{ data: ScenarioReport }>('POST', '/scenarios', {
      name: 'a day in real time',
      steps: [{ action: 'reset' }, { action: 'clock.set', body: { rate: 1 } }, { label: 'a whole day', action: 'wait', for: '1d' }, { action: 'reset' }],
    });
    expect(started.status).toBe(202);
    const id = started.body.data.id;
    // Once the wait has begun.
    while ((await control<{ data: ScenarioReport }>('GET', `/scenarios/${id}`)).body.data.steps[2]?.status !== 'running') await new Promise((resolve) => setTimeout(resolve, 10));
    const cancelled = await control<{ data: ScenarioReport }>('DELETE', `/scenarios/${id}`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'failed', stepsDone: 2, failure: { step: 3, label: 'a whole day' } });
    expect(cancelled.body.data.failure?.message).toContain('cancelled');
    expect(cancelled.body.data.steps.map((s) => s.status)).toEqual(['done', 'done', 'failed', 'skipped']);
    expect((await control<ErrorEntry[]>('DELETE', `/scenarios/${id}`)).status).toBe(409);
    expect((await control<ErrorEntry[]>('DELETE', '/scenarios/run-999999')).status).toBe(404);
    expect((await t.sim.scenarios.run({ name: 'next', steps: [{ action: 'wait', for: 0 }] })).status).toBe('passed');
  });

  it('runs one scenario at a time: a second is 409 while the first goes on', async () => {
    const first = await control<{ data: ScenarioReport }>('POST', '/scenarios', {
      name: 'a long wait',
      clock: { rate: 1000 },
      steps: [{ action: 'reset' }, { action: 'clock.set', body: { rate: 1000 } }, { action: 'wait', for: '30m' }],
    });
    expect(first.status).toBe(202);
    const second = await control<ErrorEntry[]>('POST', '/scenarios', { name: 'another', steps: [{ action: 'reset' }] });
    expect(second.status).toBe(409);
    expect(second.body[0]?.errorCode).toBe('000409');
    expect((await finished(first.body.data.id)).status).toBe('passed');
    expect((await control<ErrorEntry[]>('GET', '/scenarios/run-999999')).status).toBe(404);
    expect((await control<ErrorEntry[]>('GET', '/scenarios/abc')).status).toBe(400);
  });
});
