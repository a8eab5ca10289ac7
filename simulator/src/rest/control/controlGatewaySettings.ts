import { Router } from 'express';
import { isAdmin, SerialParam } from '@homeport/sdk';
import { SimLicenceBody } from '@homeport/sdk/sim';
import type { SimContext } from '../../context';
import { buildSeed } from '../../seed/buildSeed';
import { PLANS } from '../../seed/licences';
import { Prng } from '../../seed/prng';
import type { LicenceRecord } from '../../store/cloudState';
import { badInput, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody, readInput } from '../shared/readInput';
import { gatewayBySerial, hasGateway, userByIdIndexed } from '../../store/cloudIndex';
import { deriveGatewayContents } from '../../seed/derivedGateway';
import { restoreHome, type SeededHome } from '../../gateway/ops/physicalWorld';

/**
 * QA's side of gateway settings (docs/contracts.md "Simulator control
 * API"): a licence key for a user (as a shop would sell one), and a
 * gateway's home put back as seeded (after a factory reset, without a full
 * reset that would end every session).
 */
export function controlGatewaySettingsRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/licences',
    handle((req, res) => {
      const { userId, plan } = readBody(req, SimLicenceBody);
      const user = userByIdIndexed(ctx.cloud.state, userId);
      if (!user) throw notFound(`No user ${userId}`);
      if (isAdmin(user)) throw badInput('userId', `${userId} is an admin; admins own no gateways`);
      // From the clock and the count: a key nobody has, not derived from anything a user knows.
      const prng = new Prng((ctx.now() ^ (ctx.cloud.state.licences.length * 0x9e3779b9)) >>> 0);
      let key = prng.hex(20);
      while (ctx.cloud.state.licences.some((l) => l.id === key)) key = prng.hex(20);
      const licence: LicenceRecord = { id: key, userId, plan: plan ?? PLANS[0], serialNumber: null, status: 'unused', activatedAt: null, validUntil: null };
      ctx.cloud.state.licences.push(licence);
      ctx.cloud.commit();
      res.status(201).json({ data: { licenceKey: key, plan: licence.plan, userId, serialNumber: null, status: licence.status } });
    }),
  );

  router.post(
    '/gateways/:serial/restore-home',
    handle(async (req, res) => {
      const serial = readInput(SerialParam, req.params.serial, 'serial');
      if (!hasGateway(ctx.cloud.state, serial)) throw notFound(`No gateway ${serial}`);
      const { seed, gateways } = ctx.cloud.state.meta;
      // The factory secrets are not taken from the seed: the gateway keeps its own.
      const unused = () => ({ pin: '000000', localPassword: 'unused' });
      const record = gatewayBySerial(ctx.cloud.state, serial);
      const seeded =
        buildSeed({ seed, gateways }, unused).contents.find((c) => c.serialNumber === serial) ?? (record ? deriveGatewayContents(ctx.cloud.state.meta, record, unused) : null);
      // Computed in the cloud, put back where the gateway's emulator lives (gateway/ops/physicalWorld.ts).
      const home: SeededHome | null = seeded && {
        devices: seeded.devices,
        floors: seeded.floors,
        hardwareIds: seeded.hardwareIds,
        failedNodes: seeded.failedNodes,
        rules: seeded.rules,
        scenarioStatuses: seeded.scenarioStatuses,
        ruleSeq: seeded.ruleSeq,
      };
      res.json({ data: await ctx.emulators.run(serial, restoreHome, { seeded: home }) });
    }),
  );

  return router;
}
