import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../binding/usePageTitle';
import { QueryView } from '../../components/states';
import { DeleteAccountSection, ExternalPortalSection, useShowsExternalPortal } from './AccountSections';
import { AccessSections } from './access/AccessSections';
import { AddressesSection } from './AddressesSection';
import { ContactsSection } from './ContactsSection';
import { PasswordSection } from './PasswordSection';
import { AnnouncementsSection, LanguageSection, ProfileSection } from './ProfileSections';
import { useProfile } from './useUserSettings';
import './user-settings.css';

/**
 * /user_settings (spec 2 §2 "User settings"): the signed-in user's profile,
 * language, announcement opt-in, e-mail and phone contacts, addresses,
 * linked accounts, sessions, connected clients and the personal data
 * export, the external portal link, password change and account deletion. The
 * change-password and delete-account states share this URL (spec 1 §2).
 */
export function UserSettingsPage() {
  usePageTitle('USER_SETTINGS.TITLE');
  const { t } = useTranslation();
  const profile = useProfile();
  const externalPortal = useShowsExternalPortal();
  return (
    <section className="hp-page hp-user-settings" aria-labelledby="user-settings-heading">
      <header className="hp-page__head">
        <h1 id="user-settings-heading">{t('USER_SETTINGS.TITLE')}</h1>
      </header>
      <p className="hp-muted">{t('USER_SETTINGS.INTRO')}</p>
      <QueryView query={profile} what={t('USER_SETTINGS.LOADING')} failed={t('USER_SETTINGS.LOAD_FAILED')}>
        {(user) => (
          <div className="hp-user-settings__grid">
            <ProfileSection key={`${user.firstName}|${user.lastName}`} user={user} />
            <LanguageSection user={user} />
            <AnnouncementsSection user={user} />
            <ContactsSection user={user} contactType="email" />
            <ContactsSection user={user} contactType="phone" />
            <AddressesSection user={user} />
            <AccessSections />
            {externalPortal && <ExternalPortalSection />}
            <PasswordSection />
            <DeleteAccountSection user={user} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
