import { isAdmin, type Gateway, type UserDetails } from '@homeport/sdk';

/**
 * DESIGN.md "Gateway messaging contract": a session reaches the gateways it
 * owns, is linked to (its `devices` list, kept by the cloud for linked and
 * support accounts), or supports; admins reach all. Used by REST and the broker.
 */
export function canReachGateway(user: Pick<UserDetails, 'id' | 'groups' | 'devices'>, gateway: Pick<Gateway, 'serialNumber' | 'userId'>): boolean {
  return isAdmin(user) || gateway.userId === user.id || user.devices.includes(gateway.serialNumber);
}
