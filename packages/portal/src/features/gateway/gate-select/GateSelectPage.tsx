import { useSetAtom } from 'jotai';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCount, AdminGatewayRow } from '@homeport/sdk';
import { useServices } from '../../../app/services';
import { usePageTitle } from '../../../binding/usePageTitle';
import { useToast } from '../../../binding/useToast';
import { Loading } from '../../../components/Loading';
import { chosenSerialAtom } from '../../../state/atoms';
import { ConnectingDialog } from './ConnectingDialog';
import { useGatewaySelection } from './useGatewaySelection';

type List = { state: 'loading' } | { state: 'error' } | { state: 'ready'; rows: AdminGatewayRow[]; count: number; counts: AdminCount };

/** The admin's gateway list (spec 3 §2 "Gateway selection screen"). */
export function GateSelectPage() {
  usePageTitle('PAGE_TITLE.GATE_SELECT');
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const setChosen = useSetAtom(chosenSerialAtom);
  const pageSize = config.constants.gatewayListPageSize;
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState('');
  const [searchText, setSearchText] = useState('');
  const [list, setList] = useState<List>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const { selection, select, cancel } = useGatewaySelection();

  // spec 1 §4.2: entering gate selection clears the admin's chosen gateway.
  useEffect(() => setChosen(null), [setChosen]);

  useEffect(() => {
    let cancelled = false;
    setList({ state: 'loading' });
    const q = searchText ? { searchText } : {};
    Promise.all([rest.gateways.adminList({ page, limit: pageSize, ...q }), rest.gateways.adminCount(q)])
      .then(([rows, counts]) => !cancelled && setList({ state: 'ready', rows: rows.data, count: rows.count, counts }))
      .catch(() => !cancelled && setList({ state: 'error' }));
    return () => {
      cancelled = true;
    };
  }, [rest, page, pageSize, searchText, reload]);

  // spec 1 §9: Enter starts the search, Escape cancels it.
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      setPage(1);
      setSearchText(draft.trim());
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setDraft('');
      setPage(1);
      setSearchText('');
    }
  };

  const pages = list.state === 'ready' ? Math.max(1, Math.ceil(list.count / pageSize)) : 1;

  return (
    <section className="hp-page" aria-labelledby="gate-heading">
      <h1 id="gate-heading">{t('GATE_SELECT.HEADING')}</h1>
      {list.state === 'ready' && (
        <dl className="hp-counters">
          <div className="hp-card">
            <dt>{t('GATE_SELECT.TOTAL')}</dt>
            <dd>{list.counts.count}</dd>
          </div>
          <div className="hp-card">
            <dt>{t('GATE_SELECT.ASSIGNED')}</dt>
            <dd>{list.counts.assign}</dd>
          </div>
          <div className="hp-card">
            <dt>{t('GATE_SELECT.ONLINE')}</dt>
            <dd>{list.counts.online}</dd>
          </div>
        </dl>
      )}
      <div className="hp-search">
        <input
          type="search"
          aria-label={t('GATE_SELECT.SEARCH')}
          aria-describedby="gate-search-hint"
          placeholder={t('GATE_SELECT.SEARCH')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onSearchKey}
        />
        <span id="gate-search-hint" className="hp-muted">
          {t('GATE_SELECT.SEARCH_HINT')}
        </span>
      </div>
      {list.state === 'loading' && <Loading />}
      {list.state === 'error' && (
        <div role="alert" className="hp-alert">
          {t('ERRORS.00001')}{' '}
          <button type="button" className="hp-button hp-button--ghost" onClick={() => setReload((n) => n + 1)}>
            {t('APP.RETRY')}
          </button>
        </div>
      )}
      {list.state === 'ready' && list.rows.length === 0 && <p className="hp-muted">{t('GATE_SELECT.EMPTY')}</p>}
      {list.state === 'ready' && list.rows.length > 0 && (
        <div className="hp-card hp-table-wrap">
          <table className="hp-table">
            <thead>
              <tr>
                <th scope="col">{t('GATE_SELECT.SERIAL')}</th>
                <th scope="col">{t('GATE_SELECT.NAME')}</th>
                <th scope="col">{t('GATE_SELECT.MODEL')}</th>
                <th scope="col">{t('GATE_SELECT.OWNER')}</th>
                <th scope="col">{t('GATE_SELECT.REGION')}</th>
                <th scope="col">{t('GATE_SELECT.STATUS')}</th>
                <th scope="col">
                  <span className="hp-visually-hidden">{t('GATE_SELECT.ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.serialNumber}>
                  <td className="hp-mono">{row.serialNumber}</td>
                  <td>{row.name}</td>
                  <td>{row.model}</td>
                  <td>{row.ownerUsername ?? <span className="hp-muted">{t('GATE_SELECT.UNASSIGNED')}</span>}</td>
                  <td>{row.region}</td>
                  <td>
                    <span className={`hp-badge hp-badge--${row.connectionStatus}`}>{row.connectionStatus === 'online' ? t('GTW.ONLINE') : t('GTW.OFFLINE')}</span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="hp-button hp-button--small"
                      aria-label={t('GATE_SELECT.CONNECT_TO', { serial: row.serialNumber })}
                      onClick={() => void select(row).then((outcome) => outcome === 'ignored' && toast(t('GATE_SELECT.REPLACEMENT_IGNORED')))}
                    >
                      {t('GATE_SELECT.CONNECT')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {list.state === 'ready' && list.count > pageSize && (
        <nav className="hp-pagination" aria-label={t('GATE_SELECT.PAGINATION')}>
          <button type="button" className="hp-button hp-button--ghost" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('GATE_SELECT.PREVIOUS')}
          </button>
          <span>{t('GATE_SELECT.PAGE', { page, pages })}</span>
          <button type="button" className="hp-button hp-button--ghost" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('GATE_SELECT.NEXT')}
          </button>
        </nav>
      )}
      <ConnectingDialog selection={selection} onCancel={cancel} />
    </section>
  );
}
