import { canReachGateway } from '../../auth/gatewayAccess';
import type { SimContext } from '../../context';
import type { GatewayRecord, UserRecord } from '../../store/cloudState';
import { notFound, notYourDevice } from '../../errors/apiError';
import { gatewayBySerial } from '../../store/cloudIndex';

/** The gateway of a per-serial route: 404 000404 when unknown, 403 UDM_NOT_YOUR_DEVICE when not reachable (spec 1 §8). */
export function reachableGateway(ctx: SimContext, user: UserRecord, serial: string): GatewayRecord {
  const gateway = gatewayBySerial(ctx.cloud.state, serial);
  if (!gateway) throw notFound(`No gateway ${serial}`);
  if (!canReachGateway(user, gateway)) throw notYourDevice(serial);
  return gateway;
}
