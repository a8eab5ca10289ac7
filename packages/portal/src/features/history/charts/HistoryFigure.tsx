import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryFormat } from '../format';
import { lastValue, type HistoryChart } from './chartModel';
import { Gauge } from './Gauge';
import { TimeChart } from './TimeChart';
import '../../../components/charts/chartCard.css';

const withUnit = (text: string, unit: string) => (unit && text ? `${text} ${unit}` : text);

/**
 * One history chart as a figure: its caption, a sentence that says what
 * the drawing shows (count, span, lowest, highest, latest, gaps), the
 * drawing itself (hidden from assistive technology), and the table of the
 * server's values behind "Show values". The table is rendered only while
 * shown: a week of a smart meter is thousands of rows, and keeping them in
 * the page (even visually hidden) made every history page slow to draw on
 * a phone. The sentence above says what a screen reader user needs first;
 * the button is a disclosure they reach like anyone else.
 */
export function HistoryFigure({ chart, from, to, format }: { chart: HistoryChart; from: number; to: number; format: HistoryFormat }) {
  const { t } = useTranslation();
  const captionId = useId();
  const summaryId = useId();
  const tableId = useId();
  const [shown, setShown] = useState(false);
  const values = chart.points.flatMap((p) => (p.v === null ? [] : [p.v]));
  const count = chart.rows.length - chart.gaps;
  const span = { from: format.time(from), to: format.time(to) };
  const summary = chart.zeroFilled
    ? t('HISTORY.SUMMARY_ZERO', span)
    : count === 0
      ? t('HISTORY.SUMMARY_NONE', span)
      : chart.kind === 'area'
        ? t('HISTORY.SUMMARY', {
            count,
            ...span,
            min: withUnit(format.number(Math.min(...values)), chart.unit),
            max: withUnit(format.number(Math.max(...values)), chart.unit),
            last: withUnit(chart.latest, chart.unit),
          })
        : t('HISTORY.SUMMARY_STATE', { count, ...span, last: chart.latest });
  const gauge = chart.gauge;
  const latest = lastValue(chart.points);
  return (
    <figure className="hp-card hp-chart-card" aria-labelledby={captionId} aria-describedby={summaryId}>
      <div className="hp-chart-card__head">
        <figcaption id={captionId} className="hp-chart-card__title">
          {chart.title}
          {chart.unit && <span className="hp-muted"> ({chart.unit})</span>}
        </figcaption>
        <button type="button" className="hp-button hp-button--small" aria-expanded={shown} aria-controls={shown ? tableId : undefined} onClick={() => setShown((s) => !s)}>
          {shown ? t('HISTORY.HIDE_VALUES') : t('HISTORY.SHOW_VALUES')}
        </button>
      </div>
      <p id={summaryId} className="hp-history-chart__summary">
        {summary} {chart.gaps > 0 && t('HISTORY.GAPS', { count: chart.gaps })}
      </p>
      {count === 0 ? (
        <p className="hp-muted">{t('HISTORY.NO_VALUES')}</p>
      ) : (
        <div className="hp-history-chart__drawing" aria-hidden="true">
          {gauge && (
            <Gauge
              value={latest}
              min={gauge.min}
              max={gauge.max}
              label={t('HISTORY.GAUGE', { value: withUnit(chart.latest, chart.unit), min: format.number(gauge.min), max: withUnit(format.number(gauge.max), chart.unit) })}
            />
          )}
          <TimeChart chart={chart} from={from} to={to} formatTick={format.tick} formatValue={format.number} />
        </div>
      )}
      {/* Shown, the table scrolls in its own box: a region a keyboard user can focus and scroll. */}
      {shown && (
        <div id={tableId} className="hp-chart-card__values hp-history-chart__values" role="region" tabIndex={0} aria-label={t('HISTORY.VALUES_OF', { title: chart.title })}>
          <table className="hp-table">
            <caption className="hp-visually-hidden">{t('HISTORY.VALUES_OF', { title: chart.title })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('HISTORY.TIME')}</th>
                <th scope="col">{chart.unit ? `${t('HISTORY.VALUE')} (${chart.unit})` : t('HISTORY.VALUE')}</th>
              </tr>
            </thead>
            <tbody>
              {chart.rows.map((row, index) => (
                <tr key={`${row.t}-${index}`}>
                  <th scope="row">{format.time(row.t)}</th>
                  <td>{row.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
