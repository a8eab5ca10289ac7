import { useEffect, useId, useRef, useState } from 'react';
import { useWidgetText } from '../i18n/widgetText';
import * as css from './value-setter.css';
import { ns } from './value-setter.texts';

/** spec 2 §5, §9: the setter is sent 700 ms after the last change. */
export const SETTER_DEBOUNCE_MS = 700;
/** spec 2 §5: default range 16 to 31, step 0.5. */
export const SETTER_DEFAULTS = { min: 16, max: 31, step: 0.5 } as const;
/** How long a sent value waits for its confirmation before the setter returns to the confirmed one. */
export const SETTER_SETTLE_MS = 3000;

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
  const [draft, setDraft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(settle.current);
    },
    [],
  );
  useEffect(() => {
    clearTimeout(settle.current);
    setDraft(null);
  }, [value]);

  const shown = clampToStep(draft ?? value, min, max, step);
  const change = (raw: number) => {
    const next = clampToStep(raw, min, max, step);
    setDraft(next);
    onValueChange?.(next);
    clearTimeout(timer.current);
    clearTimeout(settle.current);
    timer.current = setTimeout(() => {
      if (next === value) return setDraft(null);
      onValueCommit(next);
      settle.current = setTimeout(() => setDraft(null), SETTER_SETTLE_MS);
    }, SETTER_DEBOUNCE_MS);
  };

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
