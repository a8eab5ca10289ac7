import { Router } from 'express';
import { GatewayInfoListQuery, GatewayListQuery, isAdmin, SerialParam } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { readLocks } from '../../gateway/ops/cloudReads';
import { forbidden } from '../../errors/apiError';
import { reachableGateway } from '../shared/reachableGateway';
import { gatewaysOf, pageOf, sortGateways } from '../shared/gatewayQuery';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { udmAdminRoutes } from './udmAdmin';
import { udmFleetRoutes } from '../fleet/fleet';
import { udmLockRoutes } from './udmLocks';
import { udmOwnerRoutes } from './udmOwner';
import { udmSettingsRoutes } from './udmSettings';
import { readInput, readQuery } from '../shared/readInput';
import { gatewayView } from '../shared/views';
import { userByIdIndexed } from '../../store/cloudIndex';

/** /udm: the caller's gateways and the per-gateway checks (spec 1 §7.3). */
export function udmRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  /** The user whose gateways a list shows: the caller, or anyone for an admin. */
  const listOwner = (res: Parameters<typeof callerOf>[0], requested: string | undefined) => {
    const { user } = callerOf(res);
    const ownerId = requested ?? user.id;
    if (ownerId !== user.id && !isAdmin(user)) throw forbidden('You may list only your own gateways');
    return userByIdIndexed(ctx.cloud.state, ownerId) ?? { id: ownerId, devices: [] };
  };

  router.get(
    '/device/list',
    handle((req, res) => {
      const query = readQuery(req, GatewayListQuery);
      const owner = listOwner(res, query.owner);
      const { page, limit, orderBy } = query;
      const all = sortGateways(gatewaysOf(owner, ctx.cloud.state), orderBy);
      res.json({ data: pageOf(all, (page - 1) * limit, limit).map(gatewayView), count: all.length });
    }),
  );

  router.get(
    '/device/hg/info/list',
    handle((req, res) => {
      // `details` is accepted for the spec's signature; records are always complete.
      const query = readQuery(req, GatewayInfoListQuery);
      const owner = listOwner(res, query.userId);
      const { skip, limit } = query;
      const all = sortGateways(gatewaysOf(owner, ctx.cloud.state), 'serialNumber');
      // spec 1 §7.3: the response's data.data is the list.
      res.json({ data: { data: pageOf(all, skip, limit).map(gatewayView), count: all.length } });
    }),
  );

  router.get(
    '/device/hg/:sn/info',
    handle((req, res) => {
      const gateway = reachableGateway(ctx, callerOf(res).user, readInput(SerialParam, req.params.sn, 'sn'));
      res.json({ data: gatewayView(gateway) });
    }),
  );

  router.get(
    '/device/:sn/checkConnectionStatus',
    handle((req, res) => {
      const gateway = reachableGateway(ctx, callerOf(res).user, readInput(SerialParam, req.params.sn, 'sn'));
      res.json({ data: { connectionStatus: gateway.connectionStatus } });
    }),
  );

  // spec 1 §7.3: the privilege check answers a field `privileged`. The cloud answers from the
  // state the gateway last reported, so it works while the gateway is offline too.
  router.get(
    '/device/:sn/privilegeMode/check',
    handle(async (req, res) => {
      const gateway = reachableGateway(ctx, callerOf(res).user, readInput(SerialParam, req.params.sn, 'sn'));
      const owner = (await ctx.emulators.runIfThere(gateway.serialNumber, readLocks, undefined))?.privilegedBy ?? null;
      res.json({ data: { privileged: owner !== null, owner } });
    }),
  );

  // spec 1 §7.3: the PIN-lock check answers a field `locked`.
  router.get(
    '/device/:sn/pinLock/check',
    handle(async (req, res) => {
      const gateway = reachableGateway(ctx, callerOf(res).user, readInput(SerialParam, req.params.sn, 'sn'));
      res.json({ data: { locked: (await ctx.emulators.runIfThere(gateway.serialNumber, readLocks, undefined))?.pinLocked ?? false } });
    }),
  );

  router.use(udmLockRoutes(ctx));
  router.use(udmOwnerRoutes(ctx));
  router.use(udmSettingsRoutes(ctx));
  router.use(udmAdminRoutes(ctx));
  router.use(udmFleetRoutes(ctx));
  return router;
}
