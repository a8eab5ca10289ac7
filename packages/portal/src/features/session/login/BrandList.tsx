import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../services/services';
import { queryKeys } from '../../../state/queryKeys';

/** A brand's mark: its initial in a disc (brand artwork is the partner's to supply). */
export function BrandBadge({ name }: { name: string }) {
  return (
    <span className="hp-brand-badge" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * The login brand list (spec 1 §6 flag BRAND_LIST, §3 brand entry): the
 * voice assistants a Homeport account can be linked with. Nothing is shown
 * while it loads or when the server has none.
 */
export function BrandList() {
  const { t } = useTranslation();
  const { rest } = useServices();
  const brands = (useQuery({ queryKey: queryKeys.brands(null), queryFn: () => rest.sso.brands() }).data ?? []).filter((b) => b.isActive && b.environment !== null);
  if (brands.length === 0) return null;
  return (
    <section className="hp-brand-list" aria-labelledby="brand-list-heading">
      <h2 id="brand-list-heading">{t('OAUTH.WORKS_WITH')}</h2>
      <ul>
        {brands.map((b) => (
          <li key={b.clientId}>
            <BrandBadge name={b.brand} />
            <span>{b.environment === b.brand ? b.brand : t('OAUTH.BRAND_ENVIRONMENT', { brand: b.brand, environment: b.environment })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
