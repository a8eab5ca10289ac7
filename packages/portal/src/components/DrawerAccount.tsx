import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, routes } from '@homeport/sdk';
import { useServices } from '../services/services';
import { userAtom } from '../state/atoms';

/**
 * The foot of the phone drawer: who is signed in and their account page,
 * which the header names on a wide screen but has no room for on a phone.
 * The drawer closes on the navigation (Shell).
 */
export function DrawerAccount() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { config, hasPage } = useServices();
  if (!user) return null;
  return (
    <div className="hp-drawer__account">
      <p className="hp-muted">{t('HEADER.SIGNED_IN_AS', { name: displayName(user, config) })}</p>
      {hasPage(routes.user_settings) && (
        <Link to={routes.user_settings} className="hp-nav__link">
          {t('HEADER.ACCOUNT_SETTINGS')}
        </Link>
      )}
    </div>
  );
}
