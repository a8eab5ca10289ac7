import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ALARM_PRIORITIES, WAYS_OF_NOTIFY, alarmText, canChangePriority, routes, type Alarm, type AlarmPriorityCode, type WayOfNotifyName } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { QueryView } from '../../components/states';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { AddAlarmDialog, EditAlarmDialog } from './AlarmDialogs';
import { alarmKeys } from './alarmKeys';
import { useAlarmErrorText } from './alarmErrorText';
import { RecipientsDialog } from './RecipientsDialog';
import { useAlarmTable, useNotificationScope, useSetAlarm } from './useAlarms';
import './alarms.css';

/**
 * /alarms (spec 2 §2, §4): the current gateway's alarms with their
 * priority (changed only to a different one), escalation time, ways of
 * notifying and recipients; add, edit (enabled once the name or the
 * description changed) and delete (asked first); and sending the table to
 * the gateways (asked first; errorCode 5 when it has it already).
 */
export function AlarmsPage() {
  usePageTitle('ALARMS.TITLE');
  const { t } = useTranslation();
  const { serial, table, canWrite } = useAlarmTable();
  return (
    <section className="hp-page hp-alarms" aria-labelledby="alarms-heading">
      <header className="hp-page__head">
        <h1 id="alarms-heading">{t('ALARMS.TITLE')}</h1>
        <div className="hp-alarms__head-actions">
          <Link to={routes.notifications_all} className="hp-button hp-button--ghost">
            {t('ALARMS.NOTIFICATIONS_LINK')}
          </Link>
          {canWrite && table.data && <RefreshTable serial={serial} />}
          {canWrite && table.data && <AddAlarmDialog serial={serial} />}
        </div>
      </header>
      <p className="hp-muted">{t(canWrite ? 'ALARMS.INTRO' : 'ALARMS.READ_ONLY')}</p>
      <QueryView query={table} what={t('ALARMS.LOADING')} failed={t('ALARMS.LOAD_FAILED')}>
        {(data) => (
          <>
            <p className="hp-muted" role="status">
              {t(data.sent ? 'ALARMS.TABLE_SENT' : 'ALARMS.TABLE_PENDING')}
            </p>
            {data.alarmList.length === 0 ? (
              <p>{t('ALARMS.EMPTY')}</p>
            ) : (
              <ul className="hp-alarms__list" aria-label={t('ALARMS.LIST')}>
                {data.alarmList.map((alarm) => (
                  <AlarmItem key={alarm._id} alarm={alarm} serial={serial} canWrite={canWrite} />
                ))}
              </ul>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function AlarmItem({ alarm, serial, canWrite }: { alarm: Alarm; serial: string; canWrite: boolean }) {
  const { t } = useTranslation();
  const { name, description } = alarmText(alarm);
  const headingId = `alarm-${alarm.alarmCode}`;
  return (
    <li className="hp-card hp-alarms__item" aria-labelledby={headingId}>
      <div className="hp-alarms__item-head">
        <h2 id={headingId} className="hp-alarms__name">
          {name}
        </h2>
        <span className={`hp-alarms__priority hp-alarms__priority--${alarm.alarmPriority.alarmPriorityCode}`}>{t(`ALARMS.PRIORITY_${alarm.alarmPriority.alarmPriorityCode}`)}</span>
        <span className="hp-muted hp-mono">
          {t('ALARMS.CODE')} {alarm.alarmCode} · {t(alarm.system ? 'ALARMS.SYSTEM' : 'ALARMS.USER')}
        </span>
      </div>
      {description && <p className="hp-muted hp-alarms__desc">{description}</p>}
      <div className="hp-alarms__grid">
        <PriorityControl alarm={alarm} serial={serial} name={name} disabled={!canWrite} />
        <div className="hp-alarms__cell">
          <span className="hp-alarms__label">{t('ALARMS.ESCALATION')}</span>
          <span>{t('ALARMS.SECONDS', { count: alarm.escalationTime })}</span>
        </div>
        <WaysControl alarm={alarm} serial={serial} name={name} disabled={!canWrite} />
      </div>
      <div className="hp-actions hp-alarms__actions">
        <RecipientsDialog alarm={alarm} serial={serial} name={name} canWrite={canWrite} />
        {canWrite && <EditAlarmDialog alarm={alarm} serial={serial} />}
        {canWrite && !alarm.system && <DeleteAlarm alarm={alarm} serial={serial} name={name} />}
      </div>
    </li>
  );
}

/** spec 2 §4: the change is enabled only when the chosen priority differs; "Priority has been changed". */
function PriorityControl({ alarm, serial, name, disabled }: { alarm: Alarm; serial: string; name: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const setAlarm = useSetAlarm(serial);
  const current = alarm.alarmPriority.alarmPriorityCode;
  const [chosen, setChosen] = useState<AlarmPriorityCode>(current);
  const change = useMutation({
    meta: { describeError: errorText },
    mutationFn: () => rest.alarms.updatePriority(alarm._id, chosen),
    onSuccess: (saved) => {
      setAlarm(saved);
      toast(t('ALARMS.PRIORITY_CHANGED'));
    },
  });
  const id = `priority-${alarm.alarmCode}`;
  return (
    <div className="hp-alarms__cell">
      <label className="hp-alarms__label" htmlFor={id}>
        {t('ALARMS.PRIORITY')}
      </label>
      <span className="hp-alarms__inline">
        <select
          id={id}
          aria-label={t('ALARMS.PRIORITY_OF', { name })}
          value={chosen}
          disabled={disabled || change.isPending}
          onChange={(e) => setChosen(Number(e.target.value) as AlarmPriorityCode)}
        >
          {ALARM_PRIORITIES.map((p) => (
            <option key={p} value={p}>
              {t(`ALARMS.PRIORITY_${p}`)}
            </option>
          ))}
        </select>
        {!disabled && (
          <button
            type="button"
            className="hp-button hp-button--small"
            aria-label={t('ALARMS.CHANGE_PRIORITY_OF', { name })}
            disabled={!canChangePriority(current, chosen) || change.isPending}
            onClick={() => change.mutate()}
          >
            {t('ALARMS.CHANGE_PRIORITY')}
          </button>
        )}
      </span>
    </div>
  );
}

/** spec 2 §2: per-alarm notification-way toggles (push, e-mail, SMS, call). */
function WaysControl({ alarm, serial, name, disabled }: { alarm: Alarm; serial: string; name: string; disabled: boolean }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const setAlarm = useSetAlarm(serial);
  const change = useMutation({
    meta: { describeError: errorText },
    mutationFn: ({ way, on }: { way: WayOfNotifyName; on: boolean }) => rest.alarms.updateWays(alarm._id, { wayOfNotify: { [way]: on } }),
    onSuccess: (saved) => {
      setAlarm(saved);
      toast(t('ALARMS.WAYS_CHANGED'));
    },
  });
  return (
    <fieldset className="hp-alarms__cell hp-alarms__ways">
      <legend className="hp-alarms__label">{t('ALARMS.WAYS')}</legend>
      {WAYS_OF_NOTIFY.map((way) => (
        <label key={way} className="hp-check">
          <input
            type="checkbox"
            checked={alarm.wayOfNotify[way]}
            disabled={disabled || change.isPending}
            aria-label={t('ALARMS.WAY_OF', { way: t(`ALARMS.WAY_${way}`), name })}
            onChange={(e) => change.mutate({ way, on: e.target.checked })}
          />{' '}
          {t(`ALARMS.WAY_${way}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** spec 2 §8: "Are you sure you want to remove {alarm} alarm ?". */
function DeleteAlarm({ alarm, serial, name }: { alarm: Alarm; serial: string; name: string }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const queryClient = useQueryClient();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="hp-button hp-button--ghost hp-button--small" aria-label={t('ALARMS.DELETE_NAMED', { name })}>
          {t('ALARMS.DELETE')}
        </button>
      }
      title={t('ALARMS.DELETE_TITLE')}
      body={t('ALARMS.DELETE_BODY', { alarm: name })}
      confirmLabel={t('ALARMS.DELETE')}
      busyLabel={t('ALARMS.DELETING')}
      destructive
      describeError={errorText}
      onConfirm={async () => {
        await rest.alarms.remove(alarm._id);
        await queryClient.invalidateQueries({ queryKey: alarmKeys.table(serial) });
        toast(t('ALARMS.DELETED', { name }));
      }}
    />
  );
}

/** spec 2 §4, §8: asked first; errorCode 5 says the gateways have it already. */
function RefreshTable({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAlarmErrorText();
  const queryClient = useQueryClient();
  // An admin sends the gateway it is connected to; a user every gateway of theirs.
  const scope = useNotificationScope();
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="hp-button hp-button--ghost">
          {t('ALARMS.REFRESH')}
        </button>
      }
      title={t('ALARMS.REFRESH_TITLE')}
      body={t('ALARMS.REFRESH_BODY')}
      confirmLabel={t('ALARMS.REFRESH_CONFIRM')}
      busyLabel={t('ALARMS.REFRESHING')}
      describeError={errorText}
      onConfirm={async () => {
        await rest.alarms.refreshTable(scope ?? undefined);
        await queryClient.invalidateQueries({ queryKey: alarmKeys.table(serial) });
        toast(t('ALARMS.REFRESHED'));
      }}
    />
  );
}
