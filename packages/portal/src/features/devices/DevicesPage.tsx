import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ACTION_ICONS, Icon } from '@homeport/widgets';
import { hasWriteAccess, isVirtualGateway, routes } from '@homeport/sdk';
import { useCurrentGatewayQuery } from '../../services/currentGateway';
import { useLinkTrouble } from '../../services/linkStatus';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { LinkTroubleState } from '../../components/LinkTroubleState';
import { EmptyState, ErrorState, LoadingState, QueryView } from '../../components/states';
import { gatewayAtom, userAtom } from '../../state/atoms';
import { DevicesTable } from './list/DevicesTable';
import { QuickControls } from './list/QuickControls';
import { useCurrentHandle } from './useCurrentHandle';
import { useDeviceList } from './useDeviceList';
import { useSetFailureToasts } from './useSetFailureToasts';

/** The devices of the current gateway as quick controls or as a table (spec 2 §2 "Devices screen"). */
export function DevicesPage() {
  usePageTitle('PAGE_TITLE.DEVICES');
  const { t } = useTranslation();
  const { config } = useServices();
  const gatewayQuery = useCurrentGatewayQuery();
  const handle = useCurrentHandle();
  const table = useLocation().pathname === routes.devices_table;
  const list = useDeviceList(handle);
  useSetFailureToasts(handle);
  const user = useAtomValue(userAtom);
  const gateway = useAtomValue(gatewayAtom);
  const ready = list.state === 'ready' && !!handle;
  // The list comes over the link: while it is not read, the link's trouble is the page's.
  const trouble = useLinkTrouble(!!gateway && !ready);
  const canWrite = !!user && hasWriteAccess(user, gateway, config);
  // spec 1 §6: the virtual model hides the controls; other read-only viewers see them disabled.
  const virtual = isVirtualGateway(gateway, config);

  let body: ReactNode;
  if (!gateway) {
    body = (
      <QueryView query={gatewayQuery} what={t('FAILURES.GATEWAY_LOADING')} failed={t('FAILURES.GATEWAY_INFO')}>
        {() => null}
      </QueryView>
    );
  } else if (ready && list.ids.length === 0) {
    body = <EmptyState title={t('FAILURES.DEVICES_EMPTY')} hint={t('FAILURES.DEVICES_EMPTY_HINT')} />;
  } else if (ready) {
    body = (
      <>
        {!canWrite && <p className="hp-muted">{t(virtual ? 'DEVICES.VIRTUAL_HINT' : 'DEVICE_PAGE.READ_ONLY_HINT')}</p>}
        {table ? (
          <DevicesTable handle={handle} canUpgrade={canWrite && config.flags.ZOTA} />
        ) : (
          <QuickControls handle={handle} ids={list.ids} canWrite={canWrite} showControls={!virtual} />
        )}
      </>
    );
  } else if (trouble) {
    body = <LinkTroubleState trouble={trouble} />;
  } else if (list.state === 'error') {
    body = <ErrorState title={t('FAILURES.DEVICES_FAILED')} error={list.error} onRetry={() => void handle?.devices.reload()} />;
  } else {
    body = <LoadingState what={t('FAILURES.DEVICES_LOADING')} onRetry={() => void handle?.devices.reload()} />;
  }

  return (
    <section className="hp-page" aria-labelledby="devices-heading">
      <header className="hp-page__head">
        <h1 id="devices-heading">{t('DEVICES.HEADING')}</h1>
        {canWrite && !virtual && config.flags.DEVICE_MANIPULATION && (
          <Link to={routes.add_device} className="hp-button hp-button--primary">
            <Icon path={ACTION_ICONS.add} /> {t('PAIRING.TITLE')}
          </Link>
        )}
      </header>
      <nav className="hp-view-switch" aria-label={t('DEVICES_LIST.VIEWS')}>
        <Link to={routes.quick_controls} className="hp-view-switch__link" aria-current={!table ? 'page' : undefined}>
          {t('DEVICES_LIST.QUICK_CONTROLS')}
        </Link>
        <Link to={routes.devices_table} className="hp-view-switch__link" aria-current={table ? 'page' : undefined}>
          {t('DEVICES_LIST.TABLE')}
        </Link>
      </nav>
      <h2 className="hp-section-title">{t(table ? 'DEVICES_LIST.TABLE' : 'DEVICES.QUICK_CONTROLS')}</h2>
      {body}
    </section>
  );
}
