import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface TablePagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The page sizes the person may choose; one or none shows no choice. */
  pageSizes?: number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * Previous and next, where the person is ("11–20 of 42"), and the page
 * size when there is a choice. spec 3 §2: paging shows only when there is
 * more than one page (of the smallest size on offer).
 */
export function TablePager({ page, pageSize, total, pageSizes = [], onPage, onPageSize }: TablePagerProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const smallest = Math.min(pageSize, ...pageSizes);
  if (total <= smallest) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="hp-pager" aria-label={t('TABLE.PAGINATION')}>
      {pageSizes.length > 1 && (
        <span className="hp-pager__size">
          <label htmlFor={sizeId}>{t('TABLE.PAGE_SIZE')}</label>
          <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </span>
      )}
      <span className="hp-pager__range" aria-live="polite">
        {t('TABLE.RANGE', { first, last, total })}
      </span>
      <span className="hp-pager__steps">
        <button type="button" className="hp-button hp-button--ghost hp-button--small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('TABLE.PREVIOUS')}
        </button>
        <span>{t('TABLE.PAGE', { page, pages })}</span>
        <button type="button" className="hp-button hp-button--ghost hp-button--small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('TABLE.NEXT')}
        </button>
      </span>
    </nav>
  );
}
