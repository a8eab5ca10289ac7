import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginMessageOf } from '../binding/loginMessage';
import { loginMessageAtom } from '../state/atoms';

/** The login-page message: the session end's (state atom), else one carried by the router state; nothing when there is none. */
export function LoginMessageBanner() {
  const { t } = useTranslation();
  const fromSessionEnd = useAtomValue(loginMessageAtom);
  const fromRoute = loginMessageOf(useLocation());
  const message = fromSessionEnd ?? fromRoute;
  if (!message) return null;
  return (
    <div className={`hp-login-message hp-login-message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
      {message.titleKey && <strong className="hp-login-message__title">{t(message.titleKey)}</strong>}
      <span>{t(message.textKey)}</span>
    </div>
  );
}
