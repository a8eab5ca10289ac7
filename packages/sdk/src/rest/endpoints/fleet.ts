import type { Gateway } from '../../model/entities';
import type {
  GatewayRemoved,
  GatewaysWithoutUserRequest,
  GeneratedIds,
  HardwareModel,
  Operation,
  OperationAnswer,
  OperationListRequest,
  OperationTask,
  ReplacementCheck,
  ReplacementCreateRequest,
  TaskListRequest,
  VirtualGatewayAnswer,
  VirtualGatewayRequest,
} from '../../wire/fleet';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';
import type { Paged } from './gateways';

/**
 * The admin fleet calls (spec 3 §7 "Gateways (admin)"; docs/contracts.md
 * "Fleet: replacement, operations, virtual gateways"). Every call is for
 * admins only.
 */
export interface FleetEndpoints {
  replace: {
    /** POST /replace/gw/create: starts the replacement operation (an OTP authorization first when SECURE_IMPORTANT_ROUTES_WITH_OTP is on). */
    create(body: ReplacementCreateRequest): Promise<OperationAnswer>;
    /** GET /replace/gw/check/{sn}: whether a replacement runs for the gateway. */
    check(serial: string): Promise<ReplacementCheck>;
  };
  operations: {
    /** GET /te_operation/list: newest first; `limit` 10 by default, `skip`, `status`, `search` (a serial). */
    list(q?: OperationListRequest): Promise<Paged<Operation>>;
    /** GET /te_operation/{id}. */
    get(id: string): Promise<Operation>;
    /** DELETE /te_operation/{id}: only Completed or Failed (else 409 OPERATION_NOT_DELETABLE). */
    remove(id: string): Promise<{ _id: string }>;
    /** POST /te_operation/{id}/retry: the failed tasks run again. */
    retry(id: string): Promise<OperationAnswer>;
    /** GET /te_operation/{id}/tasks: in run order; `filterBy`, `search`, `page`, `limit` 15 by default. */
    tasks(id: string, q?: TaskListRequest): Promise<Paged<OperationTask>>;
    /** POST /te_operation/{id}/cancel: every task that has not finished is cancelled; the operation ends Failed. */
    cancelAll(id: string): Promise<OperationAnswer>;
    /** POST /te_operation/{id}/tasks/{taskId}/cancel: the task is skipped. */
    cancelTask(id: string, taskId: string): Promise<OperationAnswer & { task: OperationTask }>;
  };
  gateways: {
    /** DELETE /udm/device/{sn}: the gateway leaves the fleet; its owner gets gateway_removed. */
    remove(serial: string): Promise<GatewayRemoved>;
  };
  /** GET /udm/device/fetchGtwWithoutUser: unassigned gateways, online first by default. */
  fetchGtwWithoutUser(q?: GatewaysWithoutUserRequest): Promise<Paged<Gateway>>;
  /** GET /udm/hardware/list. */
  hardwareList(): Promise<HardwareModel[]>;
  /** GET /udm/admin/generate-sn-and-sid: a free, upper-cased serial and secure id. */
  generateSnAndSid(): Promise<GeneratedIds>;
  /** POST /udm/device/upload/one/vg: a virtual gateway (VIRTUAL_GTW). */
  createVirtual(body: VirtualGatewayRequest): Promise<VirtualGatewayAnswer>;
  /** POST /udm/device/remove/one/vg {serialNumber}: removes a virtual gateway. */
  removeVirtual(serial: string): Promise<GatewayRemoved>;
}

const operation = (id: string, rest = ''): string => `/te_operation/${segment(id)}${rest}`;

export function fleetEndpoints(request: RequestFn): FleetEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    replace: {
      create: (body) => data(request<DataEnvelope<OperationAnswer>>('POST', '/replace/gw/create', { body })),
      check: (serial) => data(request<DataEnvelope<ReplacementCheck>>('GET', `/replace/gw/check/${segment(serial)}`)),
    },
    operations: {
      list: (q = {}) => request<Paged<Operation>>('GET', '/te_operation/list', { query: { ...q } }),
      get: (id) => data(request<DataEnvelope<Operation>>('GET', operation(id))),
      remove: (id) => data(request<DataEnvelope<{ _id: string }>>('DELETE', operation(id))),
      retry: (id) => data(request<DataEnvelope<OperationAnswer>>('POST', operation(id, '/retry'), { body: {} })),
      tasks: (id, q = {}) => request<Paged<OperationTask>>('GET', operation(id, '/tasks'), { query: { ...q } }),
      cancelAll: (id) => data(request<DataEnvelope<OperationAnswer>>('POST', operation(id, '/cancel'), { body: {} })),
      cancelTask: (id, taskId) => data(request<DataEnvelope<OperationAnswer & { task: OperationTask }>>('POST', operation(id, `/tasks/${segment(taskId)}/cancel`), { body: {} })),
    },
    gateways: {
      remove: (serial) => data(request<DataEnvelope<GatewayRemoved>>('DELETE', `/udm/device/${segment(serial)}`)),
    },
    fetchGtwWithoutUser: ({ models, ...q } = {}) => request<Paged<Gateway>>('GET', '/udm/device/fetchGtwWithoutUser', { query: { ...q, models: models?.join(',') } }),
    hardwareList: () => data(request<DataEnvelope<HardwareModel[]>>('GET', '/udm/hardware/list')),
    generateSnAndSid: () => data(request<DataEnvelope<GeneratedIds>>('GET', '/udm/admin/generate-sn-and-sid')),
    createVirtual: (body) => data(request<DataEnvelope<VirtualGatewayAnswer>>('POST', '/udm/device/upload/one/vg', { body })),
    removeVirtual: (serial) => data(request<DataEnvelope<GatewayRemoved>>('POST', '/udm/device/remove/one/vg', { body: { serialNumber: serial } })),
  };
}
