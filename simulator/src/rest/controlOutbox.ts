import { Router } from 'express';
import type { SimContext } from '../context';
import type { OutboxKind } from '../store/cloudState';
import { handle } from './handle';
import { queryChoice, queryText } from './validate';

const KINDS: OutboxKind[] = ['otp', 'activation', 'password_reset', 'pin_reset', 'email', 'push', 'whatsapp'];

/** GET and DELETE /api/__sim/outbox: what the simulator "sent" (docs/contracts.md "Simulator control API"). */
export function controlOutboxRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/outbox',
    handle((req, res) => {
      const to = queryText(req.query, 'to', 254);
      const kind = req.query.kind === undefined ? undefined : queryChoice(req.query, 'kind', KINDS, 'otp');
      res.json({ data: ctx.outbox.list({ to, kind }) });
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
