import { Router, type RequestHandler } from 'express';
import {
  AnalyticsDataBody,
  AnalyticsSpansQuery,
  OnDemandRequestBody,
  SavedReportCreateBody,
  SavedReportIdParam,
  SavedReportListQuery,
  SnapshotTimestampParam,
  SnapshotTimestampsQuery,
  StatisticsErrorCode,
  statisticsPage,
  StatisticsReportListQuery,
  StatisticsSerialParam,
  type AnalyticsDataAnswer,
  type AnalyticsRow,
  type SnapshotTimestamps,
  type StatisticsReportAnswer,
} from '@homeport/sdk';
import { reportView } from '../../cloud/statistics/fleetScan';
import { renderReportPdf } from '../../cloud/statistics/reportPdf';
import { requestView } from '../../cloud/statistics/statisticsService';
import type { SimContext } from '../../context';
import type { GatewayRecord } from '../../store/cloudState';
import { ApiError } from '../../errors/apiError';
import { requireAdmin, requireAdminWrite } from '../bulk/bulk';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { readBody, readInput, readQuery } from '../shared/readInput';

/**
 * The admin statistics calls (spec 3 §2 "/statistics_report", "/analytics",
 * "/gate_statistic/{serialNumber}"; §7 "Analytics and statistics";
 * docs/contracts.md "Statistics and analytics"), on the statistics service
 * (cloud/statistics/). Admins only; what makes something new (a request
 * for new data, a snapshot, a saved report) needs admin-support.
 */

/** An admin called the statistics: the daily snapshot round runs from now on (cloud/statistics/statisticsService.ts inUse). */
const inUse =
  (ctx: SimContext): RequestHandler =>
  (_req, _res, next) => {
    ctx.statistics.inUse();
    next();
  };

const refuse = (status: number, code: string, message: string, field?: string) => new ApiError(status, code, message, field);

/** /statistics: the records. */
export function statisticsRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin, inUse(ctx));

  router.get(
    '/report',
    handle((_req, res) => {
      const latest = ctx.statistics.latest();
      const pending = ctx.statistics.pending();
      const answer: StatisticsReportAnswer = { report: latest ? reportView(latest) : null, pending: pending ? requestView(pending) : null };
      res.json({ data: answer });
    }),
  );

  router.get(
    '/report/list',
    handle((req, res) => {
      const { page, limit } = readQuery(req, StatisticsReportListQuery);
      const all = ctx.statistics.list();
      res.json({ data: statisticsPage(all, page, limit).map(reportView), count: all.length });
    }),
  );

  return router;
}

/** /analytics: the on-demand request, the engines' data and their spans. */
export function analyticsRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin, inUse(ctx));

  router.post(
    '/request',
    requireAdminWrite,
    handle((req, res) => {
      const { parameters } = readBody(req, OnDemandRequestBody);
      if (ctx.statistics.hasRequest(parameters.uuid)) throw refuse(409, StatisticsErrorCode.uuidTaken, `Request ${parameters.uuid} was made before`, 'parameters.uuid');
      const running = ctx.statistics.pending();
      if (running) throw refuse(409, StatisticsErrorCode.requestRunning, `Request ${running.uuid} is running; its data is due first`);
      const request = ctx.statistics.request({ ...parameters, userId: callerOf(res).user.id });
      res.status(202).json({ data: requestView(request) });
    }),
  );

  router.post(
    '/data',
    handle((req, res) => {
      const body = readBody(req, AnalyticsDataBody);
      const search = body.parameters.search?.trim().toLowerCase() ?? '';
      const matches = (key: string) => search === '' || key.toLowerCase().includes(search);
      const pageOf = <T>(rows: T[]) => (body.pagination ? statisticsPage(rows, body.page, body.limit) : rows);
      let answer: AnalyticsDataAnswer<AnalyticsRow>;
      const base = { engine: body.engine, page: body.pagination ? body.page : 1, limit: body.pagination ? body.limit : null };
      if (body.engine === 'DeviceClassUsage') {
        const { rows, computedAt } = ctx.statistics.deviceClassUsage();
        const all = rows.filter((r) => matches(r.key));
        answer = { ...base, rows: pageOf(all), count: all.length, computedAt };
      } else if (body.engine === 'FirmwareVersions') {
        const all = ctx.statistics.firmwareVersions(body.parameters.model).filter((r) => matches(r.key));
        answer = { ...base, rows: pageOf(all), count: all.length, computedAt: ctx.now() };
      } else {
        // Only the page's gateways are read: a large fleet answers a page for the cost of a page.
        const all = ctx.statistics.uptimeGateways(body.parameters.model).filter((g) => matches(g.serialNumber));
        answer = { ...base, rows: ctx.statistics.uptimeRows(pageOf(all)), count: all.length, computedAt: ctx.now() };
      }
      res.json({ data: answer });
    }),
  );

  router.get(
    '/spans',
    handle((req, res) => {
      const { engine } = readQuery(req, AnalyticsSpansQuery);
      res.json({ data: ctx.statistics.span(engine) });
    }),
  );

  return router;
}

/** /gateway_statistics/{sn}: one gateway's snapshots and saved reports. */
export function gatewayStatisticsRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions), requireAdmin, inUse(ctx));

  const gatewayOf = (raw: unknown): GatewayRecord => {
    const serial = readInput(StatisticsSerialParam, raw, 'sn');
    const gateway = ctx.statistics.gateway(serial);
    if (!gateway) throw refuse(404, StatisticsErrorCode.gatewayUnknown, `No gateway ${serial} in the fleet`, 'sn');
    return gateway;
  };

  router.get(
    '/:sn/timestamps',
    handle((req, res) => {
      const gateway = gatewayOf(req.params.sn);
      const { page, limit } = readQuery(req, SnapshotTimestampsQuery);
      const all = ctx.statistics
        .snapshotsOf(gateway.serialNumber)
        .map((s) => s.timestamp)
        .reverse();
      const answer: SnapshotTimestamps = { serialNumber: gateway.serialNumber, timestamps: statisticsPage(all, page, limit), count: all.length, page, limit };
      res.json({ data: answer });
    }),
  );

  router.get(
    '/:sn/snapshots/:timestamp',
    handle((req, res) => {
      const gateway = gatewayOf(req.params.sn);
      const timestamp = readInput(SnapshotTimestampParam, req.params.timestamp, 'timestamp');
      const snapshot = ctx.statistics.snapshotsOf(gateway.serialNumber).find((s) => s.timestamp === timestamp);
      if (!snapshot) throw refuse(404, StatisticsErrorCode.snapshotUnknown, `${gateway.serialNumber} has no snapshot at ${timestamp}`, 'timestamp');
      res.json({ data: snapshot });
    }),
  );

  router.post(
    '/:sn/snapshots',
    requireAdminWrite,
    handle((req, res) => {
      const gateway = gatewayOf(req.params.sn);
      ctx.statistics.snapshotsOf(gateway.serialNumber);
      res.status(201).json({ data: ctx.statistics.takeSnapshot(gateway, 'onDemand') });
    }),
  );

  router.get(
    '/:sn/reports',
    handle((req, res) => {
      const gateway = gatewayOf(req.params.sn);
      const { page, limit } = readQuery(req, SavedReportListQuery);
      const all = ctx.statistics.savedOf(gateway.serialNumber);
      res.json({ data: statisticsPage(all, page, limit), count: all.length });
    }),
  );

  router.post(
    '/:sn/reports',
    requireAdminWrite,
    handle((req, res) => {
      const gateway = gatewayOf(req.params.sn);
      const body = readBody(req, SavedReportCreateBody);
      const snapshot = ctx.statistics.snapshotsOf(gateway.serialNumber).find((s) => s.timestamp === body.timestamp);
      if (!snapshot) throw refuse(404, StatisticsErrorCode.snapshotUnknown, `${gateway.serialNumber} has no snapshot at ${body.timestamp}`, 'timestamp');
      res.status(201).json({ data: ctx.statistics.saveReport(snapshot, body.name, callerOf(res).user.id) });
    }),
  );

  router.get(
    '/:sn/reports/:id/pdf',
    handle(async (req, res) => {
      const gateway = gatewayOf(req.params.sn);
      const id = readInput(SavedReportIdParam, req.params.id, 'id');
      const report = ctx.statistics.findSaved(gateway.serialNumber, id);
      if (!report) throw refuse(404, StatisticsErrorCode.reportUnknown, `${gateway.serialNumber} has no saved report ${id}`, 'id');
      const bytes = await renderReportPdf(report);
      res.setHeader('content-type', 'application/pdf');
      res.setHeader('content-disposition', `attachment; filename="${report.fileName}"`);
      res.setHeader('content-length', String(bytes.byteLength));
      res.end(Buffer.from(bytes));
    }),
  );

  return router;
}
