import { useId } from 'react';
import { useDraftValue } from '../binding/useDraftValue';
import { useWidgetText } from '../i18n/widgetText';
import * as css from './value-setter.css';
import { ns } from './value-setter.texts';

/** spec 2 §5, §9: the setter is sent 700 ms after the last change. */
export const SETTER_DEBOUNCE_MS = 700;
/** spec 2 §5: default range 16 to 31, step 0.5. */
export const SETTER_DEFAULTS = { min: 16, max: 31, step: 0.5 } as const;
/** Clamps to [min, max] and snaps to the step grid from min (spec 2 §5). */
export function clampToStep(value: number, min: number, max: number, step: number): number {
  const snapped = min + Math.round((value - min) / step) * step;
  const clamped = Math.min(max, Math.max(min, snapped));
  return Math.round(clamped * 1000) / 1000;
}

export interface ValueSetterProps {
  value: number;
  onValueCommit: (next: number) => void;
  /** Every change; connected forms call suppressEcho here. */
  onValueChange?: (next: number) => void;
  label: string;
  visibleLabel?: string;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  disabled?: boolean;
}

/** A number setter: − and + buttons and a slider, clamped, one send 700 ms after the last change. */
export function ValueSetter(props: ValueSetterProps) {
  const { value, onValueCommit, onValueChange, label, visibleLabel, unit = '°C', disabled } = props;
  const min = props.min ?? SETTER_DEFAULTS.min;
  const max = props.max ?? SETTER_DEFAULTS.max;
  const step = props.step ?? SETTER_DEFAULTS.step;
  const t = useWidgetText(ns);
  const id = useId();
  const draft = useDraftValue(value, onValueCommit, SETTER_DEBOUNCE_MS, onValueChange);
  const shown = clampToStep(draft.shown, min, max, step);
  const change = (raw: number) => draft.change(clampToStep(raw, min, max, step));

  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.label}>
        {visibleLabel ?? label}
      </label>
      <div className={css.row}>
        <button type="button" className={css.button} aria-label={t('DOWN', { label })} disabled={disabled || shown <= min} onClick={() => change(shown - step)}>
          −
        </button>
        <input
          id={id}
          type="range"
          className={css.range}
          aria-label={label}
          min={min}
          max={max}
          step={step}
          value={shown}
          disabled={disabled}
          aria-valuetext={`${shown} ${unit}`}
          onChange={(event) => change(Number(event.currentTarget.value))}
        />
        <button type="button" className={css.button} aria-label={t('UP', { label })} disabled={disabled || shown >= max} onClick={() => change(shown + step)}>
          +
        </button>
        <output htmlFor={id} className={css.value}>
          {shown} {unit}
        </output>
      </div>
    </div>
  );
}
