import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { AdminEventSchema } from '../wire/events';
import { BulkContentBody, BulkFilteringBody, BulkTaskListQuery, CreateBulkCampaignBody, ImportGatewayRow, type BulkFilterRow } from '../wire/bulk';
import {
  addFilterRow,
  BULK_DEFAULT_RETRIES,
  BULK_MAX_FILTER_ROWS,
  BULK_PAGE_SIZES,
  BULK_STORAGE_KEYS,
  BulkRuleError,
  bulkInclusionAllowed,
  bulkRetryDelayMs,
  filterListsOf,
  matchesFilterRows,
  mayResetTask,
  operationTypeOf,
  parseSerialList,
  taskMatchesFilter,
  validateBulkCreate,
} from './bulk';

const row = (region: BulkFilterRow['region'], state: string, centre: string): BulkFilterRow => ({ region, state, centre });

describe('bulk filter rows (spec 3 §5)', () => {
  it('adds rows up to 10, then refuses an 11th', () => {
    let rows: readonly BulkFilterRow[] = [];
    for (let i = 0; i < BULK_MAX_FILTER_ROWS; i += 1) {
      const next = addFilterRow(rows, row('S', 'Karnataka', `Centre ${i}`));
      expect(next.error).toBeNull();
      rows = next.rows;
    }
    expect(rows).toHaveLength(10);
    const refused = addFilterRow(rows, row('N', 'Delhi', 'New Delhi'));
    expect(refused.error).toBe(BulkRuleError.tooManyFilters);
    expect(refused.rows).toBe(rows);
  });
  it('refuses a duplicate row with "filter exists" (any case, spaces trimmed) and a row with an empty field', () => {
    const rows = [row('S', 'Karnataka', 'Bengaluru')];
    expect(addFilterRow(rows, row('S', ' karnataka', 'BENGALURU ')).error).toBe('filter exists');
    expect(addFilterRow(rows, row('S', 'Karnataka', ' ')).error).toBe(BulkRuleError.filterIncomplete);
    expect(addFilterRow(rows, row('S', 'Karnataka', 'Mysuru')).rows).toHaveLength(2);
  });
  it('turns rows into the filtering lists and matches a place against any row', () => {
    const rows = [row('S', 'Karnataka', 'Bengaluru'), row('S', 'Kerala', 'Kochi'), row('N', 'Delhi', 'New Delhi')];
    expect(filterListsOf(rows)).toEqual({ reglist: ['S', 'N'], statelist: ['Karnataka', 'Kerala', 'Delhi'], jcenterlist: ['Bengaluru', 'Kochi', 'New Delhi'] });
    expect(matchesFilterRows(rows, { region: 'S', state: 'Kerala', centre: 'Kochi' })).toBe(true);
    expect(matchesFilterRows(rows, { region: 'S', state: 'Kerala', centre: 'Bengaluru' })).toBe(false);
    expect(matchesFilterRows([], { region: 'W', state: 'Gujarat', centre: 'Surat' })).toBe(true);
    const body = parseWire(BulkFilteringBody, { filter: filterListsOf(rows) });
    expect(body.ok && body.value.limit).toBe(10);
  });
});

describe('bulk constants (spec 3 §7, §9)', () => {
  it('has the page sizes, the retry default and the storage keys', () => {
    expect(BULK_PAGE_SIZES).toEqual({ log: 10, tasks: 20, content: 5 });
    expect(BULK_DEFAULT_RETRIES).toBe(3);
    expect(Object.values(BULK_STORAGE_KEYS)).toEqual(['stateRows', 'stateRegions', 'stateStates', 'stateJCenters', 'lastBulkData', 'lastBulkState']);
    const query = parseWire(BulkTaskListQuery, {});
    expect(query.ok && query.value).toEqual({ filterBy: 'All', page: 1, limit: 20 });
  });
  it('backs off 5 s, 10 s, 20 s ... at most 5 minutes', () => {
    expect([1, 2, 3, 4].map(bulkRetryDelayMs)).toEqual([5000, 10000, 20000, 40000]);
    expect(bulkRetryDelayMs(20)).toBe(300000);
  });
});

describe('bulk inclusion (spec 3 §5, §9: permission and hub software above 4.19.0)', () => {
  it('needs the permission and a version above 4.19.0', () => {
    expect(bulkInclusionAllowed(true, '4.19.1')).toBe(true);
    expect(bulkInclusionAllowed(true, '4.20')).toBe(true);
    expect(bulkInclusionAllowed(true, '4.19.0')).toBe(false);
    expect(bulkInclusionAllowed(true, '3.9.9')).toBe(false);
    expect(bulkInclusionAllowed(false, '5.0.0')).toBe(false);
    expect(bulkInclusionAllowed(true, null)).toBe(false);
  });
});

describe('the create payload (spec 3 §5)', () => {
  const layout = { content_name: 'Two floors', content_type: 'lyt' as const };
  it('needs a name, then a serial, then the content its type needs', () => {
    expect(validateBulkCreate({ operation_name: ' ', devices: ['A1'], content: layout })).toBe(BulkRuleError.nameRequired);
    expect(validateBulkCreate({ operation_name: 'Op', devices: [], content: layout })).toBe('no serial numbers');
    expect(validateBulkCreate({ operation_name: 'Op', devices: ['A1'], operation_type: 'scn' })).toBe(BulkRuleError.sceneRequired);
    expect(validateBulkCreate({ operation_name: 'Op', devices: ['A1'], content: { content_name: '', content_type: 'scn' } })).toBe(BulkRuleError.sceneRequired);
    expect(validateBulkCreate({ operation_name: 'Op', devices: ['A1'], content: { content_name: '', content_type: 'ts' } })).toBe(BulkRuleError.contentNameRequired);
    expect(validateBulkCreate({ operation_name: 'Op', devices: ['A1'], content: layout })).toBeNull();
    expect(validateBulkCreate({ operation_name: 'Op', devices: ['A1'], contentId: 'c1', operation_type: 'scn' })).toBeNull();
    expect(validateBulkCreate({ operation_name: 'Open', devices: ['A1'] })).toBeNull();
  });
  it('reads the operation type from the payload, the content, or inc', () => {
    expect(operationTypeOf({ content: { content_name: 'x', content_type: 'ts', content_params: [] } as never })).toBe('ts');
    expect(operationTypeOf({})).toBe('inc');
  });
  it('checks the content params against the command of the type', () => {
    const good = parseWire(BulkContentBody, {
      content_name: 'Evening',
      content_type: 'scn',
      content_params: [{ name: 'create_rule', params: { name: 'Evening', dest_class: 'ScenarioController' }, type: 'command' }],
    });
    expect(good.ok).toBe(true);
    const wrongDest = parseWire(BulkContentBody, {
      content_name: 'Evening',
      content_type: 'scn',
      content_params: [{ name: 'create_rule', params: { name: 'Evening', dest_class: 'Other' } }],
    });
    expect(wrongDest).toMatchObject({ ok: false, field: 'content_params', message: 'content_params.0.params.dest_class must be ScenarioController' });
    const wrongCommand = parseWire(BulkContentBody, { content_name: 'L', content_type: 'lyt', content_params: [{ name: 'create_rule', params: {} }] });
    expect(wrongCommand).toMatchObject({ ok: false, message: 'content_params.0.name must be create_layout' });
  });
  it('upper-cases serials and takes retryNumber 3 by default', () => {
    const parsed = parseWire(CreateBulkCampaignBody, { operation_name: 'Open', userId: 'u1', devices: ['ab12'] });
    expect(parsed.ok && parsed.value).toMatchObject({ devices: ['AB12'], campaignOptions: { retryNumber: 3 }, userInitiated: true });
    expect(parseSerialList('ab1, AB1\ncd2;ef3')).toEqual(['AB1', 'CD2', 'EF3']);
  });
  it('refuses a bad import row with its field named', () => {
    expect(parseWire(ImportGatewayRow, { serial: 'HG1', centre: 'Pune', jpCode: 'JP 1' })).toMatchObject({ ok: false, field: 'jpCode' });
  });
});

describe('tasks (spec 3 §2 "Bulk details")', () => {
  const task = (status: 'Successful' | 'Failed' | 'Canceled' | 'Pending') => ({
    isCanceled: status === 'Canceled',
    isFailed: status === 'Failed',
    taskOptions: { progress: 0, status },
  });
  it('filters All, Failed, Canceled, Successful', () => {
    const tasks = [task('Successful'), task('Failed'), task('Canceled'), task('Pending')];
    expect(tasks.filter((t) => taskMatchesFilter(t, 'All'))).toHaveLength(4);
    expect(tasks.filter((t) => taskMatchesFilter(t, 'Failed'))).toEqual([tasks[1]]);
    expect(tasks.filter((t) => taskMatchesFilter(t, 'Canceled'))).toEqual([tasks[2]]);
    expect(tasks.filter((t) => taskMatchesFilter(t, 'Successful'))).toEqual([tasks[0]]);
    expect(tasks.map(mayResetTask)).toEqual([false, true, true, false]);
  });
  it('reads a bom event on the admin topic', () => {
    const parsed = parseWire(AdminEventSchema, { name: 'bom_campaign_deleted', data: { _id: 'bulk-1' } });
    expect(parsed.ok).toBe(true);
    expect(parseWire(AdminEventSchema, { name: 'bom_task_updated', data: { _id: 'x' } }).ok).toBe(false);
  });
});
