import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';

/**
 * The one-field e-mail step that register (step 1) and forgot password
 * share: the field, its error, the submit button and the way back to login.
 */
export function EmailStep({
  email,
  onEmail,
  error,
  busy,
  submitLabel,
  backLabel,
}: {
  email: string;
  onEmail: (value: string) => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="hp-field">
        <span>{t('REGISTER.EMAIL')}</span>
        <input type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} autoFocus />
      </label>
      <FormAlert text={error} />
      <button type="submit" className="hp-button hp-button--primary hp-button--block" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </button>
      <p className="hp-auth__links">
        <Link to={routes.login}>{backLabel}</Link>
      </p>
    </>
  );
}
