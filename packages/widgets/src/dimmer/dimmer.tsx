import { useId } from 'react';
import { useDraftValue } from '../binding/useDraftValue';
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
  /** A CSS background for the track that shows what the values mean (a hue slider's rainbow); the default track otherwise. */
  track?: string;
}

/**
 * A level slider (dimmer 0 to 100 %, any ranged number). A native range
 * input: role slider with aria-valuenow, arrows and Page keys move it.
 */
export function Dimmer({ value, onValueCommit, onValueChange, label, visibleLabel, min = 0, max = 100, step = 1, unit = '%', disabled, commitDelayMs = 400, track }: DimmerProps) {
  const id = useId();
  const { shown, change } = useDraftValue(value, onValueCommit, commitDelayMs, onValueChange);

  return (
    <div className={css.root}>
      <label htmlFor={id} className={css.label}>
        <span aria-hidden={visibleLabel ? true : undefined}>{visibleLabel ?? label}</span>
        {visibleLabel && <span className={css.hidden}>{label}</span>}
      </label>
      <input
        id={id}
        type="range"
        className={track ? `${css.range} ${css.paintedRange}` : css.range}
        style={track ? { background: track } : undefined}
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
