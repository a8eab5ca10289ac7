import { NotificationType, type ActionSet, type Rule, type ScenarioStatus } from '@homeport/sdk';
import { defaultScenarioStatuses } from '../gateway/rules/scenarioStatuses';

/**
 * The demo home's rules (docs/simulator.md "HP1000000001"): one of each
 * trigger kind, each doing something visible. "Good night" runs on a time
 * trigger but is seeded inactive, so that a clock moved on by a test or QA
 * never switches the demo home's lights by surprise; switch it on to see
 * it run. Device ids are the demo home's (seed/demoHome.ts).
 */
export function demoRules(): { rules: Rule[]; scenarioStatuses: ScenarioStatus[]; ruleSeq: number } {
  let seq = 0;
  const id = () => ++seq;
  const actionSet = (name: string, delay: number, parts: Partial<Pick<ActionSet, 'devices' | 'statuses' | 'notifications' | 'alarms'>>): ActionSet => {
    const notifications = parts.notifications ?? [];
    return {
      id: id(),
      name,
      delay,
      devices: parts.devices ?? [],
      statuses: parts.statuses ?? [],
      notifications,
      alarms: parts.alarms ?? [],
      push_notification: notifications.filter((n) => n.type === NotificationType.push).length,
      notification: notifications.filter((n) => n.type !== NotificationType.push).length,
      alarm_notification: (parts.alarms ?? []).length,
    };
  };

  const gasLeak: Rule = {
    id: id(),
    name: 'Gas leak',
    active: true,
    rule_logic: 'OR',
    time_triggers: [],
    // Kitchen Gas Detector (10) raises its alarm.
    event_triggers: [{ id: id(), event_source: 10, service_name: 'GasService', property_name: 'Alarm', value: true, compare_type: 'EQ', delay: 0 }],
    statuses: [],
    scenes: [],
  };
  gasLeak.scenes.push(
    actionSet('Light and warn', 0, {
      // Kitchen Colour Bulb (8) on; the panic status on; a push to the owner; alarm 100.
      devices: [{ id: 8, settings: [{ service_name: 'SwitchService', property: 'State', value: true }] }],
      statuses: [{ name: 'panic', resource_id: 13, enabled: true }],
      notifications: [{ notification_id: id(), type: NotificationType.push, desc: 'Gas detected in the kitchen', short_desc: 'Gas leak', destination: '' }],
      alarms: [{ alarm_code: 100 }],
    }),
  );

  const leaving: Rule = {
    id: id(),
    name: 'Leaving home',
    active: true,
    rule_logic: 'OR',
    time_triggers: [],
    event_triggers: [],
    // The away status (15) turned on.
    statuses: [{ id: id(), name: 'away', state: true, resource_id: 15 }],
    scenes: [],
  };
  leaving.scenes.push(
    actionSet('Lock up', 0, {
      // Front Door Lock (6) locked, Living Room Outlet (1) off, at_home off.
      devices: [
        { id: 6, settings: [{ service_name: 'DoorLockService', property: 'Locked', value: true }] },
        { id: 1, settings: [{ service_name: 'SwitchService', property: 'State', value: false }] },
      ],
      statuses: [{ name: 'at_home', resource_id: 2, enabled: false }],
    }),
    // Half a minute later the Hall Dimmer (2) goes dark.
    actionSet('Hall lights out', 30_000, { devices: [{ id: 2, settings: [{ service_name: 'LevelService', property: 'Level', value: 0 }] }] }),
  );

  const goodNight: Rule = {
    id: id(),
    name: 'Good night',
    active: false,
    rule_logic: 'OR',
    // 22:30:00 every day, from the seed's first day (the gateway's local time).
    time_triggers: [{ id: id(), year: 2026, month: 1, day: 1, hour: 22, minute: 30, second: 0, repeat: [true, true, true, true, true, true, true] }],
    event_triggers: [],
    statuses: [],
    scenes: [],
  };
  goodNight.scenes.push(
    actionSet('Dim and warm', 0, {
      // Hall Dimmer (2) to 10 %, Bedroom Thermostat (3) to 19 °C, night on, day off.
      devices: [
        { id: 2, settings: [{ service_name: 'LevelService', property: 'Level', value: 10 }] },
        { id: 3, settings: [{ service_name: 'ThermostatService', property: 'SetPoint', value: 19 }] },
      ],
      statuses: [
        { name: 'night', resource_id: 5, enabled: true },
        { name: 'day', resource_id: 16, enabled: false },
      ],
    }),
  );

  return { rules: [gasLeak, leaving, goodNight], scenarioStatuses: defaultScenarioStatuses(['at_home', 'day', 'disarmed']), ruleSeq: seq };
}
