import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../binding/usePageTitle';

/** A route of the spec whose section this build does not ship yet (see docs/decisions.md). */
export function NotAvailablePage() {
  usePageTitle('PAGE_TITLE.NOT_AVAILABLE');
  const { t } = useTranslation();
  return (
    <section className="hp-page">
      <h1>{t('PAGE_TITLE.NOT_AVAILABLE')}</h1>
      <p className="hp-muted">{t('STATUS.NOT_AVAILABLE')}</p>
    </section>
  );
}
