import { SerialParam } from '@homeport/sdk';
import type { SimContext } from '../../context';
import type { GatewayRecord } from '../../store/cloudState';
import { notFound } from '../../errors/apiError';
import { readInput } from '../shared/readInput';
import { gatewayBySerial } from '../../store/cloudIndex';

/**
 * A control route's `:serial`: the gateway's record in the fleet, or 404.
 * What the route does to the gateway itself runs as an operation where its
 * emulator lives (`ctx.emulators.run`, gateway/ops/).
 */
export function gatewayOf(ctx: SimContext, raw: unknown): GatewayRecord {
  const serial = readInput(SerialParam, raw, 'serial');
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) throw notFound(`No gateway ${serial}`);
  return gateway;
}
