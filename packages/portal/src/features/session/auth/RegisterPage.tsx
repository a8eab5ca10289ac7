import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, isValidEmail, isValidName, routes, validatePassword, type RegisterRequest } from '@homeport/sdk';
import { useServices } from '../../../app/services';
import { useApiErrorText } from '../../../binding/useApiErrorText';
import { usePageTitle } from '../../../binding/usePageTitle';
import { EmailStep } from './EmailStep';
import { FormAlert } from '../../../components/FormAlert';
import { AuthCard } from './AuthCard';
import { PasswordRules } from './PasswordRules';

type Step = 'email' | 'details' | 'done';
type Gender = NonNullable<RegisterRequest['gender']>;

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
  const [invalid, setInvalid] = useState<string | null>(null);
  const normalised = email.trim().toLowerCase();
  const check = useMutation({
    mutationFn: (address: string) => rest.auth.checkIfExisting(address),
    onSuccess: (taken) => {
      if (taken) setInvalid(t('REGISTER.EMAIL_TAKEN'));
      else setStep('details');
    },
  });
  const create = useMutation({
    mutationFn: (request: RegisterRequest) => rest.auth.register(request),
    onSuccess: () => setStep('done'),
  });
  const busy = check.isPending || create.isPending;
  const failure = check.error ?? create.error;
  const error = invalid ?? (!failure ? null : failure instanceof ApiError && failure.errorCode === '000409' ? t('REGISTER.EMAIL_TAKEN') : errorText(failure));
  const clearErrors = () => {
    setInvalid(null);
    check.reset();
    create.reset();
  };

  function checkEmail(event: FormEvent) {
    event.preventDefault();
    clearErrors();
    if (!isValidEmail(normalised)) return setInvalid(t('REGISTER.EMAIL_INVALID'));
    check.mutate(normalised);
  }

  function register(event: FormEvent) {
    event.preventDefault();
    const problem = !isValidName(firstName.trim())
      ? 'REGISTER.FIRST_NAME_INVALID'
      : !isValidName(lastName.trim())
        ? 'REGISTER.LAST_NAME_INVALID'
        : !validatePassword(secret, config).valid
          ? 'REGISTER.PASSWORD_INVALID'
          : secret !== confirmation
            ? 'REGISTER.CONFIRMATION_MISMATCH'
            : !agree
              ? 'REGISTER.AGREE_NEEDED'
              : null;
    clearErrors();
    if (problem) return setInvalid(t(problem));
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
        <EmailStep email={email} onEmail={setEmail} error={error} busy={busy} submitLabel={t('REGISTER.NEXT')} backLabel={t('REGISTER.HAVE_ACCOUNT')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard id="register" heading={t('REGISTER.HEADING')} lead={t('REGISTER.STEP', { step: 2, of: 2 })} onSubmit={register}>
      <p className="hp-muted">{t('REGISTER.FOR', { email: normalised })}</p>
      <label className="hp-field">
        <span>{t('REGISTER.FIRST_NAME')}</span>
        <input autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} autoFocus />
      </label>
      <label className="hp-field">
        <span>{t('REGISTER.LAST_NAME')}</span>
        <input autoComplete="family-name" value={lastName} onChange={(e) => setLastName(e.target.value)} />
      </label>
      <label className="hp-field">
        <span>{t('REGISTER.GENDER')}</span>
        <select value={gender} onChange={(e) => setGender(e.target.value as Gender)}>
          <option value="">{t('REGISTER.GENDER_NONE')}</option>
          <option value="female">{t('REGISTER.GENDER_FEMALE')}</option>
          <option value="male">{t('REGISTER.GENDER_MALE')}</option>
          <option value="other">{t('REGISTER.GENDER_OTHER')}</option>
        </select>
      </label>
      <label className="hp-field">
        <span>{t('REGISTER.PASSWORD')}</span>
        <input type="password" autoComplete="new-password" value={secret} onChange={(e) => setSecret(e.target.value)} aria-describedby="register-rules" />
      </label>
      <PasswordRules value={secret} id="register-rules" />
      <label className="hp-field">
        <span>{t('REGISTER.CONFIRMATION')}</span>
        <input type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      </label>
      <label className="hp-check">
        <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
        <span>
          {t('REGISTER.AGREE')} <Link to={routes.terms_of_service}>{t('ACCEPT.READ_TERMS')}</Link> · <Link to={routes.privacy_policy_page}>{t('ACCEPT.READ_PRIVACY')}</Link>
        </span>
      </label>
      <FormAlert text={error} />
      <button type="submit" className="hp-button hp-button--primary hp-button--block" disabled={busy} aria-busy={busy}>
        {t('REGISTER.SUBMIT')}
      </button>
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
