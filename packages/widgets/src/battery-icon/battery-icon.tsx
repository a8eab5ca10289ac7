import { useWidgetText } from '../i18n/widgetText';
import * as css from './battery-icon.css';
import { ns } from './battery-icon.texts';

/** spec 2 §9: battery critical at 5 %. */
export const BATTERY_CRITICAL = 5;
/** spec 2 §4: a reported 254 means full. */
export const BATTERY_FULL_CODE = 254;

export interface BatteryBand {
  /** The level as shown, 0 to 100. */
  shown: number;
  /** The icon step: 100 at 95 and above, then 85, 75, 65, 55, 45 by tens, then the level itself. */
  step: number;
  tone: 'ok' | 'warning' | 'danger';
  critical: boolean;
}

/**
 * spec 2 §9: full at 95 and above, steps of 10 down to 45, orange below 45
 * down to 15, red below 15, critical at 5; spec 2 §4: 254 is shown as 100.
 */
export function batteryBand(level: number): BatteryBand {
  const shown = level === BATTERY_FULL_CODE ? 100 : Math.max(0, Math.min(100, Math.round(level)));
  const step = shown >= 95 ? 100 : shown >= 45 ? 45 + Math.floor((shown - 45) / 10) * 10 : shown;
  const tone = shown >= 45 ? 'ok' : shown >= 15 ? 'warning' : 'danger';
  return { shown, step, tone, critical: shown <= BATTERY_CRITICAL };
}

export interface BatteryIconProps {
  /** Reported level, 0 to 100, or 254 for full; null when never reported. */
  level: number | null;
  showText?: boolean;
}

/** A battery gauge: role img with its level as the accessible name. */
export function BatteryIcon({ level, showText = true }: BatteryIconProps) {
  const t = useWidgetText(ns);
  if (level === null || !Number.isFinite(level)) {
    return (
      <span className={css.root} role="img" aria-label={t('UNKNOWN')}>
        ?
      </span>
    );
  }
  const band = batteryBand(level);
  const name = t(band.critical ? 'CRITICAL' : 'LABEL', { level: band.shown });
  return (
    <span className={css.root} role="img" aria-label={name} data-tone={band.tone} data-critical={band.critical || undefined}>
      <span className={css.body} aria-hidden="true">
        <span className={`${css.fill} ${css.tone[band.tone]}`} style={{ width: `${Math.max(band.step, 4)}%` }} />
      </span>
      {showText && <span aria-hidden="true">{band.shown} %</span>}
    </span>
  );
}
