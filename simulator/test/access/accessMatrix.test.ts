// The access matrix (DESIGN.md "Access control"; docs/access.md): every REST
// route and every MQTT topic family against every role, on the real
// simulator with real fetch and real mqtt.js clients. Each cell is its own
// test, named "route × role → answer"; a refused write must change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessGridMarkdown } from './accessGrid';
import type { CellHooks } from './cell';
import { codeOf, MatrixFixture } from './fixture';
import { expectMqtt, MQTT_ROWS, mqttAllowed, mqttOutcomeLabel, mqttRowTitle, topicFamilies, type MqttAction, type MqttOutcome, type MqttRow } from './mqttMatrix';
import { isAllowed, outcomeLabel, type Outcome } from './outcomes';
import { REST_ROWS, rowTitle, SERVICES, type RestRow, type Service } from './restMatrix';
import { routeKey, simulatorRoutes } from './restRoutes';
import { ROLES, type Role } from './roles';

let fx: MatrixFixture;
beforeAll(async () => {
  fx = await MatrixFixture.start();
});
afterAll(() => fx?.stop());

/**
 * One cell around its call: enter the role's standing, prepare, observe,
 * call, then check the effect of an allowed call or that a refused one
 * changed nothing; always restore, leave and (when the row says so) heal.
 */
async function runCell<T>(hooks: CellHooks<T>, role: Role, allowed: boolean, call: () => Promise<void>): Promise<void> {
  let before: T | undefined;
  try {
    await fx.enter(role);
    await hooks.prepare?.(fx, role);
    if (hooks.observe) before = await hooks.observe(fx, role);
    await call();
    if (hooks.observe) {
      const after = await hooks.observe(fx, role);
      if (allowed) hooks.effect?.(after, before as T, fx, role);
      else expect.soft(after, 'a refused call changes nothing').toEqual(before);
    }
  } finally {
    await hooks.restore?.(fx, role, before);
    await fx.leave(role);
    if (hooks.heal) await fx.heal();
  }
}

interface RestCell {
  name: string;
  row: RestRow;
  role: Role;
  outcome: Outcome;
}

const restCells = (service: Service): RestCell[] =>
  REST_ROWS.filter((row) => row.service === service).flatMap((row) =>
    ROLES.map((role) => ({ name: `${rowTitle(row)} × ${role} → ${outcomeLabel(row.expect[role])}`, row, role, outcome: row.expect[role] })),
  );

async function runRestCell({ row, role, outcome }: RestCell): Promise<void> {
  await runCell(row, role, isAllowed(outcome), async () => {
    const request = await row.request(fx, role);
    const answer = await fx.call(role, request, `${row.method} ${row.route}`);
    expect.soft({ status: answer.status, code: codeOf(answer.body) }, `answer: ${answer.text.slice(0, 300)}`).toEqual(outcome);
    if (answer.status === outcome.status && isAllowed(outcome)) row.answer?.(answer.body, fx, role);
  });
}

interface MqttCell {
  name: string;
  row: MqttRow;
  role: Role;
  outcome: MqttOutcome;
}

const mqttCells = (action: MqttAction): MqttCell[] =>
  MQTT_ROWS.filter((row) => row.action === action).flatMap((row) =>
    ROLES.flatMap((role) => {
      const outcome = row.expect[role];
      return outcome ? [{ name: `${mqttRowTitle(row)} × ${role} → ${mqttOutcomeLabel(outcome)}`, row, role, outcome }] : [];
    }),
  );

async function runMqttCell({ row, role, outcome }: MqttCell): Promise<void> {
  await runCell(row, role, mqttAllowed(outcome), async () => expectMqtt(outcome, await row.run(fx, role)));
}

/** The QA back door goes last: before its gate, its cells reset the simulator and end sessions. */
const QA_SERVICES: Service[] = ['__sim', '__db'];

describe.each(SERVICES.filter((s) => !QA_SERVICES.includes(s)))('REST %s', (service) => {
  it.each(restCells(service).map((cell) => [cell.name, cell] as const))('%s', (_name, cell) => runRestCell(cell));
});

describe.each(['CONNECT', 'SUBSCRIBE', 'PUBLISH', 'DELIVER'] as const)('MQTT %s', (action) => {
  it.each(mqttCells(action).map((cell) => [cell.name, cell] as const))('%s', (_name, cell) => runMqttCell(cell));
});

describe.each(QA_SERVICES)('REST %s', (service) => {
  it.each(restCells(service).map((cell) => [cell.name, cell] as const))('%s', (_name, cell) => runRestCell(cell));
});

describe('the matrix is complete', () => {
  it('every route of the app has rows, and every row names a route of the app', () => {
    const routes = simulatorRoutes().map(routeKey);
    const covered = new Set(REST_ROWS.map((row) => routeKey({ method: row.method, path: row.route })));
    expect({
      routesWithoutRows: routes.filter((key) => !covered.has(key)),
      rowsWithoutRoute: [...covered].filter((key) => !routes.includes(key)),
    }).toEqual({ routesWithoutRows: [], rowsWithoutRoute: [] });
  });

  it('every MQTT topic family has a SUBSCRIBE and a PUBLISH row naming every role, and every row names a family', () => {
    const families = topicFamilies();
    const complete = (row: MqttRow) => ROLES.every((role) => row.expect[role] !== undefined);
    const missing = families.flatMap((family) =>
      (['SUBSCRIBE', 'PUBLISH'] as const)
        .filter((action) => !MQTT_ROWS.some((row) => row.family === family && row.action === action && complete(row)))
        .map((action) => `${action} ${family}`),
    );
    const unknown = MQTT_ROWS.filter((row) => row.family !== 'CONNECT' && !families.includes(row.family)).map(mqttRowTitle);
    expect({ familiesWithoutRows: missing, rowsWithoutFamily: unknown }).toEqual({ familiesWithoutRows: [], rowsWithoutFamily: [] });
  });

  it('docs/access-grid.md shows the rows as they are (refresh: npx vitest run simulator/test/access -u)', async () => {
    await expect(accessGridMarkdown()).toMatchFileSnapshot('../../../docs/access-grid.md');
  });
});

// Last: it reads what every cell above received.
describe('session ids (DESIGN.md "Access control")', () => {
  it('no REST answer and no MQTT message of the whole run carries a session id, except the login answer that created it', async () => {
    // Everything published so far has reached the watcher.
    await fx.barrier();
    expect(fx.leaks.count, 'answers and messages recorded').toBeGreaterThan(0);
    expect(fx.leaks.leaks()).toEqual([]);
  });
});
