import * as v from 'valibot';
import { flag, integer, queryInteger, recordId, serialNumber, text } from './fields';

/**
 * Wire shapes of the admin statistics calls: the fleet statistics report,
 * the analytics engines and one gateway's statistics (spec 3 §2
 * "/statistics_report", "/analytics", "/gate_statistic/{serialNumber}",
 * "Statistics report page"; §3 "Statistics aggregates"; §5; §7 "Analytics
 * and statistics"; §9; docs/contracts.md "Statistics and analytics"). The
 * rules behind them (buckets, size classes, page sizes) are in
 * rules/statistics.ts. Every call is for admins only.
 */

const time = () => v.pipe(v.number('must be a number'), v.minValue(0, 'must be a time'));
const count = () => integer(0, 1_000_000_000);
const amount = () => v.pipe(v.number('must be a number'), v.minValue(0, 'must not be negative'));

// ---- the statistics report (fleet) ----

/** Gateway size classes by device count (rules/statistics.ts gatewaySizeOf: small ≤ 10, medium ≤ 30, large > 30). */
export const GATEWAY_SIZES = ['small', 'medium', 'large'] as const;
export type GatewaySize = (typeof GATEWAY_SIZES)[number];

/** spec 3 §9 scene-count buckets. */
export const SCENE_BUCKETS = ['0-10', '11-20', '21-50', '51+'] as const;
export type SceneBucket = (typeof SCENE_BUCKETS)[number];

/** Whether a device acts (switch, dimmer, lock…) or senses (detector, meter…): rules/statistics.ts deviceRoleOf. */
export const DEVICE_ROLES = ['actuator', 'sensor'] as const;
export type DeviceRole = (typeof DEVICE_ROLES)[number];

/** spec 3 §3 gtwStats, for one size class. Averages are over the gateways of the class (0 when it has none). */
export const GatewaySizeStatsSchema = v.object({
  size: v.picklist(GATEWAY_SIZES, `must be one of ${GATEWAY_SIZES.join(', ')}`),
  /** Gateways of this class. */
  count: count(),
  /** Share of the read gateways, 0 to 100, two decimals. */
  percentage: amount(),
  avg_devices: amount(),
  avg_actuators: amount(),
  avg_sensors: amount(),
});
export type GatewaySizeStats = v.InferOutput<typeof GatewaySizeStatsSchema>;

/** One scene-count bucket: how many gateways have that many scenes (rules). */
export const SceneBucketCountSchema = v.object({
  bucket: v.picklist(SCENE_BUCKETS, `must be one of ${SCENE_BUCKETS.join(', ')}`),
  count: count(),
});

/** spec 3 §3 sceneStats: gateways per bucket, and max/avg/median/min scenes per gateway (0 when no gateway was read). */
export const SceneStatsSchema = v.object({
  count: v.array(SceneBucketCountSchema),
  max_scenes: count(),
  avg_scenes: amount(),
  median_scenes: amount(),
  min_scenes: count(),
  /** Every scene of every read gateway. */
  total_scenes: count(),
});
export type SceneStats = v.InferOutput<typeof SceneStatsSchema>;

/** One device class (spec 2 §3 device type catalogue name, the device's `class`) and how many devices of it the fleet has. */
export const DeviceClassSumSchema = v.object({ class: text(64), count: count() });
export type DeviceClassSum = v.InferOutput<typeof DeviceClassSumSchema>;

/**
 * One statistics record (spec 3 §3 "Statistics aggregates"). A record is
 * incomplete (`complete` false, `gatewaysUnread` > 0) when some gateways
 * could not be read; the page then says "Data in DB incomplete!"
 * (rules/statistics.ts isIncomplete).
 */
export const StatisticsReportSchema = v.object({
  _id: recordId(),
  /** Simulator clock, ms: when the record was computed. */
  createdAt: time(),
  /** When the request that made it was submitted (null for a record the simulator made by itself). */
  requestedAt: v.nullable(time()),
  /** The uuid of the on-demand request that made it (null: none). */
  uuid: v.nullable(text(64)),
  complete: flag(),
  /** Gateways in the fleet when it was computed. */
  gatewaysTotal: count(),
  /** Gateways whose home was read (the averages are over these). */
  gatewaysRead: count(),
  /** Gateways that could not be read (offline, or a read fault). */
  gatewaysUnread: count(),
  /** The first unread serials (at most 20), for the admin to look at. */
  unreadSerials: v.array(text(32)),
  gtwStats: v.array(GatewaySizeStatsSchema),
  sceneStats: SceneStatsSchema,
  /** Device class sums, largest first, then by class name. */
  deviceClasses: v.array(DeviceClassSumSchema),
  /** Actuators versus sensors over the read gateways. */
  actuators: count(),
  sensors: count(),
  /** Every device of the read gateways (actuators + sensors). */
  devices: count(),
});
export type StatisticsReport = v.InferOutput<typeof StatisticsReportSchema>;

/** The engine of the on-demand statistics request (spec 3 §7). */
export const STATISTICS_REPORT_ENGINE = 'StatisticsReport';

/** How the admin is told the request is done: the admin event on `{product}/admin/evt`, or nothing. */
export const NOTIFICATION_METHODS = ['event', 'none'] as const;
export type NotificationMethod = (typeof NOTIFICATION_METHODS)[number];

/**
 * POST /analytics/request (spec 3 §7 "On-demand request: engine
 * StatisticsReport, parameters dag_id, uuid, notificationMethod").
 * `dag_id` names the job (any id, kept on the request); `uuid` is the
 * client's own id of the request (the record carries it back).
 */
export const OnDemandRequestBody = v.strictObject(
  {
    engine: v.literal(STATISTICS_REPORT_ENGINE, `must be ${STATISTICS_REPORT_ENGINE}`),
    parameters: v.strictObject(
      {
        dag_id: recordId(),
        uuid: v.pipe(v.string('must be an id of letters, digits and -'), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an id of letters, digits and -')),
        notificationMethod: v.optional(v.picklist(NOTIFICATION_METHODS, `must be one of ${NOTIFICATION_METHODS.join(', ')}`), 'event'),
      },
      'is not a parameter of this engine (dag_id, uuid, notificationMethod)',
    ),
  },
  'is not a field of this call',
);
export type OnDemandRequest = v.InferInput<typeof OnDemandRequestBody>;

export const ON_DEMAND_STATUSES = ['queued', 'running', 'done'] as const;
export type OnDemandStatus = (typeof ON_DEMAND_STATUSES)[number];

/** A submitted statistics request, and its answer. */
export interface OnDemandAnswer {
  uuid: string;
  dag_id: string;
  engine: typeof STATISTICS_REPORT_ENGINE;
  status: OnDemandStatus;
  /** Simulator clock, ms. */
  requestedAt: number;
  /** When the record will be ready (simulator clock, ms). */
  dueAt: number;
  /** The record it made, once done. */
  reportId: string | null;
}

/** GET /statistics/report: the newest record (null when none yet) and the request still running (null when none). */
export interface StatisticsReportAnswer {
  report: StatisticsReport | null;
  pending: OnDemandAnswer | null;
}

/** GET /statistics/report/list: the kept records, newest first (`page`, `limit` 10). */
export const StatisticsReportListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 10),
});
export type StatisticsReportListRequest = { page?: number; limit?: number };

/** The admin event when an on-demand request is done (notificationMethod event): data `{request, report}`. */
export const StatisticsEvent = { reportReady: 'admin_statistics_report_ready' } as const;

/** A request as the wire carries it (the request answer, `pending`, the event). */
export const OnDemandAnswerSchema = v.object({
  uuid: text(64),
  dag_id: text(64),
  engine: v.literal(STATISTICS_REPORT_ENGINE),
  status: v.picklist(ON_DEMAND_STATUSES, `must be one of ${ON_DEMAND_STATUSES.join(', ')}`),
  requestedAt: time(),
  dueAt: time(),
  reportId: v.nullable(recordId()),
});

/** `admin_statistics_report_ready` on `{product}/admin/evt`: the done request and the record it made. */
export const AdminStatisticsEventSchema = v.object({
  name: v.literal(StatisticsEvent.reportReady),
  data: v.object({ request: OnDemandAnswerSchema, report: StatisticsReportSchema }),
});
export type AdminStatisticsEventMessage = v.InferOutput<typeof AdminStatisticsEventSchema>;

// ---- analytics ----

/**
 * The analytics engines (docs/contracts.md "Statistics and analytics"):
 * DeviceClassUsage, one row per device class; FirmwareVersions, one row
 * per firmware version; GatewayUptime, one row per gateway.
 */
export const ANALYTICS_ENGINES = ['DeviceClassUsage', 'FirmwareVersions', 'GatewayUptime'] as const;
export type AnalyticsEngine = (typeof ANALYTICS_ENGINES)[number];

/**
 * POST /analytics/data (spec 3 §7 "Analytics data: engine, limit, page,
 * parameters; pagination can be disabled"). `page` is 1-based; with
 * `pagination` false every row comes back and limit/page are ignored.
 * `parameters.search` narrows the rows to those whose key holds it (any
 * case); `parameters.model` narrows to gateways of one hardware model.
 */
export const AnalyticsDataBody = v.strictObject(
  {
    engine: v.picklist(ANALYTICS_ENGINES, `must be one of ${ANALYTICS_ENGINES.join(', ')}`),
    limit: v.optional(integer(1, 100), 10),
    page: v.optional(integer(1, 1_000_000), 1),
    pagination: v.optional(flag(), true),
    parameters: v.optional(
      v.strictObject(
        {
          search: v.optional(text(64, 0)),
          model: v.optional(text(32)),
        },
        'is not a parameter of the analytics engines (search, model)',
      ),
      {},
    ),
  },
  'is not a field of this call',
);
export type AnalyticsDataRequest = v.InferInput<typeof AnalyticsDataBody>;

/** DeviceClassUsage: devices of a class, and on how many gateways. */
export interface DeviceClassUsageRow {
  key: string;
  class: string;
  devices: number;
  gateways: number;
  /** Share of all devices, 0 to 100, two decimals. */
  percentage: number;
}

/** FirmwareVersions: gateways running a firmware version, and how many are online. */
export interface FirmwareVersionRow {
  key: string;
  firmware: string;
  gateways: number;
  online: number;
  percentage: number;
}

/** GatewayUptime: one gateway, its state and how long it has been up since it last came online (0 when offline). */
export interface GatewayUptimeRow {
  key: string;
  serialNumber: string;
  model: string;
  connectionStatus: 'online' | 'offline';
  /** ms on the simulator clock. */
  uptimeMs: number;
  /** Simulator clock, ms, of the last change of state (null when unknown). */
  since: number | null;
}

export type AnalyticsRow = DeviceClassUsageRow | FirmwareVersionRow | GatewayUptimeRow;

/** The answer of POST /analytics/data: the rows of the page (every row with pagination off) and the count of every row. */
export interface AnalyticsDataAnswer<R = AnalyticsRow> {
  engine: AnalyticsEngine;
  rows: R[];
  count: number;
  /** The page answered (1 with pagination off). */
  page: number;
  /** The limit applied (null with pagination off). */
  limit: number | null;
  /** Simulator clock, ms: when the rows were computed. */
  computedAt: number;
}

/** GET /analytics/spans?engine=…: the time span the engine's data covers. */
export const AnalyticsSpansQuery = v.object({
  engine: v.pipe(v.string('must be given once, as a plain value'), v.picklist(ANALYTICS_ENGINES, `must be one of ${ANALYTICS_ENGINES.join(', ')}`)),
});

/** One span: the data of `engine` covers from `from` to `to` (simulator clock, ms; null when there is none). */
export interface AnalyticsSpan {
  engine: AnalyticsEngine;
  from: number | null;
  to: number | null;
  /** How many samples (records, snapshots) fall in it. */
  samples: number;
}

// ---- one gateway's statistics ----

/** Why a snapshot was taken: the daily round on the simulator clock, or an admin's request. */
export const SNAPSHOT_REASONS = ['daily', 'onDemand'] as const;
export type SnapshotReason = (typeof SNAPSHOT_REASONS)[number];

/** A snapshot of one gateway's statistics (spec 3 §7 "Gateway statistics"). */
export const GatewaySnapshotSchema = v.object({
  serialNumber: text(32),
  /** Simulator clock, ms; also its key. */
  timestamp: time(),
  reason: v.picklist(SNAPSHOT_REASONS, `must be one of ${SNAPSHOT_REASONS.join(', ')}`),
  connectionStatus: v.picklist(['online', 'offline'], 'must be online or offline'),
  /** False when the gateway could not be read (offline): the device figures are the last known. */
  read: flag(),
  model: text(32),
  firmware: text(64),
  devices: count(),
  onlineDevices: count(),
  actuators: count(),
  sensors: count(),
  rules: count(),
  /** ms since the gateway last came online (0 offline). */
  uptimeMs: count(),
  deviceClasses: v.array(DeviceClassSumSchema),
});
export type GatewaySnapshot = v.InferOutput<typeof GatewaySnapshotSchema>;

/** Gateway serials in paths. */
export const StatisticsSerialParam = serialNumber();
/** A snapshot's timestamp in a path: a whole number of ms. */
export const SnapshotTimestampParam = v.pipe(v.string('must be a timestamp in ms'), v.regex(/^\d{1,15}$/, 'must be a timestamp in ms'), v.transform(Number));
/** Saved report ids in paths. */
export const SavedReportIdParam = recordId();

/** GET /gateway_statistics/{sn}/timestamps: newest first, 10 per page (spec 3 §9). */
export const SnapshotTimestampsQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 10),
});
export type SnapshotTimestampsRequest = { page?: number; limit?: number };

/** The answer: the page's timestamps (newest first) and the count of all. */
export interface SnapshotTimestamps {
  serialNumber: string;
  timestamps: number[];
  count: number;
  page: number;
  limit: number;
}

/** POST /gateway_statistics/{sn}/reports: a saved report made from one snapshot. `name` defaults to "{serial} {ISO time}". */
export const SavedReportCreateBody = v.strictObject(
  {
    timestamp: integer(0, Number.MAX_SAFE_INTEGER),
    name: v.optional(v.pipe(text(100), v.trim(), v.minLength(1, 'must not be blank'))),
  },
  'is not a field of this call',
);
export type SavedReportCreateRequest = v.InferInput<typeof SavedReportCreateBody>;

/** A saved report of one gateway: its snapshot frozen under a name, downloadable as PDF. */
export const SavedReportSchema = v.object({
  _id: recordId(),
  serialNumber: text(32),
  name: text(100),
  /** The snapshot it was made from. */
  timestamp: time(),
  /** Simulator clock, ms. */
  createdAt: time(),
  /** The admin who saved it. */
  createdBy: recordId(),
  /** The file name the PDF download carries. */
  fileName: text(200),
  snapshot: GatewaySnapshotSchema,
});
export type SavedReport = v.InferOutput<typeof SavedReportSchema>;

/** GET /gateway_statistics/{sn}/reports: newest first (`page`, `limit` 10). */
export const SavedReportListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 10),
});
export type SavedReportListRequest = { page?: number; limit?: number };

// ---- control API (docs/simulator.md "Statistics") ----

/**
 * PUT /api/__sim/statistics/faults {unreadable}: the serials whose read
 * fails (beside offline ones) in the next statistics runs; [] clears.
 */
export const SimStatisticsFaultsBody = v.strictObject(
  { unreadable: v.pipe(v.array(serialNumber()), v.maxLength(1000, 'must hold at most 1000 serials')) },
  'is not a field of this call',
);
/** POST /api/__sim/statistics/snapshots: the daily snapshot round now (all gateways), without waiting for the clock. */
export const SimStatisticsSnapshotsBody = v.strictObject({ serialNumber: v.optional(serialNumber()) }, 'is not a field of this call');

// ---- refusals ----

/** The refusals of the statistics calls, beside the shared 000400, 000403 and 000404. */
export const StatisticsErrorCode = {
  /** 409: a StatisticsReport request is running already; its uuid is in the message. */
  requestRunning: 'STATS_REQUEST_RUNNING',
  /** 409: the uuid was used by an earlier request. */
  uuidTaken: 'STATS_UUID_TAKEN',
  /** 404: the gateway has no snapshot at that timestamp. */
  snapshotUnknown: 'STATS_SNAPSHOT_UNKNOWN',
  /** 404: no saved report with that id for the gateway. */
  reportUnknown: 'STATS_REPORT_UNKNOWN',
  /** 404: the gateway is not in the fleet. */
  gatewayUnknown: 'STATS_GATEWAY_UNKNOWN',
} as const;
export type StatisticsErrorCodeValue = (typeof StatisticsErrorCode)[keyof typeof StatisticsErrorCode];
