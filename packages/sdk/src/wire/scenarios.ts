import * as v from 'valibot';
import { RaiseAlarmBody } from './alarms';
import { flag, integer, recordId, serialNumber, text } from './fields';
import { SimFleetFlagsBody } from './fleet';
import { parseWire } from './parseWire';
import {
  FaultBody,
  GatewayOwnerBody,
  GatewayPatchBody,
  HashTokenBody,
  OUTBOX_KINDS,
  SimClockBody,
  SimDevicesBody,
  SimEventBody,
  SimFirmwareBody,
  SimNodeFailBody,
  SimPairingBody,
  SimReportBody,
} from './simControl';
import { SimCampaignBody, SimFirmwareInstallationBody } from './zota';

/**
 * QA scenario files (docs/simulator.md "Scenarios"): a timeline of steps
 * the simulator runs against itself. Each action step maps onto one call
 * of the control API (its `body` is that call's body, checked with the
 * call's own schema); `waitFor` waits for an event on the broker; `expect`
 * checks what happened and fails the run when it is false. The published
 * JSON Schema (simulator/scenarios/scenario.schema.json) is generated from
 * these shapes.
 */

const DURATION_MESSAGE = 'must be a duration such as 500ms, 5s, 2m, 1h30m or 1d (or milliseconds as a number)';
const DURATION_PATTERN = /^(?:\d+(?:\.\d+)?(?:ms|s|m|h|d))+$/;
const DURATION_PART = /(\d+(?:\.\d+)?)(ms|s|m|h|d)/g;
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
/** The longest duration a scenario may name: a year. */
export const MAX_SCENARIO_DURATION_MS = 366 * 86_400_000;

/** A duration: `500ms`, `5s`, `2m`, `1h30m`, `1d`, or whole milliseconds. */
export const ScenarioDuration = v.union(
  [
    v.pipe(v.string(DURATION_MESSAGE), v.maxLength(40, DURATION_MESSAGE), v.regex(DURATION_PATTERN, DURATION_MESSAGE)),
    v.pipe(v.number(DURATION_MESSAGE), v.integer(DURATION_MESSAGE), v.minValue(0, DURATION_MESSAGE), v.maxValue(MAX_SCENARIO_DURATION_MS, DURATION_MESSAGE)),
  ],
  DURATION_MESSAGE,
);
export type ScenarioDurationInput = v.InferInput<typeof ScenarioDuration>;

/** Milliseconds of a duration the schema accepted (`1h30m` is 5,400,000). */
export function durationMs(duration: string | number): number {
  if (typeof duration === 'number') return duration;
  if (!DURATION_PATTERN.test(duration)) throw new RangeError(`${duration} ${DURATION_MESSAGE}`);
  let ms = 0;
  for (const [, amount, unit] of duration.matchAll(DURATION_PART)) ms += Number(amount) * UNIT_MS[unit!]!;
  return Math.min(Math.round(ms), MAX_SCENARIO_DURATION_MS);
}

const eventName = () => v.pipe(v.string('must be 1 to 128 letters, digits, _ . : or -'), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be 1 to 128 letters, digits, _ . : or -'));
const deviceId = () => integer(1, 0x7fffffff);
const label = () => text(200);

/** Fields every step may carry. */
const stepCommon = {
  /** When the step runs, from the start of the run on the simulator clock; absent: right after the previous step. */
  at: v.optional(ScenarioDuration),
  /** Words for the progress and the report. */
  label: v.optional(label()),
};

/** Fields of action steps: the control call's answer must have this status (default: any 2xx). */
const actionCommon = { ...stepCommon, status: v.optional(integer(100, 599)) };

const action = <const A extends string, E extends v.ObjectEntries>(name: A, entries: E) =>
  v.strictObject({ action: v.literal(name), ...actionCommon, ...entries }, `is not a field of ${name}`);

/** Every action a step may take, with the control call it makes (docs/simulator.md "Scenarios"). */
export const SCENARIO_ACTIONS = {
  reset: action('reset', {}),
  'gateway.patch': action('gateway.patch', { serial: serialNumber(), body: GatewayPatchBody }),
  'gateway.offline': action('gateway.offline', { serial: serialNumber() }),
  'gateway.online': action('gateway.online', { serial: serialNumber() }),
  'gateway.event': action('gateway.event', { serial: serialNumber(), body: SimEventBody }),
  'gateway.removeOwner': action('gateway.removeOwner', { serial: serialNumber() }),
  'gateway.setOwner': action('gateway.setOwner', { serial: serialNumber(), body: GatewayOwnerBody }),
  'gateway.pinReset': action('gateway.pinReset', { serial: serialNumber() }),
  /** A command on the gateway's request topic, as the owner's app sends it (open_network, set_service_property_value, ...). */
  'gateway.command': action('gateway.command', {
    serial: serialNumber(),
    name: eventName(),
    params: v.optional(v.record(v.string(), v.unknown(), 'must be an object of the command parameters')),
    /** The answer's code the step needs (default 0, done). */
    code: v.optional(integer(0, 100_000)),
  }),
  'device.report': action('device.report', { serial: serialNumber(), device: deviceId(), body: SimReportBody }),
  'device.install': action('device.install', { serial: serialNumber(), body: SimDevicesBody }),
  'device.firmware': action('device.firmware', { serial: serialNumber(), device: deviceId(), body: SimFirmwareBody }),
  'device.press': action('device.press', { serial: serialNumber(), device: deviceId() }),
  'device.fail': action('device.fail', { serial: serialNumber(), device: deviceId(), body: SimNodeFailBody }),
  /** A new device joins: the gateway's network is opened (open_network, unless `openNetwork: false`), then its pair button is pressed. */
  'device.pair': action('device.pair', { serial: serialNumber(), body: SimPairingBody, openNetwork: v.optional(flag()) }),
  /** A contact sensor reports ContactService.Open (true unless `open: false`). */
  'window.open': action('window.open', { serial: serialNumber(), device: deviceId(), open: v.optional(flag()) }),
  'alarm.raise': action('alarm.raise', { serial: serialNumber(), body: RaiseAlarmBody }),
  'firmware.campaign': action('firmware.campaign', { body: SimCampaignBody }),
  'firmware.withdraw': action('firmware.withdraw', { campaign: recordId() }),
  'firmware.endInstallation': action('firmware.endInstallation', { serial: serialNumber(), body: SimFirmwareInstallationBody }),
  /** Ends one live session (`sessionRef`), or every live session of `userId`, as its idle limit would. */
  'session.expire': action('session.expire', { sessionRef: v.optional(recordId()), userId: v.optional(recordId()) }),
  'user.delete': action('user.delete', { userId: recordId() }),
  'user.forceLogout': action('user.forceLogout', { userId: recordId() }),
  'user.hashToken': action('user.hashToken', { body: HashTokenBody }),
  'fault.add': action('fault.add', { body: FaultBody }),
  'fault.remove': action('fault.remove', { id: v.pipe(v.string('must be a fault id such as f1'), v.regex(/^f\d{1,9}$/, 'must be a fault id such as f1')) }),
  'fault.clear': action('fault.clear', {}),
  'outbox.clear': action('outbox.clear', {}),
  /**
   * The person a message went to opens its link (the newest message to `to`
   * with a REST link, such as an outside alarm recipient's confirmation):
   * a GET of its path, signed in as no one.
   */
  'outbox.openLink': action('outbox.openLink', { to: text(254) }),
  'clock.set': action('clock.set', { body: SimClockBody }),
  'clock.advance': action('clock.advance', { by: ScenarioDuration }),
  'fleet.flags': action('fleet.flags', { body: SimFleetFlagsBody }),
  'bulk.queue': action('bulk.queue', {
    body: v.strictObject({ action: v.picklist(['pause', 'resume', 'stall'], 'must be pause, resume or stall') }, 'is not a field of this call (action)'),
  }),
  /**
   * A call of the simulator's REST API as a user (what an app or the portal
   * sends): signed in once per run with `as` (username and password); `status`
   * is the answer it needs (default any 2xx).
   */
  'api.call': action('api.call', {
    method: v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'must be GET, POST, PUT, PATCH or DELETE'),
    path: v.pipe(
      v.string('must be a path such as /api/alarm/recipients/set'),
      v.regex(/^\/api\/(?!__)[^\s#]{1,500}$/, 'must be a path such as /api/alarm/recipients/set (not a control path)'),
    ),
    body: v.optional(v.unknown()),
    as: v.optional(v.strictObject({ username: text(254), password: text(128) }, 'is not a field of as (username, password)')),
  }),
  /** Time passes on the simulator clock (moved on by the run when it drives the clock). */
  wait: action('wait', { for: ScenarioDuration }),
} as const;

export type ScenarioActionName = keyof typeof SCENARIO_ACTIONS;
export const SCENARIO_ACTION_NAMES = Object.keys(SCENARIO_ACTIONS) as ScenarioActionName[];

export const ActionStep = v.variant('action', Object.values(SCENARIO_ACTIONS), `must be one of ${SCENARIO_ACTION_NAMES.join(', ')}`);
export type ActionStepInput = v.InferInput<typeof ActionStep>;

/** Data fields an event must carry (each equal, compared as JSON). */
const dataMatch = () => v.record(v.string(), v.unknown(), 'must be an object of data fields and their values');

/** Waits for an event on the broker (any `evt` topic of the product), seen since the run started and not yet waited for. */
export const WaitForStep = v.strictObject(
  {
    ...stepCommon,
    waitFor: v.strictObject(
      {
        event: eventName(),
        /** Only on this gateway's evt topic. */
        serial: v.optional(serialNumber()),
        /** Only events whose data has these fields. */
        data: v.optional(dataMatch()),
        /** On the simulator clock; default 30s. */
        timeout: v.optional(ScenarioDuration),
      },
      'is not a field of waitFor (event, serial, data, timeout)',
    ),
  },
  'is not a field of a waitFor step (waitFor, at, label)',
);
export type WaitForStepInput = v.InferInput<typeof WaitForStep>;

const count = () => integer(0, 1_000_000);

/** Events seen since the run started: at least `atLeast` (default 1), or exactly `count`. */
export const ExpectEvent = v.strictObject(
  { event: eventName(), serial: v.optional(serialNumber()), data: v.optional(dataMatch()), atLeast: v.optional(count()), count: v.optional(count()) },
  'is not a field of an event expectation (event, serial, data, atLeast, count)',
);
/** Outbox messages (the filters of GET /api/__sim/outbox, and words their subject or text holds): at least `atLeast` (default 1), or exactly `count`. */
export const ExpectOutbox = v.strictObject(
  {
    outbox: v.strictObject(
      { kind: v.optional(v.picklist(OUTBOX_KINDS, `must be one of ${OUTBOX_KINDS.join(', ')}`)), to: v.optional(text(254)), contains: v.optional(text(500)) },
      'is not a field of an outbox filter (kind, to, contains)',
    ),
    atLeast: v.optional(count()),
    count: v.optional(count()),
  },
  'is not a field of an outbox expectation (outbox, atLeast, count)',
);
/** A field of GET /api/__sim/gateways/{serial} (a dot path such as emulator.deviceCount) equals a value. */
export const ExpectGateway = v.strictObject({ gateway: serialNumber(), field: text(200), equals: v.unknown() }, 'is not a field of a gateway expectation (gateway, field, equals)');
/** A GET of the simulator's REST API (`/api/...`; the control token goes with /api/__sim calls) answers `status` (default 200) and a value at `field` (a dot path, e.g. data.0.name). */
export const ExpectGet = v.strictObject(
  {
    get: v.pipe(v.string('must be a path such as /api/__sim/clock'), v.regex(/^\/api\/[^\s#]{0,500}$/, 'must be a path such as /api/__sim/clock')),
    status: v.optional(integer(100, 599)),
    field: v.optional(text(200)),
    equals: v.optional(v.unknown()),
  },
  'is not a field of a GET expectation (get, status, field, equals)',
);
export const Expectation = v.union([ExpectEvent, ExpectOutbox, ExpectGateway, ExpectGet], 'must be an event, outbox, gateway or get expectation');
export type ExpectationInput = v.InferInput<typeof Expectation>;

export const ExpectStep = v.strictObject({ ...stepCommon, expect: Expectation }, 'is not a field of an expect step (expect, at, label)');
export type ExpectStepInput = v.InferInput<typeof ExpectStep>;

export const ScenarioStep = v.union([ActionStep, WaitForStep, ExpectStep], 'must be a step with action, waitFor or expect');
export type ScenarioStepInput = ActionStepInput | WaitForStepInput | ExpectStepInput;

/** How the run treats the simulator clock. */
export const ScenarioClock = v.strictObject(
  {
    /** Simulated ms per real ms while the run lasts (3600: an hour a second); 0 pauses it and the run moves it itself. */
    rate: v.optional(
      v.pipe(v.number('must be a number from 0 to 10000'), v.minValue(0, 'must be a number from 0 to 10000'), v.maxValue(10_000, 'must be a number from 0 to 10000')),
    ),
    /** true: the clock is paused and the run moves it on to each step's `at`, each wait and each waitFor's event (same as rate 0). */
    paused: v.optional(flag()),
  },
  'is not a field of clock (rate, paused)',
);

export const MAX_SCENARIO_STEPS = 1000;

const envelopeEntries = {
  $schema: v.optional(text(500)),
  name: text(200),
  description: v.optional(text(2000)),
  clock: v.optional(ScenarioClock),
};
const ENVELOPE_MESSAGE = 'is not a field of a scenario (name, description, clock, steps)';

export const Scenario = v.strictObject(
  {
    ...envelopeEntries,
    steps: v.pipe(
      v.array(ScenarioStep, 'must be a list of steps'),
      v.minLength(1, 'must hold at least one step'),
      v.maxLength(MAX_SCENARIO_STEPS, `must hold at most ${MAX_SCENARIO_STEPS} steps`),
    ),
  },
  ENVELOPE_MESSAGE,
);
export type ScenarioInput = v.InferInput<typeof Scenario>;

/** The envelope alone, its steps checked one by one (parseScenario) for a message naming the step. */
const ScenarioEnvelope = v.strictObject(
  {
    ...envelopeEntries,
    steps: v.pipe(
      v.array(v.unknown(), 'must be a list of steps'),
      v.minLength(1, 'must hold at least one step'),
      v.maxLength(MAX_SCENARIO_STEPS, `must hold at most ${MAX_SCENARIO_STEPS} steps`),
    ),
  },
  ENVELOPE_MESSAGE,
);

export type ScenarioParse = { ok: true; scenario: ScenarioInput } | { ok: false; field: string; message: string };

function kindOf(step: Record<string, unknown>): { schema: v.GenericSchema; what: string } | null {
  if ('action' in step) {
    const name = step.action;
    const schema = typeof name === 'string' && Object.hasOwn(SCENARIO_ACTIONS, name) ? SCENARIO_ACTIONS[name as ScenarioActionName] : ActionStep;
    return { schema, what: typeof name === 'string' ? `action ${name}` : 'action' };
  }
  if ('waitFor' in step) return { schema: WaitForStep, what: 'waitFor' };
  if ('expect' in step) {
    const expect = step.expect;
    if (typeof expect === 'object' && expect !== null) {
      if ('event' in expect) return { schema: v.strictObject({ ...stepCommon, expect: ExpectEvent }), what: 'expect event' };
      if ('outbox' in expect) return { schema: v.strictObject({ ...stepCommon, expect: ExpectOutbox }), what: 'expect outbox' };
      if ('gateway' in expect) return { schema: v.strictObject({ ...stepCommon, expect: ExpectGateway }), what: 'expect gateway' };
      if ('get' in expect) return { schema: v.strictObject({ ...stepCommon, expect: ExpectGet }), what: 'expect get' };
    }
    return { schema: ExpectStep, what: 'expect' };
  }
  return null;
}

/**
 * Checks a scenario (as read from JSON or YAML). A refusal names the step
 * (from 1, with its kind) and the field: `step 4 (action gateway.patch):
 * body.connectionStatus must be online or offline`.
 */
export function parseScenario(raw: unknown): ScenarioParse {
  const envelope = parseWire(ScenarioEnvelope, raw, 'scenario');
  if (!envelope.ok) return envelope;
  const steps = envelope.value.steps;
  for (const [index, step] of steps.entries()) {
    const where = `steps.${index}`;
    if (typeof step !== 'object' || step === null || Array.isArray(step)) {
      return { ok: false, field: 'steps', message: `step ${index + 1} (${where}) must be an object with action, waitFor or expect` };
    }
    const kind = kindOf(step as Record<string, unknown>);
    if (!kind) return { ok: false, field: 'steps', message: `step ${index + 1} (${where}) needs action, waitFor or expect` };
    const result = parseWire(kind.schema, step, 'step');
    if (!result.ok) return { ok: false, field: 'steps', message: `step ${index + 1} (${kind.what}): ${result.message}` };
  }
  return { ok: true, scenario: raw as ScenarioInput };
}

// --- runs and their reports (POST/GET /api/__sim/scenarios) ---------------------

export const SCENARIO_RUN_STATUSES = ['running', 'passed', 'failed'] as const;
export type ScenarioRunStatus = (typeof SCENARIO_RUN_STATUSES)[number];
export const SCENARIO_STEP_STATUSES = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export type ScenarioStepStatus = (typeof SCENARIO_STEP_STATUSES)[number];

export interface ScenarioStepReport {
  /** From 1. */
  index: number;
  /** The step's label, or what it does (`action gateway.offline HP1000000001`). */
  label: string;
  status: ScenarioStepStatus;
  /** When it ran, from the start of the run on the simulator clock (ms). */
  atMs: number | null;
  /** What it found or why it failed. */
  message: string | null;
}

export interface ScenarioFailure {
  step: number;
  label: string;
  message: string;
}

export interface ScenarioReport {
  id: string;
  name: string;
  status: ScenarioRunStatus;
  steps: ScenarioStepReport[];
  stepsDone: number;
  stepsTotal: number;
  /** Events seen on the broker while the run lasted, counted by name (every topic a publication went to counts). */
  events: Record<string, number>;
  /** Simulator clock time the run took (ms). */
  simulatedMs: number;
  /** Real time the run took (ms). */
  realMs: number;
  /** When the run started, on the simulator clock (ISO 8601). */
  startedAt: string;
  /** The step that failed the run (an expectation, a waitFor that timed out, a refused call), or null. */
  failure: ScenarioFailure | null;
}

/** GET /api/__sim/scenarios/{id}. */
export const ScenarioRunIdParam = v.pipe(v.string('must be a run id such as run-1'), v.regex(/^run-\d{1,9}$/, 'must be a run id such as run-1'));
