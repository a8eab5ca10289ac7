import { Router } from 'express';
import { FaultBody, FaultIdParam } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody, readInput } from '../shared/readInput';

/**
 * /api/__sim/faults: failures QA stands up to see how clients cope
 * (docs/contracts.md "Simulator control API", docs/simulator.md "Faults").
 */
export function controlFaultRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/faults',
    handle((_req, res) => {
      res.json({ data: ctx.faults.list() });
    }),
  );

  router.post(
    '/faults',
    handle((req, res) => {
      const fault = ctx.faults.add(readBody(req, FaultBody));
      ctx.log(`fault ${fault.id} stood up: ${JSON.stringify(fault)}`);
      res.status(201).json({ data: fault });
    }),
  );

  router.delete(
    '/faults/:id',
    handle((req, res) => {
      const id = readInput(FaultIdParam, req.params.id, 'id');
      if (!ctx.faults.remove(id)) throw notFound(`No fault ${id}`);
      res.json({ data: { deleted: 1 } });
    }),
  );

  router.delete(
    '/faults',
    handle((_req, res) => {
      res.json({ data: { deleted: ctx.faults.clear() } });
    }),
  );

  return router;
}
