import { Router } from 'express';
import { BulkQueueControlBody } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { handle } from '../shared/handle';
import { readBody } from '../shared/readInput';

/**
 * POST /__sim/bulk/queue: QA's hold on the bulk queue (docs/simulator.md
 * "Bulk operations"). `pause` sends nothing new (tasks in flight finish);
 * `resume` goes on; `stall` marks tasks In Progress on disk but never sends
 * them, as a process killed between the mark and the send would leave
 * them: stop the simulator then and start it again to see the resume.
 */
export function controlBulkRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/bulk/queue',
    handle((req, res) => {
      const { action } = readBody(req, BulkQueueControlBody);
      ctx.bulk.queue.control(action);
      ctx.log(`control: bulk queue ${action}`);
      res.json({ data: ctx.bulk.queue.state() });
    }),
  );

  router.get(
    '/bulk/queue',
    handle((_req, res) => {
      res.json({ data: ctx.bulk.queue.state() });
    }),
  );

  return router;
}
