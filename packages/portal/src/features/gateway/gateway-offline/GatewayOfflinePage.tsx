import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAdmin, routes } from '@homeport/sdk';
import { usePageTitle } from '../../../binding/usePageTitle';
import { gatewayAtom, userAtom } from '../../../state/atoms';
import { restartingAtom } from '../gtw-settings/restartingAtom';
import { mdiCloudOffOutline } from '@mdi/js';
import { Icon } from '@homeport/widgets';

/** spec 1 §2.2: the gateway is offline; the runtime returns the user when it is back. */
export function GatewayOfflinePage() {
  usePageTitle('PAGE_TITLE.GATEWAY_OFFLINE');
  const { t } = useTranslation();
  const gateway = useAtomValue(gatewayAtom);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  // A restart asked for on gateway settings (or announced by gateway_restarting) says so.
  const restart = useAtomValue(restartingAtom);
  const name = gateway?.name ?? gateway?.serialNumber ?? '';

  return (
    <section className="hp-status__card hp-card" aria-labelledby="offline-heading">
      <div className="hp-status__icon" aria-hidden="true">
        <Icon path={mdiCloudOffOutline} size="2rem" />
      </div>
      <h1 id="offline-heading">{t('OFFLINE.HEADING')}</h1>
      <p>
        {restart && restart.serial === gateway?.serialNumber
          ? t(restart.kind === 'reboot' ? 'GTW_SETTINGS.RESTARTING_BODY' : 'GTW_SETTINGS.RESETTING_BODY', { name, seconds: Math.round(restart.backInMs / 1000) })
          : t('OFFLINE.BODY', { name })}
      </p>
      <p className="hp-loading" role="status">
        <span className="hp-spinner" aria-hidden="true" />
        {t('OFFLINE.WAITING')}
      </p>
      {user && isAdmin(user) && (
        <button type="button" className="hp-button hp-button--primary" onClick={() => navigate(routes.gate_select)}>
          {t('OFFLINE.CHANGE')}
        </button>
      )}
    </section>
  );
}
