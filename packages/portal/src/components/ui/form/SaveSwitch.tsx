import { useState, type ReactNode } from 'react';

export interface SaveSwitchProps {
  /** The saved state. */
  checked: boolean;
  /** Saves the asked-for state; the switch waits for the promise (rejections are the caller's to report). */
  onSave: (next: boolean) => Promise<unknown>;
  disabled?: boolean;
  'aria-label'?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * A switch that saves on change. While the save runs it shows the asked-for
 * state and is disabled. That state is React state set in the change event
 * itself: a mutation's own pending state arrives a tick later, and until
 * then React would put the controlled checkbox back to the old value (a
 * flicker, and a click that seems not to take).
 */
export function SaveSwitch({ checked, onSave, disabled, className, children, ...aria }: SaveSwitchProps) {
  const [asked, setAsked] = useState<boolean | null>(null);
  return (
    <label className={className}>
      <input
        type="checkbox"
        role="switch"
        aria-label={aria['aria-label']}
        checked={asked ?? checked}
        disabled={disabled || asked !== null}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setAsked(next);
          void onSave(next)
            .catch(() => undefined)
            .finally(() => setAsked(null));
        }}
      />
      {children}
    </label>
  );
}
