import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@homeport/sdk';
import { localErrorText, localRoutes, useLocal } from './localContext';

/** spec 1 §2.5 "login": the gateway password; a failure shows the server's own text (spec 2 §8). */
export function LocalLoginPage() {
  const { t } = useTranslation();
  const { client, setSignedIn, serial } = useLocal();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = `${t('LOGIN.TITLE')} · ${t('APP.TITLE')}`;
  }, [t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(t('LOGIN.MISSING'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sessionId = await client.login(password);
      setSignedIn(sessionId);
      navigate(localRoutes.gatewayInfo, { replace: true });
    } catch (caught) {
      setError(localErrorText(caught instanceof ApiError ? caught : null, t));
      setBusy(false);
    }
  }

  return (
    <main className="hp-auth" id="main">
      <form className="hp-auth__card" onSubmit={submit} noValidate aria-labelledby="local-login-heading">
        <div className="hp-brand hp-brand--large" aria-hidden="true">
          <span className="hp-brand__mark">⌂</span> {t('APP.TITLE')}
        </div>
        <h1 id="local-login-heading">{t('LOGIN.HEADING')}</h1>
        {serial && <p className="hp-mono">{serial}</p>}
        <p className="hp-muted">{t('LOGIN.HINT')}</p>
        <label className="hp-field">
          <span>{t('LOGIN.PASSWORD')}</span>
          <input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />
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
