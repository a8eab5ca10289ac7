import { Router } from 'express';
import { ErrorCode, RemoteDeviceBody, SerialParam, WiseAuthorizeBody, WiseBulkBody, type DeviceKind, type WisePairingAnswer } from '@homeport/sdk';
import type { SimContext } from '../../context';
import { wiseCancel, wisePair, wisePairBulk } from '../../gateway/ops/cloudPairing';
import type { GatewayRecord, UserRecord } from '../../store/cloudState';
import { ApiError } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { reachableGateway } from '../shared/reachableGateway';
import { readBody, readInput } from '../shared/readInput';
import { callerOf, requireSession } from '../shared/requireSession';
import { requireGatewayWrite } from '../shared/writeAccess';

export { BULK_STEP_MS } from '../../gateway/ops/cloudPairing';

/** What a wise type (spec 2 §3: Hvac.*, Sensory.*, …) pairs as; anything else is a switch. */
export function wiseKind(type: string | undefined): DeviceKind {
  const [family = '', model = ''] = (type ?? '').split('.');
  const m = model.toLowerCase();
  if (family === 'Lighting') return m.includes('dimmer') ? 'dimmer' : m.includes('colo') ? 'color_light' : 'switch';
  if (family === 'Hvac') return m.includes('fan') ? 'fan' : 'thermostat';
  if (family === 'Closure') return 'roller_shutter';
  if (family === 'Security') return m.includes('lock') ? 'door_lock' : m.includes('gas') ? 'gas_detector' : 'panic_button';
  if (family === 'Sensory') return 'sensor';
  return 'switch';
}

/**
 * The wise pairing calls (spec 2 §7): a device known by its id is paired
 * through the cloud, without a button or an open network; a bulk request
 * pairs a list one after another; a remote (media or custom) device joins
 * at once; cancelpairing stops what has not joined. The gateway's events
 * tell how each one ends (docs/contracts.md "Network, pairing and replacement").
 */
export function wiseRoutes(ctx: SimContext): Router {
  const router = Router();
  router.use(requireSession(ctx.sessions));

  // The caller may write to it and it is online; the pairing itself runs where its emulator lives (gateway/ops/cloudPairing.ts).
  const gatewayFor = (user: UserRecord, serial: string): GatewayRecord => {
    const gateway = reachableGateway(ctx, user, serial);
    requireGatewayWrite(user, gateway);
    if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${serial} is offline`);
    return gateway;
  };

  router.post(
    '/authorize',
    handle(async (req, res) => {
      const body = readBody(req, WiseAuthorizeBody);
      const gateway = gatewayFor(callerOf(res).user, body.gatewayId);
      await ctx.emulators.run(gateway.serialNumber, wisePair, { kind: wiseKind(body.deviceType), bus: 'wise', hardwareId: body.deviceId, name: body.deviceName });
      const answer: WisePairingAnswer = { deviceId: body.deviceId, status: 'pairing' };
      res.json({ data: answer });
    }),
  );

  router.post(
    '/authorize/bulk',
    handle(async (req, res) => {
      const body = readBody(req, WiseBulkBody);
      const gateway = gatewayFor(callerOf(res).user, body.gatewayId);
      const devices = body.devices.map((device) => ({ deviceId: device.deviceId, kind: wiseKind(device.deviceType), name: device.deviceName }));
      const answer = await ctx.emulators.run(gateway.serialNumber, wisePairBulk, { devices });
      res.json({ data: answer });
    }),
  );

  router.post(
    '/InitializeRemoteDevice',
    handle(async (req, res) => {
      const body = readBody(req, RemoteDeviceBody);
      const gateway = gatewayFor(callerOf(res).user, body.gatewayId);
      await ctx.emulators.run(gateway.serialNumber, wisePair, { kind: body.kind, bus: 'ip', hardwareId: body.deviceId, name: body.deviceName, afterMs: 500 });
      const answer: WisePairingAnswer = { deviceId: body.deviceId, status: 'pairing' };
      res.json({ data: answer });
    }),
  );

  router.delete(
    '/cancelpairing/:serial',
    handle(async (req, res) => {
      const serial = readInput(SerialParam, req.params.serial, 'serial');
      const gateway = gatewayFor(callerOf(res).user, serial);
      res.json({ data: await ctx.emulators.run(gateway.serialNumber, wiseCancel, undefined) });
    }),
  );

  return router;
}
