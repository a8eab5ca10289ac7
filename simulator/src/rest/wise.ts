import { Router } from 'express';
import {
  DEVICE_ALREADY_EXISTS,
  ErrorCode,
  RemoteDeviceBody,
  SerialParam,
  WiseAuthorizeBody,
  WiseBulkBody,
  type DeviceKind,
  type WiseBulkAnswer,
  type WisePairingAnswer,
} from '@homeport/sdk';
import type { SimContext } from '../context';
import { hasHardware, pairById, type Reaction } from '../gateway/pairing/network';
import type { GatewayEmulator } from '../gateway/emulator';
import type { GatewayRecord, UserRecord } from '../store/cloudState';
import { ApiError, notFound } from './apiError';
import { handle } from './handle';
import { playReaction } from './playReaction';
import { reachableGateway } from './reachableGateway';
import { readBody, readInput } from './readInput';
import { callerOf, requireSession } from './requireSession';
import { requireGatewayWrite } from './writeAccess';

/** spec 2 §8: a device already on a gateway is 705 "Device already exists". */
const duplicate = (deviceId: string) => new ApiError(409, '705', `${DEVICE_ALREADY_EXISTS}: ${deviceId}`, 'deviceId');

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

/** Pause between the devices of a bulk request: the gateway interviews them one after another. */
export const BULK_STEP_MS = 1000;

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

  const gatewayFor = async (user: UserRecord, serial: string): Promise<{ gateway: GatewayRecord; emulator: GatewayEmulator }> => {
    const gateway = reachableGateway(ctx, user, serial);
    requireGatewayWrite(user, gateway);
    if (gateway.connectionStatus !== 'online') throw new ApiError(503, ErrorCode.gatewayOffline, `Gateway ${serial} is offline`);
    const emulator = await ctx.emulators.acquire(serial);
    if (!emulator) throw notFound(`No gateway ${serial}`);
    return { gateway, emulator };
  };

  router.post(
    '/authorize',
    handle(async (req, res) => {
      const body = readBody(req, WiseAuthorizeBody);
      const { gateway, emulator } = await gatewayFor(callerOf(res).user, body.gatewayId);
      if (hasHardware(emulator, body.deviceId) || emulator.pendingIds.has(body.deviceId)) throw duplicate(body.deviceId);
      await playReaction(ctx, gateway, emulator, pairById(emulator, { kind: wiseKind(body.deviceType), bus: 'wise', hardwareId: body.deviceId, name: body.deviceName }));
      const answer: WisePairingAnswer = { deviceId: body.deviceId, status: 'pairing' };
      res.json({ data: answer });
    }),
  );

  router.post(
    '/authorize/bulk',
    handle(async (req, res) => {
      const body = readBody(req, WiseBulkBody);
      const { gateway, emulator } = await gatewayFor(callerOf(res).user, body.gatewayId);
      const answer: WiseBulkAnswer = { accepted: [], refused: [] };
      const seen = new Set<string>();
      const reaction: Reaction = { events: [], later: [] };
      for (const device of body.devices) {
        if (seen.has(device.deviceId) || hasHardware(emulator, device.deviceId) || emulator.pendingIds.has(device.deviceId)) {
          answer.refused.push({ deviceId: device.deviceId, errorCode: '705', message: DEVICE_ALREADY_EXISTS });
          continue;
        }
        seen.add(device.deviceId);
        const one = pairById(
          emulator,
          { kind: wiseKind(device.deviceType), bus: 'wise', hardwareId: device.deviceId, name: device.deviceName },
          BULK_STEP_MS * (answer.accepted.length + 1),
        );
        answer.accepted.push(device.deviceId);
        reaction.events.push(...one.events);
        reaction.later.push(...one.later);
      }
      // After the last interview, one event names every device of this request that joined (spec 2 §7 "multiple added").
      if (answer.accepted.length > 1) {
        const before = new Set(emulator.contents.devices.map((d) => d.id));
        reaction.later.push({
          afterMs: BULK_STEP_MS * answer.accepted.length + 1,
          run: () => {
            const ids = Object.entries(emulator.contents.hardwareIds ?? {})
              .filter(([id, hardwareId]) => answer.accepted.includes(hardwareId) && !before.has(Number(id)))
              .map(([id]) => Number(id));
            return ids.length > 0 ? [{ name: 'devices_added', data: { device_ids: ids } }] : [];
          },
        });
      }
      await playReaction(ctx, gateway, emulator, reaction);
      res.json({ data: answer });
    }),
  );

  router.post(
    '/InitializeRemoteDevice',
    handle(async (req, res) => {
      const body = readBody(req, RemoteDeviceBody);
      const { gateway, emulator } = await gatewayFor(callerOf(res).user, body.gatewayId);
      if (hasHardware(emulator, body.deviceId) || emulator.pendingIds.has(body.deviceId)) throw duplicate(body.deviceId);
      await playReaction(ctx, gateway, emulator, pairById(emulator, { kind: body.kind, bus: 'ip', hardwareId: body.deviceId, name: body.deviceName }, 500));
      const answer: WisePairingAnswer = { deviceId: body.deviceId, status: 'pairing' };
      res.json({ data: answer });
    }),
  );

  router.delete(
    '/cancelpairing/:serial',
    handle(async (req, res) => {
      const serial = readInput(SerialParam, req.params.serial, 'serial');
      const { emulator } = await gatewayFor(callerOf(res).user, serial);
      const cancelled = emulator.pendingIds.size;
      emulator.pendingIds.clear();
      res.json({ data: { cancelled } });
    }),
  );

  return router;
}
