import { useEffect, useId, useRef, useState } from 'react';
import * as css from './dimmer.css';

export interface DimmerProps {
  /** The confirmed value. */
  value: number;
  /** Sent once the user has stopped moving the slider for `commitDelayMs`. */
  onValueCommit: (next: number) => void;
  /** Every movement; connected forms call `suppressEcho` here (spec 2 §4). */
  onValueChange?: (next: number) => void;
  label: string;
  /** A shorter text to show; it must be part of `label`. */
  visibleLabel?: string;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  disabled?: boolean;
  /** Quiet time before a change is sent, so a drag sends one command. */
  commitDelayMs?: number;
}

/** How long a sent value waits for its confirmation before the slider returns to the confirmed one. */
export const SETTLE_MS = 3000;

/**
 * A level slider (dimmer 0 to 100 %, any ranged number). A native range
 * input: role slider with aria-valuenow, arrows and Page keys move it.
 */
export function Dimmer({ value, onValueCommit, onValueChange, label, visibleLabel, min = 0, max = 100, step = 1, unit = '%', disabled, commitDelayMs = 400 }: DimmerProps) {
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
  // A new confirmed value ends the draft; until then the slider stays where the user left it.
  useEffect(() => {
    clearTimeout(settle.current);
    setDraft(null);
  }, [value]);

  const shown = draft ?? value;
  const change = (next: number) => {
    setDraft(next);
    onValueChange?.(next);
    clearTimeout(timer.current);
    clearTimeout(settle.current);
    timer.current = setTimeout(() => {
      if (next === value) return setDraft(null);
      onValueCommit(next);
      // No confirmation (refused, offline): fall back to the confirmed value.
      settle.current = setTimeout(() => setDraft(null), SETTLE_MS);
    }, commitDelayMs);
  };

  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.label}>
        <span aria-hidden={visibleLabel ? true : undefined}>{visibleLabel ?? label}</span>
        {visibleLabel && <span className={css.hidden}>{label}</span>}
      </label>
      <input
        id={id}
        type="range"
        className={css.range}
        min={min}
        max={max}
        step={step}
        value={shown}
        disabled={disabled}
        aria-valuetext={`${shown} ${unit}`.trim()}
        onChange={(event) => change(Number(event.currentTarget.value))}
      />
      <output htmlFor={id} className={css.value}>
        {shown} {unit}
      </output>
    </div>
  );
}
