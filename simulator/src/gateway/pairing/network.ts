import { ADDING_FAILED_CODES, DEVICE_ALREADY_EXISTS, REPLACE_STATUS, type Device, type DeviceKind, type NetworkState, type NetworkStateName } from '@homeport/sdk';
import { CommandError, ResponseCode, type DelayedReaction, type EmittedEvent } from '../commands/outcome';
import type { EmulatedGateway } from '../emulatedGateway';
import { nextId, removeDevice } from '../layout';
import { buildDevice, defaultName } from './buildDevice';
import { CLOSED, type WaitingPress } from './networkSession';

/**
 * The gateway's radio as QA and the portal see it (spec 2 §4 "Add-device",
 * "Exclude", "Replace device"; docs/contracts.md "Network, pairing and
 * replacement"). The network is closed, open for inclusion, open for
 * exclusion, or waiting for the node that replaces a failed one. Every
 * change announces network_state_changed; each act answers what the
 * gateway says now and what it says later, as a real interview takes time.
 */

export interface Reaction {
  events: EmittedEvent[];
  later: DelayedReaction[];
}

/** How long a device's interview takes once it answers the open network. */
export const INTERVIEW_MS = 1500;
/** How long the gateway takes to confirm a replacement, and to drop a failed node. */
export const REPLACE_STEP_MS = 1000;

export function networkState(emulator: EmulatedGateway, reason?: NetworkState['reason']): NetworkState {
  const { state, endsAt, deviceId } = emulator.network;
  const secondsLeft = state === 'closed' ? 0 : Math.max(0, Math.ceil((endsAt - emulator.now()) / 1000));
  return { state, seconds_left: secondsLeft, ...(state === 'replace' ? { device_id: deviceId } : {}), ...(reason ? { reason } : {}) };
}

const stateEvent = (emulator: EmulatedGateway, reason: NetworkState['reason']): EmittedEvent => ({ name: 'network_state_changed', data: networkState(emulator, reason) });

/** Opens the network in `state` for `timeoutS` seconds; presses that were waiting answer it. */
export function openNetwork(emulator: EmulatedGateway, state: Exclude<NetworkStateName, 'closed'>, timeoutS: number, deviceId: number | null = null): Reaction {
  if (emulator.network.state !== 'closed') throw new CommandError(ResponseCode.wrongState, `The network is already open (${emulator.network.state}); close it first`);
  const generation = emulator.network.generation + 1;
  emulator.network = { state, endsAt: emulator.now() + timeoutS * 1000, deviceId, generation };
  const reaction: Reaction = { events: [stateEvent(emulator, 'opened')], later: [] };
  reaction.later.push({
    afterMs: timeoutS * 1000,
    run: () => (emulator.network.generation === generation && emulator.network.state !== 'closed' ? timedOut(emulator) : []),
  });
  if (state === 'inclusion' || state === 'replace') {
    emulator.presses = emulator.presses.filter((p) => p.until > emulator.now());
    // A wise device joins through the cloud by its id, never by a button: its arrangement stays for /wise/authorize.
    const index = emulator.presses.findIndex((p) => p.bus !== 'wise');
    if (index >= 0) merge(reaction, answerPress(emulator, emulator.presses.splice(index, 1)[0]!));
  }
  return reaction;
}

function timedOut(emulator: EmulatedGateway): EmittedEvent[] {
  const replacing = emulator.network.state === 'replace' ? emulator.network.deviceId : null;
  emulator.network = { ...CLOSED, generation: emulator.network.generation };
  const events = [stateEvent(emulator, 'timeout')];
  if (replacing !== null) events.unshift({ name: 'replace_device', data: { device_id: replacing, status: REPLACE_STATUS.failed, message: 'No device answered in time' } });
  return events;
}

export function closeNetwork(emulator: EmulatedGateway, reason: NetworkState['reason'] = 'closed'): EmittedEvent[] {
  if (emulator.network.state === 'closed') return [];
  emulator.network = { ...CLOSED, generation: emulator.network.generation };
  return [stateEvent(emulator, reason)];
}

function merge(into: Reaction, from: Reaction): void {
  into.events.push(...from.events);
  into.later.push(...from.later);
}

/**
 * A new device's pair button: in inclusion it is interviewed and joins (or
 * fails as QA arranged); in replace it takes the failed device's place; on
 * a closed network it waits. Answers null when it waits.
 */
export function pressPair(emulator: EmulatedGateway, press: WaitingPress): Reaction | null {
  const { state } = emulator.network;
  if (press.bus !== 'wise' && (state === 'inclusion' || state === 'replace')) return answerPress(emulator, press);
  emulator.presses = [...emulator.presses.filter((p) => p.until > emulator.now()), press];
  return null;
}

export function answerPress(emulator: EmulatedGateway, press: WaitingPress): Reaction {
  const generation = emulator.network.generation;
  const bus = press.bus ?? buildDevice(press.kind, 0, '').bus_id;
  const started: EmittedEvent = { name: 'adding_device_in_progress', data: { bus_id: bus, kind: press.kind, hardware_id: press.hardwareId } };
  if (emulator.network.state === 'replace') return { events: [started], later: replaceSteps(emulator, press, generation) };
  return {
    events: [started],
    later: [{ afterMs: INTERVIEW_MS, run: () => (emulator.network.generation === generation ? join(emulator, press, bus) : []) }],
  };
}

function failure(code: number, message: string, hardwareId: string): EmittedEvent {
  return { name: 'event_adding_device_failed', data: { code, message, hardware_id: hardwareId } };
}

const FAILURE_TEXT: Record<number, string> = {
  [ADDING_FAILED_CODES.timeout]: 'The device did not finish its interview in time',
  [ADDING_FAILED_CODES.security]: 'The device refused the security keys',
  [ADDING_FAILED_CODES.unsupported]: 'The device is not supported by this gateway',
};

function join(emulator: EmulatedGateway, press: WaitingPress, bus: Device['bus_id']): EmittedEvent[] {
  const { contents } = emulator;
  const hardwareIds = contents.hardwareIds ?? {};
  if (Object.values(hardwareIds).includes(press.hardwareId))
    return [failure(ADDING_FAILED_CODES.duplicate, DEVICE_ALREADY_EXISTS, press.hardwareId), ...closeNetwork(emulator, 'failed')];
  if (press.outcome === 'fail' && press.failuresLeft > 0) {
    press.failuresLeft--;
    // The device keeps trying: a later opening of the network finds it again.
    emulator.presses.push({ ...press, until: emulator.now() + 60_000 });
    // A failed interview ends the inclusion, as on a real controller.
    return [failure(press.failCode, FAILURE_TEXT[press.failCode] ?? 'Pairing failed', press.hardwareId), ...closeNetwork(emulator, 'failed')];
  }
  const added = joinNode(emulator, press, bus);
  return [...added, ...closeNetwork(emulator, 'device_added')];
}

/** The node becomes a device: online, in Unsorted Devices, named after its class unless named. */
function joinNode(emulator: EmulatedGateway, press: WaitingPress, bus: Device['bus_id']): EmittedEvent[] {
  const { contents } = emulator;
  if (hasHardware(emulator, press.hardwareId)) return [failure(ADDING_FAILED_CODES.duplicate, DEVICE_ALREADY_EXISTS, press.hardwareId)];
  const id = nextId(contents.devices.map((d) => d.id));
  const device = buildDevice(press.kind, id, press.name ?? defaultName(contents.devices, press.kind), bus);
  contents.devices.push(device);
  contents.hardwareIds = { ...(contents.hardwareIds ?? {}), [String(id)]: press.hardwareId };
  emulator.save();
  return [{ name: 'device_added', data: { device_id: id, device_name: device.device_name, class: device.class, hardware_id: press.hardwareId } }];
}

/** A wise device's interview through the cloud (no button, no open network). */
export const WISE_PAIRING_MS = 2000;

/**
 * A device paired by its id (spec 2 §7 /wise/authorize, InitializeRemoteDevice):
 * the gateway is told of it through the cloud, so no network needs to be
 * open. It joins after `afterMs` unless QA arranged a failure for that id
 * (a waiting press with outcome fail), or the pairing was cancelled.
 */
export function pairById(emulator: EmulatedGateway, device: { kind: DeviceKind; bus: Device['bus_id']; hardwareId: string; name?: string }, afterMs = WISE_PAIRING_MS): Reaction {
  emulator.pendingIds.add(device.hardwareId);
  const started: EmittedEvent = { name: 'adding_device_in_progress', data: { bus_id: device.bus, kind: device.kind, hardware_id: device.hardwareId } };
  return {
    events: [started],
    later: [
      {
        afterMs,
        run: () => {
          if (!emulator.pendingIds.delete(device.hardwareId)) return [];
          const arranged = emulator.presses.find((p) => p.hardwareId === device.hardwareId && p.outcome === 'fail' && p.failuresLeft > 0);
          if (arranged) {
            arranged.failuresLeft--;
            return [failure(arranged.failCode, FAILURE_TEXT[arranged.failCode] ?? 'Pairing failed', device.hardwareId)];
          }
          return joinNode(emulator, { ...device, outcome: 'join', failCode: 0, failuresLeft: 0, until: 0 }, device.bus);
        },
      },
    ],
  };
}

/** Whether a node with this hardware id is on the gateway already. */
export const hasHardware = (emulator: EmulatedGateway, hardwareId: string): boolean => Object.values(emulator.contents.hardwareIds ?? {}).includes(hardwareId);

/** An existing device's button: in exclusion it leaves; in inclusion it is already here (705). */
export function pressExisting(emulator: EmulatedGateway, deviceId: number): Reaction {
  const hardwareId = emulator.contents.hardwareIds?.[String(deviceId)] ?? `node-${deviceId}`;
  if (emulator.network.state === 'exclusion') {
    const generation = emulator.network.generation;
    return {
      events: [],
      later: [
        {
          afterMs: REPLACE_STEP_MS,
          run: () => {
            if (emulator.network.generation !== generation || emulator.network.state !== 'exclusion') return [];
            const events = removeNode(emulator, deviceId);
            return [...events, ...closeNetwork(emulator, 'device_removed')];
          },
        },
      ],
    };
  }
  if (emulator.network.state === 'inclusion') return { events: [failure(ADDING_FAILED_CODES.duplicate, DEVICE_ALREADY_EXISTS, hardwareId)], later: [] };
  return { events: [], later: [] };
}

/** The device and its traces (room, hardware id, failed mark) leave the gateway. */
export function removeNode(emulator: EmulatedGateway, deviceId: number): EmittedEvent[] {
  const { contents } = emulator;
  if (contents.hardwareIds) delete contents.hardwareIds[String(deviceId)];
  contents.failedNodes = (contents.failedNodes ?? []).filter((id) => id !== deviceId);
  const events = removeDevice(contents, deviceId);
  emulator.save();
  return events;
}

/** A node QA made fail: it answers nothing it is asked to do. */
export const doesNotAnswer = (emulator: EmulatedGateway, deviceId: number): boolean => (emulator.contents.failedNodes ?? []).includes(deviceId);

/** A node the controller counts as failed (spec 2 §4): one that does not answer, or one reported offline (5) or in error (4). */
export const isFailed = (emulator: EmulatedGateway, deviceId: number): boolean => {
  const status = emulator.contents.devices.find((d) => d.id === deviceId)?.status;
  return doesNotAnswer(emulator, deviceId) || status === 4 || status === 5;
};

/** QA makes a node fail (status 5, it answers nothing) or come back (status 2). */
export function setNodeFailed(emulator: EmulatedGateway, device: Device, failed: boolean): EmittedEvent[] {
  const others = (emulator.contents.failedNodes ?? []).filter((id) => id !== device.id);
  emulator.contents.failedNodes = failed ? [...others, device.id] : others;
  // The mesh (gateway/mesh.ts) stops refreshing a failed node's routes from now; a node back is refreshed again.
  const { [String(device.id)]: _was, ...failedAt } = emulator.contents.nodeFailedAt ?? {};
  emulator.contents.nodeFailedAt = failed ? { ...failedAt, [String(device.id)]: _was ?? emulator.now() } : failedAt;
  const status = failed ? 5 : 2;
  const changed = device.status !== status;
  device.status = status;
  emulator.save();
  return changed ? [{ name: 'device_status_changed', data: { device_id: device.id, device_status: status } }] : [];
}

/**
 * The replacement's steps once a node answers: the same class matches
 * (3, then 1 finished; the failed device keeps its id, name, room and what
 * names it, and takes the new node's identity); another class mismatches
 * (4, then 2 failed).
 */
function replaceSteps(emulator: EmulatedGateway, press: WaitingPress, generation: number): DelayedReaction[] {
  const deviceId = emulator.network.deviceId!;
  const current = () => emulator.network.generation === generation && emulator.network.state === 'replace';
  const event = (status: number, message?: string): EmittedEvent => ({ name: 'replace_device', data: { device_id: deviceId, status, ...(message ? { message } : {}) } });
  const old = emulator.contents.devices.find((d) => d.id === deviceId);
  const fresh = buildDevice(press.kind, deviceId, old?.device_name ?? '', press.bus);
  if (!old || fresh.class !== old.class) {
    return [
      { afterMs: REPLACE_STEP_MS, run: () => (current() ? [event(REPLACE_STATUS.mismatch, `A ${fresh.class} cannot replace a ${old?.class ?? 'missing device'}`)] : []) },
      { afterMs: REPLACE_STEP_MS * 2, run: () => (current() ? [event(REPLACE_STATUS.failed, 'The new device is of another class'), ...closeNetwork(emulator, 'failed')] : []) },
    ];
  }
  return [
    { afterMs: REPLACE_STEP_MS, run: () => (current() ? [event(REPLACE_STATUS.match)] : []) },
    {
      afterMs: REPLACE_STEP_MS * 2,
      run: () => {
        if (!current()) return [];
        // Identity stays (id, name, room, quick properties); the node's own facts are the new one's.
        old.firmwareVersion = fresh.firmwareVersion;
        old.device_manufacturer = fresh.device_manufacturer;
        old.bus_id = fresh.bus_id;
        old.status = 2;
        emulator.contents.failedNodes = (emulator.contents.failedNodes ?? []).filter((id) => id !== deviceId);
        emulator.contents.hardwareIds = { ...(emulator.contents.hardwareIds ?? {}), [String(deviceId)]: press.hardwareId };
        emulator.save();
        return [event(REPLACE_STATUS.finished), { name: 'device_status_changed', data: { device_id: deviceId, device_status: 2 } }, ...closeNetwork(emulator, 'replaced')];
      },
    },
  ];
}
