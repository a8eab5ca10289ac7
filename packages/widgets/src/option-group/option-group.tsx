import { useId } from 'react';
import * as css from './option-group.css';

export interface OptionGroupProps {
  /** The confirmed value (an option's code). */
  value: string;
  /** Codes and their shown texts, in order. */
  options: Array<{ value: string; label: string }>;
  onValueChange: (next: string) => void;
  /** Accessible name of the group. */
  label: string;
  /** A shorter text to show; it must be part of `label`. */
  visibleLabel?: string;
  disabled?: boolean;
}

/**
 * One choice among a few (thermostat mode, fan mode, IR device type, ...):
 * native radios in a fieldset, so arrow keys move the choice and screen
 * readers announce a radiogroup. Controlled: the checked radio is the
 * confirmed value.
 */
export function OptionGroup({ value, options, onValueChange, label, visibleLabel, disabled }: OptionGroupProps) {
  const name = useId();
  return (
    <fieldset className={css.root} disabled={disabled} aria-label={label}>
      <legend className={css.legend} aria-hidden="true">
        {visibleLabel ?? label}
      </legend>
      <div className={css.options} role="radiogroup" aria-label={label}>
        {options.map((option) => (
          <label key={option.value}>
            <input className={css.input} type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onValueChange(option.value)} />
            <span className={css.option}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
