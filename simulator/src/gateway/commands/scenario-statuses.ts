import { gatewayCommands, type LegacyStatus, SCENARIO_STATUS_MIN_FIRMWARE } from '@homeport/sdk';
import { hasStatusCollections, setScenarioStatus } from '../rules/scenarioStatuses';
import { readParams } from './params';
import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * get_scenario_statuses: the 20 statuses with their resource ids. Firmware
 * older than SCENARIO_STATUS_MIN_FIRMWARE has no status collections and
 * answers 1 (unknown command), as a real one does; the portal then falls
 * back to get_statuses (spec 2 §4).
 */
export const getScenarioStatuses: CommandHandler = {
  name: 'get_scenario_statuses',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    readParams(gatewayCommands.get_scenario_statuses.params, params);
    const firmware = emulator.contents.platform.ohmVersion;
    if (!hasStatusCollections(firmware)) {
      return {
        code: ResponseCode.unknownCommand,
        message: `Unknown command on ohm: get_scenario_statuses (firmware ${firmware} has no scenario-status collections; ${SCENARIO_STATUS_MIN_FIRMWARE} or later)`,
      };
    }
    return { code: ResponseCode.ok, data: emulator.contents.scenarioStatuses };
  },
};

/** get_statuses: the older call, on every firmware: `{name, state}` without resource ids. */
export const getStatuses: CommandHandler = {
  name: 'get_statuses',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    readParams(gatewayCommands.get_statuses.params, params);
    const data: LegacyStatus[] = emulator.contents.scenarioStatuses.map(({ name, state }) => ({ name, state }));
    return { code: ResponseCode.ok, data };
  },
};

/** set_scenario_status: answers the status; scenario_status_changed only when it changed (status triggers fire on it). */
export const setScenarioStatusCommand: CommandHandler = {
  name: 'set_scenario_status',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { resource_id, state } = readParams(gatewayCommands.set_scenario_status.params, params);
    const event = setScenarioStatus(emulator, resource_id, state);
    const status = emulator.contents.scenarioStatuses.find((s) => s.resource_id === resource_id);
    return { code: ResponseCode.ok, data: status, events: event ? [event] : [] };
  },
};

export const scenarioStatusCommands: CommandHandler[] = [getScenarioStatuses, getStatuses, setScenarioStatusCommand];
