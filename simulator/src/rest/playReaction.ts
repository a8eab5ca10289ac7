import { topics } from '@homeport/sdk';
import { ownerSegment } from '../cloud/ownerSegment';
import type { SimContext } from '../context';
import type { EmittedEvent } from '../gateway/commands/types';
import type { GatewayEmulator } from '../gateway/emulator';
import type { Reaction } from '../gateway/pairing/network';
import type { GatewayRecord } from '../store/cloudState';

/** Publishes events on the gateway's event topic, as the gateway would. */
export async function publishGatewayEvents(ctx: SimContext, gateway: GatewayRecord, events: EmittedEvent[]): Promise<void> {
  const topic = topics.events({ product: ctx.product, owner: ownerSegment(gateway), serial: gateway.serialNumber });
  // Every publish is queued before the first is awaited: events of steps that
  // fall due together (a clock advance) leave in the order they were made.
  await Promise.all(events.map((event) => ctx.bus.publishEvent(topic, event.name, event.data)));
}

/**
 * A reaction started outside a gateway command (the control API, a cloud
 * call): its events now, its later steps on the simulator clock. A reset in
 * between (new emulators) silences the steps of the old one.
 */
export async function playReaction(ctx: SimContext, gateway: GatewayRecord, emulator: GatewayEmulator, reaction: Reaction): Promise<void> {
  await publishGatewayEvents(ctx, gateway, reaction.events);
  for (const step of reaction.later) {
    ctx.clock.setTimeout(() => {
      if (ctx.emulators.get(gateway.serialNumber) !== emulator) return;
      publishGatewayEvents(ctx, gateway, step.run()).catch((error: unknown) => ctx.log(`gateway ${gateway.serialNumber}: publish failed: ${String(error)}`));
    }, step.afterMs);
  }
}
