import { topics } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { CloudState, GatewayRecord, UserRecord } from '../store/cloudState';
import { ownerSegment } from './ownerSegment';
import { notifyUser, UserEvent } from './userNotices';

export interface Removal {
  /** The gateway's evt topic before it lost its owner. */
  oldTopic: string;
  serialNumber: string;
  /** Users who reached it through an account and are to be told. */
  holders: string[];
}

/** Everyone who reaches a gateway through an account: its owner and the linked users holding its serial. */
function holdersOf(users: UserRecord[], gateway: GatewayRecord): UserRecord[] {
  return users.filter((u) => u.id === gateway.userId || u.devices.includes(gateway.serialNumber));
}

/**
 * Takes gateways away from their owner, in memory (the caller commits): they
 * become unassigned, and owner and linked users lose them. `except` is a user
 * not to tell (one being deleted).
 */
export function detachGateways(product: string, state: CloudState, gateways: GatewayRecord[], except: string | null = null): Removal[] {
  return gateways.map((gateway) => {
    const oldTopic = topics.events({ product, owner: ownerSegment(gateway), serial: gateway.serialNumber });
    const holders = holdersOf(state.users, gateway);
    for (const user of holders) user.devices = user.devices.filter((s) => s !== gateway.serialNumber);
    gateway.userId = null;
    return { oldTopic, serialNumber: gateway.serialNumber, holders: holders.map((u) => u.id).filter((id) => id !== except) };
  });
}

/**
 * spec 1 §4.2 "Gateway ... removed events update the user's device list":
 * `gateway_removed` on the old evt topic, each holder's usr topic and
 * homeport/admin/evt (with `gateway_updated {userId: null}` there).
 */
export async function publishRemovals(ctx: SimContext, removals: Removal[]): Promise<void> {
  const admin = topics.adminEvents(ctx.product);
  for (const { oldTopic, serialNumber, holders } of removals) {
    const data = { serialNumber };
    await ctx.bus.publishEvent(oldTopic, UserEvent.gatewayRemoved, data);
    for (const userId of holders) await notifyUser(ctx, { userId, name: UserEvent.gatewayRemoved, data });
    await ctx.bus.publishEvent(admin, UserEvent.gatewayRemoved, data);
    await ctx.bus.publishEvent(admin, 'gateway_updated', { serialNumber, changes: { userId: null } });
  }
  if (removals.length > 0) ctx.accessChanged();
}

/**
 * One gateway leaves its owner, as the owner's unassign (spec 1 §7.3) or QA's
 * control API does it: detached, committed, then `gateway_removed` to
 * everyone who reached it. Answers the previous owner's id.
 */
export async function unassignGateway(ctx: SimContext, gateway: GatewayRecord): Promise<string | null> {
  const previousOwner = gateway.userId;
  const removals = detachGateways(ctx.product, ctx.cloud.state, [gateway]);
  ctx.cloud.commit();
  await publishRemovals(ctx, removals);
  return previousOwner;
}
