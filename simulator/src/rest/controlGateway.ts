import { SerialParam } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { GatewayEmulator } from '../gateway/emulator';
import type { GatewayRecord } from '../store/cloudState';
import { notFound } from './apiError';
import { readInput } from './readInput';
import { gatewayBySerial } from '../store/cloudIndex';

/** A control route's `:serial`: the gateway of the fleet and its emulator, or 404. */
export async function gatewayOf(ctx: SimContext, raw: unknown): Promise<{ gateway: GatewayRecord; emulator: GatewayEmulator }> {
  const serial = readInput(SerialParam, raw, 'serial');
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  const emulator = gateway ? await ctx.emulators.acquire(serial) : null;
  if (!gateway || !emulator) throw notFound(`No gateway ${serial}`);
  return { gateway, emulator };
}
