import { randomBytes } from 'node:crypto';
import { SNAPSHOT_MAX_DEVICES, type Device, type DeviceKind, type NetworkState } from '@homeport/sdk';
import { badInput, conflict, notFound } from '../../errors/apiError';
import type { EmittedEvent } from '../commands/outcome';
import type { GatewayContents } from '../contents';
import { propertyChanged } from '../propertyEvents';
import { gatewayOp } from '../gatewayOps';
import { allRoomIds, nextId } from '../layout';
import { buildDevice, defaultNames } from '../pairing/buildDevice';
import { networkState, pressExisting, pressPair, setNodeFailed } from '../pairing/network';
import type { WaitingPress } from '../pairing/networkSession';
import { playOnGateway } from '../playReaction';

/**
 * The physical world around a gateway, as the control API drives it
 * (docs/simulator.md "Pairing and the physical world", "Installing many
 * devices", "Node firmware"): each runs where the gateway's emulator lives,
 * announces what the gateway says on its event topic (through `emit`) and
 * leaves any later steps on the gateway's clock. What the cloud knows (is the
 * gateway online) comes in the arguments.
 */

export interface AddDevicesArgs {
  kind: DeviceKind;
  count: number;
  name?: string;
  bus?: Device['bus_id'];
  roomId: number;
  /** The cloud's view of the gateway's connection: an offline gateway hears nothing of its nodes. */
  online: boolean;
}

/**
 * Devices an installer has already paired, added in one go. Everything is
 * checked before the first is added: a refused call changes nothing.
 */
export const addDevices = gatewayOp<AddDevicesArgs, { added: number[] }>('addDevices', async (emulator, args, env) => {
  const { contents } = emulator;
  const serial = contents.serialNumber;
  if (!allRoomIds(contents).includes(args.roomId)) throw notFound(`No room ${args.roomId} on ${serial}`);
  if (!args.online) throw conflict(`${serial} is offline`);
  // A home its own backup could not hold is refused (the snapshot's limit, docs/simulator.md "Installing many devices").
  if (contents.devices.length + args.count > SNAPSHOT_MAX_DEVICES) {
    throw badInput('count', `${serial} has ${contents.devices.length} devices; a gateway holds at most ${SNAPSHOT_MAX_DEVICES}`);
  }

  const names = args.name === undefined ? defaultNames(contents.devices, args.kind, args.count) : numbered(args.name, args.count);
  const hardwareIds = { ...(contents.hardwareIds ?? {}) };
  const taken = new Set(Object.values(hardwareIds));
  let id = nextId(contents.devices.map((d) => d.id));
  const added: Device[] = [];
  for (const name of names) {
    const device = { ...buildDevice(args.kind, id, name, args.bus), room_id: args.roomId };
    hardwareIds[String(id)] = freshHardwareId(taken);
    added.push(device);
    id++;
  }
  contents.devices.push(...added);
  contents.hardwareIds = hardwareIds;
  emulator.save();

  const [only] = added;
  const event: EmittedEvent =
    added.length === 1 && only
      ? { name: 'device_added', data: { device_id: only.id, device_name: only.device_name, class: only.class, hardware_id: hardwareIds[String(only.id)] } }
      : { name: 'devices_added', data: { device_ids: added.map((d) => d.id) } };
  await playOnGateway(emulator, env, { events: [event], later: [] });
  return { added: added.map((d) => d.id) };
});

export interface DeviceFirmwareArgs {
  id: number;
  available?: boolean;
  failAt?: number | null;
}

/** The firmware a vendor publishes for a node (NewFirmwareAvailable), and an upgrade QA arranges to fail. */
export const deviceFirmware = gatewayOp<DeviceFirmwareArgs, { device: number; available: unknown; failAt: number | null }>(
  'deviceFirmware',
  async (emulator, { id, available, failAt }, env) => {
    const serial = emulator.contents.serialNumber;
    const device = emulator.contents.devices.find((d) => d.id === id);
    if (!device) throw notFound(`No device ${id} on ${serial}`);
    const ota = device.service_list.find((s) => s.name === 'OTAService');
    const flag = ota?.property_list.find((p) => p.name === 'NewFirmwareAvailable');
    if (!ota || !flag) throw notFound(`Device ${id} has no OTAService: its firmware is not upgraded through the gateway`);

    const events: EmittedEvent[] = [];
    if (available !== undefined && flag.value !== available) {
      flag.value = available;
      events.push(propertyChanged(device, ota, flag.name, available));
    }
    const arranged = { ...(emulator.contents.upgradeFailAt ?? {}) };
    if (failAt === null) delete arranged[String(id)];
    else if (failAt !== undefined) arranged[String(id)] = failAt;
    emulator.contents.upgradeFailAt = arranged;
    emulator.save();
    await playOnGateway(emulator, env, { events, later: [] });
    return { device: id, available: flag.value, failAt: arranged[String(id)] ?? null };
  },
);

/** A press still waiting for the network, as the control API shows it. */
export type WaitingView = Pick<WaitingPress, 'kind' | 'hardwareId' | 'outcome' | 'until'>;

/** The network's state and the presses still waiting for it. */
export const readNetwork = gatewayOp<void, NetworkState & { waiting: WaitingView[] }>('readNetwork', (emulator) => {
  const now = emulator.now();
  return {
    ...networkState(emulator),
    waiting: emulator.presses.filter((p) => p.until > now).map(({ kind, hardwareId, outcome, until }) => ({ kind, hardwareId, outcome, until })),
  };
});

export interface PairingPressArgs extends Omit<WaitingPress, 'until'> {
  /** How long the device waits for an open network. */
  waitSeconds: number;
}

/**
 * A new device's pair button: it joins an open network (its interview on the
 * clock) or waits for one.
 */
export const pairingPress = gatewayOp<PairingPressArgs, { hardwareId: string; state: 'joining' | 'waiting'; network: NetworkState }>(
  'pairingPress',
  async (emulator, { waitSeconds, ...press }, env) => {
    const reaction = pressPair(emulator, { ...press, until: emulator.now() + waitSeconds * 1000 });
    if (reaction) await playOnGateway(emulator, env, reaction);
    return { hardwareId: press.hardwareId, state: reaction ? 'joining' : 'waiting', network: networkState(emulator) };
  },
);

/** An existing device's button: it leaves an exclusion (later, on the clock), or is already here in an inclusion. */
export const existingPress = gatewayOp<{ id: number }, { device: number; network: NetworkState }>('existingPress', async (emulator, { id }, env) => {
  if (!emulator.contents.devices.some((d) => d.id === id)) throw notFound(`No device ${id} on ${emulator.contents.serialNumber}`);
  const network = networkState(emulator);
  await playOnGateway(emulator, env, pressExisting(emulator, id));
  return { device: id, network };
});

/** QA makes a node fail (it answers nothing) or come back. */
export const nodeFail = gatewayOp<{ id: number; failed: boolean }, { device: number; failed: boolean; status: number }>('nodeFail', async (emulator, { id, failed }) => {
  const device = emulator.contents.devices.find((d) => d.id === id);
  if (!device) throw notFound(`No device ${id} on ${emulator.contents.serialNumber}`);
  await emulator.emit(setNodeFailed(emulator, device, failed));
  return { device: id, failed, status: device.status };
});

/** The part of a gateway's seeded contents that restore-home puts back (computed in the cloud, from the seed). */
export type SeededHome = Pick<GatewayContents, 'devices' | 'floors' | 'hardwareIds' | 'failedNodes' | 'rules' | 'scenarioStatuses' | 'ruleSeq'>;

/**
 * A gateway's home put back as seeded (QA's restore-home): its rules
 * disarmed, devices, floors, rules and scenarios replaced, its own settings
 * dropped; its factory secrets stay. `seeded` null: the gateway is not part
 * of the seed (404, nothing changes).
 */
export const restoreHome = gatewayOp<{ seeded: SeededHome | null }, { serialNumber: string; devices: number; floors: number }>('restoreHome', (emulator, { seeded }) => {
  const { contents } = emulator;
  if (!seeded) throw notFound(`${contents.serialNumber} is not part of the seed`);
  for (const rule of contents.rules) emulator.rules.ruleDeleted(rule.id)();
  contents.devices = seeded.devices;
  contents.floors = seeded.floors;
  contents.hardwareIds = seeded.hardwareIds ?? {};
  contents.failedNodes = seeded.failedNodes ?? [];
  contents.rules = seeded.rules;
  contents.scenarioStatuses = seeded.scenarioStatuses;
  contents.ruleSeq = Math.max(contents.ruleSeq, seeded.ruleSeq);
  delete contents.settings;
  emulator.save();
  for (const rule of contents.rules) emulator.rules.ruleChanged(rule);
  return { serialNumber: contents.serialNumber, devices: contents.devices.length, floors: contents.floors.length };
});

/** "<name> 1" to "<name> N" (one device too: the name is a prefix). */
function numbered(name: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);
}

/** A node's hardware id as pairing makes them (16 hex digits), none already on the gateway. */
function freshHardwareId(taken: Set<string>): string {
  for (;;) {
    const candidate = randomBytes(8).toString('hex').toUpperCase();
    if (taken.has(candidate)) continue;
    taken.add(candidate);
    return candidate;
  }
}
