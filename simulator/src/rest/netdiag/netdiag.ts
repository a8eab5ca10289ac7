import { Router } from 'express';
import {
  ErrorCode,
  NetworkHistoryImageQuery,
  NetworkImageCreateBody,
  NetworkSpansQuery,
  NetworkTopologyQuery,
  spansOf,
  type NetworkHistoryImageAnswer,
  type NetworkSpanPage,
  type NetworkTopology,
} from '@homeport/sdk';
import type { SimContext } from '../../context';
import { autoSnapshotsOf } from '../../cloud/netdiag/autoSnapshots';
import { readMesh } from '../../gateway/ops/cloudReads';
import type { GatewayRecord } from '../../store/cloudState';
import { ApiError } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readQuery } from '../shared/readInput';
import { requireGatewayWrite } from '../shared/writeAccess';

/**
 * Network diagnostics (spec 3 §7 "/aggregated_data: fetch, getSpans,
 * fetchNetworkHistoryImage, create"; docs/contracts.md "Network
 * diagnostics"). The topology is asked of the gateway through REST (the
 * cloud asks the gateway's controller, gateway/mesh.ts), so it needs the
 * gateway online (503 000503). Whoever reaches the gateway reads; catching
 * an image needs write access (the read-only admin 000403).
 */
export function netdiagRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  const liveTopology = async (gateway: GatewayRecord): Promise<NetworkTopology> => {
    if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${gateway.serialNumber} is offline`);
    return ctx.emulators.run(gateway.serialNumber, readMesh, { name: gateway.name, now: ctx.now() });
  };

  router.get(
    '/fetch',
    handle(async (req, res) => {
      const { serialNumber } = readQuery(req, NetworkTopologyQuery);
      res.json({ data: await liveTopology(reachableGateway(ctx, callerOf(res).user, serialNumber)) });
    }),
  );

  router.post(
    '/create',
    handle(async (req, res) => {
      const { serialNumber } = readBody(req, NetworkImageCreateBody);
      const user = callerOf(res).user;
      const gateway = reachableGateway(ctx, user, serialNumber);
      requireGatewayWrite(user, gateway);
      await autoSnapshotsOf(ctx).catchUp(gateway.serialNumber);
      const topology = await liveTopology(gateway);
      res.status(201).json({ data: ctx.networkImages.add(topology) });
    }),
  );

  router.get(
    '/getSpans',
    handle(async (req, res) => {
      const { serialNumber, page, limit } = readQuery(req, NetworkSpansQuery);
      const gateway = reachableGateway(ctx, callerOf(res).user, serialNumber);
      await autoSnapshotsOf(ctx).catchUp(gateway.serialNumber);
      const spans = spansOf(ctx.networkImages.list(gateway.serialNumber).map((i) => i.takenAt));
      const answer: NetworkSpanPage = { spans: spans.slice(page * limit, page * limit + limit), count: spans.length };
      res.json({ data: answer });
    }),
  );

  router.get(
    '/fetchNetworkHistoryImage',
    handle(async (req, res) => {
      const { serialNumber, from, to, page } = readQuery(req, NetworkHistoryImageQuery);
      const gateway = reachableGateway(ctx, callerOf(res).user, serialNumber);
      await autoSnapshotsOf(ctx).catchUp(gateway.serialNumber);
      const within = ctx.networkImages
        .list(gateway.serialNumber)
        .filter((i) => (from === undefined || i.takenAt >= from) && (to === undefined || i.takenAt <= to))
        .reverse();
      const answer: NetworkHistoryImageAnswer = { image: within[page] ?? null, page, count: within.length };
      res.json({ data: answer });
    }),
  );

  return router;
}
