import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, isValidEmail, isValidName, routes, validatePassword, type RegisterRequest } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { EmailStep } from './EmailStep';
import { FormAlert } from '../../../components/FormAlert';
import { Field } from '../../../components/ui/form/Field';
import { SubmitButton } from '../../../components/ui/form/SubmitButton';
import { AuthCard } from './AuthCard';
import { PasswordRules } from './PasswordRules';
import { ERROR_SHOWN_INLINE } from '../../../services/errorReporting';

type Step = 'email' | 'details' | 'done';
type Gender = NonNullable<RegisterRequest['gender']>;
/** Where a problem found before sending is shown. */
type Problem = { field: 'email' | 'firstName' | 'lastName' | 'password' | 'confirmation' | 'agree'; text: string };

/**
 * /register (spec 1 §4.1, §5): step 1 the e-mail (lower-cased, checked
 * for an existing account first), step 2 the person and the password with
 * the customer rules and the agreement to terms and privacy, then a
 * success step; from there the person returns to step 1 or to sign-in.
 */
export function RegisterPage() {
  usePageTitle('PAGE_TITLE.REGISTER');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const errorText = useApiErrorText();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [gender, setGender] = useState<Gender>('');
  const [secret, setSecret] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [agree, setAgree] = useState(false);
  const [invalid, setInvalid] = useState<Problem | null>(null);
  const problemAt = (field: Problem['field']) => (invalid?.field === field ? invalid.text : null);
  const normalised = email.trim().toLowerCase();
  const check = useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (address: string) => rest.auth.checkIfExisting(address),
    onSuccess: (taken) => {
      if (taken) setInvalid({ field: 'email', text: t('REGISTER.EMAIL_TAKEN') });
      else setStep('details');
    },
  });
  const create = useMutation({ meta: ERROR_SHOWN_INLINE, mutationFn: (request: RegisterRequest) => rest.auth.register(request), onSuccess: () => setStep('done') });
  const busy = check.isPending || create.isPending;
  const failure = check.error ?? create.error;
  const error = !failure ? null : failure instanceof ApiError && failure.errorCode === '000409' ? t('REGISTER.EMAIL_TAKEN') : errorText(failure);
  const clearErrors = () => {
    setInvalid(null);
    check.reset();
    create.reset();
  };

  function checkEmail(event: FormEvent) {
    event.preventDefault();
    clearErrors();
    if (!isValidEmail(normalised)) return setInvalid({ field: 'email', text: t('REGISTER.EMAIL_INVALID') });
    check.mutate(normalised);
  }

  function register(event: FormEvent) {
    event.preventDefault();
    // One problem at a time, in the order of the form, shown at its field.
    const problem: Problem | null = !isValidName(firstName.trim())
      ? { field: 'firstName', text: t('REGISTER.FIRST_NAME_INVALID') }
      : !isValidName(lastName.trim())
        ? { field: 'lastName', text: t('REGISTER.LAST_NAME_INVALID') }
        : !validatePassword(secret, config).valid
          ? { field: 'password', text: t('REGISTER.PASSWORD_INVALID') }
          : secret !== confirmation
            ? { field: 'confirmation', text: t('REGISTER.CONFIRMATION_MISMATCH') }
            : !agree
              ? { field: 'agree', text: t('REGISTER.AGREE_NEEDED') }
              : null;
    clearErrors();
    if (problem) return setInvalid(problem);
    create.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), gender, secret, identity: normalised, agreeRegister: true });
  }

  const restart = () => {
    setStep('email');
    setEmail('');
    setFirstName('');
    setLastName('');
    setGender('');
    setSecret('');
    setConfirmation('');
    setAgree(false);
    clearErrors();
  };

  if (step === 'done') {
    return (
      <AuthCard id="register" heading={t('REGISTER.DONE_HEADING')} lead={t('REGISTER.DONE_BODY', { email: normalised })}>
        <p className="hp-auth__links">
          <Link to={routes.login}>{t('AUTH.BACK_TO_LOGIN')}</Link>
          <button type="button" className="hp-link-button" onClick={restart}>
            {t('REGISTER.ANOTHER')}
          </button>
        </p>
      </AuthCard>
    );
  }

  if (step === 'email') {
    return (
      <AuthCard id="register" heading={t('REGISTER.HEADING')} lead={t('REGISTER.STEP', { step: 1, of: 2 })} onSubmit={checkEmail}>
        <EmailStep
          email={email}
          onEmail={setEmail}
          invalid={problemAt('email')}
          error={error}
          busy={busy}
          submitLabel={t('REGISTER.NEXT')}
          busyLabel={t('FORM.CHECKING')}
          backLabel={t('REGISTER.HAVE_ACCOUNT')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard id="register" heading={t('REGISTER.HEADING')} lead={t('REGISTER.STEP', { step: 2, of: 2 })} onSubmit={register}>
      <p className="hp-muted">{t('REGISTER.FOR', { email: normalised })}</p>
      <Field label={t('REGISTER.FIRST_NAME')} error={problemAt('firstName')}>
        {(control) => <input {...control} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoFocus />}
      </Field>
      <Field label={t('REGISTER.LAST_NAME')} error={problemAt('lastName')}>
        {(control) => <input {...control} autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />}
      </Field>
      <Field label={t('REGISTER.GENDER')}>
        {(control) => (
          <select {...control} value={gender} onChange={(e) => setGender(e.target.value as Gender)}>
            <option value="">{t('REGISTER.GENDER_NONE')}</option>
            <option value="female">{t('REGISTER.GENDER_FEMALE')}</option>
            <option value="male">{t('REGISTER.GENDER_MALE')}</option>
            <option value="other">{t('REGISTER.GENDER_OTHER')}</option>
          </select>
        )}
      </Field>
      <Field label={t('REGISTER.PASSWORD')} hint={<PasswordRules value={secret} id="register-rules" />} error={problemAt('password')}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={secret} onChange={(e) => setSecret(e.target.value)} />}
      </Field>
      <Field label={t('REGISTER.CONFIRMATION')} error={problemAt('confirmation')}>
        {(control) => <input {...control} type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />}
      </Field>
      <label className="hp-check">
        <input
          type="checkbox"
          checked={agree}
          onChange={(e) => setAgree(e.target.checked)}
          aria-invalid={problemAt('agree') ? true : undefined}
          aria-describedby={problemAt('agree') ? 'register-agree-error' : undefined}
        />
        <span>
          {t('REGISTER.AGREE')} <Link to={routes.terms_of_service}>{t('ACCEPT.READ_TERMS')}</Link> · <Link to={routes.privacy_policy_page}>{t('ACCEPT.READ_PRIVACY')}</Link>
        </span>
      </label>
      <FormAlert id="register-agree-error" text={problemAt('agree')} />
      <FormAlert text={error} />
      <SubmitButton variant="block" busy={busy} busyLabel={t('FORM.CREATING')}>
        {t('REGISTER.SUBMIT')}
      </SubmitButton>
      <button
        type="button"
        className="hp-button hp-button--ghost hp-button--block"
        onClick={() => {
          setStep('email');
          clearErrors();
        }}
      >
        {t('LOGIN.BACK')}
      </button>
    </AuthCard>
  );
}
