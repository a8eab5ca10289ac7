import type { BulkCampaignStatus, BulkFilterRow, BulkOperationType, BulkTask, BulkTaskFilter, BulkTaskStatus, CreateBulkCampaignRequest } from '../wire/bulk';
import { compareVersions } from './versions';

/**
 * The rules of bulk operations (spec 3 §2, §4 "Bulk operations", §5 "Bulk",
 * §7, §9), shared by the portal (what it offers and checks) and the
 * simulator (what it refuses), so both say the same.
 */

/** spec 3 §9 page sizes: bulk log 10, bulk task details 20, bulk content choice 5. */
export const BULK_PAGE_SIZES = { log: 10, tasks: 20, content: 5 } as const;

/** spec 3 §9: retries default 3. */
export const BULK_DEFAULT_RETRIES = 3;

/** spec 3 §5, §9: at most 10 filter rows. */
export const BULK_MAX_FILTER_ROWS = 10;

/** spec 3 §4: after creation the admin goes to bulk_log after 1200 ms. */
export const BULK_REDIRECT_AFTER_CREATE_MS = 1200;

/** spec 3 §9: minimum gateway (hub) software version for bulk inclusion; the version must be above it. */
export const BULK_INCLUSION_MIN_SOFTWARE = '4.19.0';

/** spec 3 §7: local browser storage keys of the bulk filter state. */
export const BULK_STORAGE_KEYS = {
  rows: 'stateRows',
  regions: 'stateRegions',
  states: 'stateStates',
  jCenters: 'stateJCenters',
  lastBulkData: 'lastBulkData',
  lastBulkState: 'lastBulkState',
} as const;

/** The alerts and flags of spec 3 §5 and §8, as the keys the portal translates. */
export const BulkRuleError = {
  /** spec 3 §5: a duplicate filter row. */
  filterExists: 'filter exists',
  /** spec 3 §5: more than 10 filter rows. */
  tooManyFilters: 'too many filters',
  /** spec 3 §5: a filter row with an empty field. */
  filterIncomplete: 'filter incomplete',
  /** spec 3 §5: no device serial. */
  noSerials: 'no serial numbers',
  nameRequired: 'name required',
  sceneRequired: 'scene required',
  contentNameRequired: 'content name required',
} as const;
export type BulkRuleErrorValue = (typeof BulkRuleError)[keyof typeof BulkRuleError];

const sameRow = (a: BulkFilterRow, b: BulkFilterRow) =>
  a.region === b.region && a.state.trim().toLowerCase() === b.state.trim().toLowerCase() && a.centre.trim().toLowerCase() === b.centre.trim().toLowerCase();

/**
 * Adds a filter row (spec 3 §5): a duplicate gives "filter exists", an 11th
 * row "too many filters", a row with an empty field "filter incomplete".
 * The rows are never changed in place.
 */
export function addFilterRow(
  rows: readonly BulkFilterRow[],
  row: BulkFilterRow,
): { rows: BulkFilterRow[]; error: null } | { rows: readonly BulkFilterRow[]; error: BulkRuleErrorValue } {
  if (row.state.trim() === '' || row.centre.trim() === '') return { rows, error: BulkRuleError.filterIncomplete };
  if (rows.some((r) => sameRow(r, row))) return { rows, error: BulkRuleError.filterExists };
  if (rows.length >= BULK_MAX_FILTER_ROWS) return { rows, error: BulkRuleError.tooManyFilters };
  return { rows: [...rows, { region: row.region, state: row.state.trim(), centre: row.centre.trim() }], error: null };
}

/** The rows without the one at `index`. */
export function removeFilterRow(rows: readonly BulkFilterRow[], index: number): BulkFilterRow[] {
  return rows.filter((_, i) => i !== index);
}

/** The filtering body's lists from the rows (each value once, in row order). */
export function filterListsOf(rows: readonly BulkFilterRow[]): { reglist: BulkFilterRow['region'][]; statelist: string[]; jcenterlist: string[] } {
  const unique = <T>(values: T[]) => [...new Set(values)];
  return {
    reglist: unique(rows.map((r) => r.region)),
    statelist: unique(rows.map((r) => r.state)),
    jcenterlist: unique(rows.map((r) => r.centre)),
  };
}

/** Whether a gateway at (region, state, centre) matches any row (an empty row list matches every gateway). */
export function matchesFilterRows(rows: readonly BulkFilterRow[], place: { region: string; state: string; centre: string }): boolean {
  if (rows.length === 0) return true;
  return rows.some((r) => r.region === place.region && r.state === place.state && r.centre === place.centre);
}

/**
 * spec 3 §5: bulk inclusion (open network) is offered only with the
 * permission on and the hub software version above 4.19.0.
 */
export function bulkInclusionAllowed(permission: boolean, hubSoftwareVersion: string | null | undefined): boolean {
  return permission && typeof hubSoftwareVersion === 'string' && hubSoftwareVersion.trim() !== '' && compareVersions(hubSoftwareVersion, BULK_INCLUSION_MIN_SOFTWARE) > 0;
}

/** The operation type a create payload runs: operation_type, else the content's type, else inc (open network). */
export function operationTypeOf(payload: Pick<CreateBulkCampaignRequest, 'operation_type' | 'content'>): BulkOperationType {
  return payload.operation_type ?? payload.content?.content_type ?? 'inc';
}

/**
 * The create dialog's checks (spec 3 §5), in the order the dialog shows
 * them: the bulk name; at least one serial ("no serial numbers"); a scene
 * needs a selected scene (contentId or content) and its name; layout and
 * status content need a name. Null when the payload may be sent. The
 * server runs the same checks (and the schema's).
 */
export function validateBulkCreate(payload: {
  operation_name?: string | null;
  operation_type?: BulkOperationType;
  devices?: readonly string[] | null;
  contentId?: string | null;
  content?: { content_name?: string | null; content_type: string } | null;
}): BulkRuleErrorValue | null {
  if (!payload.operation_name || payload.operation_name.trim() === '') return BulkRuleError.nameRequired;
  if (!payload.devices || payload.devices.filter((s) => s.trim() !== '').length === 0) return BulkRuleError.noSerials;
  const type = payload.operation_type ?? (payload.content?.content_type as BulkOperationType | undefined) ?? (payload.contentId ? undefined : 'inc');
  if (type === 'inc') return null;
  if (type === 'scn' && !payload.contentId && !payload.content) return BulkRuleError.sceneRequired;
  if (!payload.contentId && (!payload.content || !payload.content.content_name || payload.content.content_name.trim() === '')) {
    return type === 'scn' ? BulkRuleError.sceneRequired : BulkRuleError.contentNameRequired;
  }
  return null;
}

/** Splits pasted serials (commas, spaces, new lines), upper-cased, each once (spec 3 §5: serials are upper-cased). */
export function parseSerialList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim().toUpperCase())
        .filter((s) => s !== ''),
    ),
  ];
}

/** spec 3 §2 "Bulk details" filters: which tasks each shows. */
export function taskMatchesFilter(task: Pick<BulkTask, 'isCanceled' | 'isFailed' | 'taskOptions'>, filter: BulkTaskFilter): boolean {
  switch (filter) {
    case 'All':
      return true;
    case 'Failed':
      return task.isFailed && !task.isCanceled;
    case 'Canceled':
      return task.isCanceled;
    case 'Successful':
      return task.taskOptions.status === 'Successful';
  }
}

const TERMINAL_TASK: ReadonlySet<BulkTaskStatus> = new Set(['Successful', 'Failed', 'Canceled']);
const TERMINAL_CAMPAIGN: ReadonlySet<BulkCampaignStatus> = new Set(['Completed', 'Canceled', 'Failed']);

export const isTerminalTaskStatus = (status: BulkTaskStatus): boolean => TERMINAL_TASK.has(status);
export const isTerminalCampaignStatus = (status: BulkCampaignStatus): boolean => TERMINAL_CAMPAIGN.has(status);

/** A task may be canceled while it has not ended. */
export const mayCancelTask = (task: Pick<BulkTask, 'taskOptions'>): boolean => !isTerminalTaskStatus(task.taskOptions.status);
/** A task may be reset (run again from no attempts) once it failed or was canceled. */
export const mayResetTask = (task: Pick<BulkTask, 'taskOptions'>): boolean => task.taskOptions.status === 'Failed' || task.taskOptions.status === 'Canceled';
/** A campaign may be canceled while it runs; deleted once it ended. */
export const mayCancelCampaign = (status: BulkCampaignStatus): boolean => !isTerminalCampaignStatus(status);
export const mayDeleteCampaign = (status: BulkCampaignStatus): boolean => isTerminalCampaignStatus(status);

/**
 * The back-off before retry `n` (1-based), ms on the simulator clock:
 * 5 s, 10 s, 20 s, ... at most 5 minutes.
 */
export const BULK_RETRY_BASE_MS = 5_000;
export const BULK_RETRY_MAX_MS = 300_000;
export function bulkRetryDelayMs(retry: number): number {
  return Math.min(BULK_RETRY_MAX_MS, BULK_RETRY_BASE_MS * 2 ** Math.max(0, retry - 1));
}

/** spec 3 §8: the error-feedback toast key for a task with no feedback that has not finished. */
export const NO_INFORMATIONS_YET_BULK = 'NO_INFORMATIONS_YET_BULK';
/** spec 3 §8 messages, as the portal shows them. */
export const BULK_MESSAGES = {
  created: 'Created campaign has been pushed to queue and waiting to be executed.',
  createEmpty: 'Error while creating bulk operation please try again!',
} as const;
