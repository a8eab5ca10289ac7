import { DEFAULT_NETWORK_TIMEOUT_S, gatewayCommands, OpenNetworkParams, REPLACE_STATUS } from '@homeport/sdk';
import { findDevice } from '../layout';
import { closeNetwork, isFailed, networkState, openNetwork, answerPress, REPLACE_STEP_MS, removeNode } from '../pairing/network';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** spec 2 §9: replacing a device needs gateway firmware 3.4 or later. */
const REPLACE_MIN_FIRMWARE = [3, 4];

const atLeast = (version: string, minimum: number[]) => {
  const parts = version.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (const [i, want] of minimum.entries()) {
    const have = parts[i] ?? 0;
    if (have !== want) return have > want;
  }
  return true;
};

const opener = (name: string, state: 'inclusion' | 'exclusion'): CommandHandler => ({
  name,
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { timeout = DEFAULT_NETWORK_TIMEOUT_S } = readParams(OpenNetworkParams, params);
    const reaction = openNetwork(emulator, state, timeout);
    return { code: ResponseCode.ok, data: networkState(emulator), ...reaction };
  },
});

/** open_network: inclusion (a pressed pair button joins). */
export const openNetworkCommand = opener('open_network', 'inclusion');
/** exclusion: a pressed button makes its device leave. */
export const exclusionCommand = opener('exclusion', 'exclusion');

export const closeNetworkCommand: CommandHandler = {
  name: 'close_network',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    readParams(gatewayCommands.close_network.params, params);
    const events = closeNetwork(emulator, 'closed');
    return { code: ResponseCode.ok, data: networkState(emulator), events };
  },
};

export const getNetworkStateCommand: CommandHandler = {
  name: 'get_network_state',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    readParams(gatewayCommands.get_network_state.params, params);
    return { code: ResponseCode.ok, data: networkState(emulator) };
  },
};

/** remove_failed_node: a Z-Wave node that no longer answers leaves (device_removed a moment later). */
export const removeFailedNode: CommandHandler = {
  name: 'remove_failed_node',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { device: deviceId } = readParams(gatewayCommands.remove_failed_node.params, params);
    const device = findDevice(emulator.contents, deviceId);
    if (device.bus_id !== 'zwave') throw new CommandError(ResponseCode.unsupported, 'Only a Z-Wave node can be removed as failed');
    if (!isFailed(emulator, deviceId)) throw new CommandError(ResponseCode.wrongState, 'The node still answers: exclude it instead');
    return {
      code: ResponseCode.ok,
      data: { device_id: deviceId },
      later: [{ afterMs: REPLACE_STEP_MS, run: () => (emulator.contents.devices.some((d) => d.id === deviceId) ? removeNode(emulator, deviceId) : []) }],
    };
  },
};

/**
 * replace_failed_node: the network waits for the node that takes the failed
 * one's place (a press of the control API), or pairs the wise id given.
 */
export const replaceFailedNode: CommandHandler = {
  name: 'replace_failed_node',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { device: deviceId, wise_device_id } = readParams(gatewayCommands.replace_failed_node.params, params);
    const device = findDevice(emulator.contents, deviceId);
    if (!atLeast(emulator.contents.platform.ohmVersion, REPLACE_MIN_FIRMWARE))
      throw new CommandError(ResponseCode.unsupported, 'The gateway firmware is too old to replace a device (3.4 or later)');
    if (!isFailed(emulator, deviceId)) throw new CommandError(ResponseCode.wrongState, 'Only a device whose node failed can be replaced');
    const reaction = openNetwork(emulator, 'replace', DEFAULT_NETWORK_TIMEOUT_S, deviceId);
    reaction.events.push({ name: 'replace_device', data: { device_id: deviceId, status: REPLACE_STATUS.started } });
    if (wise_device_id) {
      // A wise device is paired by its id through the cloud: no button to press.
      const answer = answerPress(emulator, {
        kind: device.kind,
        bus: 'wise',
        hardwareId: wise_device_id,
        outcome: 'join',
        failCode: 710,
        failuresLeft: 0,
        until: emulator.now() + 60_000,
      });
      reaction.events.push(...answer.events);
      reaction.later.push(...answer.later);
    }
    return { code: ResponseCode.ok, data: networkState(emulator), ...reaction };
  },
};
