import { Router, type RequestHandler } from 'express';
import { isAdmin, type AdminCount } from '@homeport/sdk';
import type { SimContext } from '../context';
import { forbidden } from './apiError';
import { pageOf, searchGateways, sortGateways } from './gatewayQuery';
import { handle } from './handle';
import { callerOf } from './requireSession';
import { queryBool, queryInt, queryText } from './validate';
import { adminRowView } from './views';

const MAX_SEARCH = 100;

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
      const page = queryInt(req.query, 'page', 1, 1, 1_000_000);
      const limit = queryInt(req.query, 'limit', 10, 1, 100);
      const searchText = queryText(req.query, 'searchText', MAX_SEARCH);
      // spec 1 §7.5 "adminListGateways (owners true)": rows always carry ownerUsername.
      queryBool(req.query, 'owners', true);
      const { gateways, users } = ctx.cloud.state;
      const all = sortGateways(searchGateways(gateways, users, searchText), 'serialNumber');
      res.json({ data: pageOf(all, (page - 1) * limit, limit).map((g) => adminRowView(g, users)), count: all.length });
    }),
  );

  router.get(
    '/device/adminCount',
    requireAdmin,
    handle((req, res) => {
      const { gateways, users } = ctx.cloud.state;
      const found = searchGateways(gateways, users, queryText(req.query, 'searchText', MAX_SEARCH));
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
