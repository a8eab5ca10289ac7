import * as v from 'valibot';
import { email, flag, integer, queryChoice, queryText, recordId, serialNumber, text } from './fields';
import { DEVICE_KINDS } from './deviceEvents';
import { MAX_PLACE_NAME, placeName } from './home';
import { GATEWAY_NAME_MAX, gatewayNameProblem } from '../rules/gatewayName';

/**
 * Bodies of the simulator's QA control (docs/simulator.md "Scenario
 * control"). Only the simulator reads them; they live here so that a QA
 * tool written against the sdk sends the shapes the simulator checks.
 */

const nullableText = (max: number) => {
  const message = `must be a string of 1 to ${max} characters or null`;
  return v.nullable(v.pipe(v.string(message), v.minLength(1, message), v.maxLength(max, message)));
};

const installationsMessage = 'must be a list of {softwareId: string, history: [{status: string, ts?: number}]}';
const Installations = v.pipe(
  v.array(
    v.object(
      {
        softwareId: v.pipe(v.string(installationsMessage), v.maxLength(128, installationsMessage)),
        history: v.pipe(
          v.array(
            v.object(
              {
                status: v.pipe(v.string(installationsMessage), v.maxLength(64, installationsMessage)),
                ts: v.optional(v.pipe(v.number(installationsMessage), v.finite(installationsMessage))),
              },
              installationsMessage,
            ),
            installationsMessage,
          ),
          v.maxLength(100, installationsMessage),
        ),
      },
      installationsMessage,
    ),
    installationsMessage,
  ),
  v.maxLength(100, installationsMessage),
);

/** Gateway record fields QA may set. */
export const CloudPatchEntries = {
  connectionStatus: v.picklist(['online', 'offline'], 'must be "online" or "offline"'),
  replacementInProgress: flag(),
  backupRestoreInProgress: flag(),
  installations: Installations,
  installationSoftwareId: nullableText(128),
  currentFWVersion: text(32),
  subscriptionLockMode: integer(0, 0x7fffffff),
  operationMode: integer(0, 0x7fffffff),
  isAutomaticallyBackup: flag(),
  /** As PUT /udm/device/{sn}/rename takes it: trimmed, 1 to 64 characters, no control characters. */
  name: v.pipe(
    v.string('must be a string'),
    v.check((name) => gatewayNameProblem(name) === null, `must be 1 to ${GATEWAY_NAME_MAX} characters without control characters`),
    v.trim(),
  ),
};

/** Emulator fields QA may set the same way. */
export const EmulatorPatchEntries = {
  pinLocked: flag(),
  privilegedBy: nullableText(128),
};

/** Words about how a change happened, not stored fields (docs/contracts.md "Gateway state events"). */
export const PatchDirectiveEntries = {
  /** The new gateway of a replacement that starts with this PATCH. */
  replacementPeer: serialNumber(),
  /** How a backup restore that ends with this PATCH ended. */
  backupRestoreResult: v.picklist(['restoreCompleted', 'backupFailed'], 'must be "restoreCompleted" or "backupFailed"'),
};

export const PATCHABLE_FIELDS = [...Object.keys(CloudPatchEntries), ...Object.keys(EmulatorPatchEntries), ...Object.keys(PatchDirectiveEntries)];

const optionalAll = <E extends Record<string, v.GenericSchema>>(entries: E) =>
  Object.fromEntries(Object.entries(entries).map(([key, schema]) => [key, v.optional(schema)])) as { [K in keyof E]: v.OptionalSchema<E[K], undefined> };

/**
 * PATCH /api/__sim/gateways/{serial}: every field checked before anything
 * is applied (all or nothing); a directive only with the change it describes.
 */
export const GatewayPatchBody = v.pipe(
  v.strictObject(
    { ...optionalAll(CloudPatchEntries), ...optionalAll(EmulatorPatchEntries), ...optionalAll(PatchDirectiveEntries) },
    `cannot be set; settable: ${PATCHABLE_FIELDS.join(', ')}`,
  ),
  v.forward(
    v.check((body) => body.replacementPeer === undefined || body.replacementInProgress === true, 'goes with replacementInProgress: true'),
    ['replacementPeer'],
  ),
  v.forward(
    v.check((body) => body.backupRestoreResult === undefined || body.backupRestoreInProgress === false, 'goes with backupRestoreInProgress: false'),
    ['backupRestoreResult'],
  ),
);
export type GatewayPatchBodyType = v.InferOutput<typeof GatewayPatchBody>;

/** PUT /api/__sim/gateways/{serial}/owner: an unassigned gateway given to a home user, as an installer would. */
export const GatewayOwnerBody = v.strictObject({ userId: recordId() }, 'is not a field of this call (userId)');

/** POST /api/__sim/gateways/{serial}/events: any event, as the gateway would publish it. */
export const SimEventBody = v.object({
  name: v.pipe(v.string('must be 1 to 128 letters, digits, _ . : or -'), v.regex(/^[A-Za-z0-9_.:-]{1,128}$/, 'must be 1 to 128 letters, digits, _ . : or -')),
  data: v.optional(v.unknown(), null),
});

/** POST /api/__sim/gateways/{serial}/devices/{id}/report: the value is checked against the property. */
export const SimReportBody = v.object({ service: text(128), property: text(128), value: v.unknown() });

/** POST /api/__sim/hashLogin (docs/simulator.md): a one-time hash-login token for QA. */
export const HashTokenBody = v.strictObject(
  {
    username: email(),
    origin: v.optional(v.pipe(text(64), v.regex(/^[A-Za-z0-9_.-]+$/, 'may hold letters, digits, _ . and - only'))),
    ttlSeconds: v.optional(integer(1, 86_400)),
  },
  'is not a field of this call',
);

/** What the simulator "sends" instead of mail, SMS and push (docs/simulator.md "Outbox"). */
export const OUTBOX_KINDS = ['otp', 'activation', 'password_reset', 'pin_reset', 'email', 'push', 'whatsapp', 'alarm', 'other'] as const;

/** GET /api/__sim/outbox: filtered by recipient and kind. */
export const OutboxQuery = v.object({ to: queryText(254), kind: queryChoice(OUTBOX_KINDS) });

/**
 * The messages that keep a person's access (sign-in codes, activation,
 * password and PIN reset links): never held by a budget, and the last the
 * full outbox lets go of (docs/decisions.md "Rule and message budgets").
 */
export const SECURITY_OUTBOX_KINDS = ['otp', 'activation', 'password_reset', 'pin_reset'] as const satisfies readonly (typeof OUTBOX_KINDS)[number][];

/**
 * Budgets of the messages a gateway's rules and alarms send (e-mail, SMS,
 * push, calls), per hour of the simulator clock: per gateway, and per the
 * user who owns it (all their gateways together). A message over either is
 * held: not sent, counted and listed in GET /api/__sim/outbox `held`.
 */
export const GATEWAY_MESSAGES_PER_HOUR = 100;
export const USER_MESSAGES_PER_HOUR = 200;
/** GET /api/__sim/outbox lists the newest this many held messages. */
export const HELD_MESSAGES_LISTED = 100;

export const HELD_REASONS = ['gateway_hour', 'user_hour'] as const;
/** A message a budget held back (not in the outbox). */
export const HeldMessageSchema = v.object({
  at: v.number(),
  kind: v.picklist(OUTBOX_KINDS),
  channel: v.string(),
  to: v.string(),
  /** The gateway whose rule or alarm sent it. */
  serial: v.string(),
  /** Its owner, whose budget it counts against (null: no owner). */
  senderId: v.nullable(v.string()),
  reason: v.picklist(HELD_REASONS),
});
export type HeldMessage = v.InferOutput<typeof HeldMessageSchema>;
/** GET /api/__sim/outbox `held`: how many messages the budgets held since the outbox was last emptied, by gateway and by user, and the newest of them. */
export const HeldMessagesSchema = v.object({
  total: v.number(),
  byGateway: v.record(v.string(), v.number()),
  byUser: v.record(v.string(), v.number()),
  recent: v.array(HeldMessageSchema),
});
export type HeldMessages = v.InferOutput<typeof HeldMessagesSchema>;

/** GET /api/__sim/sessions: one user's, or all. */
export const SessionListQuery = v.object({ userId: queryText(64) });

/** The `{id}` of a device path: a positive integer. */
export const DeviceIdParam = v.pipe(
  v.string('must be a positive integer'),
  v.regex(/^\d{1,9}$/, 'must be a positive integer'),
  v.transform(Number),
  v.minValue(1, 'must be a positive integer'),
);

/**
 * POST /api/__sim/faults (docs/contracts.md "Simulator control API"): one
 * fault QA stands up until it is removed. A discriminated union on `kind`,
 * so that latency, dropped messages and command errors can join later as
 * kinds of their own without changing these two.
 */
const FAULT_PATH_MESSAGE = 'must be an /api/ path (not /api/__sim), ending with * to match what starts with it';
export const RestFaultBody = v.strictObject(
  {
    kind: v.literal('rest'),
    /** Any method when absent. */
    method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'must be GET, POST, PUT, PATCH or DELETE')),
    /** The path as the client calls it, without the query: exact, or a prefix with a trailing `*`. */
    path: v.pipe(
      v.string(FAULT_PATH_MESSAGE),
      v.maxLength(512, FAULT_PATH_MESSAGE),
      v.regex(/^\/api\/[^\s?#*]*\*?$/, FAULT_PATH_MESSAGE),
      // Faulting the control API would lock QA out of removing the fault.
      v.check((path) => !path.startsWith('/api/__sim') && !path.startsWith('/api/__db'), FAULT_PATH_MESSAGE),
    ),
    status: integer(400, 599),
    /** The errorCode of the answer; the status's generic code (`000` + status) when absent. */
    errorCode: v.optional(v.pipe(v.string('must be 1 to 64 letters, digits, _ or -'), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, _ or -'))),
    message: v.optional(text(256)),
    /** How many calls it answers before it is gone; until removed when absent. */
    times: v.optional(integer(1, 10_000)),
  },
  'is not a field of a rest fault (kind, method, path, status, errorCode, message, times)',
);

export const MQTT_FAULT_TRANSPORTS = ['ws', 'tcp', 'all'] as const;
export const MqttRefuseFaultBody = v.strictObject(
  {
    kind: v.literal('mqtt-refuse'),
    transport: v.picklist(MQTT_FAULT_TRANSPORTS, 'must be "ws", "tcp" or "all"'),
    /** Also drops the user clients connected now on that transport (the simulator's own stay). */
    disconnect: v.optional(flag(), false),
  },
  'is not a field of an mqtt-refuse fault (kind, transport, disconnect)',
);

/** The longest delay a latency fault adds, fixed or drawn (a draw is clamped to 0 .. this). */
export const MAX_FAULT_LATENCY_MS = 60_000;
const latencyMs = () => integer(0, MAX_FAULT_LATENCY_MS);
const LATENCY_MS_MESSAGE = `must be milliseconds from 0 to ${MAX_FAULT_LATENCY_MS}, {dist: "uniform", min, max} or {dist: "normal", mean, sd}`;
/** A latency's delay: fixed milliseconds, or drawn for each answer from a distribution. */
export const FaultLatencyMs = v.union(
  [
    latencyMs(),
    v.pipe(
      v.strictObject({ dist: v.literal('uniform'), min: latencyMs(), max: latencyMs() }),
      v.check((d) => d.min <= d.max, 'must have min at most max'),
    ),
    v.strictObject({ dist: v.literal('normal'), mean: latencyMs(), sd: latencyMs() }),
  ],
  LATENCY_MS_MESSAGE,
);
export type FaultLatencyMsType = v.InferOutput<typeof FaultLatencyMs>;

/** A gateway command's name as sent in a request (`set_service_property_value`, `getPlatformInfo`). */
const commandName = () => v.pipe(v.string('must be a command name'), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'must be a command name'));
const FAULT_METHODS_MESSAGE = 'must be a list of 1 to 32 command names';
const commandNames = () => v.pipe(v.array(commandName(), FAULT_METHODS_MESSAGE), v.minLength(1, FAULT_METHODS_MESSAGE), v.maxLength(32, FAULT_METHODS_MESSAGE));
const restPath = () =>
  v.pipe(
    v.string(FAULT_PATH_MESSAGE),
    v.maxLength(512, FAULT_PATH_MESSAGE),
    v.regex(/^\/api\/[^\s?#*]*\*?$/, FAULT_PATH_MESSAGE),
    v.check((path) => !path.startsWith('/api/__sim') && !path.startsWith('/api/__db'), FAULT_PATH_MESSAGE),
  );

/**
 * Answers arrive late. Without `path`: the MQTT answers (and the events that
 * follow them) of gateway `serial`, or of every gateway. With `path`: the
 * REST calls it matches (as a rest fault's path), `method` any when absent.
 */
export const LatencyFaultBody = v.strictObject(
  {
    kind: v.literal('latency'),
    serial: v.optional(serialNumber()),
    ms: FaultLatencyMs,
    path: v.optional(restPath()),
    method: v.optional(v.picklist(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], 'must be GET, POST, PUT, PATCH or DELETE')),
    /** Only these commands are slow (MQTT only); every one when absent. */
    methods: v.optional(commandNames()),
  },
  'is not a field of a latency fault (kind, serial, ms, path, method, methods)',
);

export const DROP_DIRECTIONS = ['request', 'response'] as const;
/**
 * A share of the MQTT requests reaching gateway `serial` (or any gateway) is
 * lost: before the gateway sees it (`request`: nothing happens) or after it
 * acted (`response`: the change is made, the answer never arrives). `seed`
 * makes the draw repeatable.
 */
export const DropFaultBody = v.strictObject(
  {
    kind: v.literal('drop'),
    serial: v.optional(serialNumber()),
    share: v.pipe(v.number('must be a share from 0 to 1'), v.minValue(0, 'must be a share from 0 to 1'), v.maxValue(1, 'must be a share from 0 to 1')),
    direction: v.optional(v.picklist(DROP_DIRECTIONS, 'must be "request" or "response"'), 'request'),
    methods: v.optional(commandNames()),
    seed: v.optional(integer(0, 2 ** 31 - 1)),
  },
  'is not a field of a drop fault (kind, serial, share, direction, methods, seed)',
);

/**
 * The gateway answers the chosen commands with `code` (nonzero) and
 * `message` in the MQTT response shape instead of running them (nothing
 * changes). `times` answers, then it is gone.
 */
export const CommandErrorFaultBody = v.strictObject(
  {
    kind: v.literal('command-error'),
    serial: v.optional(serialNumber()),
    methods: commandNames(),
    code: v.pipe(
      integer(-100_000, 100_000),
      v.check((code) => code !== 0, 'must not be 0 (0 is success)'),
    ),
    message: v.optional(text(256)),
    times: v.optional(integer(1, 10_000)),
  },
  'is not a field of a command-error fault (kind, serial, methods, code, message, times)',
);

export const BROKER_FAULT_ACTIONS = ['disconnect', 'restart'] as const;
/** The longest a broker restart keeps the listeners closed. */
export const MAX_BROKER_DOWN_MS = 120_000;
/**
 * `disconnect`: every user client is dropped once (both transports).
 * `restart`: the same, and the broker takes no connection for `downMs`
 * (default 3000); then it listens again with the fleet's state kept.
 */
export const BrokerFaultBody = v.strictObject(
  {
    kind: v.literal('broker'),
    action: v.picklist(BROKER_FAULT_ACTIONS, 'must be "disconnect" or "restart"'),
    downMs: v.optional(integer(0, MAX_BROKER_DOWN_MS)),
  },
  'is not a field of a broker fault (kind, action, downMs)',
);

export const FAULT_KINDS = ['rest', 'mqtt-refuse', 'latency', 'drop', 'command-error', 'broker'] as const;
export const FaultBody = v.pipe(
  v.variant('kind', [RestFaultBody, MqttRefuseFaultBody, LatencyFaultBody, DropFaultBody, CommandErrorFaultBody, BrokerFaultBody], `must be one of ${FAULT_KINDS.join(', ')}`),
  v.forward(
    v.check((fault) => fault.kind !== 'broker' || fault.action === 'restart' || fault.downMs === undefined, 'is only for action "restart"'),
    ['downMs'],
  ),
  v.forward(
    v.check(
      (fault) => fault.kind !== 'latency' || fault.path === undefined || (fault.serial === undefined && fault.methods === undefined),
      'is for MQTT answers only, not with path',
    ),
    ['serial'],
  ),
  v.forward(
    v.check((fault) => fault.kind !== 'latency' || fault.path !== undefined || fault.method === undefined, 'needs a path (it names a REST method)'),
    ['method'],
  ),
);
export type FaultBodyType = v.InferOutput<typeof FaultBody>;
export type RestFaultType = v.InferOutput<typeof RestFaultBody>;
export type MqttRefuseFaultType = v.InferOutput<typeof MqttRefuseFaultBody>;
export type LatencyFaultType = v.InferOutput<typeof LatencyFaultBody>;
export type DropFaultType = v.InferOutput<typeof DropFaultBody>;
export type CommandErrorFaultType = v.InferOutput<typeof CommandErrorFaultBody>;
export type BrokerFaultType = v.InferOutput<typeof BrokerFaultBody>;

/** The `{id}` of DELETE /api/__sim/faults/{id}. */
export const FaultIdParam = v.pipe(v.string('must be a fault id such as f1'), v.regex(/^f\d{1,9}$/, 'must be a fault id such as f1'));

/**
 * POST /api/__sim/gateways/{serial}/pairing: a new device's pair button is
 * pressed (docs/simulator.md "Pairing and the physical world"). It waits up
 * to `waitSeconds` for the network to open; `outcome: "fail"` makes its
 * join fail with `failCode` (710 by default) `times` times, then succeed.
 */
export const SimPairingBody = v.object({
  kind: v.picklist(DEVICE_KINDS, `must be one of ${DEVICE_KINDS.join(', ')}`),
  bus: v.optional(v.picklist(['zwave', 'zigbee', 'wise', 'ip'], 'must be zwave, zigbee, wise or ip')),
  name: v.optional(placeName()),
  hardwareId: v.optional(v.pipe(v.string('must be 1 to 64 letters, digits, : or -'), v.regex(/^[A-Za-z0-9:-]{1,64}$/, 'must be 1 to 64 letters, digits, : or -'))),
  outcome: v.optional(v.picklist(['join', 'fail'], 'must be join or fail'), 'join'),
  failCode: v.optional(v.picklist([710, 711, 712], 'must be 710, 711 or 712'), 710),
  times: v.optional(integer(1, 100), 1),
  waitSeconds: v.optional(integer(0, 600), 60),
});
export type SimPairing = v.InferOutput<typeof SimPairingBody>;

/** POST /api/__sim/gateways/{serial}/devices/{id}/fail: the node stops answering (true) or comes back (false). */
export const SimNodeFailBody = v.object({ failed: flag() });

// --- the simulator clock (docs/simulator.md "The simulator clock") ---------------

/** The clock's fastest rate: simulated ms per real ms. */
export const MAX_CLOCK_RATE = 10_000;
/** One advance moves the clock at most a year on. */
export const MAX_CLOCK_ADVANCE_MS = 366 * 24 * 3_600_000;

const clockTarget = v.union(
  [
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.pipe(
      v.string(),
      v.isoTimestamp(),
      v.transform((iso) => Date.parse(iso)),
    ),
  ],
  'must be epoch milliseconds or an ISO 8601 time with a zone (2026-11-25T08:00:00Z)',
);

/**
 * POST /api/__sim/clock: move the clock on by `advanceMs`, or to the time
 * `to` (not before now), and/or change its `rate` (0 pauses it). Timers that
 * fall due on the way fire in order before the answer.
 */
export const SimClockBody = v.pipe(
  v.object({
    advanceMs: v.optional(integer(0, MAX_CLOCK_ADVANCE_MS)),
    to: v.optional(clockTarget),
    rate: v.optional(
      v.pipe(
        v.number('must be a number from 0 (paused) to 10000'),
        v.minValue(0, 'must be a number from 0 (paused) to 10000'),
        v.maxValue(MAX_CLOCK_RATE, 'must be a number from 0 (paused) to 10000'),
      ),
    ),
  }),
  v.check((body) => !(body.advanceMs !== undefined && body.to !== undefined), 'give advanceMs or to, not both'),
  v.check((body) => body.advanceMs !== undefined || body.to !== undefined || body.rate !== undefined, 'give advanceMs, to or rate'),
);
export type SimClockChange = v.InferOutput<typeof SimClockBody>;

/** GET and POST /api/__sim/clock answer this. */
export interface SimClockView {
  now: number;
  iso: string;
  rate: number;
  /** Timers waiting on the clock (interviews, upgrade steps, rule delays, time triggers). */
  pending: number;
  nextDue: string | null;
  /** POST only: the timers that fired on the way. */
  fired?: number;
}

// --- rules (scenes): what each rule did ----------------------------------------

/** GET /api/__sim/gateways/{serial}/rules/log: one rule's runs, or every rule's. */
export const RuleLogQuery = v.object({
  ruleId: v.optional(v.pipe(v.string('must be given once, as a plain value'), v.regex(/^\d{1,10}$/, 'must be a rule id'), v.transform(Number), v.minValue(1, 'must be a rule id'))),
});

export const RULE_RUN_CAUSES = ['time', 'device', 'status', 'manual'] as const;
export const RULE_RUN_OUTCOMES = ['started', 'finished', 'loop_stopped', 'budget_stopped', 'failed'] as const;

/** One action of a run: what it did, when (simulator clock, epoch ms), and whether it worked. */
export const RuleRunActionSchema = v.object({
  actionSetId: v.number(),
  kind: v.picklist(['device', 'status', 'notification', 'alarm']),
  /** "device 1 SwitchService.State = true", "status night on", "push to demo@homeport.test", "alarm 100". */
  target: v.string(),
  at: v.number(),
  outcome: v.picklist(['done', 'failed']),
  message: v.optional(v.string()),
});

/** One run of a rule, in the run log (the gateway keeps its last 500, in memory). */
export const RuleRunLogEntrySchema = v.object({
  runId: v.number(),
  ruleId: v.number(),
  ruleName: v.string(),
  cause: v.picklist(RULE_RUN_CAUSES),
  /** The trigger that fired the rule (null for a manual run). */
  trigger: v.nullable(v.object({ kind: v.picklist(['time', 'device', 'status']), id: v.number() })),
  /** 1 for a run set off from outside; each rule a run's effects fire counts one more (MAX_RULE_CHAIN). */
  chain: v.number(),
  startedAt: v.number(),
  finishedAt: v.nullable(v.number()),
  outcome: v.picklist(RULE_RUN_OUTCOMES),
  note: v.optional(v.string()),
  actions: v.array(RuleRunActionSchema),
});
export type RuleRunLogEntry = v.InferOutput<typeof RuleRunLogEntrySchema>;
export type RuleRunAction = v.InferOutput<typeof RuleRunActionSchema>;
/** The most devices one call of POST /api/__sim/gateways/{serial}/devices installs. */
export const MAX_SIM_DEVICES = 2000;

/**
 * POST /api/__sim/gateways/{serial}/devices: devices an installer has
 * already paired, added at once (docs/simulator.md "Installing many
 * devices"). `name` is a prefix: the devices are "<name> 1" to "<name> N"
 * (the gateway's own "Dimmer 3" naming when absent); `roomId` an existing
 * room of that gateway (0, Unsorted Devices, when absent).
 */
export const SimDevicesBody = v.pipe(
  v.strictObject(
    {
      kind: v.picklist(DEVICE_KINDS, `must be one of ${DEVICE_KINDS.join(', ')}`),
      count: v.optional(integer(1, MAX_SIM_DEVICES), 1),
      name: v.optional(placeName()),
      bus: v.optional(v.picklist(['zwave', 'zigbee', 'wise', 'ip'], 'must be zwave, zigbee, wise or ip')),
      roomId: v.optional(integer(0, 0x7fffffff), 0),
    },
    'is not a field of this call (kind, count, name, bus, roomId)',
  ),
  v.forward(
    v.check((body) => body.name === undefined || `${body.name} ${body.count}`.length <= MAX_PLACE_NAME, `with the number after it must fit in ${MAX_PLACE_NAME} characters`),
    ['name'],
  ),
);
export type SimDevices = v.InferOutput<typeof SimDevicesBody>;

/**
 * POST /api/__sim/gateways/{serial}/devices/{id}/firmware: the vendor
 * publishes new firmware for the node, or withdraws it (`available`), and
 * QA may arrange that the node's next upgrade fails once it reaches
 * `failAt` percent (null: it succeeds). At least one of the two.
 */
export const SimFirmwareBody = v.pipe(
  v.strictObject(
    {
      available: v.optional(flag()),
      failAt: v.optional(v.nullable(integer(1, 99))),
    },
    'is not a field of this call (available, failAt)',
  ),
  v.forward(
    v.check((body) => body.available !== undefined || body.failAt !== undefined, 'give available, failAt or both'),
    ['available'],
  ),
);
export type SimFirmware = v.InferOutput<typeof SimFirmwareBody>;
/** POST /api/__sim/licences: a licence key for a home user, as a shop sells one (docs/contracts.md "Gateway settings"). */
export const SimLicenceBody = v.strictObject({ userId: recordId(), plan: v.optional(text(64)) }, 'is not a field of this call (userId, plan)');

/**
 * What the simulator could not load and set aside (docs/simulator.md "Set
 * aside"): a gateway file (the gateway answers its owner
 * GATEWAY_DATA_UNAVAILABLE until QA reseeds it), a time trigger that cannot
 * be armed (skipped; the gateway runs), or a backup record (left out of the
 * gateway's backups). Listed by GET /api/__sim/set-aside.
 */
export const SET_ASIDE_KINDS = ['gateway', 'time-trigger', 'backup'] as const;
export const SetAsideEntrySchema = v.object({
  /** `{serial}--{kind}`, or `{backup id}--backup`. */
  id: v.string(),
  serialNumber: v.string(),
  kind: v.picklist(SET_ASIDE_KINDS),
  /** What failed: the file, or the rule and trigger ids. */
  item: v.string(),
  /** Why, as the loader said it (a JSON syntax error, the field that fails the shape, the RangeError). */
  reason: v.string(),
  /** When it was set aside (simulator clock, epoch ms). */
  at: v.number(),
  /** The copy kept in the data folder, relative to it; null when the original stays where it was. */
  kept: v.nullable(v.string()),
});
export type SetAsideEntry = v.InferOutput<typeof SetAsideEntrySchema>;
