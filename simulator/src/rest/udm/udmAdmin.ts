import { Router, type RequestHandler } from 'express';
import { AdminGatewayCountQuery, AdminGatewayListQuery, isAdmin, type AdminCount } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { forbidden } from '../../errors/apiError';
import { gatewaysSortedBySerial } from '../../store/cloudIndex';
import { pageOf, searchGateways } from '../shared/gatewayQuery';
import { handle } from '../shared/handle';
import { callerOf } from '../shared/requireSession';
import { readQuery } from '../shared/readInput';
import { adminRowView } from '../shared/views';

/** spec 1 §6: admin-only; a user gets 403 000403. Runs after requireSession. */
const requireAdmin: RequestHandler = (_req, res, next) => {
  next(isAdmin(callerOf(res).user) ? undefined : forbidden('Admins only'));
};

/** /udm/device/adminList and adminCount (spec 3; docs/contracts.md "Gateways (udm)"). */
export function udmAdminRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/device/adminList',
    requireAdmin,
    handle((req, res) => {
      // spec 1 §7.5 "adminListGateways (owners true)": rows always carry ownerUsername, whatever `owners` says.
      const { page, limit, searchText } = readQuery(req, AdminGatewayListQuery);
      const { users } = ctx.cloud.state;
      // Kept sorted by serial (store/cloudIndex.ts): a page does not sort the fleet; search keeps that order.
      const all = searchGateways(gatewaysSortedBySerial(ctx.cloud.state), users, searchText);
      res.json({ data: pageOf(all, (page - 1) * limit, limit).map((g) => adminRowView(g, users)), count: all.length });
    }),
  );

  router.get(
    '/device/adminCount',
    requireAdmin,
    handle((req, res) => {
      const { gateways, users } = ctx.cloud.state;
      const found = searchGateways(gateways, users, readQuery(req, AdminGatewayCountQuery).searchText);
      const counts: AdminCount = {
        count: found.length,
        assign: found.filter((g) => g.userId !== null).length,
        online: found.filter((g) => g.connectionStatus === 'online').length,
      };
      // spec shape: the counts at the top level, no `data` wrapper.
      res.json(counts);
    }),
  );

  return router;
}
