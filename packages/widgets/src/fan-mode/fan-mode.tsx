import { useWidgetText } from '../i18n/widgetText';
import * as css from './fan-mode.css';
import { ns } from './fan-mode.texts';

/** spec 2 §4: fan modes run 0 to 3. */
export const FAN_MODE_MAX = 3;

/** spec 2 §4: fan mode cycles 0 to 3 and wraps. */
export function nextFanMode(mode: number): number {
  return mode >= FAN_MODE_MAX || mode < 0 ? 0 : Math.floor(mode) + 1;
}

/** spec 2 §4: wise fan mode clamps at the ends. */
export function stepWiseFanMode(mode: number, direction: 1 | -1): number {
  return Math.max(0, Math.min(FAN_MODE_MAX, Math.floor(mode) + direction));
}

export interface FanModeProps {
  mode: number;
  onModeChange: (next: number) => void;
  /** Device name, for the accessible names. */
  label: string;
  disabled?: boolean;
}

/** One button that advances the fan mode and wraps from 3 to 0. */
export function FanMode({ mode, onModeChange, label, disabled }: FanModeProps) {
  const t = useWidgetText(ns);
  const text = t(`MODE_${mode}`, { defaultValue: String(mode) });
  return (
    <span className={css.root}>
      <button type="button" className={css.button} disabled={disabled} aria-label={t('NEXT', { label, mode: text })} onClick={() => onModeChange(nextFanMode(mode))}>
        {text}
      </button>
    </span>
  );
}

/** Lower and higher buttons that stop at 0 and 3. */
export function WiseFanMode({ mode, onModeChange, label, disabled }: FanModeProps) {
  const t = useWidgetText(ns);
  const text = t(`MODE_${mode}`, { defaultValue: String(mode) });
  return (
    <span className={css.root} role="group" aria-label={label}>
      <button type="button" className={css.button} disabled={disabled || mode <= 0} aria-label={t('DOWN', { label })} onClick={() => onModeChange(stepWiseFanMode(mode, -1))}>
        −
      </button>
      <output className={css.value} aria-live="polite">
        {text}
      </output>
      <button
        type="button"
        className={css.button}
        disabled={disabled || mode >= FAN_MODE_MAX}
        aria-label={t('UP', { label })}
        onClick={() => onModeChange(stepWiseFanMode(mode, 1))}
      >
        +
      </button>
    </span>
  );
}
