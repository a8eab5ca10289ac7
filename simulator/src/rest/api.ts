import { Router, type RequestHandler } from 'express';
import type { SimContext } from '../context';
import { authRoutes } from './auth/auth';
import { clientRoutes } from './clients/clients';
import { controlRoutes } from './control/control';
import { restFaults } from '../faults/restFaults';
import { crmRoutes } from './crm/crm';
import { externalPortalRoutes } from './crm/crmUserSettings';
import { jsonBody } from './shared/jsonBody';
import { apiErrorHandler, apiNotFound } from './shared/errorHandler';
import { multimediaRoutes } from './multimedia/multimedia';
import { oauth2Routes } from './oauth2/oauth2';
import { oauth2GrantRoutes } from './oauth2/oauth2Grants';
import { udmRoutes } from './udm/udm';
import { wiseRoutes } from './wise/wise';
import { alarmGatewayRoutes } from './alarms/alarmGateway';
import { backupRoutes } from './backups/backups';
import { alarmConfirmRoutes, alarmRoutes } from './alarms/alarm';
import { geolocationRoutes } from './geolocation/geolocation';
import { kpiRoutes } from './kpi/kpi';
import { subsRoutes } from './subs/subs';
import { zotaRoutes } from './zota/zota';
import { privacyRoutes } from './privacy/privacy';
import { announcementRoutes } from './announcements/announcements';
import { bulkRoutes } from './bulk/bulk';
import { locationRoutes } from './location/location';
import { operationRoutes, replaceRoutes } from './fleet/fleet';
import { analyticsRoutes, gatewayStatisticsRoutes, statisticsRoutes } from './statistics/statistics';
import { cacheRoutes, historyRoutes } from './history/history';
import { netdiagRoutes } from './netdiag/netdiag';

/**
 * Everything under /api except /api/__db: JSON in (any content type is read
 * as JSON, so a malformed body is 000400 rather than silently empty), routes
 * by the spec's service, then 404 000404 and the error handler. The control
 * API is mounted only with its gate (http/controlGate.ts), which runs first,
 * on the same path as the routes it guards.
 */
export function apiRouter(ctx: SimContext, options: { controlGate: RequestHandler | null }): Router {
  const router = Router();
  if (options.controlGate) router.use('/__sim', options.controlGate);
  // QA's REST faults answer before any route reads the call (faults/restFaults.ts).
  router.use(restFaults(ctx.faults));
  // Before the JSON parser: the authorize POST is also a browser form post, the token endpoint takes forms.
  router.use('/oauth2', oauth2Routes(ctx));
  // Before the JSON parser too: the backup import is multipart (the other /backup calls parse JSON themselves).
  router.use('/backup', backupRoutes(ctx));
  // Before the JSON parser too: importDet is multipart (docs/contracts.md "Bulk operations").
  router.use('/location', locationRoutes(ctx));
  router.use(jsonBody({ limit: '256kb', type: () => true }));
  router.use('/auth', authRoutes(ctx));
  router.use('/auth', externalPortalRoutes(ctx));
  router.use('/clients', clientRoutes(ctx));
  router.use('/oauth2_v2', oauth2GrantRoutes(ctx));
  router.use('/crm', crmRoutes(ctx));
  router.use('/udm', udmRoutes(ctx));
  router.use('/multimedia', multimediaRoutes(ctx));
  router.use('/wise', wiseRoutes(ctx));
  // Gateway settings (docs/contracts.md "Gateway settings").
  router.use('/geolocation', geolocationRoutes(ctx));
  router.use('/subs', subsRoutes(ctx));
  router.use('/kpi', kpiRoutes(ctx));
  router.use('/alarm', alarmConfirmRoutes(ctx));
  router.use('/alarm', alarmGatewayRoutes(ctx));
  // Gateway firmware campaigns (docs/contracts.md "Gateway firmware campaigns").
  router.use('/zota', zotaRoutes(ctx));
  router.use('/alarm', alarmRoutes(ctx));
  // Personal data export (docs/contracts.md "Linked accounts, sessions, clients and data export").
  router.use('/privacy', privacyRoutes(ctx));
  // Bulk operations (docs/contracts.md "Bulk operations").
  router.use('/bom', bulkRoutes(ctx));
  // Admin announcements (docs/contracts.md "Announcements").
  router.use('/asm', announcementRoutes(ctx));
  // Admin fleet: replacement, operations (docs/contracts.md "Fleet: replacement, operations, virtual gateways").
  router.use('/replace', replaceRoutes(ctx));
  router.use('/te_operation', operationRoutes(ctx));
  // Admin statistics report, analytics, gateway statistics (docs/contracts.md "Statistics and analytics").
  router.use('/statistics', statisticsRoutes(ctx));
  router.use('/analytics', analyticsRoutes(ctx));
  router.use('/gateway_statistics', gatewayStatisticsRoutes(ctx));
  // Device and gateway history, the cached gateway image (docs/contracts.md "History").
  router.use('/node_history', historyRoutes(ctx));
  router.use('/cache', cacheRoutes(ctx));
  // Network diagnostics: topology, network images and spans (docs/contracts.md "Network diagnostics").
  router.use('/aggregated_data', netdiagRoutes(ctx));
  if (options.controlGate) router.use('/__sim', controlRoutes(ctx));
  router.use(apiNotFound);
  router.use(apiErrorHandler(ctx.log));
  return router;
}
