import type { Gateway } from '../model/entities';

/**
 * The `{owner}` segment of a gateway's topics (docs/contracts.md "MQTT"): its
 * owner's userId, or `unassigned` for a gateway with no owner, which only
 * admins reach. (The spec is silent on unassigned gateways; see docs/simulator.md.)
 */
export const UNASSIGNED_OWNER = 'unassigned';

export function topicOwner(gateway: Pick<Gateway, 'userId'>): string {
  return gateway.userId ?? UNASSIGNED_OWNER;
}
