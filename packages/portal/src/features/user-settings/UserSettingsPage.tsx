import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../binding/usePageTitle';
import { AccessSections } from './access/AccessSections';

/**
 * /user_settings (spec 2 §2). A minimal page holding the access sections
 * only; the profile part of the page (another branch) replaces this file.
 */
export function UserSettingsPage() {
  const { t } = useTranslation();
  usePageTitle('USER_ACCESS.PAGE_TITLE');
  return (
    <section className="hp-page" aria-labelledby="user-settings-heading">
      <header className="hp-page__head">
        <h1 id="user-settings-heading">{t('USER_ACCESS.PAGE_TITLE')}</h1>
      </header>
      <AccessSections />
    </section>
  );
}
