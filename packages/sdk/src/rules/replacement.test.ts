import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { AdminOperationEventSchema } from '../wire/fleet';
import { GatewaysWithoutUserQuery, OperationListQuery, ReplacementCreateBody, TaskListQuery, VirtualGatewayBody, type Operation } from '../wire/fleet';
import {
  canCancelTask,
  canDeleteOperation,
  canRetryOperation,
  candidateRefusal,
  candidatesFor,
  CROSS_REPLACE_MODELS,
  isCompatibleModel,
  OPERATION_PAGE_SIZE,
  OPERATION_TASK_PAGE_SIZE,
  type ReplacementGateway,
} from './replacement';

const gw = (serialNumber: string, over: Partial<ReplacementGateway> = {}): ReplacementGateway => ({
  serialNumber,
  model: 'DOC400',
  connectionStatus: 'online',
  userId: null,
  replacementInProgress: false,
  ...over,
});

describe('cross-replace model table (spec 3 §2)', () => {
  it('lets every model in the table replace itself', () => {
    for (const model of Object.keys(CROSS_REPLACE_MODELS)) expect(isCompatibleModel(model, model)).toBe(true);
  });
  it('reads families both ways or newer-for-older only, without regard to case', () => {
    expect(isCompatibleModel('doc400', 'LIV100')).toBe(true);
    expect(isCompatibleModel('LIV100', 'doc400')).toBe(true);
    expect(isCompatibleModel('HA101', 'HA102')).toBe(true);
    expect(isCompatibleModel('HA102', 'HA101')).toBe(false);
    expect(isCompatibleModel('SHH600', 'shh800')).toBe(true);
    expect(isCompatibleModel('SHH800', 'SHH600')).toBe(false);
    expect(isCompatibleModel('DOC400', 'VOC200')).toBe(false);
    expect(isCompatibleModel('VOC200', 'DOC400')).toBe(false);
  });
  it('replaces an unknown model by the same model only, and nothing by an empty model', () => {
    expect(isCompatibleModel('NETIC2', 'netic2')).toBe(true);
    expect(isCompatibleModel('NETIC2', 'DOC400')).toBe(false);
    expect(isCompatibleModel('', '')).toBe(false);
  });
});

describe('replacement candidates (spec 3 §2, §5)', () => {
  const failed = gw('FAILED1', { userId: 'u1', connectionStatus: 'offline' });
  it('offers online, unassigned, compatible gateways that are not the failed one nor in a replacement', () => {
    const list = [
      gw('OK1'),
      gw('OK2', { model: 'liv100' }),
      gw('OFF', { connectionStatus: 'offline' }),
      gw('OWNED', { userId: 'u2' }),
      gw('HA', { model: 'HA101' }),
      gw('BUSY', { replacementInProgress: true }),
      gw('failed1'),
    ];
    expect(candidatesFor(failed, list).map((g) => g.serialNumber)).toEqual(['OK1', 'OK2']);
  });
  it('names why one is refused, in the order the simulator checks', () => {
    expect(candidateRefusal(failed, gw('FAILED1'))).toBe('sameGateway');
    expect(candidateRefusal(failed, gw('X', { replacementInProgress: true, connectionStatus: 'offline' }))).toBe('inProgress');
    expect(candidateRefusal(failed, gw('X', { connectionStatus: 'offline', userId: 'u' }))).toBe('newOffline');
    expect(candidateRefusal(failed, gw('X', { userId: 'u', model: 'HA101' }))).toBe('newAssigned');
    expect(candidateRefusal(failed, gw('X', { model: 'HA101' }))).toBe('notCompatible');
    expect(candidateRefusal(failed, gw('X'))).toBeNull();
  });
});

describe('operations (spec 3 §4, §9)', () => {
  it('deletes only Completed or Failed operations', () => {
    expect(canDeleteOperation({ status: 'Completed' })).toBe(true);
    expect(canDeleteOperation({ status: 'Failed' })).toBe(true);
    expect(canDeleteOperation({ status: 'InProgress' })).toBe(false);
    expect(canDeleteOperation({ status: 'Pending' })).toBe(false);
  });
  it('retries a Failed operation with a failed task only', () => {
    expect(canRetryOperation({ status: 'Failed', failedTaskCount: 1 })).toBe(true);
    expect(canRetryOperation({ status: 'Failed', failedTaskCount: 0 })).toBe(false);
    expect(canRetryOperation({ status: 'InProgress', failedTaskCount: 1 })).toBe(false);
  });
  it('cancels a waiting or failed task, not a running, finished or cancelled one', () => {
    const task = (status: 'pending' | 'running' | 'finished' | 'failed' | 'canceled') => ({
      taskOptions: { progress: 0, status },
      isFinished: status === 'finished',
      isCanceled: status === 'canceled',
    });
    expect(canCancelTask(task('pending'))).toBe(true);
    expect(canCancelTask(task('failed'))).toBe(true);
    expect(canCancelTask(task('running'))).toBe(false);
    expect(canCancelTask(task('finished'))).toBe(false);
    expect(canCancelTask(task('canceled'))).toBe(false);
  });
  it('pages operations by 10 and tasks by 15, the defaults of the list queries', () => {
    expect(OPERATION_PAGE_SIZE).toBe(10);
    expect(OPERATION_TASK_PAGE_SIZE).toBe(15);
    const list = parseWire(OperationListQuery, {});
    const tasks = parseWire(TaskListQuery, {});
    expect(list.ok && list.value.limit).toBe(OPERATION_PAGE_SIZE);
    expect(tasks.ok && tasks.value.limit).toBe(OPERATION_TASK_PAGE_SIZE);
  });
});

describe('fleet wire shapes', () => {
  it('reads a replacement request with its defaults and upper-cased serials', () => {
    const parsed = parseWire(ReplacementCreateBody, { failedGtwSN: 'abc1', newGtwSN: 'abc2', userId: 'admin-1' });
    expect(parsed).toEqual({
      ok: true,
      value: { failedGtwSN: 'ABC1', newGtwSN: 'ABC2', userId: 'admin-1', restorePoint: 'latest', automaticFactoryReset: false, kind: 'replace' },
    });
  });
  it('refuses an unknown field or kind, naming it', () => {
    const extra = parseWire(ReplacementCreateBody, { failedGtwSN: 'A', newGtwSN: 'B', userId: 'u', force: true });
    expect(extra.ok).toBe(false);
    const kind = parseWire(ReplacementCreateBody, { failedGtwSN: 'A', newGtwSN: 'B', userId: 'u', kind: 'swap' });
    expect(kind.ok === false && kind.field).toContain('kind');
  });
  it('upper-cases a virtual gateway model and given ids', () => {
    const parsed = parseWire(VirtualGatewayBody, { hardwareModel: ' voc200 ', firmwareModel: '4.22.0', creatorId: 'a1', serialNumber: 'vgabc', secureId: 'abcdef0123' });
    expect(parsed.ok && parsed.value).toMatchObject({ hardwareModel: 'VOC200', serialNumber: 'VGABC', secureId: 'ABCDEF0123' });
  });
  it('defaults fetchGtwWithoutUser to page 1, 10000 rows, connectionStatus order (spec 3 §7)', () => {
    const parsed = parseWire(GatewaysWithoutUserQuery, {});
    expect(parsed.ok && parsed.value).toMatchObject({ page: 1, limit: 10_000, orderBy: 'connectionStatus' });
  });
  it('reads the admin operation events', () => {
    const operation: Operation = {
      _id: 'op1',
      type: 'rpl',
      kind: 'replace',
      status: 'Pending',
      failedGtwSN: 'A',
      newGtwSN: 'B',
      restorePoint: 'latest',
      automaticFactoryReset: false,
      userId: 'admin',
      ownerId: 'u1',
      taskOptions: { numberOfTasks: 7 },
      taskList: ['snapshot', 'moveDevices', 'moveFloorsRooms', 'moveRules', 'transferOwner', 'retireFailed', 'finish'],
      taskLog: [],
      campaignOptions: { progress: 0 },
      finishTaskCount: 0,
      failedTaskCount: 0,
      canceledTaskCount: 0,
      timeOfOperationStart: 1,
      timeOfOperationFinish: null,
      updatedAt: 1,
    };
    expect(parseWire(AdminOperationEventSchema, { name: 'admin_create_rpl_operation', data: { operation } }).ok).toBe(true);
    expect(parseWire(AdminOperationEventSchema, { name: 'admin_finished_rpl_operation', data: { operation: { ...operation, status: 'Done' } } }).ok).toBe(false);
  });
});
