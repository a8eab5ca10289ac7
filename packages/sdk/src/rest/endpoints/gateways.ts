import type { AdminCount, AdminGatewayRow, ConnectionStatus, Gateway } from '../../model/entities';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

export interface Paged<T> {
  data: T[];
  count: number;
}

export interface GatewayEndpoints {
  /** GET /udm/device/list: the caller's gateways (spec 1 §7.3). */
  list(q: { owner: string; page?: number; limit?: number }): Promise<Paged<Gateway>>;
  /** GET /udm/device/hg/{sn}/info. */
  info(serial: string): Promise<Gateway>;
  checkConnectionStatus(serial: string): Promise<{ connectionStatus: ConnectionStatus }>;
  /** spec 1 §7.3: the privilege check answers a field `privileged`. */
  privilegeCheck(serial: string): Promise<{ privileged: boolean; owner: string | null }>;
  /** POST /udm/device/{sn}/privilegeMode/activate (docs/contracts.md): this user holds privileged mode (spec 2 §4: while adding, excluding or replacing devices); 409 while another party holds it. */
  privilegeActivate(serial: string): Promise<{ privileged: boolean; owner: string | null }>;
  /** POST /udm/device/{sn}/privilegeMode/deactivate: gives it back; 409 unless this user holds it. */
  privilegeDeactivate(serial: string): Promise<{ privileged: boolean; owner: string | null }>;
  /** spec 1 §7.3: the PIN-lock check answers a field `locked`. */
  pinLockCheck(serial: string): Promise<{ locked: boolean }>;
  /** POST /udm/device/{sn}/pinLock/deactivate with the PIN (docs/contracts.md); 400 000400 Wrong PIN. */
  pinUnlock(serial: string, pin: string): Promise<{ locked: boolean }>;
  /** PUT /udm/device/{sn}/rename {name} (spec 1 §7.3): the owner only, else 403 UDM_NOT_YOUR_DEVICE (spec 1 §8). Answers the renamed gateway. */
  rename(serial: string, name: string): Promise<Gateway>;
  /** PUT /udm/device/{sn}/unassign (spec 1 §7.3): the owner only; the gateway leaves the owner and the linked users. */
  unassign(serial: string): Promise<Gateway>;
  /** GET /udm/device/adminList (admins). */
  adminList(q: { page?: number; limit?: number; searchText?: string }): Promise<Paged<AdminGatewayRow>>;
  /** GET /udm/device/adminCount: spec shape `{count, assign, online}` at top level. */
  adminCount(q?: { searchText?: string }): Promise<AdminCount>;
}

const device = (serial: string, rest: string): string => `/udm/device/${segment(serial)}${rest}`;

export function gatewayEndpoints(request: RequestFn): GatewayEndpoints {
  return {
    list: (q) => request<Paged<Gateway>>('GET', '/udm/device/list', { query: { ...q } }),
    async info(serial) {
      return (await request<DataEnvelope<Gateway>>('GET', `/udm/device/hg/${segment(serial)}/info`)).data;
    },
    async checkConnectionStatus(serial) {
      return (await request<DataEnvelope<{ connectionStatus: ConnectionStatus }>>('GET', device(serial, '/checkConnectionStatus'))).data;
    },
    async privilegeCheck(serial) {
      return (await request<DataEnvelope<{ privileged: boolean; owner: string | null }>>('GET', device(serial, '/privilegeMode/check'))).data;
    },
    async privilegeActivate(serial) {
      return (await request<DataEnvelope<{ privileged: boolean; owner: string | null }>>('POST', device(serial, '/privilegeMode/activate'), { body: {} })).data;
    },
    async privilegeDeactivate(serial) {
      return (await request<DataEnvelope<{ privileged: boolean; owner: string | null }>>('POST', device(serial, '/privilegeMode/deactivate'), { body: {} })).data;
    },
    async pinLockCheck(serial) {
      return (await request<DataEnvelope<{ locked: boolean }>>('GET', device(serial, '/pinLock/check'))).data;
    },
    async pinUnlock(serial, pin) {
      return (await request<DataEnvelope<{ locked: boolean }>>('POST', device(serial, '/pinLock/deactivate'), { body: { pin } })).data;
    },
    async rename(serial, name) {
      return (await request<DataEnvelope<Gateway>>('PUT', device(serial, '/rename'), { body: { name } })).data;
    },
    async unassign(serial) {
      return (await request<DataEnvelope<Gateway>>('PUT', device(serial, '/unassign'), { body: {} })).data;
    },
    adminList: (q) => request<Paged<AdminGatewayRow>>('GET', '/udm/device/adminList', { query: { ...q } }),
    adminCount: (q = {}) => request<AdminCount>('GET', '/udm/device/adminCount', { query: { ...q } }),
  };
}
