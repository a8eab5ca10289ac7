import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@homeport/sdk';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';

/**
 * The one-field e-mail step that register (step 1) and forgot password
 * share: the field, its error, the submit button and the way back to login.
 * `invalid` is the field's own problem (a malformed address); `error` what
 * the server answered.
 */
export function EmailStep({
  email,
  onEmail,
  invalid,
  error,
  busy,
  submitLabel,
  busyLabel,
  backLabel,
}: {
  email: string;
  onEmail: (value: string) => void;
  invalid: string | null;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  backLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('REGISTER.EMAIL')} error={invalid}>
        {(control) => <input {...control} type="email" autoComplete="email" value={email} onChange={(e) => onEmail(e.target.value)} autoFocus />}
      </Field>
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
      <p className="hp-auth__links">
        <Link to={routes.login}>{backLabel}</Link>
      </p>
    </>
  );
}
