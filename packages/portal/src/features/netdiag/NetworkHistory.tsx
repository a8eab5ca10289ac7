import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_SPAN_PAGE_SIZE } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { QueryView } from '../../components/states';
import { netdiagKeys } from './netdiagKeys';
import { TopologyView } from './TopologyView';

const localeOf = (language: string) => language.replace('_', '-');

export function useTimeFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const times = new Intl.DateTimeFormat(localeOf(i18n.language), { dateStyle: 'medium', timeStyle: 'medium' });
    return (ms: number) => times.format(new Date(ms));
  }, [i18n.language]);
}

/** A day picked in the date picker (yyyy-mm-dd, the reader's day) as a range of ms. */
function dayRange(day: string): { from: number; to: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const from = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])).getTime();
  return { from, to: from + 86_400_000 - 1 };
}

/**
 * The network's history (spec 2 §2 "history with image paging, span list (3
 * per page) and date picker"; §8 "There is no network snapshot caught
 * yet!"): the kept images one a page, newest first, within a span or a day
 * when one is chosen; the spans 3 a page. Each image is drawn as it was,
 * its routes aged against the time it was caught.
 */
export function NetworkHistory({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const time = useTimeFormat();
  const [spanPage, setSpanPage] = useState(0);
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const [day, setDay] = useState('');
  const [imagePage, setImagePage] = useState(0);

  const spans = useQuery({
    queryKey: netdiagKeys.spans(serial, spanPage),
    queryFn: () => rest.netdiag.spans({ serialNumber: serial, page: spanPage, limit: NETWORK_SPAN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const params = { serialNumber: serial, page: imagePage, ...(range ?? {}) };
  const image = useQuery({
    queryKey: netdiagKeys.image(serial, params),
    queryFn: () => rest.netdiag.historyImage(params),
    placeholderData: keepPreviousData,
  });

  const choose = (next: { from: number; to: number } | null) => {
    setRange(next);
    setImagePage(0);
  };
  const spanPages = Math.max(1, Math.ceil((spans.data?.count ?? 0) / NETWORK_SPAN_PAGE_SIZE));

  return (
    <section className="hp-netdiag__history" aria-labelledby="hp-netdiag-history">
      <h2 id="hp-netdiag-history">{t('NETDIAG.HISTORY')}</h2>
      <div className="hp-netdiag__history-controls">
        <label>
          {t('NETDIAG.DAY')}
          <input
            type="date"
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              choose(dayRange(event.target.value));
            }}
          />
        </label>
        {range && (
          <button
            type="button"
            className="hp-button hp-button--small"
            onClick={() => {
              setDay('');
              choose(null);
            }}
          >
            {t('NETDIAG.CLEAR_DAY')}
          </button>
        )}
      </div>
      <div className="hp-netdiag__spans">
        <h3>{t('NETDIAG.SPANS')}</h3>
        <QueryView query={spans} failed={t('NETDIAG.HISTORY_FAILED')}>
          {(data) =>
            data.count === 0 ? (
              <p>{t('NETDIAG.NO_SPANS')}</p>
            ) : (
              <>
                <ul>
                  {data.spans.map((span) => {
                    const chosen = range?.from === span.from && range.to === span.to;
                    return (
                      <li key={span.from}>
                        <button type="button" className="hp-button hp-button--small" aria-pressed={chosen} onClick={() => choose({ from: span.from, to: span.to })}>
                          {t('NETDIAG.SPAN', { from: time(span.from), to: time(span.to), count: span.images })}
                        </button>
                      </li>
                    );
                  })}
                </ul>
                <nav className="hp-pager" aria-label={t('NETDIAG.SPANS')}>
                  <button type="button" className="hp-button hp-button--small" disabled={spanPage === 0} onClick={() => setSpanPage((p) => p - 1)}>
                    {t('NETDIAG.PREVIOUS')}
                  </button>
                  <span>{t('NETDIAG.SPANS_PAGE', { page: spanPage + 1, pages: spanPages })}</span>
                  <button type="button" className="hp-button hp-button--small" disabled={spanPage + 1 >= spanPages} onClick={() => setSpanPage((p) => p + 1)}>
                    {t('NETDIAG.NEXT')}
                  </button>
                </nav>
              </>
            )
          }
        </QueryView>
      </div>
      <QueryView query={image} failed={t('NETDIAG.HISTORY_FAILED')}>
        {(data) =>
          data.image === null ? (
            <p role="alert" className="hp-alert">
              {range ? t('NETDIAG.NO_IMAGE_IN_RANGE') : t('NETDIAG.NO_SNAPSHOT')}
            </p>
          ) : (
            <div className="hp-netdiag__image">
              <nav className="hp-pager" aria-label={t('NETDIAG.HISTORY')}>
                <button type="button" className="hp-button hp-button--small" disabled={imagePage === 0} onClick={() => setImagePage((p) => p - 1)}>
                  {t('NETDIAG.PREVIOUS_IMAGE')}
                </button>
                <span>{t('NETDIAG.IMAGE_OF', { page: imagePage + 1, count: data.count, time: time(data.image.takenAt) })}</span>
                <button type="button" className="hp-button hp-button--small" disabled={imagePage + 1 >= data.count} onClick={() => setImagePage((p) => p + 1)}>
                  {t('NETDIAG.NEXT_IMAGE')}
                </button>
              </nav>
              <TopologyView
                nodes={data.image.nodes}
                edges={data.image.edges}
                now={data.image.takenAt}
                label={t('NETDIAG.IMAGE_OF', { page: imagePage + 1, count: data.count, time: time(data.image.takenAt) })}
              />
            </div>
          )
        }
      </QueryView>
    </section>
  );
}
