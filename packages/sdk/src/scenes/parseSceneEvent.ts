import * as v from 'valibot';
import type { GatewayEvent } from '../model/messages';
import { AlarmNotificationCreatedData, type AlarmNotificationCreated } from '../wire/alarmEvents';
import { issueText } from '../wire/deviceEvents';
import {
  RuleRunData,
  RulesStoppedData,
  ScenarioChangedData,
  ScenarioStatusChangedData,
  type RuleRun,
  type RulesStopped,
  type ScenarioChanged,
  type ScenarioStatus,
} from '../wire/scenes';

/** The name of the event a rule's alarm action raises (docs/contracts.md "Rules (scenes)"). */
export const ALARM_NOTIFICATION_CREATED = 'alarm_notification_created';

/** A rules (scenes) event of one gateway, checked; `other` for events that are not about rules. */
export type SceneEvent =
  /** A rule was created, updated or deleted: the list (and an open rule) is read again. */
  | { kind: 'rule'; change: ScenarioChanged }
  /** A scenario status turned on or off. */
  | { kind: 'status'; status: ScenarioStatus }
  /** A rule ran (started, finished, stopped as a loop, failed). */
  | { kind: 'run'; run: RuleRun }
  /** Rule runs were not started: a budget of runs was used up. */
  | { kind: 'stopped'; stopped: RulesStopped }
  /** An alarm was raised (a rule's alarm action, or the alarms section's own). */
  | { kind: 'alarm'; alarm: AlarmNotificationCreated }
  | { kind: 'other' }
  | { kind: 'malformed'; reason: string };

const READERS: Record<string, (data: unknown) => SceneEvent> = {
  scenario_changed: (data) => read(ScenarioChangedData, data, (change) => ({ kind: 'rule', change })),
  scenario_status_changed: (data) => read(ScenarioStatusChangedData, data, (status) => ({ kind: 'status', status })),
  rule_run: (data) => read(RuleRunData, data, (run) => ({ kind: 'run', run })),
  rules_stopped: (data) => read(RulesStoppedData, data, (stopped) => ({ kind: 'stopped', stopped })),
  [ALARM_NOTIFICATION_CREATED]: (data) => read(AlarmNotificationCreatedData, data, (alarm) => ({ kind: 'alarm', alarm })),
};

function read<S extends v.GenericSchema>(schema: S, data: unknown, to: (output: v.InferOutput<S>) => SceneEvent): SceneEvent {
  const parsed = v.safeParse(schema, data);
  return parsed.success ? to(parsed.output) : { kind: 'malformed', reason: issueText(parsed.issues) };
}

/**
 * Sorts one gateway event for the scenes: each of the sdk's SCENE_EVENTS and
 * alarm_notification_created read with its wire schema. Never throws: a
 * malformed payload comes back as `malformed` with the field named.
 */
export function parseSceneEvent(event: GatewayEvent): SceneEvent {
  const reader = READERS[event.name];
  return reader ? reader(event.data) : { kind: 'other' };
}
