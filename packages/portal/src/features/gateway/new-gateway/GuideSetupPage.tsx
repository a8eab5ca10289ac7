import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routes } from '@homeport/sdk';
import { usePageTitle } from '../../../binding/usePageTitle';
import '../gtw-settings/gtw-settings.css';

const STEPS = [1, 2, 3, 4, 5] as const;

/** /guide_setup (spec 2 §2): how to set up a new gateway, ending at /new_gateway. */
export function GuideSetupPage() {
  usePageTitle('GUIDE_SETUP.TITLE');
  const { t } = useTranslation();
  return (
    <section className="hp-page" aria-labelledby="guide-heading">
      <h1 id="guide-heading">{t('GUIDE_SETUP.HEADING')}</h1>
      <div className="hp-card hp-settings__section">
        <p>{t('GUIDE_SETUP.INTRO')}</p>
        <ol className="hp-guide">
          {STEPS.map((step) => (
            <li key={step} className="hp-guide__step">
              <h2 className="hp-settings__title">{t(`GUIDE_SETUP.STEP_${step}_TITLE`)}</h2>
              <p>{t(`GUIDE_SETUP.STEP_${step}`)}</p>
            </li>
          ))}
        </ol>
        <Link className="hp-button hp-button--primary" to={routes.new_gateway}>
          {t('GUIDE_SETUP.CONTINUE')}
        </Link>
      </div>
    </section>
  );
}
