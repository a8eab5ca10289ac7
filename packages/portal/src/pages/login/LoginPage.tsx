import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { useLoginOutcome } from '../../binding/useLoginOutcome';
import { usePageTitle } from '../../binding/usePageTitle';
import { LoginMessageBanner } from '../../components/LoginMessageBanner';
import { AuthCard, FormAlert } from '../auth/AuthCard';
import { PhoneLogin } from './PhoneLogin';

type Method = 'email' | 'phone';

/** Sign-in by e-mail or by phone with a one-time code (spec 1 §4.1, §5), with the links to register and reset. */
export function LoginPage() {
  usePageTitle('PAGE_TITLE.LOGIN');
  const { t } = useTranslation();
  const { config } = useServices();
  const [method, setMethod] = useState<Method>('email');
  const external = config.flags.EXTERNAL_LOGIN;

  return (
    <AuthCard id="login" heading={t('LOGIN.HEADING')} lead={t('LOGIN.SUBHEADING')}>
      <LoginMessageBanner />
      <fieldset className="hp-segmented">
        <legend className="hp-visually-hidden">{t('LOGIN.METHOD')}</legend>
        {(['email', 'phone'] as const).map((value) => (
          <label key={value} className={`hp-segmented__option${method === value ? ' hp-segmented__option--on' : ''}`}>
            <input type="radio" name="login-method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {t(value === 'email' ? 'LOGIN.BY_EMAIL' : 'LOGIN.BY_PHONE')}
          </label>
        ))}
      </fieldset>
      {method === 'email' ? <EmailLogin /> : <PhoneLogin />}
      <p className="hp-auth__links">
        <Link to={routes.forgot_password}>{t('LOGIN.FORGOT')}</Link>
        {/* spec 1 §4.1: registration is disabled when external login is on. */}
        {!external && <Link to={routes.register}>{t('LOGIN.CREATE_ACCOUNT')}</Link>}
      </p>
    </AuthCard>
  );
}

/** spec 1 §5: both fields are needed before anything is sent. */
function EmailLogin() {
  const { t } = useTranslation();
  const { rest } = useServices();
  const settle = useLoginOutcome();
  const errorText = useApiErrorText();
  const [identity, setIdentity] = useState('');
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!identity.trim() || !secret) {
      setError(t('LOGIN.MISSING'));
      return;
    }
    setBusy(true);
    setError(null);
    const request = { identity: identity.trim(), secret, loginType: 'EMAIL' as const };
    try {
      await settle(await rest.auth.signIn(request), request);
    } catch (caught) {
      setError(errorText(caught));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <label className="hp-field">
        <span>{t('LOGIN.EMAIL')}</span>
        <input type="email" autoComplete="username" value={identity} onChange={(e) => setIdentity(e.target.value)} autoFocus />
      </label>
      <label className="hp-field">
        <span>{t('LOGIN.PASSWORD')}</span>
        <input type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />
      </label>
      <FormAlert text={error} />
      <button type="submit" className="hp-button hp-button--primary hp-button--block" disabled={busy} aria-busy={busy}>
        {busy ? t('LOGIN.SUBMITTING') : t('LOGIN.SUBMIT')}
      </button>
    </form>
  );
}
