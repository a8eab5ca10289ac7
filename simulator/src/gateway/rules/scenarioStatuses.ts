import { SCENARIO_STATUS_MIN_FIRMWARE, SCENARIO_STATUS_NAMES, type ScenarioStatus } from '@homeport/sdk';
import { CommandError, ResponseCode, type EmittedEvent } from '../commands/outcome';
import type { EmulatedGateway } from '../emulatedGateway';

/** The 20 scenario statuses a gateway keeps (spec 2 §3 "Statuses"), all off unless `on` names them. */
export function defaultScenarioStatuses(on: readonly string[] = []): ScenarioStatus[] {
  return SCENARIO_STATUS_NAMES.map((name, resource_id) => ({ name, state: on.includes(name), resource_id }));
}

/** "3.1.7" -> [3, 1, 7]; a part that is not a number counts 0. */
const versionParts = (version: string) => version.split('.').map((p) => Number.parseInt(p, 10) || 0);

/** Whether `version` is `minimum` or later, compared part by part. */
export function versionAtLeast(version: string, minimum: string): boolean {
  const have = versionParts(version);
  const want = versionParts(minimum);
  for (let i = 0; i < Math.max(have.length, want.length); i++) {
    const a = have[i] ?? 0;
    const b = want[i] ?? 0;
    if (a !== b) return a > b;
  }
  return true;
}

/**
 * Whether the gateway's firmware (its ohm version, the one getPlatformInfo
 * reports) has scenario-status collections: older firmware answers
 * get_scenario_statuses with 1 and only knows get_statuses.
 */
export const hasStatusCollections = (ohmVersion: string): boolean => versionAtLeast(ohmVersion, SCENARIO_STATUS_MIN_FIRMWARE);

/**
 * Turns a scenario status on or off (set_scenario_status, a rule's status
 * action) and saves; answers its `scenario_status_changed` event, or null
 * when it already was so (nothing changed, nothing to tell).
 */
export function setScenarioStatus(emulator: EmulatedGateway, resourceId: number, state: boolean): EmittedEvent | null {
  const status = emulator.contents.scenarioStatuses.find((s) => s.resource_id === resourceId);
  if (!status) throw new CommandError(ResponseCode.notFound, `No scenario status ${resourceId}`);
  if (status.state === state) return null;
  status.state = state;
  emulator.save();
  const data: ScenarioStatus = { ...status };
  return { name: 'scenario_status_changed', data };
}
