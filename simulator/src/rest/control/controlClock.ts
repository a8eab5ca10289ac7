import { Router } from 'express';
import { SimClockBody, type SimClockView } from '@homeport/sdk/sim';
import type { SimClock } from '../../clock/simClock';
import type { SimContext } from '../../context';
import { conflict } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody } from '../shared/readInput';

export function clockView(clock: SimClock, fired?: number): SimClockView {
  const { now, rate, pending, nextDue } = clock.state();
  return { now, iso: new Date(now).toISOString(), rate, pending, nextDue: nextDue === null ? null : new Date(nextDue).toISOString(), ...(fired === undefined ? {} : { fired }) };
}

/**
 * The simulator clock for QA (docs/simulator.md "The simulator clock"):
 * read it, move it on (every timer that falls due fires on the way, in
 * order, before the answer), or change its rate.
 */
export function controlClockRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/clock',
    handle((_req, res) => {
      res.json({ data: clockView(ctx.clock) });
    }),
  );

  router.post(
    '/clock',
    handle(async (req, res) => {
      const body = readBody(req, SimClockBody);
      const now = ctx.clock.now();
      if (body.to !== undefined && body.to < now) throw conflict(`The clock only moves forward: it is ${new Date(now).toISOString()}; reset the simulator to start over`);
      let fired = 0;
      if (body.advanceMs !== undefined) fired = ctx.clock.advance(body.advanceMs).fired;
      if (body.to !== undefined) fired = ctx.clock.set(body.to).fired;
      if (body.rate !== undefined) ctx.clock.setRate(body.rate);
      // Fleet workers' clocks follow; the answer waits until they have run what fell due.
      await ctx.emulators.settled();
      ctx.log(`clock: ${new Date(ctx.clock.now()).toISOString()} at rate ${ctx.clock.state().rate} (${fired} timers fired)`);
      res.json({ data: clockView(ctx.clock, fired) });
    }),
  );

  return router;
}
