import { Router, type Response } from 'express';
import {
  GatewayStatusHistoryBody,
  gatewayHistoryFileName,
  HistoryDeviceParam,
  HistoryErrorCode,
  historyCsvRows,
  HistorySerialParam,
  NodeHistoryBody,
  nodeHistoryFileName,
  NodesStatusHistoryBody,
  NodeStatusHistoryBody,
  requestSpan,
  toCsv,
  type Device,
  type GatewayCache,
  type HistoryAnswer,
  type HistoryDevice,
  type HistoryPeriod,
} from '@homeport/sdk';
import type { SimContext } from '../../context';
import { readDevices } from '../../gateway/ops/reads';
import { hasGateway } from '../../store/cloudIndex';
import type { GatewayRecord } from '../../store/cloudState';
import { ApiError } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { readBody, readInput } from '../shared/readInput';
import { callerOf, requireSession } from '../shared/requireSession';

/**
 * The history calls (spec 3 §7 "History"; docs/contracts.md "History") on
 * the history service (cloud/history/). A user reads the gateways they
 * reach (own, linked, supported); admins any: 404 000404 for an unknown
 * gateway, 403 UDM_NOT_YOUR_DEVICE for another's. Answers are aggregated to
 * at most 2,000 points per series; `csv: true` answers text/csv instead,
 * with the file name in content-disposition.
 */

const rangeRefused = (reason: string) =>
  new ApiError(
    400,
    HistoryErrorCode.rangeOutside,
    reason === 'order' ? 'from must not be after to' : reason === 'tooEarly' ? 'History reaches back 6 months only' : 'History ends today',
    reason === 'tooLate' ? 'to' : 'from',
  );

function spanOf(ctx: SimContext, body: { period?: HistoryPeriod; from?: number; to?: number }): { from: number; to: number } {
  const span = requestSpan(body, ctx.now());
  if (!span.ok) throw rangeRefused(span.reason);
  return { from: span.from, to: span.to };
}

function gatewayFor(ctx: SimContext, res: Response, serial: string): GatewayRecord {
  return reachableGateway(ctx, callerOf(res).user, serial);
}

/** The gateway's devices, null when it has no image (not in the fleet). */
async function devicesOf(ctx: SimContext, serial: string): Promise<Device[] | null> {
  if (!hasGateway(ctx.cloud.state, serial)) return null;
  return (await ctx.emulators.run(serial, readDevices, undefined)).devices;
}

async function deviceOf(ctx: SimContext, serial: string, deviceId: number, service?: string): Promise<Device> {
  const device = (await devicesOf(ctx, serial))?.find((d) => d.id === deviceId);
  if (!device) throw new ApiError(404, HistoryErrorCode.deviceUnknown, `No device ${deviceId} on ${serial}`, 'key');
  if (service !== undefined && !device.service_list.some((s) => s.name === service)) {
    throw new ApiError(404, HistoryErrorCode.deviceUnknown, `Device ${deviceId} on ${serial} has no service ${service}`, 'key');
  }
  return device;
}

function answer(res: Response, history: HistoryAnswer, csv: boolean, fileName: string): void {
  if (!csv) {
    res.json({ data: history });
    return;
  }
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${fileName}"`);
  res.send(toCsv(historyCsvRows(history)));
}

/** /node_history: node, node_status, nodes_status, gateway_status. */
export function historyRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  router.post(
    '/node',
    handle(async (req, res) => {
      const body = readBody(req, NodeHistoryBody);
      const { serialNumber, deviceId, service } = body.key;
      gatewayFor(ctx, res, serialNumber);
      const device = await deviceOf(ctx, serialNumber, deviceId, service);
      const { from, to } = spanOf(ctx, body);
      const key = `${serialNumber}:${deviceId}${service !== undefined ? `:${service}` : ''}`;
      answer(res, ctx.history.nodeHistory(serialNumber, device, service, from, to, key), body.csv, nodeHistoryFileName(body.key, from, to));
    }),
  );

  router.post(
    '/node_status',
    handle(async (req, res) => {
      const body = readBody(req, NodeStatusHistoryBody);
      gatewayFor(ctx, res, body.serialNumber);
      const device = await deviceOf(ctx, body.serialNumber, body.deviceId);
      const { from, to } = spanOf(ctx, body);
      const key = `${body.serialNumber}:${body.deviceId}`;
      const fileName = nodeHistoryFileName({ serialNumber: body.serialNumber, deviceId: body.deviceId, service: 'status' }, from, to);
      answer(res, ctx.history.nodeStatus(body.serialNumber, device, from, to, key), body.csv, fileName);
    }),
  );

  router.post(
    '/nodes_status',
    handle(async (req, res) => {
      const body = readBody(req, NodesStatusHistoryBody);
      const gateway = gatewayFor(ctx, res, body.serialNumber);
      const devices = await devicesOf(ctx, gateway.serialNumber);
      if (!devices) throw new ApiError(404, HistoryErrorCode.cacheEmpty, `Gateway ${gateway.serialNumber} has no cached image`, 'serialNumber');
      const { from, to } = spanOf(ctx, body);
      const online = gateway.connectionStatus === 'online';
      res.json({ data: ctx.history.nodesStatus(gateway.serialNumber, devices, online, from, to) });
    }),
  );

  router.post(
    '/gateway_status',
    handle((req, res) => {
      const body = readBody(req, GatewayStatusHistoryBody);
      const gateway = gatewayFor(ctx, res, body.serialNumber);
      const { from, to } = spanOf(ctx, body);
      const history = ctx.history.gatewayStatus(body.serialNumber, gateway.connectionStatus === 'online', from, to);
      answer(res, history, body.csv, gatewayHistoryFileName(body.serialNumber, from, to));
    }),
  );

  return router;
}

/** /cache/{sn}: the gateway's cached image, and one device of it (offline device history). */
export function cacheRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  const imageOf = async (res: Response, raw: unknown): Promise<{ gateway: GatewayRecord; devices: Device[] }> => {
    const serial = readInput(HistorySerialParam, raw, 'sn');
    const gateway = gatewayFor(ctx, res, serial);
    const devices = await devicesOf(ctx, serial);
    if (!devices) throw new ApiError(404, HistoryErrorCode.cacheEmpty, `Gateway ${serial} has no cached image`, 'sn');
    return { gateway, devices };
  };

  router.get(
    '/:sn',
    handle(async (req, res) => {
      const { gateway, devices } = await imageOf(res, req.params.sn);
      const online = gateway.connectionStatus === 'online';
      const cache: GatewayCache = {
        serialNumber: gateway.serialNumber,
        cachedAt: ctx.history.cachedAt(gateway.serialNumber, online),
        connectionStatus: online ? 'online' : 'offline',
        devices,
      };
      res.json({ data: cache });
    }),
  );

  router.get(
    '/:sn/devices/:id',
    handle(async (req, res) => {
      const { gateway, devices } = await imageOf(res, req.params.sn);
      const id = readInput(HistoryDeviceParam, req.params.id, 'id');
      const device = devices.find((d) => d.id === id);
      if (!device) throw new ApiError(404, HistoryErrorCode.deviceUnknown, `No device ${id} in the cached image of ${gateway.serialNumber}`, 'id');
      const summary: HistoryDevice = {
        id: device.id,
        status: device.status,
        service_list: device.service_list.map((s) => ({
          name: s.name,
          type: s.type,
          property_list: s.property_list.map((p) => ({ name: p.name, value: p.value, ...(p.options ? { options: p.options } : {}) })),
        })),
      };
      res.json({ data: summary });
    }),
  );

  return router;
}
