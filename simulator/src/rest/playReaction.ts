import type { SimContext } from '../context';
import type { EmittedEvent } from '../gateway/commands/types';
import { publishEvents } from '../gateway/ops/physicalWorld';
import type { GatewayRecord } from '../store/cloudState';
import { ApiError } from './apiError';

/**
 * Publishes events on the gateway's event topic, as the gateway would:
 * through its emulator's `emit` (an operation run where it lives), so its
 * rules see them. A reaction with later steps is played inside an
 * operation instead (gateway/playReaction.ts `playOnGateway`).
 */
export async function publishGatewayEvents(ctx: SimContext, gateway: GatewayRecord, events: EmittedEvent[]): Promise<void> {
  try {
    await ctx.emulators.run(gateway.serialNumber, publishEvents, { events });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    ctx.log(`gateway ${gateway.serialNumber}: no emulator, ${events.length} events dropped`);
  }
}
