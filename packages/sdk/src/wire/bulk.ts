import * as v from 'valibot';
import { flag, integer, queryChoice, queryInteger, queryText, recordId, serialNumber, text } from './fields';
import { placeName } from './home';
import { RULE_LOGICS, resourceId, ruleName } from './scenes';

/**
 * Wire shapes of bulk operations (spec 3 §2 "Bulk operation creation",
 * "Bulk log", "Bulk details", §3 "Gateway row (bulk)", "Filter row", "Bulk
 * operation", "Bulk task", "Bulk create payload", "Bulk content", §4, §7
 * "Bulk operations (bom)" and the location group; docs/contracts.md "Bulk
 * operations"). The rules behind them (filter rows, page sizes, the create
 * payload's checks, inclusion) are in rules/bulk.ts.
 */

// ---- statuses and kinds ----

/** spec 3 §9 "the status values of campaigns ... not shown": ours. Terminal: Completed, Canceled, Failed. */
export const BULK_CAMPAIGN_STATUSES = ['Pending', 'In Progress', 'Completed', 'Canceled', 'Failed'] as const;
export type BulkCampaignStatus = (typeof BULK_CAMPAIGN_STATUSES)[number];

/** A task's taskOptions.status. Pending also while it waits for its next retry. Terminal: Successful, Failed, Canceled. */
export const BULK_TASK_STATUSES = ['Pending', 'In Progress', 'Successful', 'Failed', 'Canceled'] as const;
export type BulkTaskStatus = (typeof BULK_TASK_STATUSES)[number];

/** spec 3 §3, §9: the content types (lyt layout, scn scene, ts status). */
export const BULK_CONTENT_TYPES = ['lyt', 'scn', 'ts'] as const;
export type BulkContentType = (typeof BULK_CONTENT_TYPES)[number];

/** The operation types: a content type, or `inc` (inclusion: open network, no content tabs). */
export const BULK_OPERATION_TYPES = ['lyt', 'scn', 'ts', 'inc'] as const;
export type BulkOperationType = (typeof BULK_OPERATION_TYPES)[number];

/** spec 3 §3 "Bulk command payloads": the gateway command each type sends. */
export const BULK_COMMAND_OF_TYPE = {
  lyt: 'create_layout',
  scn: 'create_rule',
  ts: 'update_scenario_status',
  inc: 'open_network',
} as const satisfies Record<BulkOperationType, string>;

/** spec 3 §3 "create_rule with dest_class ScenarioController". */
export const BULK_SCENE_DEST_CLASS = 'ScenarioController';

/** spec 3 §3 content_params type: command or query. */
export const BULK_PARAM_TYPES = ['command', 'query'] as const;

/** Most serials in one campaign. */
export const BULK_MAX_DEVICES = 5000;
/** Most retries a campaign may ask for (spec 3 §9: default 3). */
export const BULK_MAX_RETRIES = 10;
export const BULK_NAME_MAX = 100;

// ---- the gateway commands' params (the emulator reads the same schemas) ----

/** create_layout: floors with their rooms; a floor or room already there (same name) is kept, not doubled. */
export const CreateLayoutParams = v.object({
  floors: v.pipe(
    v.array(v.object({ floor_name: placeName(), rooms: v.optional(v.pipe(v.array(placeName()), v.maxLength(40, 'must hold at most 40 rooms')), []) })),
    v.minLength(1, 'must hold at least one floor'),
    v.maxLength(20, 'must hold at most 20 floors'),
  ),
});
export type CreateLayoutParamsInput = v.InferInput<typeof CreateLayoutParams>;

/** create_rule as bulk sends it: the scene's rule, for the ScenarioController. */
export const BulkCreateRuleParams = v.object({
  name: ruleName(),
  rule_logic: v.optional(v.picklist(RULE_LOGICS, 'must be OR or AND'), 'OR'),
  active: v.optional(flag(), true),
  dest_class: v.literal(BULK_SCENE_DEST_CLASS, `must be ${BULK_SCENE_DEST_CLASS}`),
});

/** update_scenario_status: several scenario statuses on or off at once (by resource id, spec 3 §9 ids 0 to 19). */
export const UpdateScenarioStatusParams = v.object({
  statuses: v.pipe(
    v.array(v.object({ resource_id: resourceId(), state: flag() })),
    v.minLength(1, 'must hold at least one status'),
    v.maxLength(20, 'must hold at most 20 statuses'),
  ),
});

/** open_network as bulk sends it (spec 3 §3: zwave_wni_enabled true). */
export const BulkOpenNetworkParams = v.object({ zwave_wni_enabled: v.literal(true, 'must be true'), timeout: v.optional(integer(10, 600)) });

// ---- content ----

const contentName = () =>
  v.pipe(v.string('must be 1 to 100 characters'), v.trim(), v.minLength(1, 'is required'), v.maxLength(BULK_NAME_MAX, `must be 1 to ${BULK_NAME_MAX} characters`));
const paramType = () => v.optional(v.picklist(BULK_PARAM_TYPES, 'must be command or query'), 'command');
const oneParam = <N extends string, P extends v.GenericSchema>(name: N, params: P) =>
  v.pipe(
    v.array(v.strictObject({ name: v.literal(name, `must be ${name}`), params, type: paramType() }, 'is not a field of a content param')),
    v.length(1, 'must hold exactly one command'),
  );

const LayoutContent = v.strictObject(
  { content_name: contentName(), content_type: v.literal('lyt'), content_params: oneParam('create_layout', CreateLayoutParams) },
  'is not a field of bulk content',
);
const SceneContent = v.strictObject(
  { content_name: contentName(), content_type: v.literal('scn'), content_params: oneParam('create_rule', BulkCreateRuleParams) },
  'is not a field of bulk content',
);
const StatusContent = v.strictObject(
  { content_name: contentName(), content_type: v.literal('ts'), content_params: oneParam('update_scenario_status', UpdateScenarioStatusParams) },
  'is not a field of bulk content',
);
/** The open-network campaign's content (no content tabs): the server fills it in when none is sent. */
const InclusionContent = v.strictObject(
  { content_name: contentName(), content_type: v.literal('inc'), content_params: oneParam('open_network', BulkOpenNetworkParams) },
  'is not a field of bulk content',
);

/** The open-network content alone (kept for clients that read it by name). */
export const BulkInclusionContent = InclusionContent;

/** spec 3 §3 "Bulk content": content_name, content_type, content_params [{name, params, type}]; the params are the command's, by type. */
export const BulkContentBody = v.variant('content_type', [LayoutContent, SceneContent, StatusContent], 'must be lyt, scn or ts');
export type BulkContentRequest = v.InferInput<typeof BulkContentBody>;
export type BulkContentData = v.InferOutput<typeof BulkContentBody>;

/** Any campaign's content (the stored kinds, or inc). */
export const BulkCampaignContentSchema = v.variant('content_type', [LayoutContent, SceneContent, StatusContent, InclusionContent], 'must be lyt, scn, ts or inc');
export type BulkCampaignContent = v.InferOutput<typeof BulkCampaignContentSchema>;

/** A stored content (POST /bom/content/create answers it). */
export type BulkContent = BulkContentData & { _id: string; createdAt: number };

/** GET /bom/content/list: type, limit 5, page 1, filterBy (a search in the name). */
export const BulkContentListQuery = v.object({
  type: queryChoice(BULK_CONTENT_TYPES, 'lyt'),
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 5),
  filterBy: queryText(100),
});

// ---- campaigns (bulk operations) and tasks ----

/** spec 3 §3 "Bulk create payload". `content` or `contentId` (a stored content); neither: an open-network campaign. */
export const CreateBulkCampaignBody = v.strictObject(
  {
    contentId: v.optional(v.nullable(recordId())),
    operation_name: contentName(),
    /** The operation type; without it, the content's type (and inc when there is no content). */
    operation_type: v.optional(v.picklist(BULK_OPERATION_TYPES, `must be one of ${BULK_OPERATION_TYPES.join(', ')}`)),
    content: v.optional(v.nullable(BulkCampaignContentSchema)),
    userId: recordId(),
    userInitiated: v.optional(flag(), true),
    devices: v.pipe(v.array(serialNumber()), v.maxLength(BULK_MAX_DEVICES, `must hold at most ${BULK_MAX_DEVICES} serial numbers`)),
    campaignOptions: v.optional(v.strictObject({ retryNumber: v.optional(integer(0, BULK_MAX_RETRIES), 3) }, 'is not a field of campaignOptions'), { retryNumber: 3 }),
  },
  'is not a field of this call',
);
export type CreateBulkCampaignRequest = v.InferInput<typeof CreateBulkCampaignBody>;

/** taskCounters: how many tasks are in each state. */
export interface BulkTaskCounters {
  total: number;
  pending: number;
  inProgress: number;
  successful: number;
  failed: number;
  canceled: number;
}

/** spec 3 §3 "Bulk operation". Times are the simulator clock's, ms; null until they happen. */
export interface BulkCampaign {
  _id: string;
  operation_name: string;
  operation_type: BulkOperationType;
  status: BulkCampaignStatus;
  /** progress: percent of tasks finished (0 to 100). */
  campaignOptions: { progress: number; retryNumber: number };
  /** Tasks finished (successful, failed or canceled). */
  finishTaskCount: number;
  taskCounters: BulkTaskCounters;
  timeOfOperationStart: number | null;
  timeOfOperationFinish: number | null;
  contentId: string | null;
  content: BulkCampaignContent;
  /** spec 3 §3: the current user's id, first and last name. */
  user: { id: string; firstName: string; lastName: string };
  userInitiated: boolean;
  createdAt: number;
}

/** errorFeedback (spec 3 §3; `defautlMsg` is the spec's spelling). */
export interface BulkErrorFeedback {
  defautlMsg: string;
  customMsg: string;
  timeOfFail: number;
  troubleshooting: string;
}

/** spec 3 §3 "Bulk task": one gateway of a campaign. */
export interface BulkTask {
  _id: string;
  campaignId: string;
  /** The gateway's serial. */
  device: string;
  isCanceled: boolean;
  isFailed: boolean;
  isFinished: boolean;
  taskOptions: { progress: number; status: BulkTaskStatus };
  timeOfTaskStart: number | null;
  taskFinishedTimestamp: number | null;
  /** Attempts sent to the gateway. */
  triedCounter: number;
  /** Retries made after the first attempt (at most the campaign's retryNumber). */
  retryCounter: number;
  /** When the next retry is due (back-off), null when none waits. */
  nextAttemptAt: number | null;
  errorFeedback: BulkErrorFeedback | null;
}

const count = () => integer(0, 1_000_000_000);
const time = () => v.nullable(v.number('must be a number'));

export const BulkErrorFeedbackSchema = v.object({ defautlMsg: v.string(), customMsg: v.string(), timeOfFail: v.number(), troubleshooting: v.string() });

/** A campaign as events and answers carry it (clients read the events with it). */
export const BulkCampaignSchema = v.object({
  _id: recordId(),
  operation_name: v.string(),
  operation_type: v.picklist(BULK_OPERATION_TYPES),
  status: v.picklist(BULK_CAMPAIGN_STATUSES),
  campaignOptions: v.object({ progress: integer(0, 100), retryNumber: integer(0, BULK_MAX_RETRIES) }),
  finishTaskCount: count(),
  taskCounters: v.object({ total: count(), pending: count(), inProgress: count(), successful: count(), failed: count(), canceled: count() }),
  timeOfOperationStart: time(),
  timeOfOperationFinish: time(),
  contentId: v.nullable(v.string()),
  content: BulkCampaignContentSchema,
  user: v.object({ id: v.string(), firstName: v.string(), lastName: v.string() }),
  userInitiated: flag(),
  createdAt: v.number(),
});

export const BulkTaskSchema = v.object({
  _id: recordId(),
  campaignId: recordId(),
  device: text(32),
  isCanceled: flag(),
  isFailed: flag(),
  isFinished: flag(),
  taskOptions: v.object({ progress: integer(0, 100), status: v.picklist(BULK_TASK_STATUSES) }),
  timeOfTaskStart: time(),
  taskFinishedTimestamp: time(),
  triedCounter: count(),
  retryCounter: count(),
  nextAttemptAt: time(),
  errorFeedback: v.nullable(BulkErrorFeedbackSchema),
});

/** spec 3 §2 "Bulk details": the task filters. */
export const BULK_TASK_FILTERS = ['All', 'Failed', 'Canceled', 'Successful'] as const;
export type BulkTaskFilter = (typeof BULK_TASK_FILTERS)[number];

/** GET /bom/campaign/list: limit (10), page; search adds searchPhrase (in the operation name). */
export const BulkCampaignListQuery = v.object({
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 10),
  searchPhrase: queryText(100),
});

/** GET /bom/task/list/{id}: filterBy (All), page, limit (20). */
export const BulkTaskListQuery = v.object({
  filterBy: queryChoice(BULK_TASK_FILTERS, 'All'),
  page: queryInteger(1, 1_000_000, 1),
  limit: queryInteger(1, 100, 20),
});

/** A page of a list: the items of `page`, and how many there are in all. */
export interface BulkPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Campaign and task ids in paths. */
export const BulkIdParam = recordId();

/** POST /bom/task/cancelSpecific: the tasks to cancel (of one campaign or several). */
export const CancelBulkTasksBody = v.strictObject(
  { taskIds: v.pipe(v.array(recordId()), v.minLength(1, 'must hold at least one task id'), v.maxLength(BULK_MAX_DEVICES, `must hold at most ${BULK_MAX_DEVICES} ids`)) },
  'is not a field of this call',
);

/** What cancel, reset and resetAll answer: the campaign after the change and how many tasks changed. */
export interface BulkChangeAnswer {
  campaign: BulkCampaign;
  changed: number;
}

// ---- locations ----

/** spec 1 §1 regions S, N, E, W (Southern, Northern, Eastern, Western). */
export const BULK_REGION_CODES = ['S', 'N', 'E', 'W'] as const;
export type BulkRegionCode = (typeof BULK_REGION_CODES)[number];
export const BULK_REGION_NAMES: Record<BulkRegionCode, string> = { S: 'Southern', N: 'Northern', E: 'Eastern', W: 'Western' };

const placeText = () => v.pipe(v.string('must be 1 to 64 characters'), v.trim(), v.minLength(1, 'must be 1 to 64 characters'), v.maxLength(64, 'must be 1 to 64 characters'));

/** spec 3 §3 "Filter row": region, state, centre (the portal keeps rows, then sends the lists). */
export interface BulkFilterRow {
  region: BulkRegionCode;
  state: string;
  centre: string;
}

/**
 * POST /location/filtering: filter{reglist, statelist, jcenterlist}, page,
 * limit. A gateway matches when its region is in reglist, its state in
 * statelist and its centre (jc) in jcenterlist; an empty or absent list
 * matches any.
 */
export const BulkFilteringBody = v.strictObject(
  {
    filter: v.strictObject(
      {
        reglist: v.optional(v.pipe(v.array(v.picklist(BULK_REGION_CODES, 'must be S, N, E or W')), v.maxLength(4, 'must hold at most 4 regions')), []),
        statelist: v.optional(v.pipe(v.array(placeText()), v.maxLength(100, 'must hold at most 100 states')), []),
        jcenterlist: v.optional(v.pipe(v.array(placeText()), v.maxLength(500, 'must hold at most 500 centres')), []),
      },
      'is not a field of filter',
    ),
    page: v.optional(integer(1, 1_000_000), 1),
    limit: v.optional(integer(1, 1000), 10),
  },
  'is not a field of this call',
);
export type BulkFilteringRequest = v.InferInput<typeof BulkFilteringBody>;

/** spec 3 §3 "Gateway row (bulk)": the gateway with its centre and point. */
export interface BulkGatewayRow {
  serialNumber: string;
  name: string;
  model: string;
  connectionStatus: 'online' | 'offline';
  currentFWVersion: string;
  /** The hub software (swVersions.ohmVersion): what bulk inclusion is gated on (rules/bulk.ts bulkInclusionAllowed). */
  ohmVersion: string;
  region: BulkRegionCode;
  state: string;
  jioCenter: { jc: string; jcName: string; jpDetails: { jpCode: string; serialNumber: string } };
}

/** GET /location/regions. */
export interface BulkRegion {
  code: BulkRegionCode;
  name: string;
}

/** POST /location/countriesInRegion {region}: the states of a region. */
export const StatesInRegionBody = v.strictObject({ region: v.picklist(BULK_REGION_CODES, 'must be S, N, E or W') }, 'is not a field of this call');
/** POST /location/jCenterInState {state}: the centres of a state. */
export const CentresInStateBody = v.strictObject({ state: placeText() }, 'is not a field of this call');
/** POST /location/jDetailsInCenter {listRegions, jc}: a centre's details (listRegions narrows the regions looked in). */
export const CentreDetailsBody = v.strictObject(
  { listRegions: v.optional(v.array(v.picklist(BULK_REGION_CODES, 'must be S, N, E or W')), []), jc: placeText() },
  'is not a field of this call',
);

/** A state of a region (countriesInRegion answers these). */
export interface BulkState {
  region: BulkRegionCode;
  state: string;
}

/** A centre (jc is its code, as the gateways carry it; jcName its display name). */
export interface BulkCentre {
  jc: string;
  jcName: string;
  region: BulkRegionCode;
  state: string;
}

/** jDetailsInCenter: the centre and its points (one per gateway). */
export interface BulkCentreDetails extends BulkCentre {
  gateways: number;
  jpDetails: Array<{ jpCode: string; serialNumber: string }>;
}

/**
 * POST /location/importDet: multipart with two CSV files (docs/contracts.md
 * "Bulk operations"): `centres` (header region,state,centre,jcName) and
 * `gateways` (header serial,centre,jpCode). All rows are checked first; one
 * bad row refuses the whole import and changes nothing.
 */
export const BULK_IMPORT_FILES = { centres: 'centres', gateways: 'gateways' } as const;
export const BULK_IMPORT_HEADERS = { centres: ['region', 'state', 'centre', 'jcName'], gateways: ['serial', 'centre', 'jpCode'] } as const;
/** Largest CSV file (bytes) and most rows per file. */
export const BULK_IMPORT_MAX_BYTES = 1_000_000;
export const BULK_IMPORT_MAX_ROWS = 20_000;

/** One row of the centres CSV. */
export const ImportCentreRow = v.object({ region: v.picklist(BULK_REGION_CODES, 'must be S, N, E or W'), state: placeText(), centre: placeText(), jcName: placeText() });
/** One row of the gateways CSV. */
export const ImportGatewayRow = v.object({
  serial: serialNumber(),
  centre: placeText(),
  jpCode: v.pipe(v.string('must be 1 to 32 letters, digits or -'), v.regex(/^[A-Za-z0-9-]{1,32}$/, 'must be 1 to 32 letters, digits or -')),
});

/** importDet's result: what was applied, or (400) the rows at fault. */
export interface BulkImportResult {
  centres: { added: number; updated: number };
  gateways: { updated: number };
}

/** A refused import row: which file, which line (1 is the header), what is wrong. */
export interface BulkImportRowError {
  file: 'centres' | 'gateways';
  line: number;
  message: string;
}

// ---- events (on {product}/admin/evt) ----

export const BulkEvent = {
  /** A campaign was created: data is the BulkCampaign. */
  campaignCreated: 'bom_campaign_created',
  /** A campaign's status or counters changed: data is the BulkCampaign. */
  campaignUpdated: 'bom_campaign_updated',
  /** A campaign reached a terminal status (Completed, Failed, Canceled): data is the BulkCampaign. */
  campaignFinished: 'bom_campaign_updated_finished',
  /** A task changed: data is the BulkTask. */
  taskUpdated: 'bom_task_updated',
  /** A campaign was deleted: data `{ _id }` (ours; not in the spec's list). */
  campaignDeleted: 'bom_campaign_deleted',
} as const;
export type BulkEventName = (typeof BulkEvent)[keyof typeof BulkEvent];

export const BulkCampaignDeletedData = v.object({ _id: recordId() });

/** The bulk events a client acts on, by name (the admin topic's bom_* events). */
export const BulkEventSchema = v.variant('name', [
  v.object({ name: v.literal(BulkEvent.campaignCreated), data: BulkCampaignSchema }),
  v.object({ name: v.literal(BulkEvent.campaignUpdated), data: BulkCampaignSchema }),
  v.object({ name: v.literal(BulkEvent.campaignFinished), data: BulkCampaignSchema }),
  v.object({ name: v.literal(BulkEvent.taskUpdated), data: BulkTaskSchema }),
  v.object({ name: v.literal(BulkEvent.campaignDeleted), data: BulkCampaignDeletedData }),
]);
export type BulkEventMessage = v.InferOutput<typeof BulkEventSchema>;

/**
 * The refusals of /bom and /location (docs/contracts.md "Bulk operations"),
 * beside the shared 000400, 000403, 000404.
 */
export const BulkErrorCode = {
  /** 400: the campaign names no serial number (spec 3 §5 "no serial numbers"). */
  noSerials: 'BULK_NO_SERIALS',
  /** 404: a serial of the campaign is not a gateway of the fleet (field devices). */
  unknownGateway: 'BULK_UNKNOWN_GATEWAY',
  /** 404: contentId names no stored content. */
  unknownContent: 'BULK_UNKNOWN_CONTENT',
  /** 400: neither content nor contentId for a type that needs content, or a content of another type. */
  contentMismatch: 'BULK_CONTENT_MISMATCH',
  /** 409: the campaign is finished or canceled (cancel), or still running (delete). */
  wrongState: 'BULK_WRONG_STATE',
  /** 400: an importDet file is missing, not CSV, too big, or a row is wrong (data lists the rows). */
  importInvalid: 'BULK_IMPORT_INVALID',
  /** 403: the userId sent is not the caller's. */
  wrongUser: 'BULK_WRONG_USER',
} as const;
export type BulkErrorCodeValue = (typeof BulkErrorCode)[keyof typeof BulkErrorCode];

// ---- simulator control (QA) ----

/** POST /api/__sim/bulk/queue: pause, resume, or stall (mark In Progress, never send: a killed process between the two). */
export const BULK_QUEUE_ACTIONS = ['pause', 'resume', 'stall'] as const;
export const BulkQueueControlBody = v.strictObject({ action: v.picklist(BULK_QUEUE_ACTIONS, 'must be pause, resume or stall') }, 'is not a field of this call');

/** What the control API answers about the queue. */
export interface BulkQueueState {
  paused: boolean;
  stalled: boolean;
  inFlight: number;
  ready: number;
  concurrency: number;
  campaigns: number;
}
