import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ALARM_PRIORITIES,
  NOTIFICATION_FILTERS,
  NOTIFICATION_PAGE_SIZE,
  NotificationFilterCode,
  formatUnreadCount,
  mayWriteGateway,
  routePath,
  routes,
  type AlarmNotification,
  type AlarmPriorityCode,
  type NotificationFilter,
  type NotificationGroup,
  type NotificationListRequest,
  type NotificationPage,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { QueryView } from '../../components/states';
import { TablePager } from '../../components/ui/table/TablePager';
import { gatewayAtom, userAtom } from '../../state/atoms';
import { alarmKeys } from './alarmKeys';
import { EscalationTimes } from './EscalationTimes';
import { NotificationDetails, ReactDialog } from './NotificationDialogs';
import { SpanList } from './SpanList';
import { useAlarmEvents } from './useAlarmEvents';
import { useNotificationScope } from './useAlarms';
import './alarms.css';

/** A date input's day as epoch ms: its start, or (end) its last millisecond, in the browser's time zone. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime();
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999`).getTime();
const dayOf = (epoch: number) => {
  const d = new Date(epoch);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** What the list shows: the filter (reacted or not), a priority and a day range; any change returns to page 1. */
interface NotificationFilters {
  filterBy: NotificationFilter;
  priority: AlarmPriorityCode | null;
  /** Date inputs' days (`YYYY-MM-DD`), or ''. */
  from: string;
  to: string;
}

type ChangeFilters = (change: Partial<NotificationFilters>) => void;

/**
 * /notifications_all and /notifications/{alarmCode} (spec 2 §2, §4, §9): 10
 * a page, newest first, with the filter (default 3, all), priority, date
 * range, legend, the saved spans (5 a page), details and the react dialog;
 * the unread counter (up to 99999+) goes down as anyone reacts (live
 * events). An admin connected to a gateway sees only its notifications.
 */
export function NotificationsPage() {
  const { alarmCode: codeParam } = useParams();
  const alarmCode = codeParam !== undefined && /^\d{1,6}$/.test(codeParam) ? Number(codeParam) : undefined;
  usePageTitle('NOTIFICATIONS.TITLE');
  useAlarmEvents();
  const { rest, config } = useServices();
  const scope = useNotificationScope();
  const serialNumber = scope ?? undefined;
  const [filters, setFilters] = useState<NotificationFilters>({ filterBy: NotificationFilterCode.all, priority: null, from: '', to: '' });
  const [page, setPage] = useState(1);
  const changeFilters: ChangeFilters = (change) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const request: NotificationListRequest = {
    page,
    limit: NOTIFICATION_PAGE_SIZE,
    filterBy: filters.filterBy,
    ...(alarmCode === undefined ? {} : { alarmCode }),
    ...(serialNumber === undefined ? {} : { serialNumber }),
    ...(filters.priority === null ? {} : { priority: filters.priority }),
    ...(filters.from ? { from: dayStart(filters.from) } : {}),
    ...(filters.to ? { to: dayEnd(filters.to) } : {}),
  };
  const list = useQuery({ queryKey: alarmKeys.notifications(request), queryFn: () => rest.alarms.notifications(request), placeholderData: keepPreviousData });
  const groups = useQuery({ queryKey: alarmKeys.groups(scope), queryFn: () => rest.alarms.notificationGroups(serialNumber) });
  const name = alarmCode === undefined ? null : (groups.data?.find((g) => g.alarmCode === alarmCode)?.alarmName ?? `${alarmCode}`);

  return (
    <section className="hp-page hp-notifications" aria-labelledby="notifications-heading">
      <NotificationsHead name={name} scope={scope} />
      {alarmCode === undefined && <GroupLinks groups={groups.data ?? []} />}
      <FilterBar filters={filters} onChange={changeFilters} />
      <Legend />
      <NotificationList query={list} page={page} onPage={setPage} />
      <div className="hp-notifications__side">
        <SpanList scope={scope} onChoose={(span) => changeFilters({ from: dayOf(span.from), to: dayOf(span.to), filterBy: NotificationFilterCode.all })} />
        {config.flags.SHOW_ALARM_ESCALATIONS_TABLE && <EscalationTimes />}
      </div>
    </section>
  );
}

/** The heading (all notifications, or one alarm's) with the unread counter, and the links to all and to the alarms. */
function NotificationsHead({ name, scope }: { name: string | null; scope: string | null }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const unread = useQuery({ queryKey: alarmKeys.unread(scope), queryFn: () => rest.alarms.unreadCount(scope ?? undefined) });
  const count = unread.data?.count ?? 0;
  const gateway = useAtomValue(gatewayAtom);
  return (
    <header className="hp-page__head">
      <h1 id="notifications-heading">
        {name === null ? t('NOTIFICATIONS.TITLE') : t('NOTIFICATIONS.TITLE_CODE', { name })}{' '}
        <span className="hp-badge hp-notifications__unread" aria-label={t('NOTIFICATIONS.UNREAD_COUNT', { count })} role="status">
          {formatUnreadCount(count)}
        </span>
      </h1>
      <div className="hp-alarms__head-actions">
        {name !== null && (
          <Link to={routes.notifications_all} className="hp-button hp-button--ghost">
            {t('NOTIFICATIONS.ALL_LINK')}
          </Link>
        )}
        {/* Alarm settings are a gateway's: an admin who has chosen none is not sent to the gateway list unasked. */}
        {gateway && (
          <Link to={routes.alarms} className="hp-button hp-button--ghost">
            {t('NOTIFICATIONS.ALARMS_LINK')}
          </Link>
        )}
      </div>
    </header>
  );
}

/** Each alarm with notifications, a link to its own list with its counts. */
function GroupLinks({ groups }: { groups: NotificationGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <nav className="hp-notifications__groups" aria-label={t('NOTIFICATIONS.GROUPS')}>
      {groups.map((g) => (
        <Link key={g.alarmCode} to={routePath('notifications', { alarmCode: g.alarmCode })} className="hp-chip">
          {t('NOTIFICATIONS.GROUP_LINK', { name: g.alarmName, count: g.notReacted, total: g.total })}
        </Link>
      ))}
    </nav>
  );
}

function FilterBar({ filters, onChange }: { filters: NotificationFilters; onChange: ChangeFilters }) {
  const { t } = useTranslation();
  const { filterBy, priority, from, to } = filters;
  return (
    <div className="hp-notifications__filters" role="group" aria-label={t('NOTIFICATIONS.FILTERS')}>
      <label className="hp-field">
        {t('NOTIFICATIONS.FILTER')}
        <select value={filterBy} onChange={(e) => onChange({ filterBy: Number(e.target.value) as NotificationFilter })}>
          {NOTIFICATION_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`NOTIFICATIONS.FILTER_${f}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="hp-field">
        {t('NOTIFICATIONS.PRIORITY_FILTER')}
        <select value={priority ?? ''} onChange={(e) => onChange({ priority: e.target.value === '' ? null : (Number(e.target.value) as AlarmPriorityCode) })}>
          <option value="">{t('NOTIFICATIONS.ANY_PRIORITY')}</option>
          {ALARM_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`ALARMS.PRIORITY_${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="hp-field">
        {t('NOTIFICATIONS.FROM')}
        <input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
      </label>
      <label className="hp-field">
        {t('NOTIFICATIONS.TO')}
        <input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
      </label>
      {(from || to) && (
        <button type="button" className="hp-button hp-button--ghost hp-button--small" onClick={() => onChange({ from: '', to: '' })}>
          {t('NOTIFICATIONS.CLEAR_DATES')}
        </button>
      )}
    </div>
  );
}

function NotificationList({ query, page, onPage }: { query: UseQueryResult<NotificationPage>; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <QueryView query={query} what={t('NOTIFICATIONS.LOADING')} failed={t('NOTIFICATIONS.LOAD_FAILED')}>
      {(data) =>
        data.notifications.length === 0 ? (
          <p className="hp-muted">{t('NOTIFICATIONS.EMPTY')}</p>
        ) : (
          <>
            <div className="hp-table-wrap">
              <table className="hp-table hp-notifications__table" aria-label={t('NOTIFICATIONS.LIST')}>
                <thead>
                  <tr>
                    <th scope="col">{t('NOTIFICATIONS.WHEN')}</th>
                    <th scope="col">{t('NOTIFICATIONS.ALARM')}</th>
                    <th scope="col">{t('ALARMS.PRIORITY')}</th>
                    <th scope="col">{t('NOTIFICATIONS.GATEWAY')}</th>
                    <th scope="col">{t('NOTIFICATIONS.STATUS')}</th>
                    <th scope="col">{t('ALARMS.ACTIONS')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.notifications.map((n) => (
                    <NotificationRow key={n.notificationId} notification={n} />
                  ))}
                </tbody>
              </table>
            </div>
            <TablePager page={page} pageSize={NOTIFICATION_PAGE_SIZE} total={data.total} onPage={onPage} onPageSize={() => undefined} />
          </>
        )
      }
    </QueryView>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <section className="hp-notifications__legend" aria-label={t('NOTIFICATIONS.LEGEND')}>
      <span>
        <span className="hp-notifications__mark hp-notifications__mark--open" aria-hidden="true" /> {t('NOTIFICATIONS.LEGEND_OPEN')}
      </span>
      <span>
        <span className="hp-notifications__mark hp-notifications__mark--reacted" aria-hidden="true" /> {t('NOTIFICATIONS.LEGEND_REACTED')}
      </span>
      {ALARM_PRIORITIES.map((p) => (
        <span key={p} className={`hp-alarms__priority hp-alarms__priority--${p}`}>
          {t(`ALARMS.PRIORITY_${p}`)}
        </span>
      ))}
    </section>
  );
}

function NotificationRow({ notification: n }: { notification: AlarmNotification }) {
  const { t, i18n } = useTranslation();
  const { config } = useServices();
  const user = useAtomValue(userAtom);
  const when = new Date(n.timeOfEventGeneration).toLocaleString(i18n.language.replace('_', '-'));
  const name = n.alarmNotifParams.alarmName;
  const canReact = !n.isReacted && !!user && mayWriteGateway(user, { userId: null, serialNumber: n.serialNumber }, config);
  const status = n.isReacted
    ? t('NOTIFICATIONS.STATUS_REACTED')
    : n.escalationStep > 0
      ? t('NOTIFICATIONS.STATUS_ESCALATED', { step: n.escalationStep })
      : t('NOTIFICATIONS.STATUS_OPEN');
  return (
    <tr className={n.isReacted ? 'hp-notifications__row--reacted' : 'hp-notifications__row--open'}>
      <td data-label={t('NOTIFICATIONS.WHEN')}>
        <span className={`hp-notifications__mark hp-notifications__mark--${n.isReacted ? 'reacted' : 'open'}`} aria-hidden="true" /> {when}
      </td>
      <td data-label={t('NOTIFICATIONS.ALARM')}>
        <Link to={routePath('notifications', { alarmCode: n.alarmNotifParams.alarmCode })}>{name}</Link>
      </td>
      <td data-label={t('ALARMS.PRIORITY')}>
        <span className={`hp-alarms__priority hp-alarms__priority--${n.alarmNotifParams.priority}`}>{t(`ALARMS.PRIORITY_${n.alarmNotifParams.priority}`)}</span>
      </td>
      <td data-label={t('NOTIFICATIONS.GATEWAY')} className="hp-mono">
        {n.serialNumber}
      </td>
      <td data-label={t('NOTIFICATIONS.STATUS')}>{status}</td>
      <td data-label={t('ALARMS.ACTIONS')} className="hp-actions">
        <NotificationDetails notification={n} when={when} />
        {canReact && <ReactDialog notification={n} when={when} />}
      </td>
    </tr>
  );
}
