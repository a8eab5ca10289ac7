import { useTranslation } from 'react-i18next';
import type { UserDetails } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { ConfirmDialog } from '../../components/ui/form/ConfirmDialog';
import { SettingsCard } from './SettingsCard';
import { useExternalPortal, useProfileWrite } from './useUserSettings';

/** The external portal link (spec 2 §2, §6 EXTERNAL_PORTAL; GET /auth/getExtenalPortalEndpoint). */
export function ExternalPortalSection() {
  const { t } = useTranslation();
  const portal = useExternalPortal(true);
  return (
    <SettingsCard id="external-portal" title={t('USER_SETTINGS.EXTERNAL_PORTAL')}>
      <p className="hp-muted">{t('USER_SETTINGS.EXTERNAL_PORTAL_INTRO')}</p>
      {portal.data ? (
        <a className="hp-button" href={portal.data.url} target="_blank" rel="noopener noreferrer">
          {t('USER_SETTINGS.EXTERNAL_PORTAL_OPEN')}
        </a>
      ) : portal.isError ? (
        <p role="alert">{t('USER_SETTINGS.EXTERNAL_PORTAL_FAILED')}</p>
      ) : null}
    </SettingsCard>
  );
}

/** Delete account (spec 2 §4): asks first, then marks the profile for deletion; the button stays disabled after. */
export function DeleteAccountSection({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const mark = useProfileWrite((id, _none: null) => rest.profile.update(id, { isProfileMarkedForDeletion: true }), { done: t('USER_SETTINGS.DELETE_REQUESTED'), words: 'server' });
  const marked = user.isProfileMarkedForDeletion === true;
  return (
    <SettingsCard id="delete-account" title={t('USER_SETTINGS.DELETE_ACCOUNT')}>
      <p className="hp-muted">{t('USER_SETTINGS.DELETE_INTRO')}</p>
      {marked && <p role="status">{t('USER_SETTINGS.DELETE_REQUESTED')}</p>}
      {marked ? (
        <button type="button" className="hp-button hp-button--danger" disabled>
          {t('USER_SETTINGS.DELETE_PENDING')}
        </button>
      ) : (
        <ConfirmDialog
          trigger={
            <button type="button" className="hp-button hp-button--danger">
              {t('USER_SETTINGS.DELETE_BUTTON')}
            </button>
          }
          title={t('USER_SETTINGS.DELETE_TITLE')}
          body={t('USER_SETTINGS.DELETE_BODY')}
          confirmLabel={t('USER_SETTINGS.DELETE_CONFIRM')}
          destructive
          onConfirm={() => mark.mutateAsync(null)}
        />
      )}
    </SettingsCard>
  );
}

/** Whether this build shows the external portal link. */
export function useShowsExternalPortal(): boolean {
  return useServices().config.flags.EXTERNAL_PORTAL;
}
