import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { displayName, isAdmin, routes } from '@homeport/sdk';
import { useServices } from '../app/services';
import { useSignOut } from '../binding/useSignOut';
import { gatewayAtom, userAtom } from '../state/atoms';
import { GatewaySwitcher } from './GatewaySwitcher';

interface HeaderProps {
  menuOpen?: boolean;
  onToggleMenu?: () => void;
}

/** Logo, current gateway, change gateway and logout (spec 3 §2 "Header"). */
export function Header({ menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const { config } = useServices();
  const signOut = useSignOut();
  const navigate = useNavigate();
  // spec 1 §2.6: a user with several gateways switches in the header; admins on gate_select.
  const canSwitch = !!user && !isAdmin(user) && user.devices.length > 1;

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
        <span className="hp-brand__name">{t('APP.TITLE')}</span>
      </div>
      <div className="hp-header__gateway">
        {gateway ? (
          <>
            <span className={`hp-dot hp-dot--${gateway.connectionStatus}`} aria-hidden="true" />
            {canSwitch ? (
              <GatewaySwitcher />
            ) : (
              <>
                <span className="hp-header__gateway-name">{gateway.name}</span>
                <span className="hp-muted hp-header__serial">{gateway.serialNumber}</span>
              </>
            )}
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
          <Link to={routes.user_settings} className="hp-muted hp-header__user" title={t('HEADER.ACCOUNT')}>
            {t('HEADER.SIGNED_IN_AS', { name: displayName(user, config) })}
          </Link>
        )}
        <button type="button" className="hp-button hp-button--ghost" onClick={() => void signOut()}>
          {t('HEADER.LOGOUT')}
        </button>
      </div>
    </header>
  );
}
