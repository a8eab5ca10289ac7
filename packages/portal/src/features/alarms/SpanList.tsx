import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPAN_PAGE_SIZE, type AlarmSpan } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { TablePager } from '../../components/ui/table/TablePager';
import { alarmKeys } from './alarmKeys';

/** The saved spans (spec 2 §2, §9: 5 a page): how long each reacted alarm stood; choosing one shows its period. */
export function SpanList({ scope, onChoose }: { scope: string | null; onChoose: (span: AlarmSpan) => void }) {
  const { t, i18n } = useTranslation();
  const { rest } = useServices();
  const [page, setPage] = useState(1);
  const spans = useQuery({ queryKey: alarmKeys.spans(scope), queryFn: () => rest.alarms.spans(scope ?? undefined) });
  const list = spans.data ?? [];
  const shown = list.slice((page - 1) * SPAN_PAGE_SIZE, page * SPAN_PAGE_SIZE);
  const time = (epoch: number) => new Date(epoch).toLocaleString(i18n.language.replace('_', '-'), { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section className="hp-card hp-notifications__spans" aria-labelledby="spans-heading">
      <h2 id="spans-heading">{t('NOTIFICATIONS.SPANS')}</h2>
      {list.length === 0 ? (
        <p className="hp-muted">{t('NOTIFICATIONS.SPANS_EMPTY')}</p>
      ) : (
        <>
          <p className="hp-muted">{t('NOTIFICATIONS.SPANS_HINT')}</p>
          <ul className="hp-notifications__span-list">
            {shown.map((span) => (
              <li key={span.notificationId}>
                <button type="button" className="hp-link-button" onClick={() => onChoose(span)}>
                  {t('NOTIFICATIONS.SPAN', { name: span.alarmName, from: time(span.from), to: time(span.to) })}
                </button>
              </li>
            ))}
          </ul>
          <TablePager page={page} pageSize={SPAN_PAGE_SIZE} total={list.length} onPage={setPage} onPageSize={() => undefined} />
        </>
      )}
    </section>
  );
}
