import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAdmin, routes } from '@homeport/sdk';
import { useSignOut } from '../binding/useSignOut';
import { gatewayAtom, userAtom } from '../state/atoms';

interface HeaderProps {
  menuOpen?: boolean;
  onToggleMenu?: () => void;
}

/** Logo, current gateway, change gateway and logout (spec 3 §2 "Header"). */
export function Header({ menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const signOut = useSignOut();
  const navigate = useNavigate();

  return (
    <header className="hp-header">
      {onToggleMenu && (
        <button
          type="button"
          className="hp-icon-button hp-header__menu"
          aria-expanded={menuOpen}
          aria-controls="side-menu"
          aria-label={menuOpen ? t('HEADER.CLOSE_MENU') : t('HEADER.MENU')}
          onClick={onToggleMenu}
        >
          ☰
        </button>
      )}
      <div className="hp-brand">
        <span className="hp-brand__mark" aria-hidden="true">
          ⌂
        </span>
        {t('APP.TITLE')}
      </div>
      <div className="hp-header__gateway">
        {gateway ? (
          <>
            <span className={`hp-dot hp-dot--${gateway.connectionStatus}`} aria-hidden="true" />
            <span className="hp-header__gateway-name">{gateway.name}</span>
            <span className="hp-muted hp-header__serial">{gateway.serialNumber}</span>
          </>
        ) : (
          <span className="hp-muted">{t('HEADER.NO_GATEWAY')}</span>
        )}
      </div>
      <div className="hp-header__actions">
        {user && isAdmin(user) && (
          <button type="button" className="hp-button hp-button--ghost" onClick={() => navigate(routes.gate_select)}>
            {t('HEADER.CHANGE_GATEWAY')}
          </button>
        )}
        {user && (
          <span className="hp-muted hp-header__user" title={user.username}>
            {t('HEADER.SIGNED_IN_AS', { name: user.firstName || user.username })}
          </span>
        )}
        <button type="button" className="hp-button hp-button--ghost" onClick={() => void signOut()}>
          {t('HEADER.LOGOUT')}
        </button>
      </div>
    </header>
  );
}
