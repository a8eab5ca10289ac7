import type { Gateway } from '../../model/entities';
import type {
  AssignGatewayRequest,
  GatewayAddress,
  GatewayAddressRequest,
  GeoLocation,
  GeoPlace,
  KpiReport,
  Licence,
  RestartAnswer,
  Subscription,
} from '../../wire/gatewaySettings';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * The cloud calls of gateway settings and /new_gateway (spec 2 §7;
 * docs/contracts.md "Gateway settings"). The gateway's own settings
 * (timezone, password, bridge mode, OTA window, radios) are gateway
 * commands, sent with the gateway link.
 */
export interface GatewaySettingsEndpoints {
  /** GET /udm/device/{sn}/reboot: the gateway goes offline and comes back by itself after `backInMs`. */
  reboot(serial: string): Promise<RestartAnswer>;
  /** GET /udm/device/{sn}/factoryReset: devices, floors, rooms and rules are wiped, then the gateway restarts. */
  factoryReset(serial: string): Promise<RestartAnswer>;
  /** PUT /udm/device/{sn}/assign (spec 2 §7): the gateway joins the caller's account. */
  assign(serial: string, body: AssignGatewayRequest): Promise<Gateway>;
  /** GET /geolocation/getAssignedAddress/{sn}: null when none is set. */
  address(serial: string): Promise<GatewayAddress | null>;
  /** POST /geolocation/create: the owner sets the address (404 RES_COMMAND_LOCATION_INVALID when it cannot be located). */
  setAddress(body: GatewayAddressRequest): Promise<GatewayAddress>;
  /** DELETE /geolocation/removeGwAddress/{sn}: the owner removes it. */
  removeAddress(serial: string): Promise<{ removed: boolean }>;
  /** GET /geolocation/searchByCityName. */
  searchCity(name: string, alpha2Code?: string): Promise<GeoPlace[]>;
  /** POST /geolocation/get: where a city is (404 RES_COMMAND_LOCATION_INVALID). */
  geolocate(body: { city: string; zip?: string; alpha2Code: string }): Promise<GeoLocation>;
  /** GET /alarm/gtw/checkOOnotifications/{sn}: whether the caller is told when the gateway goes online or offline. */
  onlineOfflineNotifications(serial: string): Promise<{ enabled: boolean }>;
  /** POST /alarm/gtw/enableOOnotifications {value, serialNumber, userId}. */
  setOnlineOfflineNotifications(body: { value: boolean; serialNumber: string; userId: string }): Promise<{ enabled: boolean }>;
  /** GET /kpi/data/gateway: the last KPI report. */
  kpis(serial: string): Promise<KpiReport>;
  /** POST /kpi/data/gateway/sync: asks the gateway for its KPIs now. */
  syncKpis(serial: string): Promise<KpiReport>;
  /** GET /subs/getSubForGateway. */
  subscription(serial: string): Promise<Subscription>;
  /** POST /subs/deactivate: ends the subscription; the gateway is subscription-locked. */
  deactivateSubscription(serial: string): Promise<Subscription>;
  /** GET /subs/licenceKeyForUser: the caller's licence keys. */
  licences(): Promise<Licence[]>;
}

const device = (serial: string, rest: string): string => `/udm/device/${segment(serial)}${rest}`;

export function gatewaySettingsEndpoints(request: RequestFn): GatewaySettingsEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    reboot: (serial) => data(request<DataEnvelope<RestartAnswer>>('GET', device(serial, '/reboot'))),
    factoryReset: (serial) => data(request<DataEnvelope<RestartAnswer>>('GET', device(serial, '/factoryReset'))),
    assign: (serial, body) => data(request<DataEnvelope<Gateway>>('PUT', device(serial, '/assign'), { body })),
    address: (serial) => data(request<DataEnvelope<GatewayAddress | null>>('GET', `/geolocation/getAssignedAddress/${segment(serial)}`)),
    setAddress: (body) => data(request<DataEnvelope<GatewayAddress>>('POST', '/geolocation/create', { body })),
    removeAddress: (serial) => data(request<DataEnvelope<{ removed: boolean }>>('DELETE', `/geolocation/removeGwAddress/${segment(serial)}`)),
    searchCity: (name, alpha2Code) => data(request<DataEnvelope<GeoPlace[]>>('GET', '/geolocation/searchByCityName', { query: { name, alpha2Code } })),
    geolocate: (body) => data(request<DataEnvelope<GeoLocation>>('POST', '/geolocation/get', { body })),
    onlineOfflineNotifications: (serial) => data(request<DataEnvelope<{ enabled: boolean }>>('GET', `/alarm/gtw/checkOOnotifications/${segment(serial)}`)),
    setOnlineOfflineNotifications: (body) => data(request<DataEnvelope<{ enabled: boolean }>>('POST', '/alarm/gtw/enableOOnotifications', { body })),
    kpis: (serial) => data(request<DataEnvelope<KpiReport>>('GET', '/kpi/data/gateway', { query: { serialNumber: serial } })),
    syncKpis: (serial) => data(request<DataEnvelope<KpiReport>>('POST', '/kpi/data/gateway/sync', { body: { serialNumber: serial } })),
    subscription: (serial) => data(request<DataEnvelope<Subscription>>('GET', '/subs/getSubForGateway', { query: { serialNumber: serial } })),
    deactivateSubscription: (serial) => data(request<DataEnvelope<Subscription>>('POST', '/subs/deactivate', { body: { serialNumber: serial } })),
    licences: () => data(request<DataEnvelope<Licence[]>>('GET', '/subs/licenceKeyForUser')),
  };
}
