import { topics, type GatewayUpdatedData } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { GatewayRecord } from '../store/cloudState';
import type { CloudPatch, EmulatorPatch } from './parseGatewayPatch';
import { ownerSegment } from './ownerSegment';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies a validated patch: emulator file first, then cloud.json, then the
 * `gateway_updated` event on the gateway's evt topic and homeport/admin/evt
 * (docs/contracts.md "Events"). Only fields whose value changed are listed,
 * and no event is sent when nothing changed.
 */
export async function applyGatewayPatch(
  ctx: SimContext,
  gateway: GatewayRecord,
  patch: { cloud: CloudPatch; emulator: EmulatorPatch },
): Promise<Record<string, unknown>> {
  const changes: Record<string, unknown> = {};
  const emulator = ctx.emulators.get(gateway.serialNumber);
  if (emulator) {
    for (const [field, value] of Object.entries(patch.emulator) as Array<[keyof EmulatorPatch, never]>) {
      if (same(emulator.contents[field], value)) continue;
      emulator.contents[field] = value;
      changes[field] = value;
    }
    if (Object.keys(changes).length > 0) emulator.save();
  }
  let cloudChanged = false;
  for (const [field, value] of Object.entries(patch.cloud) as Array<[keyof CloudPatch, never]>) {
    if (same(gateway[field], value)) continue;
    gateway[field] = value;
    changes[field] = value;
    cloudChanged = true;
  }
  if (cloudChanged) ctx.cloud.commit();

  if (Object.keys(changes).length > 0) {
    const data: GatewayUpdatedData = { serialNumber: gateway.serialNumber, changes };
    const scope = { product: ctx.product, owner: ownerSegment(gateway), serial: gateway.serialNumber };
    await ctx.bus.publishEvent(topics.events(scope), 'gateway_updated', data);
    await ctx.bus.publishEvent(topics.adminEvents(ctx.product), 'gateway_updated', data);
    ctx.log(`control: ${gateway.serialNumber} ${JSON.stringify(changes)}`);
  }
  return changes;
}
