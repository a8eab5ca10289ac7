import { expect } from 'vitest';
import type { HttpRequest, MatrixFixture } from './fixture';
import { allowed, control, refused } from './outcomes';
import type { RestRow } from './restRow';

/**
 * The access matrix rows of QA scenario runs (docs/simulator.md
 * "Scenarios"): control routes, the control token only. The run QA starts
 * here changes nothing (one wait of no time) and is over before the next cell.
 */

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });

interface RunView {
  id: string;
  name: string;
  status: string;
}

const runs = async (fx: MatrixFixture) => (await fx.qaOk<{ data: RunView[] }>('GET', '/__sim/scenarios')).data;

/** Waits until no run is going on (a run takes the clock; the next cell must find it free). */
async function settled(fx: MatrixFixture): Promise<void> {
  while ((await runs(fx)).some((r) => r.status === 'running')) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** The id of a finished matrix run, one started when there is none. */
async function matrixRun(fx: MatrixFixture): Promise<string> {
  const found = (await runs(fx)).find((r) => r.name === 'matrix probe');
  if (found) return found.id;
  const { data } = await fx.qaOk<{ data: RunView }>('POST', '/__sim/scenarios', { name: 'matrix probe', steps: [{ action: 'wait', for: 0 }] });
  await settled(fx);
  return data.id;
}

let probeId = 'run-1';

export const SCENARIO_ROWS: RestRow[] = [
  row({
    service: '__sim',
    method: 'POST',
    route: '/api/__sim/scenarios',
    why: 'DESIGN.md "Access control": a scenario drives the control API, QA only',
    expect: control(allowed(202)),
    request: (_fx, role) => ({ method: 'POST', path: '/api/__sim/scenarios', body: { name: `matrix ${role}`, steps: [{ action: 'wait', for: 0 }] } }),
    observe: async (fx) => (await runs(fx)).length,
    effect: (after, before) => expect(after).toBe(before + 1),
    answer: (body) => expect((body as { data: RunView }).data.id).toMatch(/^run-\d+$/),
    restore: (fx) => settled(fx),
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/scenarios',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    request: () => get('/api/__sim/scenarios'),
  }),
  row({
    service: '__sim',
    method: 'GET',
    route: '/api/__sim/scenarios/:id',
    why: 'DESIGN.md "Access control"',
    expect: control(),
    prepare: async (fx) => {
      probeId = await matrixRun(fx);
    },
    request: () => get(`/api/__sim/scenarios/${probeId}`),
    answer: (body) => expect((body as { data: RunView }).data.status).toBe('passed'),
  }),
  row({
    service: '__sim',
    method: 'DELETE',
    route: '/api/__sim/scenarios/:id',
    variant: 'a run that has ended (409: nothing to cancel)',
    why: 'DESIGN.md "Access control": only QA cancels a run',
    expect: control(refused(409, '000409')),
    prepare: async (fx) => {
      probeId = await matrixRun(fx);
    },
    request: () => ({ method: 'DELETE', path: `/api/__sim/scenarios/${probeId}` }),
  }),
];
