import { Router, type Response } from 'express';
import { EmptyBody, GATEWAY_NAME_MAX, gatewayNameProblem, RenameGatewayBody, SerialParam } from '@homeport/sdk';
import { applyGatewayPatch } from '../../cloud/applyGatewayPatch';
import { unassignGateway } from '../../cloud/removeGatewayOwner';
import type { SimContext } from '../../context';
import type { GatewayRecord } from '../../store/cloudState';
import { badInput, notFound, notYourDevice } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { callerOf } from '../shared/requireSession';
import { readBody, readInput } from '../shared/readInput';
import { gatewayView } from '../shared/views';
import { gatewayBySerial } from '../../store/cloudIndex';

const NAME_PROBLEMS = {
  empty: 'name must not be empty',
  tooLong: `name must be at most ${GATEWAY_NAME_MAX} characters`,
  controlCharacter: 'name must not hold control characters',
} as const;

/**
 * spec 1 §7.3 PUT /udm/device/{sn}/rename and /unassign. spec 1 §6, spec 3
 * §6: only the gateway owner may rename or unassign; anyone else (a linked
 * or support account, an admin) gets 403 UDM_NOT_YOUR_DEVICE (spec 1 §8).
 * Runs after requireSession.
 */
export function udmOwnerRoutes(ctx: SimContext): Router {
  const router = Router();

  /** The caller's own gateway: 404 when unknown, 403 UDM_NOT_YOUR_DEVICE when not the owner. */
  const ownedGateway = (res: Response, sn: string | undefined): GatewayRecord => {
    const serial = readInput(SerialParam, sn, 'sn');
    const gateway = gatewayBySerial(ctx.cloud.state, serial);
    if (!gateway) throw notFound(`No gateway ${serial}`);
    if (gateway.userId === null || gateway.userId !== callerOf(res).user.id) throw notYourDevice(serial);
    return gateway;
  };

  router.put(
    '/device/:sn/rename',
    handle(async (req, res) => {
      const gateway = ownedGateway(res, req.params.sn);
      const body = readBody(req, RenameGatewayBody);
      const problem = gatewayNameProblem(body.name);
      if (problem) throw badInput('name', NAME_PROBLEMS[problem]);
      // Commits and publishes gateway_updated {serialNumber, changes: {name}} as any cloud change does.
      await applyGatewayPatch(ctx, gateway, { cloud: { name: body.name.trim() }, emulator: {} }, 'records');
      res.json({ data: gatewayView(gateway) });
    }),
  );

  router.put(
    '/device/:sn/unassign',
    handle(async (req, res) => {
      const gateway = ownedGateway(res, req.params.sn);
      readBody(req, EmptyBody);
      await unassignGateway(ctx, gateway);
      res.json({ data: gatewayView(gateway) });
    }),
  );

  return router;
}
