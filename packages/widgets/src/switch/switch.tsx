import { useId } from 'react';
import * as css from './switch.css';

export interface SwitchProps {
  /** The confirmed state. */
  checked: boolean;
  /** The intent: the caller sends it and passes the confirmed value back. */
  onCheckedChange: (next: boolean) => void;
  /** Accessible name, also shown unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  disabled?: boolean;
  /** A change was sent and is not confirmed yet. */
  busy?: boolean;
}

/**
 * An on/off control (outlet, binary light). A native button with
 * role="switch": Space and Enter toggle it, screen readers read aria-checked.
 */
export function Switch({ checked, onCheckedChange, label, hideLabel, disabled, busy }: SwitchProps) {
  const labelId = useId();
  return (
    <span className={css.root}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        disabled={disabled}
        className={css.track}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={css.thumb} aria-hidden="true" />
      </button>
      {!hideLabel && (
        <span id={labelId} className={css.label}>
          {label}
        </span>
      )}
    </span>
  );
}
