import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routes } from '@homeport/sdk';
import { usePageTitle } from '../../../binding/usePageTitle';

export type LegalDocument = 'TERMS' | 'PRIVACY';

/** The sections each document has in the catalogue (LEGAL.{doc}.S1_TITLE, S1_TEXT, ...). */
const SECTIONS = 4;

/** A link to the full text the server names (`url` of /privacy_policy), when it is a web address. */
function externalUrl(url: string | null): string | null {
  if (!url || url.length > 2048) return null;
  try {
    const parsed = new URL(url, window.location.href);
    return /^https?:$/.test(parsed.protocol) ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The terms of service and privacy policy pages (spec 1 §2.1): open to
 * everyone. The German routes (/agb, /de/datenschutz) show the English text
 * with a note: en_EN is the only language of this build (docs/decisions.md).
 * /privacy_policy reads only `url` (a link to the full text); it never reads
 * the `ident` and `sec` it may carry (a password does not belong in a URL).
 */
export function LegalPage({ document, german = false }: { document: LegalDocument; german?: boolean }) {
  usePageTitle(`PAGE_TITLE.${document}`);
  const { t } = useTranslation();
  const full = externalUrl(useSearchParams()[0].get('url'));
  const other = document === 'TERMS' ? { to: routes.privacy_policy_page, key: 'LEGAL.PRIVACY.HEADING' } : { to: routes.terms_of_service, key: 'LEGAL.TERMS.HEADING' };

  return (
    <main className="hp-legal" id="main">
      <article className="hp-card" aria-labelledby="legal-heading">
        <h1 id="legal-heading">{t(`LEGAL.${document}.HEADING`)}</h1>
        <p className="hp-muted">{t('LEGAL.UPDATED')}</p>
        {german && <p className="hp-login-message hp-login-message--info">{t('LEGAL.GERMAN_NOTE')}</p>}
        {Array.from({ length: SECTIONS }, (_, i) => (
          <section key={i} aria-labelledby={`legal-s${i + 1}`}>
            <h2 id={`legal-s${i + 1}`}>{t(`LEGAL.${document}.S${i + 1}_TITLE`)}</h2>
            <p>{t(`LEGAL.${document}.S${i + 1}_TEXT`)}</p>
          </section>
        ))}
        {full && (
          <p>
            <a href={full} target="_blank" rel="noreferrer">
              {t('LEGAL.FULL_TEXT')}
            </a>
          </p>
        )}
        <p className="hp-auth__links">
          <Link to={other.to}>{t(other.key)}</Link>
          <Link to={routes.login}>{t('LEGAL.TO_PORTAL')}</Link>
        </p>
      </article>
    </main>
  );
}
