import type { AdminGatewayRow, Country, Gateway, UserDetails } from '@homeport/sdk';
import type { CountryRecord, GatewayRecord, UserRecord } from '../../store/cloudState';
import { userByIdIndexed } from '../../store/cloudIndex';

/** Wire shapes: the stored records minus storage-only fields (json-server ids, password hashes). */

export function gatewayView(record: GatewayRecord): Gateway {
  const { id: _id, restart: _restart, wifiSettleAt: _wifiSettleAt, ...gateway } = record;
  return gateway;
}

/** The spec's user details only: never hashes, activation or acceptance bookkeeping. */
export function userView(record: UserRecord): UserDetails {
  const { id, _id, username, firstName, lastName, contacts, groups, preferredLanguage, devices, parentsIds } = record;
  const { onBoardingType, receiveAnnouncementsBy, isProfileMarkedForDeletion, addresses } = record;
  return {
    id,
    _id,
    username,
    firstName,
    lastName,
    contacts,
    groups,
    preferredLanguage,
    devices,
    parentsIds,
    // User settings (docs/contracts.md "User settings"): absent ones are their defaults.
    onBoardingType: onBoardingType ?? 'email',
    receiveAnnouncementsBy: receiveAnnouncementsBy ?? [],
    isProfileMarkedForDeletion: isProfileMarkedForDeletion ?? false,
    addresses: addresses ?? [],
  };
}

export function countryView(record: CountryRecord): Country {
  const { id: _id, ...country } = record;
  return country;
}

export function adminRowView(record: GatewayRecord, users: UserRecord[]): AdminGatewayRow {
  const owner = record.userId === null ? undefined : userByIdIndexed({ users }, record.userId);
  return { ...gatewayView(record), ownerUsername: owner?.username ?? null };
}
