import type { GatewayOrderBy } from '@homeport/sdk';
import type { GatewayRecord, UserRecord } from '../store/cloudState';

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
export function gatewaysOf(user: Pick<UserRecord, 'id' | 'devices'>, all: GatewayRecord[]): GatewayRecord[] {
  return all.filter((g) => g.userId === user.id || user.devices.includes(g.serialNumber));
}

/** docs/contracts.md: searchText matches serial, gateway name and owner username, case-insensitively. */
export function searchGateways(list: GatewayRecord[], users: UserRecord[], searchText: string | undefined): GatewayRecord[] {
  const needle = searchText?.trim().toLowerCase();
  if (!needle) return list;
  const usernames = new Map(users.map((u) => [u.id, u.username.toLowerCase()]));
  return list.filter(
    (g) => g.serialNumber.toLowerCase().includes(needle) || g.name.toLowerCase().includes(needle) || (g.userId !== null && (usernames.get(g.userId) ?? '').includes(needle)),
  );
}

export function pageOf<T>(list: T[], skip: number, limit: number): T[] {
  return list.slice(skip, skip + limit);
}
