import type { CustomerConfig } from '../config/customerConfig';
import type { Gateway, Role, UserDetails } from '../model/entities';

type WithGroups = Pick<UserDetails, 'groups'>;
type Member = Pick<UserDetails, 'id' | 'groups' | 'devices'>;

/** spec 1 §3: the first group is the role; anything but admin/users is a test role. */
export function roleOf(user: WithGroups): Role {
  const first = user.groups[0];
  return first === 'admin' || first === 'users' ? first : 'test';
}

/** spec 1 §6: the second group is the subrole (e.g. admin-support), null when absent. */
export function subroleOf(user: WithGroups): string | null {
  return user.groups[1] ?? null;
}

/** spec 1 §6: admin is detected when the first group of the user is admin. */
export function isAdmin(user: WithGroups): boolean {
  return roleOf(user) === 'admin';
}

/** spec 1 §6: only the gateway owner may rename, unassign or change its address. */
export function isGatewayOwner(user: Pick<UserDetails, 'id'>, gateway: Pick<Gateway, 'userId'> | null): boolean {
  return gateway !== null && gateway.userId !== null && gateway.userId === user.id;
}

/** The user owns the gateway or has it in their device list (linked or support account). */
export function isOwnGateway(user: Member, gateway: Pick<Gateway, 'userId' | 'serialNumber'>): boolean {
  return isGatewayOwner(user, gateway) || user.devices.includes(gateway.serialNumber);
}

/** spec 1 §6, §9: the virtual (cloud-hosted) gateway model, voc200, whose write controls are hidden. */
export function isVirtualGateway(gateway: Pick<Gateway, 'model'> | null, config: Pick<CustomerConfig, 'constants'>): boolean {
  return gateway !== null && gateway.model.toLowerCase() === config.constants.virtualGatewayModel.toLowerCase();
}

/**
 * Write access to property control, gateway control, device and scene
 * management, floors, gateway settings, backup, address and alarms, by role
 * alone (spec 1 §6): users on their own or linked gateway; admins only with
 * the write subrole (admin-support). The server enforces this rule; the
 * portal shows controls by `hasWriteAccess`, which adds the virtual model.
 */
export function mayWriteGateway(user: Member, gateway: Pick<Gateway, 'userId' | 'serialNumber'>, config: Pick<CustomerConfig, 'constants'>): boolean {
  switch (roleOf(user)) {
    case 'admin':
      return subroleOf(user) === config.constants.writeSubrole;
    case 'users':
      return isOwnGateway(user, gateway);
    default:
      return false;
  }
}

/**
 * Whether the portal shows the write controls of a gateway: `mayWriteGateway`,
 * and not on the virtual model (spec 1 §6: voc200 hides these controls for all).
 */
export function hasWriteAccess(user: Member, gateway: Pick<Gateway, 'userId' | 'serialNumber' | 'model'> | null, config: Pick<CustomerConfig, 'constants'>): boolean {
  return gateway !== null && !isVirtualGateway(gateway, config) && mayWriteGateway(user, gateway, config);
}

/**
 * Changes to an account's own records (its linked services, its sessions):
 * the account itself, or an admin with the write subrole acting for it. A
 * read-only admin reads them but changes nothing (spec 1 §6, spec 3 §1).
 */
export function mayChangeAccount(user: Pick<UserDetails, 'id' | 'groups'>, accountId: string, config: Pick<CustomerConfig, 'constants'>): boolean {
  return user.id === accountId || (isAdmin(user) && subroleOf(user) === config.constants.writeSubrole);
}

/**
 * spec 1 §6: a secondary-account session is a user in group users, not
 * support, who is not the gateway owner. UserDetails does not say whether a
 * link is a support link (the linked-account record does, spec 2 §3), so the
 * caller passes it; without it the link is taken as a plain secondary one.
 */
export function isSecondaryAccount(
  user: Pick<UserDetails, 'id' | 'groups'>,
  gateway: Pick<Gateway, 'userId'> | null,
  link: { isSupport: boolean } = { isSupport: false },
): boolean {
  return gateway !== null && roleOf(user) === 'users' && !link.isSupport && !isGatewayOwner(user, gateway);
}

/**
 * spec 1 §6, spec 2 §6, spec 3 §6: only the gateway owner may rename or
 * unassign a gateway (the server answers anyone else UDM_NOT_YOUR_DEVICE,
 * spec 1 §8) — not a linked or support account, not an admin.
 */
export function mayManageGateway(user: Pick<UserDetails, 'id'> | null, gateway: Pick<Gateway, 'userId'> | null): boolean {
  return user !== null && isGatewayOwner(user, gateway);
}
