import type { Gateway, UserDetails } from '@homeport/sdk';

/** spec 1 §3 / §6: groups[0] is the role; admin is detected from it. */
export function isAdmin(user: Pick<UserDetails, 'groups'>): boolean {
  return user.groups[0] === 'admin';
}

/**
 * DESIGN.md "Gateway messaging contract": a session reaches the gateways it
 * owns, is linked to (its `devices` list, kept by the cloud for linked and
 * support accounts), or supports; admins reach all. Used by REST and the broker.
 */
export function canReachGateway(user: Pick<UserDetails, 'id' | 'groups' | 'devices'>, gateway: Pick<Gateway, 'serialNumber' | 'userId'>): boolean {
  return isAdmin(user) || gateway.userId === user.id || user.devices.includes(gateway.serialNumber);
}
