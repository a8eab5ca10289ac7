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

/** spec 2 §3: status icon ids 0 to 19, in this order. */
export const SCENE_STATUS_ICONS = [
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
export type SceneStatusIcon = (typeof SCENE_STATUS_ICONS)[number];

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
