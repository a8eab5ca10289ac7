import { Router } from 'express';
import { ErrorCode, SimHistorySamplesBody } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { ApiError, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { readBody } from '../shared/readInput';
import { hasGateway } from '../../store/cloudIndex';

/**
 * QA's side of the history (docs/simulator.md "History"): imports raw
 * samples of one property (a bench's six months of one-minute data, a
 * test's gap). The gateway's generated back-history ends where the first
 * imported sample is, so the two never overlap. A reset wipes them.
 */
export function controlHistoryRoutes(ctx: SimContext): Router {
  const router = Router();

  router.post(
    '/history/samples',
    handle((req, res) => {
      const { key, property, samples } = readBody(req, SimHistorySamplesBody);
      if (key.service === undefined) throw new ApiError(400, ErrorCode.invalidInput, 'The key must name a service (gatewaySerial:deviceId:service)', 'key');
      if (!hasGateway(ctx.cloud.state, key.serialNumber)) throw notFound(`No gateway ${key.serialNumber}`);
      const imported = ctx.history.importSamples(key.serialNumber, key.deviceId, key.service, property, samples);
      res.json({ data: { imported, boundary: ctx.history.store.boundaryOf(key.serialNumber) } });
    }),
  );

  return router;
}
