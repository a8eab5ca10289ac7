import { UNSORTED_FLOOR_ID, UNSORTED_ROOM_ID } from '@homeport/sdk';
import { UNSORTED_ROOM_NAME } from '../seed/floors';
import type { GatewayContents } from './contents';
import { FACTORY_SETTINGS } from './gatewaySettings';
import { defaultScenarioStatuses } from './rules/scenarioStatuses';

/**
 * What a factory reset wipes from the gateway's home (spec 2 §2 "factory
 * reset (confirm; devices, rooms and rules are wiped)"): every device, every
 * floor and room but the fixed Unsorted ones, the paired nodes' hardware ids
 * and the failed-node marks, the rules (scenes), and the scenario statuses
 * back to their defaults. The rule id sequence goes on (ids are never
 * reused). The caller disarms the rule engine first (restartGateway.ts).
 */
export function wipeHome(contents: GatewayContents): void {
  contents.devices = [];
  contents.floors = [{ floor_id: UNSORTED_FLOOR_ID, floor_name: 'Unsorted', rooms: [{ room_id: UNSORTED_ROOM_ID, room_name: UNSORTED_ROOM_NAME, devices: [] }] }];
  contents.hardwareIds = {};
  contents.failedNodes = [];
  contents.rules = [];
  contents.scenarioStatuses = defaultScenarioStatuses();
  delete contents.upgradeFailAt;
}

/**
 * The rest of a factory reset: the gateway's own settings and its local
 * interface (password back to the sticker's, sessions, Wi-Fi, timezone) go
 * back to factory. The PIN and everything the cloud keeps (owner, name,
 * address, subscription) stay.
 */
export function factorySettings(contents: GatewayContents): void {
  contents.settings = structuredClone(FACTORY_SETTINGS);
  delete contents.local;
}
