import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_HISTORY_PERIOD,
  HISTORY_PERIODS,
  downloadHistoryCsv,
  periodSpan,
  type GatewayStatusHistoryRequest,
  type HistoryAnswer,
  type HistoryCsvKind,
  type HistoryPeriod,
  type NodeHistoryRequest,
  type NodeStatusHistoryRequest,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { useToast } from '../../binding/useToast';
import { EmptyState, QueryView } from '../../components/states';
import { sessionAtom } from '../../state/atoms';
import type { HistoryChart } from './charts/chartModel';
import { chartsOf, type OptionLabels } from './charts/fromAnswer';
import { HISTORY_RENDER_MEASURE, useDrawMeasure } from './charts/drawMarks';
import { HistoryFigure } from './charts/HistoryFigure';
import { useHistoryFormat } from './format';
import { RangeDialog } from './RangeDialog';
import { saveFile } from '../../binding/saveFile';
import { useChartFlags } from './useChartFlags';

/** What the page shows: the last day, week or month, or a chosen range (UTC days, `to` at the end of its day). */
export type HistorySpan = { period: HistoryPeriod } | { from: number; to: number };

/** Where a page's history comes from: its calls for a span, and its CSV call. */
export interface HistorySource {
  /** Identifies the source in the query cache. */
  key: readonly unknown[];
  /** 'gateway' reads status values with the gateway's mapping (spec 3 §4). */
  kind: 'node' | 'gateway';
  load: (span: HistorySpan) => Promise<HistoryAnswer[]>;
  /** The labels of the device's option properties (a thermostat's modes), when the source is a device. */
  optionLabels?: OptionLabels;
  csv: { kind: HistoryCsvKind; body: (span: HistorySpan) => NodeHistoryRequest | NodeStatusHistoryRequest | GatewayStatusHistoryRequest };
}

/** The span in the address (?period= or ?from=&to=), the default week when absent or unreadable. */
export function useSpan(): [HistorySpan, (span: HistorySpan) => void] {
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const from = Number(params.get('from'));
  const to = Number(params.get('to'));
  const span: HistorySpan =
    params.has('from') && params.has('to') && Number.isSafeInteger(from) && Number.isSafeInteger(to) && from <= to
      ? { from, to }
      : { period: (HISTORY_PERIODS as readonly string[]).includes(period ?? '') ? (period as HistoryPeriod) : DEFAULT_HISTORY_PERIOD };
  const set = (next: HistorySpan) => setParams('period' in next ? { period: next.period } : { from: String(next.from), to: String(next.to) }, { replace: true });
  return [span, set];
}

/**
 * The body of every history page: the period choice (day, week by
 * default, month) and the custom range dialog, the CSV export, and one
 * figure per series of the answers, with loading, failure and empty states.
 */
export function HistoryView({ source, label }: { source: HistorySource; label: string }) {
  const { t } = useTranslation();
  const format = useHistoryFormat();
  const [span, setSpan] = useSpan();
  const [choosing, setChoosing] = useState(false);
  const csv = useCsvExport(source, span);

  const history = useQuery({
    queryKey: ['history', ...source.key, span],
    queryFn: () => source.load(span),
    placeholderData: keepPreviousData,
  });

  const now = Date.now();
  const shownSpan = history.data?.[0] ? { from: history.data[0].from, to: history.data[0].to } : 'period' in span ? periodSpan(span.period, now) : span;

  return (
    <>
      <div className="hp-history__controls" role="group" aria-label={t('HISTORY.CONTROLS')}>
        <PeriodChoice span={span} onPeriod={(period) => setSpan({ period })} onCustom={() => setChoosing(true)} />
        <button type="button" className="hp-button" disabled={csv.exporting} aria-busy={csv.exporting} onClick={() => void csv.run()}>
          {csv.exporting ? t('HISTORY.EXPORTING') : t('HISTORY.EXPORT')}
        </button>
      </div>
      <p className="hp-muted hp-history__span" aria-live="polite">
        {t('HISTORY.SHOWING', { from: format.time(shownSpan.from), to: format.time(shownSpan.to) })}
      </p>
      {csv.failed && (
        <div role="alert" className="hp-alert hp-history__alert">
          <span>{t('HISTORY.DOWNLOAD_FAILED')}</span>
          <button type="button" className="hp-button hp-button--small hp-button--ghost" onClick={csv.dismiss}>
            {t('HISTORY.DISMISS')}
          </button>
        </div>
      )}
      {choosing && <RangeDialog open initial={shownSpan} now={now} onApply={(range) => (setSpan(range), setChoosing(false))} onCancel={() => setChoosing(false)} />}
      <section aria-label={label} aria-busy={history.isFetching}>
        <QueryView query={history} what={t('HISTORY.LOADING')} failed={t('HISTORY.FAILED')}>
          {(answers) => <Charts answers={answers} kind={source.kind} optionLabels={source.optionLabels} />}
        </QueryView>
      </section>
    </>
  );
}

/** Day, week or month, pressed when chosen, and Custom, which opens the range dialog. */
function PeriodChoice({ span, onPeriod, onCustom }: { span: HistorySpan; onPeriod: (period: HistoryPeriod) => void; onCustom: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="hp-history__periods" role="group" aria-label={t('HISTORY.PERIOD')}>
      {HISTORY_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className="hp-button hp-button--small hp-history__period"
          aria-pressed={'period' in span && span.period === period}
          onClick={() => onPeriod(period)}
        >
          {t(`HISTORY.PERIODS.${period}`)}
        </button>
      ))}
      <button type="button" className="hp-button hp-button--small hp-history__period" aria-pressed={!('period' in span)} aria-haspopup="dialog" onClick={onCustom}>
        {t('HISTORY.CUSTOM')}
      </button>
    </div>
  );
}

/** The span's CSV: saved with a toast, "no data in range" for a file with only its header, and a failed download kept until dismissed. */
function useCsvExport(source: HistorySource, span: HistorySpan) {
  const { t } = useTranslation();
  const { config, apiBase } = useServices();
  const session = useAtomValue(sessionAtom);
  const toast = useToast(config.constants.toastHideDelayMs);
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = async () => {
    setExporting(true);
    setFailed(false);
    try {
      const { fileName, text } = await downloadHistoryCsv({ apiBase, sessionId: session?.sessionId ?? null, kind: source.csv.kind, body: source.csv.body(span) });
      // spec 3 §8: a file without data rows (only its header) is "export no data in range".
      const rows = text.split(/\r?\n/).filter((line) => line.trim() !== '');
      if (rows.length <= 1) {
        toast(t('HISTORY.EXPORT_NO_DATA'), 'error');
        return;
      }
      saveFile(new Blob([text], { type: 'text/csv' }), fileName);
      toast(t('HISTORY.EXPORTED', { file: fileName }));
    } catch {
      setFailed(true);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, failed, run, dismiss: () => setFailed(false) };
}

function Charts({ answers, kind, optionLabels }: { answers: HistoryAnswer[]; kind: 'node' | 'gateway'; optionLabels: OptionLabels | undefined }) {
  const { t } = useTranslation();
  const format = useHistoryFormat();
  const flags = useChartFlags();
  // From the first render of a new answer (before its charts are computed) to their commit.
  useDrawMeasure(HISTORY_RENDER_MEASURE, answers, () => ({ points: charts.map(({ chart }) => chart.points.length) }));
  const charts: Array<{ chart: HistoryChart; from: number; to: number }> = answers.flatMap((answer) =>
    chartsOf(answer, kind, t, optionLabels, { flags, time: format.time }).map((chart) => ({ chart, from: answer.from, to: answer.to })),
  );
  if (charts.length === 0) return <EmptyState title={t('HISTORY.EMPTY')} hint={t('HISTORY.EMPTY_HINT')} />;
  return (
    <div className="hp-history__charts">
      {charts.map(({ chart, from, to }) => (
        <HistoryFigure key={chart.id} chart={chart} from={from} to={to} format={format} />
      ))}
    </div>
  );
}
