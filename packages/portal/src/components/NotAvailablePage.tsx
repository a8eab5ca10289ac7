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

/** A route whose navigation module is off in this build (spec 1 §6): its menu entry is hidden, and the address says so (docs/decisions.md). */
export function ModuleOffPage() {
  usePageTitle('PAGE_TITLE.MODULE_OFF');
  const { t } = useTranslation();
  return (
    <section className="hp-page">
      <h1>{t('PAGE_TITLE.MODULE_OFF')}</h1>
      <p className="hp-muted">{t('STATUS.MODULE_OFF')}</p>
    </section>
  );
}
