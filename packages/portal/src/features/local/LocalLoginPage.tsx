import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../../binding/useApiErrorText';
import { FormAlert } from '../../components/FormAlert';
import { Field } from '../../components/ui/form/Field';
import { SubmitButton } from '../../components/ui/form/SubmitButton';
import { localRoutes, useLocal } from './localContext';
import { Brand } from '../../components/Brand';

/** spec 1 §2.5 "login": the gateway password; a failure shows the server's own text (spec 2 §8). */
export function LocalLoginPage() {
  const { t } = useTranslation();
  const { client, setSignedIn, serial } = useLocal();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const errorText = useApiErrorText({ serverWords: true });
  const login = useMutation({
    mutationFn: (secret: string) => client.login(secret),
    onSuccess: (sessionId) => {
      setSignedIn(sessionId);
      navigate(localRoutes.gatewayInfo, { replace: true });
    },
  });
  // Busy from the submit until this page is left: a success navigates away.
  const busy = login.isPending || login.isSuccess;
  const error = login.error ? errorText(login.error) : null;

  useEffect(() => {
    document.title = `${t('LOGIN.TITLE')} · ${t('APP.TITLE')}`;
  }, [t]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(!password);
    login.reset();
    if (password) login.mutate(password);
  }

  return (
    <main className="hp-auth" id="main">
      <form className="hp-auth__card" onSubmit={submit} noValidate aria-labelledby="local-login-heading">
        <Brand large />
        <h1 id="local-login-heading">{t('LOGIN.HEADING')}</h1>
        {serial && <p className="hp-mono">{serial}</p>}
        <p className="hp-muted">{t('LOGIN.HINT')}</p>
        <Field label={t('LOGIN.PASSWORD')} error={missing ? t('LOGIN.MISSING') : null}>
          {(control) => <input {...control} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} autoFocus />}
        </Field>
        <FormAlert text={error} />
        <SubmitButton variant="block" busy={busy} busyLabel={t('LOGIN.SUBMITTING')}>
          {t('LOGIN.SUBMIT')}
        </SubmitButton>
      </form>
    </main>
  );
}
