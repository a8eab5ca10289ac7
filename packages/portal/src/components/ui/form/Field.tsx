import { useId, type ReactNode } from 'react';

/** What a Field hands its control: wire these onto the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  /** A standing hint under the control (a rule, a format). */
  hint?: ReactNode;
  /** What is wrong with the value; marks the control invalid and is read with it. */
  error?: string | null;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form control with its hint and its error. The control gets
 * `aria-invalid` while there is an error and `aria-describedby` naming the
 * hint and the error, so a screen reader reads both with the field. The
 * error is an alert: it appears after a submit and is announced then.
 *
 *     <Field label={t('LOGIN.EMAIL')} error={problem}>
 *       {(control) => <input {...control} type="email" value={email} onChange={...} />}
 *     </Field>
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `hp-field ${className}` : 'hp-field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="hp-field__hint">
          {hint}
        </div>
      )}
      {error && (
        <span id={errorId} className="hp-field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
