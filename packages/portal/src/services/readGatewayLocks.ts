import { holdsPrivilege, type RestClient } from '@homeport/sdk';
import type { GatewayLocks } from '../state/atoms';

/**
 * spec 1 §4.1, §4.3: a gateway's PIN lock and privilege mode, asked of the
 * cloud, with whether this user holds the privilege. One place for sign-in,
 * the start-up check and the header gateway switch.
 */
export async function readGatewayLocks(rest: RestClient, serial: string, userId: string): Promise<GatewayLocks> {
  const [pin, privilege] = await Promise.all([rest.gateways.pinLockCheck(serial), rest.gateways.privilegeCheck(serial)]);
  return { serial, pinLocked: pin.locked, privileged: { active: privilege.privileged, ownedByMe: privilege.privileged && holdsPrivilege(privilege.owner, userId) } };
}
