import type { GatewayOrderBy } from '@homeport/sdk';
import { gatewayBySerial, gatewaysOwnedBy, searchGatewaysIndexed } from '../../store/cloudIndex';
import type { CloudState, GatewayRecord, UserRecord } from '../../store/cloudState';

/** Sorting, search and paging shared by the udm lists. */

export type OrderBy = GatewayOrderBy;

/** `field` ascending, `-field` descending; serial number breaks ties so pages are stable. */
export function sortGateways(list: GatewayRecord[], orderBy: OrderBy): GatewayRecord[] {
  const descending = orderBy.startsWith('-');
  const field = (descending ? orderBy.slice(1) : orderBy) as 'serialNumber' | 'name' | 'connectionStatus' | 'model';
  const sign = descending ? -1 : 1;
  return [...list].sort((a, b) => sign * a[field].localeCompare(b[field]) || a.serialNumber.localeCompare(b.serialNumber));
}

/** The gateways a user owns or is linked to (their `devices`). */
export function gatewaysOf(user: Pick<UserRecord, 'id' | 'devices'>, state: Pick<CloudState, 'gateways'>): GatewayRecord[] {
  // Indexed (store/cloudIndex.ts): the owner's gateways, then those of `devices` not among them.
  const found = new Set(gatewaysOwnedBy(state, user.id));
  for (const serial of user.devices) {
    const gateway = gatewayBySerial(state, serial);
    if (gateway) found.add(gateway);
  }
  return [...found];
}

/** docs/contracts.md: searchText matches serial, gateway name and owner username, case-insensitively (indexed: store/cloudIndex.ts). */
export function searchGateways(list: readonly GatewayRecord[], users: UserRecord[], searchText: string | undefined): readonly GatewayRecord[] {
  const needle = searchText?.trim().toLowerCase();
  return needle ? searchGatewaysIndexed(list, users, needle) : list;
}

export function pageOf<T>(list: readonly T[], skip: number, limit: number): T[] {
  return list.slice(skip, skip + limit);
}
