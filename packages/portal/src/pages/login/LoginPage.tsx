import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@homeport/sdk';
import { useServices } from '../../app/services';
import { errorKey } from '../../i18n/createI18n';
import { usePageTitle } from '../../binding/usePageTitle';
import { useSignIn } from '../../binding/useSignIn';
import { LoginMessageBanner } from '../../components/LoginMessageBanner';

/** E-mail login (spec 1 §4.1, §5: both fields are needed before anything is sent). */
export function LoginPage() {
  usePageTitle('PAGE_TITLE.LOGIN');
  const { t, i18n } = useTranslation();
  const { rest } = useServices();
  const signIn = useSignIn();
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
    try {
      const result = await rest.auth.login(identity.trim(), secret);
      await signIn(result);
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : null;
      if (apiError?.status === 0) setError(t('ERRORS.NETWORK'));
      else setError(t(errorKey(i18n, apiError?.errorCode ?? '00001'), { seconds: apiError?.retryAfterSeconds ?? 60 }));
      setBusy(false);
    }
  }

  return (
    <main className="hp-auth" id="main">
      <form className="hp-auth__card" onSubmit={submit} noValidate aria-labelledby="login-heading">
        <div className="hp-brand hp-brand--large" aria-hidden="true">
          <span className="hp-brand__mark">⌂</span> {t('APP.TITLE')}
        </div>
        <h1 id="login-heading">{t('LOGIN.HEADING')}</h1>
        <p className="hp-muted">{t('LOGIN.SUBHEADING')}</p>
        <LoginMessageBanner />
        <label className="hp-field">
          <span>{t('LOGIN.EMAIL')}</span>
          <input type="email" autoComplete="username" value={identity} onChange={(e) => setIdentity(e.target.value)} autoFocus />
        </label>
        <label className="hp-field">
          <span>{t('LOGIN.PASSWORD')}</span>
          <input type="password" autoComplete="current-password" value={secret} onChange={(e) => setSecret(e.target.value)} />
        </label>
        {error && (
          <p role="alert" className="hp-alert">
            {error}
          </p>
        )}
        <button type="submit" className="hp-button hp-button--primary hp-button--block" disabled={busy}>
          {busy ? t('LOGIN.SUBMITTING') : t('LOGIN.SUBMIT')}
        </button>
      </form>
    </main>
  );
}
