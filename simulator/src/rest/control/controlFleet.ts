import { Router } from 'express';
import { SimFleetFlagsBody } from '@homeport/sdk';
import { fleetFlags, setFleetFlags } from '../../cloud/fleetFlags';
import type { SimContext } from '../../context';
import { handle } from '../shared/handle';
import { readBody } from '../shared/readInput';

/**
 * QA's side of the admin fleet calls (docs/simulator.md "Fleet:
 * replacement, operations, virtual gateways"): the permission flags they
 * obey. A task is made to fail by taking its gateway offline with
 * `PATCH /api/__sim/gateways/{serial} {connectionStatus: "offline"}`.
 */
export function controlFleetRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/fleet/flags',
    handle((_req, res) => {
      res.json({ data: fleetFlags(ctx) });
    }),
  );

  router.put(
    '/fleet/flags',
    handle((req, res) => {
      const flags = setFleetFlags(ctx, readBody(req, SimFleetFlagsBody));
      ctx.log(`control: fleet flags ${JSON.stringify(flags)}`);
      res.json({ data: flags });
    }),
  );

  return router;
}
