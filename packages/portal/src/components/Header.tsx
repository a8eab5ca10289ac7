import * as Dialog from '@radix-ui/react-dialog';
import { useAtomValue } from 'jotai';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { displayName, isAdmin, routes } from '@homeport/sdk';
import { LazyNewGatewayDialog } from '../features/fleet/routes';
import { useServices } from '../services/services';
import { useSignOut } from '../binding/useSignOut';
import { gatewayAtom, userAtom } from '../state/atoms';
import { FrameIcon } from './FrameIcon';
import { GatewaySwitcher } from './GatewaySwitcher';
import { Brand } from './Brand';

/** The phone drawer's id (Shell), which the menu button names in aria-controls even while the drawer is closed. */
export const SIDE_MENU_ID = 'side-menu';

/**
 * Logo, current gateway, change gateway and sign out (spec 3 §2 "Header").
 * `children` show under the header row, inside the banner (the link status).
 * `withMenu`: inside the Shell, whose Radix dialog root the menu button
 * opens (it carries aria-expanded and aria-controls); shown on a phone only.
 */
export function Header({ withMenu = false, children }: { withMenu?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const { config, hasPage } = useServices();
  const signOut = useSignOut();
  const navigate = useNavigate();
  // spec 1 §2.6: a user with several gateways switches in the header; admins on gate_select.
  const canSwitch = !!user && !isAdmin(user) && user.devices.length > 1;
  const [newGateway, setNewGateway] = useState(false);
  const newGatewayButton = useRef<HTMLButtonElement>(null);
  const signedInAs = user ? t('HEADER.SIGNED_IN_AS', { name: displayName(user, config) }) : null;

  return (
    // The banner landmark holds the header row and what the frame shows under it (the link status), so nothing sits outside a landmark.
    <header className="hp-frame-top">
      <div className={withMenu ? 'hp-header hp-header--with-menu' : 'hp-header'}>
        {withMenu && (
          <Dialog.Trigger className="hp-icon-button hp-header__menu" aria-label={t('HEADER.MENU')} aria-controls={SIDE_MENU_ID}>
            <FrameIcon name="menu" />
          </Dialog.Trigger>
        )}
        <Brand />
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
            <span className="hp-muted hp-header__gateway-name hp-header__no-gateway">{t('HEADER.NO_GATEWAY')}</span>
          )}
        </div>
        <div className="hp-header__actions">
          {user && isAdmin(user) && (
            <>
              {/* spec 3 §2 "Header": the new-gateway dialog (virtual when VIRTUAL_GTW) loads with the fleet chunk when first opened.
                  On a phone it gives its room to a chosen gateway's name, as Change gateway does. */}
              <button
                type="button"
                ref={newGatewayButton}
                className={gateway ? 'hp-button hp-button--ghost hp-header__change' : 'hp-button hp-button--ghost'}
                aria-haspopup="dialog"
                onClick={() => setNewGateway(true)}
              >
                {t('HEADER.NEW_GATEWAY')}
              </button>
              {newGateway && (
                <Suspense fallback={null}>
                  <LazyNewGatewayDialog open onOpenChange={setNewGateway} returnFocus={newGatewayButton} />
                </Suspense>
              )}
              <button type="button" className="hp-button hp-button--ghost hp-header__change" onClick={() => navigate(routes.gate_select)}>
                {t('HEADER.CHANGE_GATEWAY')}
              </button>
            </>
          )}
          {/* The account page links from here once this build has it; until then the name is plain text. */}
          {signedInAs &&
            (hasPage(routes.user_settings) ? (
              <Link to={routes.user_settings} className="hp-muted hp-header__user" title={t('HEADER.ACCOUNT')}>
                {signedInAs}
              </Link>
            ) : (
              <span className="hp-muted hp-header__user">{signedInAs}</span>
            ))}
          <button type="button" className="hp-button hp-button--ghost" onClick={() => void signOut()}>
            {t('HEADER.SIGN_OUT')}
          </button>
        </div>
      </div>
      {children}
    </header>
  );
}
