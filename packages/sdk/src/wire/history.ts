import * as v from 'valibot';
import { DeviceSchema } from './deviceEvents';
import { flag, serialNumber, text } from './fields';

/**
 * Wire shapes of the history calls (spec 3 §2 "History charts", §3 "Device
 * (history)" and "History series", §7 "History"; docs/contracts.md
 * "History"). The rules behind them (status mappings, periods, range limits,
 * fill and gap rules, value display, CSV) are in rules/history.ts.
 *
 * Every answer is already aggregated by the server: at most
 * HISTORY_MAX_POINTS points per series, one point per bucket (average, with
 * the bucket's min and max for numbers; the last value for states). Missing
 * data is never interpolated: the points that border it carry an edge reason.
 */

const time = () => v.pipe(v.number('must be a time in ms'), v.safeInteger('must be a time in ms'), v.minValue(0, 'must be a time in ms'));

/** At most this many points per series in an answer (spec: charts stay readable and light). */
export const HISTORY_MAX_POINTS = 2000;

/** The chart periods (spec 3 §9: default week). */
export const HISTORY_PERIODS = ['day', 'week', 'month'] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];

/** Missing-data edge reasons (spec 3 §3 "History series"). */
export const HistoryEdge = {
  /** Data is missing after this point. */
  from: 0,
  /** Data is missing before this point. */
  to: 1,
  /** Data is missing on both sides of this point. */
  fromTo: 2,
} as const;
export type HistoryEdgeReason = (typeof HistoryEdge)[keyof typeof HistoryEdge];

/** gatewaySerial:deviceId[:service] (spec 3 §3). Serials are upper-cased. */
export const HISTORY_KEY_PATTERN = /^([A-Za-z0-9]{1,32}):(\d{1,9})(?::([^:]{1,128}))?$/;

export interface HistoryKey {
  serialNumber: string;
  deviceId: number;
  /** Absent: every service of the device. */
  service?: string;
}

/** Parses a history key; null when it is not gatewaySerial:deviceId[:service]. */
export function parseHistoryKey(key: string): HistoryKey | null {
  const match = HISTORY_KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, serial, device, service] = match;
  return { serialNumber: serial!.toUpperCase(), deviceId: Number(device), ...(service !== undefined ? { service } : {}) };
}

/** Builds gatewaySerial:deviceId[:service]. */
export function historyKey(key: HistoryKey): string {
  return `${key.serialNumber.toUpperCase()}:${key.deviceId}${key.service !== undefined ? `:${key.service}` : ''}`;
}

export const HistoryKeySchema = v.pipe(
  v.string('must be gatewaySerial:deviceId[:service]'),
  v.regex(HISTORY_KEY_PATTERN, 'must be gatewaySerial:deviceId[:service]'),
  v.transform((key) => parseHistoryKey(key)!),
);

const period = () => v.picklist(HISTORY_PERIODS, `must be one of ${HISTORY_PERIODS.join(', ')}`);

/**
 * The span of a history call: either `period` (the last day, week or month,
 * ending now) or `from`/`to` (simulator clock, ms; rules/historyRange limits:
 * not before 6 months ago, not after today; `to` is extended to 23:59:59.999
 * of its day). Giving both, or neither, is refused.
 */
const spanEntries = {
  period: v.optional(period()),
  from: v.optional(time()),
  to: v.optional(time()),
  /** true: the answer is a CSV file (text/csv, content-disposition with the file name). */
  csv: v.optional(flag(), false),
};

const spanCheck = <T extends { period?: HistoryPeriod; from?: number; to?: number }>(input: T): boolean =>
  input.period !== undefined ? input.from === undefined && input.to === undefined : input.from !== undefined && input.to !== undefined && input.from <= input.to;
const spanMessage = 'must give either period, or from and to (from not after to)';

/** POST /node_history/node: a device's (or one service's) history. */
export const NodeHistoryBody = v.pipe(
  v.strictObject({ key: HistoryKeySchema, ...spanEntries }, 'is not a field of this call (key, period, from, to, csv)'),
  v.check(spanCheck, spanMessage),
);
export type NodeHistoryRequest = { key: string; period?: HistoryPeriod; from?: number; to?: number; csv?: boolean };

/** POST /node_history/node_status: a device's status over time. */
export const NodeStatusHistoryBody = v.pipe(
  v.strictObject(
    { serialNumber: serialNumber(), deviceId: v.pipe(v.number('must be a device id'), v.safeInteger('must be a device id'), v.minValue(0, 'must be a device id')), ...spanEntries },
    'is not a field of this call (serialNumber, deviceId, period, from, to, csv)',
  ),
  v.check(spanCheck, spanMessage),
);
export type NodeStatusHistoryRequest = { serialNumber: string; deviceId: number; period?: HistoryPeriod; from?: number; to?: number; csv?: boolean };

/** POST /node_history/gateway_status: a gateway's connection status over time. */
export const GatewayStatusHistoryBody = v.pipe(
  v.strictObject({ serialNumber: serialNumber(), ...spanEntries }, 'is not a field of this call (serialNumber, period, from, to, csv)'),
  v.check(spanCheck, spanMessage),
);
export type GatewayStatusHistoryRequest = { serialNumber: string; period?: HistoryPeriod; from?: number; to?: number; csv?: boolean };

/**
 * POST /node_history/nodes_status: the status series of every node (device)
 * of one gateway in one call, from its cached image; answers while the
 * gateway is offline (/node_history_offline). No CSV.
 */
export const NodesStatusHistoryBody = v.pipe(
  v.strictObject(
    { serialNumber: serialNumber(), period: v.optional(period()), from: v.optional(time()), to: v.optional(time()) },
    'is not a field of this call (serialNumber, period, from, to)',
  ),
  v.check(spanCheck, spanMessage),
);
export type NodesStatusHistoryRequest = { serialNumber: string; period?: HistoryPeriod; from?: number; to?: number };

/** A recorded value: numbers as they are, booleans as true/false, option codes and texts as strings. */
export const HistoryValueSchema = v.union([v.number(), v.boolean(), v.string()]);
export type HistoryValue = v.InferOutput<typeof HistoryValueSchema>;

/**
 * One point: `t` the start of its bucket (ms), `v` the bucket's average
 * (numbers) or its last value (states). `min`/`max` for numbers when the
 * bucket held more than one sample. `edge` when data is missing beside it.
 */
export const HistoryPointSchema = v.object({
  t: time(),
  v: HistoryValueSchema,
  min: v.optional(v.number()),
  max: v.optional(v.number()),
  edge: v.optional(v.picklist([0, 1, 2])),
});
export type HistoryPoint = v.InferOutput<typeof HistoryPointSchema>;

/** How a series is drawn: a step chart for on/off-type states, an area chart for numbers (spec 3 §2). */
export const HISTORY_SERIES_KINDS = ['state', 'numeric'] as const;
export type HistorySeriesKind = (typeof HISTORY_SERIES_KINDS)[number];

/** The last point before an answer's span: its time (ms) and value, raw (not aggregated). */
export const HistoryBeforeSchema = v.object({ t: time(), v: HistoryValueSchema });
export type HistoryBefore = v.InferOutput<typeof HistoryBeforeSchema>;

/** A span without data, [from, to) in ms. */
export const HistoryGapSchema = v.object({ from: time(), to: time() });
export type HistoryGap = v.InferOutput<typeof HistoryGapSchema>;

/** One series: one property of one service (status series use service "status", property "status"). */
export const HistorySeriesSchema = v.object({
  service: text(128),
  property: text(128),
  kind: v.picklist(HISTORY_SERIES_KINDS),
  /** rules/history.ts HISTORY_UNITS, '' when none. */
  unit: text(16, 0),
  /** Oldest first; at most HISTORY_MAX_POINTS. */
  points: v.array(HistoryPointSchema),
  /** The spans without data inside the answer's span (oldest first). */
  gaps: v.array(HistoryGapSchema),
  /** The value in force at `from` (null: none known), so a step chart starts at the left edge. */
  initial: v.nullable(HistoryValueSchema),
  /**
   * The last point recorded (or generated) before `from`, with its own time
   * (null: none within the 6 months kept). The portal draws it from the range
   * start when LAST_NODE_HISTORY_DATA is on. This server always answers it;
   * optional in the type only so answers built before it still read.
   */
  before: v.optional(v.nullable(HistoryBeforeSchema)),
  /** Raw samples in the span before aggregation. */
  samples: v.number(),
});
export type HistorySeries = v.InferOutput<typeof HistorySeriesSchema>;

/** The answer of every /node_history call. */
export const HistoryAnswerSchema = v.object({
  key: text(200),
  from: time(),
  to: time(),
  /** The bucket width the points were aggregated to (ms; 0: raw samples). */
  bucketMs: v.number(),
  series: v.array(HistorySeriesSchema),
});
export type HistoryAnswer = v.InferOutput<typeof HistoryAnswerSchema>;

/** One node of a NodesStatusAnswer: the device as the cached image holds it, and its status series (service/property "status"). */
export const NodeStatusEntrySchema = v.object({
  deviceId: v.number(),
  name: v.string(),
  /** The raw status in the cached image (nodeStatusLabel). */
  status: v.number(),
  series: HistorySeriesSchema,
});
export type NodeStatusEntry = v.InferOutput<typeof NodeStatusEntrySchema>;

/** The answer of POST /node_history/nodes_status: every node of the gateway's cached image, by device id. */
export const NodesStatusAnswerSchema = v.object({
  serialNumber: text(32),
  from: time(),
  to: time(),
  /** The widest bucket any node's series was aggregated to (ms; 0: raw). */
  bucketMs: v.number(),
  /** As GET /cache/{sn}: when the image was taken, and whether the gateway is online now. */
  cachedAt: time(),
  connectionStatus: v.picklist(['online', 'offline']),
  nodes: v.array(NodeStatusEntrySchema),
});
export type NodesStatusAnswer = v.InferOutput<typeof NodesStatusAnswerSchema>;

/** Spec 3 §3 "Device (history)": a device as the cached gateway image holds it. */
export const HistoryDeviceSchema = v.object({
  id: v.number(),
  status: v.number(),
  service_list: v.array(
    v.object({
      name: v.string(),
      type: v.string(),
      property_list: v.array(v.object({ name: v.string(), value: v.nullable(HistoryValueSchema), options: v.optional(v.unknown()) })),
    }),
  ),
});
export type HistoryDevice = v.InferOutput<typeof HistoryDeviceSchema>;

/** GET /cache/{serial}: the gateway's cached image (what it last reported), readable while it is offline. */
export const GatewayCacheSchema = v.object({
  serialNumber: text(32),
  /** Simulator clock, ms, when the image was taken. */
  cachedAt: time(),
  connectionStatus: v.picklist(['online', 'offline']),
  devices: v.array(DeviceSchema),
});
export type GatewayCache = v.InferOutput<typeof GatewayCacheSchema>;

/** Paths: the gateway serial and the device id. */
export const HistorySerialParam = serialNumber();
export const HistoryDeviceParam = v.pipe(v.string('must be a device id'), v.regex(/^\d{1,9}$/, 'must be a device id'), v.transform(Number));

/** The refusals of the history calls, beside the shared 000400, 000403 and 000404. */
export const HistoryErrorCode = {
  /** 400: from/to before 6 months ago or after today. */
  rangeOutside: 'HISTORY_RANGE_OUTSIDE',
  /** 404: the device is not on the gateway (nor in its cached image). */
  deviceUnknown: 'HISTORY_DEVICE_UNKNOWN',
  /** 404: the gateway has no cached image yet. */
  cacheEmpty: 'HISTORY_CACHE_EMPTY',
} as const;
export type HistoryErrorCodeValue = (typeof HistoryErrorCode)[keyof typeof HistoryErrorCode];

/** Control API (docs/simulator.md "History"): POST /api/__sim/history/samples appends raw samples for one key (bench, tests). */
export const SimHistorySamplesBody = v.strictObject(
  {
    key: HistoryKeySchema,
    property: text(128),
    samples: v.pipe(v.array(v.tuple([time(), HistoryValueSchema])), v.maxLength(5000, 'must hold at most 5000 samples')),
  },
  'is not a field of this call (key, property, samples)',
);
