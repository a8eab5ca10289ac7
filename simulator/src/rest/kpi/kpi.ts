import { Router } from 'express';
import { compareVersions, defaultCustomerConfig, ErrorCode, KpiQuery, KpiSyncBody, type KpiReport } from '@homeport/sdk';
import { readKpis } from '../../gateway/ops/cloudReads';
import type { SimContext } from '../../context';
import type { KpiReportRecord } from '../../store/cloudState';
import { ApiError, conflict, forbidden } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readQuery } from '../shared/readInput';

const { flags, constants } = defaultCustomerConfig;
const view = ({ id: _id, ...report }: KpiReportRecord): KpiReport => report;

/**
 * spec 2 §7 "KPI: /kpi/data/gateway" (KPI_ANALYTICS; spec 2 §9: from OSM
 * 1.25.0). GET reads the last report the cloud has; POST …/sync asks the
 * gateway for its KPIs now (it must be online, 503, and run OSM 1.25.0 or
 * later, 409) and keeps them. Anyone who reaches the gateway may do either:
 * a sync reads the gateway, it changes nothing on it.
 */
export function kpiRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));
  const enabled = () => {
    if (!flags.KPI_ANALYTICS) throw forbidden('KPI analytics are not part of this build');
  };

  router.get(
    '/data/gateway',
    handle((req, res) => {
      enabled();
      const { serialNumber } = readQuery(req, KpiQuery);
      const gateway = reachableGateway(ctx, callerOf(res).user, serialNumber);
      const record = ctx.cloud.state.kpiReports.find((r) => r.id === gateway.serialNumber);
      res.json({ data: record ? view(record) : { serialNumber: gateway.serialNumber, syncedAt: null, kpis: [] } });
    }),
  );

  router.post(
    '/data/gateway/sync',
    handle(async (req, res) => {
      enabled();
      const { serialNumber } = readBody(req, KpiSyncBody);
      const gateway = reachableGateway(ctx, callerOf(res).user, serialNumber);
      if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${serialNumber} is offline`);
      const now = ctx.now();
      const { osmVersion: osm, kpis } = await ctx.emulators.run(serialNumber, readKpis, { now });
      if (compareVersions(osm, constants.kpiMinOsmVersion) < 0) throw conflict(`KPIs need OSM ${constants.kpiMinOsmVersion} or later; this gateway runs ${osm}`);
      const record: KpiReportRecord = { id: serialNumber, serialNumber, syncedAt: now, kpis };
      ctx.cloud.state.kpiReports = [...ctx.cloud.state.kpiReports.filter((r) => r.id !== serialNumber), record];
      ctx.cloud.commit();
      res.json({ data: view(record) });
    }),
  );

  return router;
}
