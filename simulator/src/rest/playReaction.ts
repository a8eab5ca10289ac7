import type { SimContext } from '../context';
import type { EmittedEvent } from '../gateway/commands/types';
import type { GatewayEmulator } from '../gateway/emulator';
import type { Reaction } from '../gateway/pairing/network';
import type { GatewayRecord } from '../store/cloudState';

/**
 * Publishes events on the gateway's event topic, as the gateway would:
 * through its emulator's `emit`, so its rules see them.
 */
export async function publishGatewayEvents(ctx: SimContext, gateway: GatewayRecord, events: EmittedEvent[]): Promise<void> {
  const emulator = await ctx.emulators.acquire(gateway.serialNumber);
  if (!emulator) {
    ctx.log(`gateway ${gateway.serialNumber}: no emulator, ${events.length} events dropped`);
    return;
  }
  await emulator.emit(events);
}

/**
 * A reaction started outside a gateway command (the control API, a cloud
 * call): its events now, its later steps on the simulator clock. A reset in
 * between (new emulators) silences the steps of the old one.
 */
export async function playReaction(ctx: SimContext, gateway: GatewayRecord, emulator: GatewayEmulator, reaction: Reaction): Promise<void> {
  const { epoch } = ctx.emulators;
  await emulator.emit(reaction.events);
  for (const step of reaction.later) {
    emulator.pending += 1;
    ctx.clock.setTimeout(() => {
      emulator.pending -= 1;
      if (ctx.emulators.epoch !== epoch) return;
      void emulator.emit(step.run());
    }, step.afterMs);
  }
}
