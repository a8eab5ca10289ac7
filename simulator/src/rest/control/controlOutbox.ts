import { Router } from 'express';
import { OutboxQuery } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { handle } from '../shared/handle';
import { readQuery } from '../shared/readInput';

/** GET and DELETE /api/__sim/outbox: what the simulator "sent", and what the budgets held (docs/contracts.md "Simulator control API"). */
export function controlOutboxRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/outbox',
    handle((req, res) => {
      const { to, kind } = readQuery(req, OutboxQuery);
      res.json({ data: ctx.outbox.list({ to, kind }), held: ctx.outbox.held() });
    }),
  );

  router.delete(
    '/outbox',
    handle((_req, res) => {
      const deleted = ctx.outbox.clear();
      ctx.cloud.commit();
      res.json({ data: { deleted } });
    }),
  );

  return router;
}
