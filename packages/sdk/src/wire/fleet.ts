import * as v from 'valibot';
import { flag, integer, queryChoice, queryInteger, queryText, recordId, serialNumber, text } from './fields';
import { GATEWAY_ORDER_BY } from './gateways';

/**
 * Wire shapes of the admin fleet calls: gateway replacement and repair,
 * the operations that carry them out, admin removal and virtual gateways
 * (spec 3 §2 "Gateway selection screen", "Operations list and details",
 * §3, §4 "Replacement", §7 "Gateways (admin)"; docs/contracts.md "Fleet:
 * replacement, operations, virtual gateways"). The rules behind them
 * (compatibility table, candidates, statuses, page sizes) are in
 * rules/replacement.ts.
 */

// ---- replacement ----

/**
 * What a replacement does with the failed unit (docs/contracts.md "Fleet").
 * Both move the failed gateway's home (devices, floors, rooms, rules) and
 * its owner onto the new unit. `replace`: the failed unit is retired, it
 * leaves the fleet. `repair`: the failed unit goes back to stock, kept in
 * the fleet unassigned (and wiped when automaticFactoryReset is on).
 */
export const REPLACEMENT_KINDS = ['replace', 'repair'] as const;
export type ReplacementKind = (typeof REPLACEMENT_KINDS)[number];

/** The restore point that means "the failed gateway's home as the cloud last saw it" (no backup needed). */
export const LATEST_RESTORE_POINT = 'latest';

/**
 * POST /replace/gw/create (spec 3 §3 "Replacement request"). `restorePoint`
 * is one of the failed gateway's kept backups (its _id) or `latest`
 * (default). `userId` is the admin starting it (the caller).
 */
export const ReplacementCreateBody = v.strictObject(
  {
    failedGtwSN: serialNumber(),
    newGtwSN: serialNumber(),
    restorePoint: v.optional(recordId(), LATEST_RESTORE_POINT),
    userId: recordId(),
    automaticFactoryReset: v.optional(flag(), false),
    kind: v.optional(v.picklist(REPLACEMENT_KINDS, `must be one of ${REPLACEMENT_KINDS.join(', ')}`), 'replace'),
  },
  'is not a field of this call',
);
export type ReplacementCreateRequest = v.InferInput<typeof ReplacementCreateBody>;

/** GET /replace/gw/check/{sn}: whether a replacement runs for the gateway, and its side of it. */
export interface ReplacementCheck {
  serialNumber: string;
  inProgress: boolean;
  /** The running operation, or null. */
  operationId: string | null;
  /** `failed` when the gateway is the one replaced, `new` when it is the replacement, null when none runs. */
  role: 'failed' | 'new' | null;
}

// ---- operations ----

/**
 * spec 3 §4: an operation is Pending until its first task runs, InProgress
 * while tasks run, Completed when every task finished (or was cancelled
 * one by one), Failed when a task failed (retry resumes it) or every task
 * was cancelled at once. Only Completed and Failed may be deleted.
 */
export const OPERATION_STATUSES = ['Pending', 'InProgress', 'Completed', 'Failed'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

/** The one operation type so far: bulk replace (`rpl`). */
export const OPERATION_TYPES = ['rpl'] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];

/**
 * The tasks of a replacement, in the order they run. `factoryReset` is
 * there only with automaticFactoryReset; `retireFailed` for replace,
 * `returnToStock` for repair.
 */
export const OPERATION_TASK_NAMES = [
  'snapshot',
  'moveDevices',
  'moveFloorsRooms',
  'moveRules',
  'transferOwner',
  'factoryReset',
  'retireFailed',
  'returnToStock',
  'finish',
] as const;
export type OperationTaskName = (typeof OPERATION_TASK_NAMES)[number];

export const TASK_STATUSES = ['pending', 'running', 'finished', 'failed', 'canceled'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

const time = () => v.pipe(v.number('must be a number'), v.minValue(0, 'must be a time'));
const count = () => integer(0, 1_000_000_000);
const nullableTime = () => v.nullable(time());

/** spec 3 §3 "Operation task errorFeedback" (the bulk shape's `defautlMsg` is spelled right here). */
export const ErrorFeedbackSchema = v.object({
  defaultMsg: v.string('must be a string'),
  customMsg: v.nullable(v.string('must be a string')),
  timeOfFail: time(),
  troubleshooting: v.nullable(v.string('must be a string')),
});
export type ErrorFeedback = v.InferOutput<typeof ErrorFeedbackSchema>;

/** One line of an operation's log. */
export const TaskLogEntrySchema = v.object({ ts: time(), message: v.string('must be a string') });

/**
 * spec 3 §3 "Operation": _id, status, taskOptions.numberOfTasks, taskLog,
 * taskList, campaignOptions.progress, finishTaskCount, timeOfOperationStart;
 * plus what the replacement is.
 */
export const OperationSchema = v.object({
  _id: recordId(),
  type: v.picklist(OPERATION_TYPES, 'must be rpl'),
  kind: v.picklist(REPLACEMENT_KINDS, `must be one of ${REPLACEMENT_KINDS.join(', ')}`),
  status: v.picklist(OPERATION_STATUSES, `must be one of ${OPERATION_STATUSES.join(', ')}`),
  failedGtwSN: text(32),
  newGtwSN: text(32),
  restorePoint: text(64),
  automaticFactoryReset: flag(),
  /** The admin who started it. */
  userId: recordId(),
  /** The home owner who moves to the new gateway (null when the failed one had none by then). */
  ownerId: v.nullable(recordId()),
  taskOptions: v.object({ numberOfTasks: count() }),
  /** The task names, in the order they run. */
  taskList: v.array(v.picklist(OPERATION_TASK_NAMES, 'must be a task name')),
  taskLog: v.array(TaskLogEntrySchema),
  campaignOptions: v.object({ progress: integer(0, 100) }),
  finishTaskCount: count(),
  failedTaskCount: count(),
  canceledTaskCount: count(),
  timeOfOperationStart: time(),
  timeOfOperationFinish: nullableTime(),
  updatedAt: time(),
});
export type Operation = v.InferOutput<typeof OperationSchema>;

/** spec 3 §3 "Operation task": isFailed, isFinished, isCanceled, errorFeedback, device. */
export const OperationTaskSchema = v.object({
  _id: recordId(),
  operationId: recordId(),
  /** 0-based position in the operation. */
  index: count(),
  name: v.picklist(OPERATION_TASK_NAMES, 'must be a task name'),
  /** The serial of the gateway the task acts on. */
  device: text(32),
  isFailed: flag(),
  isFinished: flag(),
  isCanceled: flag(),
  taskOptions: v.object({ progress: integer(0, 100), status: v.picklist(TASK_STATUSES, `must be one of ${TASK_STATUSES.join(', ')}`) }),
  timeOfTaskStart: nullableTime(),
  taskFinishedTimestamp: nullableTime(),
  /** How many times it ran. */
  triedCounter: count(),
  /** How many times a retry put it back. */
  retryCounter: count(),
  errorFeedback: v.nullable(ErrorFeedbackSchema),
});
export type OperationTask = v.InferOutput<typeof OperationTaskSchema>;

/** Operation ids in paths. */
export const OperationIdParam = recordId();
export const TaskIdParam = recordId();

/** GET /te_operation/list: `limit` (default 10) and `skip`, an optional status filter and a serial search. */
export const OperationListQuery = v.object({
  limit: queryInteger(1, 100, 10),
  skip: queryInteger(0, 1_000_000_000, 0),
  status: queryChoice(OPERATION_STATUSES),
  search: queryText(32),
});
export type OperationListRequest = { limit?: number; skip?: number; status?: OperationStatus; search?: string };

/** Task list filters: every task, or those in one state. */
export const TASK_FILTERS = ['all', 'pending', 'running', 'finished', 'failed', 'canceled'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** GET /te_operation/{id}/tasks: `filterBy` (default all), `search` (task name or serial), `page` (1-based), `limit` (default 15). */
export const TaskListQuery = v.object({
  filterBy: queryChoice(TASK_FILTERS, 'all'),
  search: queryText(32),
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 15),
});
export type TaskListRequest = { filterBy?: TaskFilter; search?: string; page?: number; limit?: number };

/** The answer of POST /replace/gw/create, retry, cancel: the operation as it now is. */
export interface OperationAnswer {
  operation: Operation;
}

// ---- admin events (homeport/admin/evt) ----

export const FleetEvent = {
  /** A replacement operation was created: data `{operation}`. */
  created: 'admin_create_rpl_operation',
  /** A task started, finished, failed or was cancelled, or the operation was retried: data `{operation, task}` (task null for a retry or cancel-all). */
  updated: 'admin_updated_rpl_operation',
  /** The operation ended (Completed or Failed): data `{operation}`. */
  finished: 'admin_finished_rpl_operation',
} as const;

export const OperationEventData = v.object({ operation: OperationSchema, task: v.optional(v.nullable(OperationTaskSchema)) });
export type OperationEvent = v.InferOutput<typeof OperationEventData>;

// ---- admin removal ----

/** DELETE /udm/device/{sn}: the gateway left the fleet. */
export interface GatewayRemoved {
  serialNumber: string;
  removed: true;
  /** Its owner before, told with gateway_removed (null when unassigned). */
  formerOwner: string | null;
}

// ---- virtual gateways ----

/** GET /udm/admin/generate-sn-and-sid: a free serial and secure id, upper-cased (spec 3 §5). */
export interface GeneratedIds {
  serialNumber: string;
  secureId: string;
}

/**
 * POST /udm/device/upload/one/vg (spec 3 §3 "Virtual gateway request").
 * `serialNumber` and `secureId` may be the pair generate-sn-and-sid gave
 * (upper-cased here); without them the server generates a pair.
 */
export const VirtualGatewayBody = v.strictObject(
  {
    hardwareModel: v.pipe(text(32), v.trim(), v.toUpperCase()),
    firmwareModel: v.pipe(text(32), v.trim()),
    creatorId: recordId(),
    serialNumber: v.optional(serialNumber()),
    secureId: v.optional(v.pipe(v.string('must be 8 to 64 letters and digits'), v.regex(/^[A-Za-z0-9]{8,64}$/, 'must be 8 to 64 letters and digits'), v.toUpperCase())),
  },
  'is not a field of this call',
);
export type VirtualGatewayRequest = v.InferInput<typeof VirtualGatewayBody>;

/** The created record as the answer carries it. */
export interface VirtualGatewayCreated {
  serialNumber: string;
  secureId: string;
  model: string;
  currentFWVersion: string;
  creatorId: string;
  /** Simulator clock, ms. */
  createdAt: number;
}

/** spec 3 §3 "Response: imported, newlyGenerated (secureId, serialNumber), creationVG". */
export interface VirtualGatewayAnswer {
  /** True: the record is in the fleet. */
  imported: boolean;
  newlyGenerated: GeneratedIds;
  creationVG: VirtualGatewayCreated;
}

/** POST /udm/device/remove/one/vg: only a virtual gateway is removed this way. */
export const RemoveVirtualGatewayBody = v.strictObject({ serialNumber: serialNumber() }, 'is not a field of this call');

/** GET /udm/hardware/list: the models the fleet knows, their firmwares, and which are virtual. */
export interface HardwareModel {
  hardwareModel: string;
  firmwareModels: string[];
  virtual: boolean;
}

/** The most rows GET /udm/device/fetchGtwWithoutUser answers at once (spec 3 §7: default 10000). */
export const GATEWAYS_WITHOUT_USER_MAX_LIMIT = 10_000;

/**
 * GET /udm/device/fetchGtwWithoutUser: unassigned gateways. `models` is a
 * comma-separated list (any case); `orderBy` connectionStatus puts online first.
 */
export const GatewaysWithoutUserQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, GATEWAYS_WITHOUT_USER_MAX_LIMIT, GATEWAYS_WITHOUT_USER_MAX_LIMIT),
  orderBy: queryChoice(GATEWAY_ORDER_BY, 'connectionStatus'),
  models: queryText(500),
  searchText: queryText(100),
});
export type GatewaysWithoutUserRequest = { page?: number; limit?: number; orderBy?: (typeof GATEWAY_ORDER_BY)[number]; models?: string[]; searchText?: string };

// ---- refusals ----

/**
 * The refusals of the fleet calls, beside the shared 000400, 000403,
 * 000404 and the OTP authorization's. The portal translates each.
 */
export const FleetErrorCode = {
  /** 409: the failed gateway has no owner (nothing to move). */
  failedNotAssigned: 'RPL_FAILED_NOT_ASSIGNED',
  /** 409: the new gateway is offline. */
  newOffline: 'RPL_NEW_OFFLINE',
  /** 409: the new gateway has an owner. */
  newAssigned: 'RPL_NEW_ASSIGNED',
  /** 409: the new gateway's model may not replace the failed one's (rules/replacement.ts). */
  notCompatible: 'RPL_NOT_COMPATIBLE',
  /** 400: the failed and the new gateway are the same. */
  sameGateway: 'RPL_SAME_GATEWAY',
  /** 409: one of the two is in a replacement already. */
  inProgress: 'RPL_IN_PROGRESS',
  /** 400: restorePoint is not a kept backup of the failed gateway. */
  restorePointUnknown: 'RPL_RESTORE_POINT_UNKNOWN',
  /** 403: SECURE_IMPORTANT_ROUTES_WITH_OTP is on and the session has no live OTP authorization (POST /auth/otp/authorize/verify first). */
  otpRequired: 'OTP_AUTHORIZATION_REQUIRED',
  /** 403: the RPL_GTW permission is off. */
  replacementDisabled: 'RPL_DISABLED',
  /** 409: only a Completed or Failed operation is deleted. */
  notDeletable: 'OPERATION_NOT_DELETABLE',
  /** 409: retry needs a Failed operation with a failed task. */
  nothingToRetry: 'OPERATION_NOTHING_TO_RETRY',
  /** 409: the task has finished, is running or is cancelled already (or the operation has ended). */
  taskNotCancelable: 'OPERATION_TASK_NOT_CANCELABLE',
  /** 409: the operation has ended (cancel all). */
  operationEnded: 'OPERATION_ENDED',
  /** 409: a gateway in a replacement is not removed. */
  removeInReplacement: 'GATEWAY_IN_REPLACEMENT',
  /** 403: VIRTUAL_GTW is off (VIRTUALGV_CREATION_SETTINGS). */
  virtualDisabled: 'VG_DISABLED',
  /** 400: the hardware model is not virtual, or the firmware is not one of the model's. */
  virtualModelUnknown: 'VG_MODEL_UNKNOWN',
  /** 409: the serial or secure id is taken. */
  virtualIdTaken: 'VG_ID_TAKEN',
  /** 409: the gateway is not virtual (remove it with DELETE /udm/device/{sn}). */
  notVirtual: 'VG_NOT_VIRTUAL',
} as const;
export type FleetErrorCodeValue = (typeof FleetErrorCode)[keyof typeof FleetErrorCode];

/** Control API: PUT /api/__sim/fleet/flags sets the permission flags the fleet calls obey (docs/simulator.md "Fleet"). */
export const SimFleetFlagsBody = v.strictObject(
  {
    RPL_GTW: v.optional(flag()),
    VIRTUAL_GTW: v.optional(flag()),
    SECURE_IMPORTANT_ROUTES_WITH_OTP: v.optional(flag()),
  },
  'is not a flag of this call (RPL_GTW, VIRTUAL_GTW, SECURE_IMPORTANT_ROUTES_WITH_OTP)',
);

/**
 * The replacement operation events on `{product}/admin/evt` (spec 3 §4
 * "Replacement"; docs/contracts.md "Fleet"): data `{operation, task?}`.
 * Beside the account events of wire/events.ts, in their form.
 */
export const AdminOperationEventSchema = v.variant('name', [
  v.object({ name: v.literal(FleetEvent.created), data: OperationEventData }),
  v.object({ name: v.literal(FleetEvent.updated), data: OperationEventData }),
  v.object({ name: v.literal(FleetEvent.finished), data: OperationEventData }),
]);
export type AdminOperationEventMessage = v.InferOutput<typeof AdminOperationEventSchema>;
