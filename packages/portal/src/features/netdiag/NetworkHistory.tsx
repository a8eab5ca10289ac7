import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORK_SPAN_PAGE_SIZE, type NetworkImage } from '@homeport/sdk';
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

/** The time the images are looked for in: a day or a span, in ms. */
type Range = { from: number; to: number };

/** A day picked in the date picker (yyyy-mm-dd, the reader's day) as a range of ms. */
function dayRange(day: string): Range | null {
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
  const [range, setRange] = useState<Range | null>(null);
  const [imagePage, setImagePage] = useState(0);
  const params = { serialNumber: serial, page: imagePage, ...(range ?? {}) };
  const image = useQuery({
    queryKey: netdiagKeys.image(serial, params),
    queryFn: () => rest.netdiag.historyImage(params),
    placeholderData: keepPreviousData,
  });
  const choose = (next: Range | null) => {
    setRange(next);
    setImagePage(0);
  };

  return (
    <section className="hp-netdiag__history" aria-labelledby="hp-netdiag-history">
      <h2 id="hp-netdiag-history">{t('NETDIAG.HISTORY')}</h2>
      <DayPicker chosen={range !== null} onChoose={choose} />
      <SpanList serial={serial} range={range} onChoose={choose} />
      <QueryView query={image} failed={t('NETDIAG.HISTORY_FAILED')}>
        {(data) =>
          data.image === null ? (
            <p role="alert" className="hp-alert">
              {range ? t('NETDIAG.NO_IMAGE_IN_RANGE') : t('NETDIAG.NO_SNAPSHOT')}
            </p>
          ) : (
            <HistoryImage image={data.image} count={data.count} page={imagePage} onPage={setImagePage} />
          )
        }
      </QueryView>
    </section>
  );
}

/** A day to look in, and (once a day or a span is chosen) the button that clears it. */
function DayPicker({ chosen, onChoose }: { chosen: boolean; onChoose: (range: Range | null) => void }) {
  const { t } = useTranslation();
  const [day, setDay] = useState('');
  return (
    <div className="hp-netdiag__history-controls">
      <label>
        {t('NETDIAG.DAY')}
        <input
          type="date"
          value={day}
          onChange={(event) => {
            setDay(event.target.value);
            onChoose(dayRange(event.target.value));
          }}
        />
      </label>
      {chosen && (
        <button
          type="button"
          className="hp-button hp-button--small"
          onClick={() => {
            setDay('');
            onChoose(null);
          }}
        >
          {t('NETDIAG.CLEAR_DAY')}
        </button>
      )}
    </div>
  );
}

/** The spans images were kept in, 3 a page; choosing one shows its images. */
function SpanList({ serial, range, onChoose }: { serial: string; range: Range | null; onChoose: (range: Range) => void }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const time = useTimeFormat();
  const [page, setPage] = useState(0);
  const spans = useQuery({
    queryKey: netdiagKeys.spans(serial, page),
    queryFn: () => rest.netdiag.spans({ serialNumber: serial, page, limit: NETWORK_SPAN_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((spans.data?.count ?? 0) / NETWORK_SPAN_PAGE_SIZE));
  return (
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
                      <button type="button" className="hp-button hp-button--small" aria-pressed={chosen} onClick={() => onChoose({ from: span.from, to: span.to })}>
                        {t('NETDIAG.SPAN', { from: time(span.from), to: time(span.to), count: span.images })}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <nav className="hp-pager" aria-label={t('NETDIAG.SPANS')}>
                <button type="button" className="hp-button hp-button--small" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                  {t('NETDIAG.PREVIOUS')}
                </button>
                <span>{t('NETDIAG.SPANS_PAGE', { page: page + 1, pages })}</span>
                <button type="button" className="hp-button hp-button--small" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('NETDIAG.NEXT')}
                </button>
              </nav>
            </>
          )
        }
      </QueryView>
    </div>
  );
}

/** One kept image, drawn as it was (its routes aged against when it was caught), with the pager through the images. */
function HistoryImage({ image, count, page, onPage }: { image: NetworkImage; count: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const time = useTimeFormat();
  const where = t('NETDIAG.IMAGE_OF', { page: page + 1, count, time: time(image.takenAt) });
  return (
    <div className="hp-netdiag__image">
      <nav className="hp-pager" aria-label={t('NETDIAG.HISTORY')}>
        <button type="button" className="hp-button hp-button--small" disabled={page === 0} onClick={() => onPage(page - 1)}>
          {t('NETDIAG.PREVIOUS_IMAGE')}
        </button>
        <span>{where}</span>
        <button type="button" className="hp-button hp-button--small" disabled={page + 1 >= count} onClick={() => onPage(page + 1)}>
          {t('NETDIAG.NEXT_IMAGE')}
        </button>
      </nav>
      <TopologyView nodes={image.nodes} edges={image.edges} now={image.takenAt} label={where} />
    </div>
  );
}
