import { DEVICE_ALREADY_EXISTS, type Device, type DeviceKind, type WiseBulkAnswer } from '@homeport/sdk';
import { ApiError } from '../../errors/apiError';
import type { GatewayEmulator } from '../emulator';
import { gatewayOp } from '../gatewayOps';
import { hasHardware, pairById, type Reaction } from '../pairing/network';
import { playOnGateway } from '../playReaction';

/**
 * Pairing through the cloud (spec 2 §7, the wise calls): the gateway is told
 * of a device by its id, interviews it on its clock and says how it ends on
 * its event topic. Each runs where the gateway's emulator lives; the cloud
 * checks the caller and the gateway's connection before.
 */

/** Pause between the devices of a bulk request: the gateway interviews them one after another. */
export const BULK_STEP_MS = 1000;

/** spec 2 §8: a device already on a gateway is 705 "Device already exists". */
const duplicate = (deviceId: string) => new ApiError(409, '705', `${DEVICE_ALREADY_EXISTS}: ${deviceId}`, 'deviceId');

/** A device on the gateway already, or one being paired now. */
const known = (emulator: GatewayEmulator, hardwareId: string): boolean => hasHardware(emulator, hardwareId) || emulator.pendingIds.has(hardwareId);

export interface PairByIdArgs {
  kind: DeviceKind;
  bus: Device['bus_id'];
  hardwareId: string;
  name?: string;
  /** How long its interview takes (the default: a wise device's). */
  afterMs?: number;
}

/** One device paired by its id (authorize, InitializeRemoteDevice); 705 when it is known already. */
export const wisePair = gatewayOp<PairByIdArgs, void>('wisePair', async (emulator, { afterMs, ...device }, env) => {
  if (known(emulator, device.hardwareId)) throw duplicate(device.hardwareId);
  await playOnGateway(emulator, env, pairById(emulator, device, afterMs));
});

export interface BulkPairArgs {
  devices: { deviceId: string; kind: DeviceKind; name?: string }[];
}

/**
 * A list paired one after another (authorize/bulk): a device known already
 * (or twice in the list) is refused, the others accepted; after the last
 * interview, one event names every device of the request that joined.
 */
export const wisePairBulk = gatewayOp<BulkPairArgs, WiseBulkAnswer>('wisePairBulk', async (emulator, { devices }, env) => {
  const answer: WiseBulkAnswer = { accepted: [], refused: [] };
  const seen = new Set<string>();
  const reaction: Reaction = { events: [], later: [] };
  for (const device of devices) {
    if (seen.has(device.deviceId) || known(emulator, device.deviceId)) {
      answer.refused.push({ deviceId: device.deviceId, errorCode: '705', message: DEVICE_ALREADY_EXISTS });
      continue;
    }
    seen.add(device.deviceId);
    const one = pairById(emulator, { kind: device.kind, bus: 'wise', hardwareId: device.deviceId, name: device.name }, BULK_STEP_MS * (answer.accepted.length + 1));
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
  await playOnGateway(emulator, env, reaction);
  return answer;
});

/** cancelpairing: what has not joined yet never will. Answers how many were stopped. */
export const wiseCancel = gatewayOp<void, { cancelled: number }>('wiseCancel', (emulator) => {
  const cancelled = emulator.pendingIds.size;
  emulator.pendingIds.clear();
  return { cancelled };
});
