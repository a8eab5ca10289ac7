import { Router } from 'express';
import { SimStatisticsFaultsBody, SimStatisticsSnapshotsBody } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody } from '../shared/readInput';

/**
 * QA's side of the statistics (docs/simulator.md "Statistics"): gateways
 * whose read fails in the next statistics passes (beside offline ones,
 * which are never read), and the daily snapshot round without waiting a
 * simulated day. A reset clears the faults.
 */
export function controlStatisticsRoutes(ctx: SimContext): Router {
  const router = Router();
  // QA's statistics calls arm the daily round as the admins' do.
  router.use('/statistics', (_req, _res, next) => {
    ctx.statistics.inUse();
    next();
  });

  router.get(
    '/statistics/faults',
    handle((_req, res) => {
      res.json({ data: { unreadable: ctx.statistics.unreadableSerials() } });
    }),
  );

  router.put(
    '/statistics/faults',
    handle((req, res) => {
      const { unreadable } = readBody(req, SimStatisticsFaultsBody);
      const kept = ctx.statistics.setUnreadable(unreadable);
      ctx.log(`control: statistics reads fail for ${kept.length} gateways`);
      res.json({ data: { unreadable: kept } });
    }),
  );

  router.post(
    '/statistics/snapshots',
    handle(async (req, res) => {
      const { serialNumber } = readBody(req, SimStatisticsSnapshotsBody);
      if (serialNumber === undefined) {
        res.json({ data: { taken: await ctx.statistics.snapshotRound() } });
        return;
      }
      const gateway = ctx.statistics.gateway(serialNumber);
      if (!gateway) throw notFound(`No gateway ${serialNumber}`);
      ctx.statistics.snapshotsOf(serialNumber);
      res.json({ data: { taken: 1, snapshot: ctx.statistics.takeSnapshot(gateway, 'daily') } });
    }),
  );

  return router;
}
