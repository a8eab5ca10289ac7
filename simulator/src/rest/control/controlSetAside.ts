import { Router } from 'express';
import { SerialParam } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { markDataUnavailable } from '../../cloud/setAside';
import { restoreHome } from '../../gateway/ops/physicalWorld';
import { buildSeed } from '../../seed/buildSeed';
import { deriveGatewayContents } from '../../seed/derivedGateway';
import { gatewayBySerial } from '../../store/cloudIndex';
import { conflict, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readInput } from '../shared/readInput';

/**
 * What the simulator could not load (docs/simulator.md "Set aside"):
 * listed for QA and support, and one way back, the gateway reseeded.
 */
export function controlSetAsideRoutes(ctx: SimContext): Router {
  const router = Router();

  router.get(
    '/set-aside',
    handle((_req, res) => {
      res.json({ data: ctx.setAside.list() });
    }),
  );

  /**
   * The gateway from its seed: a gateway file set aside is replaced by the
   * seed's contents (with a new sticker: the old one was in the file), a
   * gateway running with time triggers skipped gets the seed's home and
   * rules (restore-home); every entry of it goes, its kept copies with them.
   */
  router.post(
    '/set-aside/:serial/reseed',
    handle(async (req, res) => {
      const serial = readInput(SerialParam, req.params.serial, 'serial');
      const record = gatewayBySerial(ctx.cloud.state, serial);
      if (!record) throw notFound(`No gateway ${serial}`);
      const entries = ctx.setAside.list().filter((e) => e.serialNumber === serial);
      if (entries.length === 0) throw notFound(`Nothing of ${serial} is set aside`);
      const { meta } = ctx.cloud.state;
      const seeded = buildSeed({ seed: meta.seed, gateways: meta.gateways }).contents.find((c) => c.serialNumber === serial) ?? deriveGatewayContents(meta, record);
      const kinds = new Set(entries.map((e) => e.kind));
      if (kinds.has('gateway')) {
        if (!seeded) throw conflict(`${serial} is not part of the seed: there is nothing to reseed it from`);
        // The mark first: the gateway then loads from the file written here.
        ctx.setAside.removeGateway(serial);
        await ctx.emulators.add(seeded);
        await markDataUnavailable(ctx, serial, false);
      } else if (kinds.has('time-trigger')) {
        if (!seeded) throw conflict(`${serial} is not part of the seed: there is nothing to reseed it from`);
        const { devices, floors, hardwareIds, failedNodes, rules, scenarioStatuses, ruleSeq } = seeded;
        await ctx.emulators.run(serial, restoreHome, { seeded: { devices, floors, hardwareIds, failedNodes, rules, scenarioStatuses, ruleSeq } });
      }
      ctx.setAside.removeGateway(serial);
      ctx.log(`control: ${serial} reseeded; ${entries.length} set-aside entries cleared`);
      res.json({ data: { serialNumber: serial, cleared: entries.map((e) => e.id) } });
    }),
  );

  return router;
}
