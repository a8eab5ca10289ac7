import {
  mdiBeach,
  mdiBellOff,
  mdiCalendarWeekend,
  mdiEmoticonHappyOutline,
  mdiFire,
  mdiHome,
  mdiKeyVariant,
  mdiPower,
  mdiShieldCheck,
  mdiShieldHalfFull,
  mdiShieldLock,
  mdiShieldOff,
  mdiAlarmLight,
  mdiSleep,
  mdiSnowflake,
  mdiWalk,
  mdiWeatherNight,
  mdiWeatherSunny,
  mdiWeatherSunsetDown,
  mdiWeatherSunsetUp,
} from '@mdi/js';
import { SCENARIO_STATUS_NAMES, type ScenarioStatusName } from '@homeport/sdk/rules';

/**
 * spec 2 §3: status icon ids 0 to 19, in this order: the sdk's list, from its
 * `rules` entry (pure constants, no link), so the widget bundles none of the
 * sdk's link or mqtt.js. The icons are ours.
 */
export const SCENE_STATUS_ICONS = SCENARIO_STATUS_NAMES;
export type SceneStatusIcon = ScenarioStatusName;

export const SCENE_STATUS_PATHS: Record<SceneStatusIcon, string> = {
  silence: mdiBellOff,
  armed: mdiShieldCheck,
  at_home: mdiHome,
  cooling: mdiSnowflake,
  heating: mdiFire,
  night: mdiWeatherNight,
  partially_armed: mdiShieldHalfFull,
  off: mdiPower,
  sleep: mdiSleep,
  sunrise: mdiWeatherSunsetUp,
  sunset: mdiWeatherSunsetDown,
  vacation: mdiBeach,
  weekend: mdiCalendarWeekend,
  panic: mdiAlarmLight,
  disarmed: mdiShieldOff,
  away: mdiWalk,
  day: mdiWeatherSunny,
  protection: mdiShieldLock,
  smile: mdiEmoticonHappyOutline,
  unlock: mdiKeyVariant,
};

/** The icon name of a resource id (spec 2 §3: 0 to 19); null outside the range. */
export function sceneStatusIcon(resourceId: number): SceneStatusIcon | null {
  return Number.isInteger(resourceId) ? (SCENE_STATUS_ICONS[resourceId] ?? null) : null;
}
