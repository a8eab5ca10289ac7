import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocal } from './localContext';
import { Brand } from '../../components/Brand';

/** The local pages' frame: brand, gateway serial, and sign-out when signed in. */
export function LocalFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { serial, signedIn, client, setSignedIn, toast } = useLocal();
  async function logout() {
    await client.logout().catch(() => undefined);
    setSignedIn(null);
    toast(t('MESSAGES.LOGGED_OUT'));
  }
  return (
    <div className="hp-shell">
      <header className="hp-header">
        <Brand />
        {serial && <span className="hp-muted hp-mono">{t('APP.SUBTITLE', { serial })}</span>}
        {signedIn && (
          <div className="hp-header__actions">
            <button type="button" className="hp-button hp-button--ghost" onClick={() => void logout()}>
              {t('APP.LOGOUT')}
            </button>
          </div>
        )}
      </header>
      <main id="main" className="hp-main hp-local" tabIndex={-1}>
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
