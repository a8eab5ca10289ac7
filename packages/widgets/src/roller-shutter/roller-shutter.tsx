import { Dimmer } from '../dimmer/dimmer';
import { useWidgetText } from '../i18n/widgetText';
import { pillButton } from '../shared/button.css';
import * as layout from '../shared/layout.css';
import { ns } from './roller-shutter.texts';

/**
 * spec 2 §5: levels run from 0 (closed) to the open top, which is 99 for a
 * roller shutter (Z-Wave multilevel switches stop at 99) and 100 for a
 * basic level device.
 */
export const SHUTTER_OPEN_TOP = { roller: 99, basic: 100 } as const;
export type ShutterKind = keyof typeof SHUTTER_OPEN_TOP;

/** A level clamped to 0..open top and rounded to a whole step. */
export function clampShutterLevel(level: number, kind: ShutterKind): number {
  if (!Number.isFinite(level)) return 0;
  return Math.min(Math.max(Math.round(level), 0), SHUTTER_OPEN_TOP[kind]);
}

export interface RollerShutterProps {
  label: string;
  /** The confirmed level, 0 (closed) to the open top. */
  value: number;
  kind?: ShutterKind;
  /** A level to go to: the slider after it settles, or Open / Close. */
  onValueCommit: (level: number) => void;
  /** Every slider movement (connected forms suppress the echo here). */
  onValueChange?: (level: number) => void;
  /** Stop a moving shutter; the button is hidden without it. */
  onStop?: () => void;
  disabled?: boolean;
  commitDelayMs?: number;
}

/** Open, Stop and Close buttons and a position slider (role slider, arrows and Page keys). */
export function RollerShutter({ label, value, kind = 'roller', onValueCommit, onValueChange, onStop, disabled, commitDelayMs }: RollerShutterProps) {
  const t = useWidgetText(ns);
  const top = SHUTTER_OPEN_TOP[kind];
  const level = clampShutterLevel(value, kind);
  const state = level >= top ? t('STATE_OPEN') : level <= 0 ? t('STATE_CLOSED') : t('STATE_PARTLY', { percent: Math.round((level / top) * 100) });
  return (
    <div className={layout.stack} role="group" aria-label={label}>
      <p className={layout.figure} role="status">
        {state}
      </p>
      <div className={layout.actions}>
        <button type="button" className={pillButton} aria-label={t('OPEN_NAMED', { label })} disabled={disabled || level >= top} onClick={() => onValueCommit(top)}>
          {t('OPEN')}
        </button>
        {onStop && (
          <button type="button" className={pillButton} aria-label={t('STOP_NAMED', { label })} disabled={disabled} onClick={onStop}>
            {t('STOP')}
          </button>
        )}
        <button type="button" className={pillButton} aria-label={t('CLOSE_NAMED', { label })} disabled={disabled || level <= 0} onClick={() => onValueCommit(0)}>
          {t('CLOSE')}
        </button>
      </div>
      <Dimmer
        label={`${label}: ${t('POSITION')}`}
        visibleLabel={t('POSITION')}
        value={level}
        min={0}
        max={top}
        step={1}
        unit="%"
        disabled={disabled}
        commitDelayMs={commitDelayMs}
        onValueChange={onValueChange}
        onValueCommit={(next) => onValueCommit(clampShutterLevel(next, kind))}
      />
    </div>
  );
}
