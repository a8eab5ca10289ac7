import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoggedSession } from '@homeport/sdk';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { QueryView } from '../../../components/states';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { accessKeys } from './accessKeys';
import { useAccessErrorText } from './useAccessErrorText';
import { useWhen } from './useWhen';

/** spec 2 §2 "logged-in sessions (manage and log out one or all)": name, client type and device model of each. */
export function SessionsSection() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAccessErrorText();
  const when = useWhen();
  const query = useQuery({ queryKey: accessKeys.sessions(), queryFn: () => rest.userAccess.loggedInSessions() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: accessKeys.sessions() });

  const row = (s: LoggedSession) => {
    const device = s.deviceModel;
    const since = when(s.createdAt);
    return (
      <li key={s.sessionRef} className="hp-access__item">
        <div className="hp-access__what">
          <strong>
            {config.flags.HIDE_SENSITIVE_DATA ? s.username : [s.name, s.lastName].filter(Boolean).join(' ') || s.username} · {device}
          </strong>
          <span className="hp-muted hp-access__sub">
            {t(`USER_ACCESS.SESSIONS.CLIENT_${s.clientType}`)} · {t('USER_ACCESS.SESSIONS.SINCE', { when: since })},{' '}
            {t('USER_ACCESS.SESSIONS.LAST_SEEN', { when: when(s.lastSeenAt) })}
          </span>
          {s.current && (
            <span className="hp-access__badges">
              <span className="hp-badge hp-badge--online">{t('USER_ACCESS.SESSIONS.THIS')}</span>
            </span>
          )}
        </div>
        {!s.current && (
          <div className="hp-access__actions">
            <ConfirmDialog
              trigger={
                <button type="button" className="hp-button hp-button--danger-outline" aria-label={t('USER_ACCESS.SESSIONS.LOG_OUT_LABEL', { device, when: since })}>
                  {t('USER_ACCESS.SESSIONS.LOG_OUT')}
                </button>
              }
              title={t('USER_ACCESS.SESSIONS.LOG_OUT_TITLE')}
              body={<p>{t('USER_ACCESS.SESSIONS.LOG_OUT_BODY', { device })}</p>}
              confirmLabel={t('USER_ACCESS.SESSIONS.LOG_OUT')}
              destructive
              describeError={errorText}
              onConfirm={async () => {
                await rest.userAccess.logoutOne(s.sessionRef);
                toast(t('USER_ACCESS.SESSIONS.LOGGED_OUT', { device }));
                await refresh();
              }}
            />
          </div>
        )}
      </li>
    );
  };

  return (
    <section className="hp-card hp-access__section" aria-labelledby="access-sessions-heading">
      <h2 id="access-sessions-heading" className="hp-access__title">
        {t('USER_ACCESS.SESSIONS.TITLE')}
      </h2>
      <p className="hp-muted">{t('USER_ACCESS.SESSIONS.INTRO')}</p>
      <QueryView query={query} what={t('USER_ACCESS.SESSIONS.LOADING')} failed={t('USER_ACCESS.SESSIONS.LOAD_FAILED')}>
        {(sessions) => {
          const others = sessions.filter((s) => !s.current).length;
          // This session first, then the newest.
          const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.createdAt - a.createdAt);
          return (
            <>
              <ul className="hp-access__list" aria-label={t('USER_ACCESS.SESSIONS.LIST')}>
                {ordered.map(row)}
              </ul>
              {others === 0 ? (
                <p className="hp-muted">{t('USER_ACCESS.SESSIONS.ONLY_THIS')}</p>
              ) : (
                <ConfirmDialog
                  trigger={
                    <button type="button" className="hp-button hp-button--danger-outline">
                      {t('USER_ACCESS.SESSIONS.LOG_OUT_ALL')}
                    </button>
                  }
                  title={t('USER_ACCESS.SESSIONS.LOG_OUT_ALL_TITLE')}
                  body={<p>{t('USER_ACCESS.SESSIONS.LOG_OUT_ALL_BODY')}</p>}
                  confirmLabel={t('USER_ACCESS.SESSIONS.LOG_OUT_ALL')}
                  destructive
                  describeError={errorText}
                  onConfirm={async () => {
                    const { loggedOut } = await rest.userAccess.logoutAll();
                    toast(t('USER_ACCESS.SESSIONS.LOGGED_OUT_ALL', { count: loggedOut }));
                    await refresh();
                  }}
                />
              )}
            </>
          );
        }}
      </QueryView>
    </section>
  );
}
