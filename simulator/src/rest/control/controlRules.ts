import { Router } from 'express';
import { SerialParam } from '@homeport/sdk';
import { RuleLogQuery } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { readRuleLog } from '../../gateway/ops/cloudReads';
import { notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readInput, readQuery } from '../shared/readInput';
import { hasGateway } from '../../store/cloudIndex';

/**
 * What each rule of a gateway did (docs/simulator.md "Rules (scenes)"): the runs its
 * engine keeps in memory (the last 500), oldest first, each with its cause,
 * trigger, chain depth, actions and outcome; `ruleId` picks one rule's.
 */
export function controlRuleRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/gateways/:serial/rules/log',
    handle(async (req, res) => {
      const serial = readInput(SerialParam, req.params.serial, 'serial');
      const { ruleId } = readQuery(req, RuleLogQuery);
      if (!hasGateway(ctx.cloud.state, serial)) throw notFound(`No gateway ${serial}`);
      res.json({ data: await ctx.emulators.run(serial, readRuleLog, ruleId === undefined ? {} : { ruleId }) });
    }),
  );

  return router;
}
