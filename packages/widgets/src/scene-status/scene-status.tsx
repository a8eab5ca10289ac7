import { useWidgetText } from '../i18n/widgetText';
import { Switch } from '../switch/switch';
import * as css from './scene-status.css';
import { ns } from './scene-status.texts';

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

const GLYPHS: Record<SceneStatusIcon, string> = {
  silence: '🔕',
  armed: '🛡',
  at_home: '🏠',
  cooling: '❄',
  heating: '🔥',
  night: '🌙',
  partially_armed: '◐',
  off: '⏻',
  sleep: '💤',
  sunrise: '🌅',
  sunset: '🌇',
  vacation: '🏖',
  weekend: '📅',
  panic: '🚨',
  disarmed: '🔓',
  away: '🚶',
  day: '☀',
  protection: '🔒',
  smile: '☺',
  unlock: '🗝',
};

/** The icon name of a resource id (spec 2 §3: 0 to 19); null outside the range. */
export function sceneStatusIcon(resourceId: number): SceneStatusIcon | null {
  return Number.isInteger(resourceId) ? (SCENE_STATUS_ICONS[resourceId] ?? null) : null;
}

export interface SceneStatusProps {
  /** resource_id of the status, 0 to 19. */
  resourceId: number;
  active: boolean;
  onActiveChange: (active: boolean) => void;
  /** spec 2 §4: a toggle is allowed only for known statuses; the caller may forbid it too. */
  disabled?: boolean;
}

/** A scenario status with its icon and an on/off toggle. */
export function SceneStatus({ resourceId, active, onActiveChange, disabled }: SceneStatusProps) {
  const t = useWidgetText(ns);
  const icon = sceneStatusIcon(resourceId);
  const name = icon ? t(icon) : t('UNKNOWN');
  return (
    <div className={css.root}>
      <span className={css.icon} role="img" aria-label={name}>
        {icon ? GLYPHS[icon] : '?'}
      </span>
      <span className={css.name} aria-hidden="true">
        {name}
      </span>
      <Switch label={name} hideLabel checked={active} disabled={disabled || icon === null} onCheckedChange={onActiveChange} />
    </div>
  );
}
