import { Router } from 'express';
import { ScenarioRunIdParam } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { ScenarioRefused } from '../../scenarios/scenarioService';
import { badInput, conflict, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { bodyObject, readInput } from '../shared/readInput';

/**
 * QA scenario runs (docs/simulator.md "Scenarios"): POST a scenario (the
 * JSON of a scenario file), get a run id at once; GET the run for its
 * progress and, once it ends, its report. A bad file is 400 000400 naming
 * the step and the field; a second run while one goes on is 409. DELETE
 * cancels the run going on.
 */
export function controlScenarioRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/scenarios',
    handle((req, res) => {
      const body = bodyObject(req);
      let started;
      try {
        started = ctx.scenarios.start(body);
      } catch (error) {
        if (error instanceof ScenarioRefused) throw error.status === 400 ? badInput(error.field, error.message) : conflict(error.message);
        throw error;
      }
      // The report is read with GET; a failing step is in it, never an unhandled rejection.
      started.done.catch((error: unknown) => ctx.log(`scenario ${started.report.id} broke: ${String(error)}`));
      res.status(202).json({ data: started.report });
    }),
  );

  router.get(
    '/scenarios',
    handle((_req, res) => {
      res.json({ data: ctx.scenarios.list() });
    }),
  );

  router.get(
    '/scenarios/:id',
    handle((req, res) => {
      const id = readInput(ScenarioRunIdParam, req.params.id, 'id');
      const report = ctx.scenarios.get(id);
      if (!report) throw notFound(`No scenario run ${id}`);
      res.json({ data: report });
    }),
  );

  // Cancels a run going on (one waiting a day of real time, say): its current step fails, the rest are skipped.
  router.delete(
    '/scenarios/:id',
    handle(async (req, res) => {
      const id = readInput(ScenarioRunIdParam, req.params.id, 'id');
      const report = ctx.scenarios.get(id);
      if (!report) throw notFound(`No scenario run ${id}`);
      if (!ctx.scenarios.cancel(id, 'the run was cancelled (DELETE /api/__sim/scenarios/{id})')) throw conflict(`Scenario run ${id} has ended (${report.status})`);
      await ctx.scenarios.settled();
      res.json({ data: ctx.scenarios.get(id) });
    }),
  );

  return router;
}
