import { useTranslation } from 'react-i18next';
import { FrameIcon } from './FrameIcon';

/**
 * The product's mark and name, as the header and the sign-in cards show it.
 * `large` on the sign-in cards, where the heading below names the page, so
 * the brand is hidden from assistive tech there.
 */
export function Brand({ large = false }: { large?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={large ? 'hp-brand hp-brand--large' : 'hp-brand'} aria-hidden={large || undefined}>
      <span className="hp-brand__mark" aria-hidden="true">
        <FrameIcon name="home" />
      </span>
      <span className="hp-brand__name">{t('APP.TITLE')}</span>
    </div>
  );
}
