import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAdmin, isAdminRoute, routes, servesOffline, sideMenu } from '@homeport/sdk';
import { mdiCloudOffOutline } from '@mdi/js';
import { Icon } from '@homeport/widgets';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useServices } from '../../../services/services';
import { gatewayAtom, userAtom } from '../../../state/atoms';
import { restartingAtom } from '../gtw-settings/restartingAtom';

/**
 * spec 1 §2.2: the gateway is offline. The page sits in the frame, so the
 * menu's offline variants (spec 1 §6) and the account stay in reach; it
 * links what still serves, and the runtime
 * returns the user to where they were once the gateway is back
 * (docs/decisions.md "An offline gateway").
 */
export function GatewayOfflinePage() {
  usePageTitle('PAGE_TITLE.GATEWAY_OFFLINE');
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  const user = useAtomValue(userAtom);
  const { config, hasPage } = useServices();
  const navigate = useNavigate();
  // A restart asked for on gateway settings (or announced by gateway_restarting) says so.
  const restart = useAtomValue(restartingAtom);
  const name = gateway?.name ?? gateway?.serialNumber ?? '';
  // The gateway's own pages that serve while it is offline, as the menu offers them.
  const stillServes = user ? sideMenu({ user, gateway, config, hasPage }).filter((entry) => entry.enabled && servesOffline(entry.path) && !isAdminRoute(entry.path)) : [];

  return (
    <section className="hp-page hp-offline" aria-labelledby="offline-heading">
      <div className="hp-status__card hp-card">
        <div className="hp-status__icon" aria-hidden="true">
          <Icon path={mdiCloudOffOutline} size="2rem" />
        </div>
        <h1 id="offline-heading">{t('OFFLINE.HEADING')}</h1>
        <p>
          {restart && restart.serial === gateway?.serialNumber
            ? t(restart.kind === 'reboot' ? 'GTW_SETTINGS.RESTARTING_BODY' : 'GTW_SETTINGS.RESETTING_BODY', { name, seconds: Math.round(restart.backInMs / 1000) })
            : t('OFFLINE.BODY', { name })}
        </p>
        {stillServes.length > 0 && (
          <nav aria-labelledby="offline-serves" className="hp-offline__serves">
            <h2 id="offline-serves">{t('OFFLINE.STILL_SERVES')}</h2>
            <ul>
              {stillServes.map((entry) => (
                <li key={entry.id}>
                  <Link to={entry.path} className="hp-button hp-button--ghost">
                    {t(entry.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {user && isAdmin(user) && (
          <button type="button" className="hp-button hp-button--primary" onClick={() => navigate(routes.gate_select)}>
            {t('OFFLINE.CHANGE')}
          </button>
        )}
      </div>
    </section>
  );
}
