import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../services/services';
import { useToast } from '../../../binding/useToast';
import { QueryView } from '../../../components/states';
import { ConfirmDialog } from '../../../components/ui/form/ConfirmDialog';
import { sessionAtom } from '../../../state/atoms';
import { accessKeys } from './accessKeys';
import { useAccessErrorText } from './useAccessErrorText';
import { useWhen } from './useWhen';

/** spec 2 §2 "connected clients (tokens)": the OAuth2 clients that reach a gateway of the user's, each removable. */
export function ClientsSection() {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const session = useAtomValue(sessionAtom);
  const userId = session?.userId ?? '';
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const errorText = useAccessErrorText();
  const when = useWhen();
  const query = useQuery({ queryKey: accessKeys.clients(userId), queryFn: () => rest.userAccess.clientTokens(userId), enabled: userId !== '' });
  return (
    <section className="hp-card hp-access__section" aria-labelledby="access-clients-heading">
      <h2 id="access-clients-heading" className="hp-access__title">
        {t('USER_ACCESS.CLIENTS.TITLE')}
      </h2>
      <p className="hp-muted">{t('USER_ACCESS.CLIENTS.INTRO')}</p>
      <QueryView
        query={query}
        what={t('USER_ACCESS.CLIENTS.LOADING')}
        failed={t('USER_ACCESS.CLIENTS.LOAD_FAILED')}
        empty={{ title: t('USER_ACCESS.CLIENTS.EMPTY') }}
        isEmpty={(tokens) => tokens.length === 0}
      >
        {(tokens) => (
          <ul className="hp-access__list" aria-label={t('USER_ACCESS.CLIENTS.LIST')}>
            {tokens.map((token) => {
              const client = token.brand;
              const serial = token.serial_number;
              return (
                <li key={`${token.clientId}:${serial}`} className="hp-access__item">
                  <div className="hp-access__what">
                    <strong>{client}</strong>
                    <span className="hp-muted hp-access__sub">
                      {t('USER_ACCESS.CLIENTS.GATEWAY', { serial })} · {t('USER_ACCESS.CLIENTS.SINCE', { when: when(token.createdAt) })}
                    </span>
                  </div>
                  <div className="hp-access__actions">
                    <ConfirmDialog
                      trigger={
                        <button type="button" className="hp-button hp-button--danger-outline" aria-label={t('USER_ACCESS.CLIENTS.REMOVE_LABEL', { client, serial })}>
                          {t('USER_ACCESS.CLIENTS.REMOVE')}
                        </button>
                      }
                      title={t('USER_ACCESS.CLIENTS.REMOVE_TITLE', { client })}
                      body={<p>{t('USER_ACCESS.CLIENTS.REMOVE_BODY', { client, serial })}</p>}
                      confirmLabel={t('USER_ACCESS.CLIENTS.REMOVE')}
                      destructive
                      describeError={errorText}
                      onConfirm={async () => {
                        await rest.userAccess.deleteClientToken(userId, token.clientId, serial);
                        toast(t('USER_ACCESS.CLIENTS.REMOVED', { client }));
                        await queryClient.invalidateQueries({ queryKey: accessKeys.clients(userId) });
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </section>
  );
}
