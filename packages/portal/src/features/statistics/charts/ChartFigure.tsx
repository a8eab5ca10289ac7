import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartData } from './chartData';
import '../../../components/charts/chartCard.css';

/**
 * One chart as a figure: its caption, the drawing (hidden from assistive
 * technology), and the table of the values it draws. The table is always
 * in the page for screen readers and keyboard users, visually hidden until
 * "Show values" shows it to everyone.
 */
export function ChartFigure({ title, data, format, children }: { title: string; data: ChartData; format: (value: number) => string; children: ReactNode }) {
  const { t } = useTranslation();
  const captionId = useId();
  const tableId = useId();
  const [shown, setShown] = useState(false);
  return (
    <figure className="hp-card hp-chart-card" aria-labelledby={captionId}>
      <div className="hp-chart-card__head hp-stats-chart__head">
        <figcaption id={captionId} className="hp-chart-card__title">
          {title}
        </figcaption>
        <button type="button" className="hp-button hp-button--small" aria-expanded={shown} aria-controls={tableId} onClick={() => setShown((s) => !s)}>
          {shown ? t('STATISTICS.CHART.HIDE_VALUES') : t('STATISTICS.CHART.SHOW_VALUES')}
        </button>
      </div>
      {data.rows.length === 0 ? (
        <p className="hp-muted">{t('STATISTICS.CHART.NO_VALUES')}</p>
      ) : (
        <div className="hp-stats-chart__drawing" aria-hidden="true">
          {children}
        </div>
      )}
      <div id={tableId} className={shown ? 'hp-chart-card__values' : 'hp-visually-hidden'}>
        <table className="hp-table">
          <caption className="hp-visually-hidden">{t('STATISTICS.CHART.VALUES_OF', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{data.rowHeader}</th>
              {data.series.map((series) => (
                <th key={series.id} scope="col">
                  {series.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={data.series[index]?.id ?? index}>{format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
