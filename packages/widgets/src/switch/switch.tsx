import * as css from './switch.css';

export interface SwitchProps {
  /** The confirmed state. */
  checked: boolean;
  /** The intent: the caller sends it and passes the confirmed value back. */
  onCheckedChange: (next: boolean) => void;
  /** Accessible name, also shown unless `hideLabel`. */
  label: string;
  /** A shorter text to show when the card around already names the device; it must be part of `label`. */
  visibleLabel?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  /** A change was sent and is not confirmed yet. */
  busy?: boolean;
}

/**
 * An on/off control (outlet, binary light). A native button with
 * role="switch": Space and Enter toggle it, screen readers read aria-checked.
 */
export function Switch({ checked, onCheckedChange, label, visibleLabel, hideLabel, disabled, busy }: SwitchProps) {
  return (
    <span className={css.root}>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-busy={busy || undefined}
        aria-label={label}
        disabled={disabled}
        className={css.track}
        onClick={() => onCheckedChange(!checked)}
      >
        <span className={css.thumb} aria-hidden="true" />
      </button>
      {!hideLabel && (
        <span className={css.label} aria-hidden="true" onClick={() => !disabled && onCheckedChange(!checked)}>
          {visibleLabel ?? label}
        </span>
      )}
    </span>
  );
}
