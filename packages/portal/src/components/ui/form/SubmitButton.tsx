import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  /** A mutation is running (its `isPending`, or longer when success navigates away). */
  busy: boolean;
  children: ReactNode;
  /** What the button says while busy; default "Saving…". */
  busyLabel?: string;
  disabled?: boolean;
  /** `block` spans the form (sign-in cards); `danger` for a destructive act. */
  variant?: 'primary' | 'block' | 'danger';
  onClick?: () => void;
  type?: 'submit' | 'button';
}

/**
 * A form's submit button that shows its mutation: while busy it is
 * disabled (no second submit), `aria-busy`, with a spinner and a
 * "Saving…"-style text.
 */
export function SubmitButton({ busy, children, busyLabel, disabled = false, variant = 'primary', onClick, type = 'submit' }: SubmitButtonProps) {
  const { t } = useTranslation();
  const look = variant === 'danger' ? 'hp-button--danger' : variant === 'block' ? 'hp-button--primary hp-button--block' : 'hp-button--primary';
  return (
    <button type={type} className={`hp-button ${look} hp-submit`} disabled={busy || disabled} aria-busy={busy} onClick={onClick}>
      {busy && <span className="hp-spinner hp-spinner--small" aria-hidden="true" />}
      {busy ? (busyLabel ?? t('FORM.SAVING')) : children}
    </button>
  );
}
