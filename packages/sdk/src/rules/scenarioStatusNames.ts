/**
 * spec 2 §3 "Statuses": the scenario statuses with an icon, by resource id
 * 0 to 19. `manage` and `question` are statuses too but have no icon: the
 * portal shows them without a toggle (a toggle only for a known status).
 */
export const SCENARIO_STATUS_NAMES = [
  'silence',
  'armed',
  'at_home',
  'cooling',
  'heating',
  'night',
  'partially_armed',
  'off',
  'sleep',
  'sunrise',
  'sunset',
  'vacation',
  'weekend',
  'panic',
  'disarmed',
  'away',
  'day',
  'protection',
  'smile',
  'unlock',
] as const;
export type ScenarioStatusName = (typeof SCENARIO_STATUS_NAMES)[number];
export const SCENARIO_STATUS_COUNT = SCENARIO_STATUS_NAMES.length;
