import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  GATEWAY_SIZE_LIMITS,
  GATEWAY_SIZES,
  SCENE_BUCKETS,
  STATISTICS_REPORT_ENGINE,
  isIncomplete,
  routes,
  type GatewaySize,
  type StatisticsReport,
  type StatisticsReportAnswer,
} from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { QueryView } from '../../components/states';
import { BarChart } from './charts/BarChart';
import { ChartFigure } from './charts/ChartFigure';
import type { ChartData } from './charts/chartData';
import { PieChart } from './charts/PieChart';
import { useStatisticsFormat } from './format';
import { statisticsKeys } from './statisticsKeys';
import { useStatisticsEvents } from './useStatisticsEvents';
import './statistics.css';

/** While a request runs, the page looks for its record this often (the admin event would say so too; a poll needs no link). */
const PENDING_POLL_MS = 3_000;

/** A request id of letters, digits and dashes (the wire's uuid). */
function newRequestId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * /statistics_report (spec 3 §2 "Statistics report page"): the newest
 * statistics record as five charts (gateway size pie, average devices per
 * size, scene-count buckets, actuators versus sensors, device classes),
 * each a figure with its values as a table; "Request new data" with its two
 * toasts (§8); "Data in DB incomplete!" above an incomplete record (§5).
 */
export function StatisticsReportPage() {
  usePageTitle('PAGE_TITLE.STATISTICS_REPORT');
  useStatisticsEvents();
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const format = useStatisticsFormat();
  const latest = useQuery({
    queryKey: statisticsKeys.report(),
    queryFn: () => rest.statistics.report.latest(),
    refetchInterval: (query) => (query.state.data?.pending ? PENDING_POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => {
      const uuid = newRequestId();
      return rest.statistics.report.request({ engine: STATISTICS_REPORT_ENGINE, parameters: { dag_id: 'statistics_report', uuid, notificationMethod: 'event' } });
    },
    onSuccess: async () => {
      toast(t('STATISTICS.REPORT.REQUEST_SUBMITTED'));
      await queryClient.invalidateQueries({ queryKey: statisticsKeys.report() });
    },
    meta: { errorWords: 'STATISTICS.REPORT.REQUEST_FAILED' },
  });
  const pending = latest.data?.pending ?? null;

  return (
    <section className="hp-page hp-stats" aria-labelledby="stats-report-heading">
      <div className="hp-stats__head">
        <div>
          <h1 id="stats-report-heading">{t('STATISTICS.REPORT.HEADING')}</h1>
          <p className="hp-muted">{t('STATISTICS.REPORT.INTRO')}</p>
          <Link to={routes.analytics}>{t('STATISTICS.REPORT.TO_ANALYTICS')}</Link>
        </div>
        <button type="button" className="hp-button hp-button--primary" disabled={request.isPending} onClick={() => request.mutate()}>
          {request.isPending ? t('STATISTICS.REPORT.REQUESTING') : t('STATISTICS.REPORT.REQUEST')}
        </button>
      </div>
      {pending && (
        <p className="hp-stats__pending" role="status">
          {t('STATISTICS.REPORT.PENDING', { requested: format.time(pending.requestedAt), due: format.time(pending.dueAt) })}
        </p>
      )}
      <QueryView
        query={latest}
        what={t('STATISTICS.REPORT.LOADING')}
        failed={t('STATISTICS.REPORT.FAILED')}
        empty={{ title: t('STATISTICS.REPORT.NONE'), hint: t('STATISTICS.REPORT.NONE_HINT') }}
        isEmpty={(answer: StatisticsReportAnswer) => answer.report === null}
      >
        {(answer) => answer.report && <Report report={answer.report} />}
      </QueryView>
    </section>
  );
}

function Report({ report }: { report: StatisticsReport }) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  const { sizePie, avgDevices, scenes, actVsSens, classes } = useReportCharts(report);
  return (
    <>
      {isIncomplete(report) && <IncompleteNotice report={report} />}
      <p className="hp-muted">{t('STATISTICS.REPORT.COMPUTED', { time: format.time(report.createdAt) })}</p>
      <ReportFigures report={report} />
      <div className="hp-stats__charts">
        <ChartFigure title={t('STATISTICS.REPORT.SIZE_PIE')} data={sizePie} format={format.number}>
          <PieChart data={sizePie} plot={1} format={format.percent} />
        </ChartFigure>
        <ChartFigure title={t('STATISTICS.REPORT.AVG_DEVICES')} data={avgDevices} format={format.number}>
          <BarChart data={avgDevices} format={format.number} />
        </ChartFigure>
        <ChartFigure title={t('STATISTICS.REPORT.SCENE_BUCKETS')} data={scenes} format={format.number}>
          <BarChart data={scenes} format={format.number} />
        </ChartFigure>
        <ChartFigure title={t('STATISTICS.REPORT.ACT_VS_SENS')} data={actVsSens} format={format.number}>
          <BarChart data={actVsSens} format={format.number} />
        </ChartFigure>
        <ChartFigure title={t('STATISTICS.REPORT.CLASSES')} data={classes} format={format.number}>
          <BarChart data={classes} format={format.number} />
        </ChartFigure>
      </div>
    </>
  );
}

/** The report's charts as data: the size classes (count and share, average devices, actuators against sensors), the scene buckets and the device classes. */
function useReportCharts(report: StatisticsReport): Record<'sizePie' | 'avgDevices' | 'scenes' | 'actVsSens' | 'classes', ChartData> {
  const { t } = useTranslation();
  const sizeLabel = (size: GatewaySize) =>
    t(`STATISTICS.REPORT.SIZE.${size}`, { small: GATEWAY_SIZE_LIMITS.small, smallNext: GATEWAY_SIZE_LIMITS.small + 1, medium: GATEWAY_SIZE_LIMITS.medium });
  // Every size class in its order, even one the record leaves out (0 then).
  const sizes = GATEWAY_SIZES.map(
    (size) => report.gtwStats.find((stats) => stats.size === size) ?? { size, count: 0, percentage: 0, avg_devices: 0, avg_actuators: 0, avg_sensors: 0 },
  );
  const sizeHeader = t('STATISTICS.REPORT.SIZE.HEADER');
  return {
    sizePie: {
      rowHeader: sizeHeader,
      series: [
        { id: 'count', label: t('STATISTICS.REPORT.SIZE_PIE_COUNT') },
        { id: 'percentage', label: t('STATISTICS.REPORT.SIZE_PIE_SHARE') },
      ],
      rows: sizes.map((stats) => ({ key: stats.size, label: sizeLabel(stats.size), values: [stats.count, stats.percentage] })),
    },
    avgDevices: {
      rowHeader: sizeHeader,
      series: [{ id: 'avg_devices', label: t('STATISTICS.REPORT.AVG_DEVICES_SERIES') }],
      rows: sizes.map((stats) => ({ key: stats.size, label: sizeLabel(stats.size), values: [stats.avg_devices] })),
    },
    scenes: {
      rowHeader: t('STATISTICS.REPORT.SCENE_BUCKET_HEADER'),
      series: [{ id: 'count', label: t('STATISTICS.REPORT.SCENE_BUCKET_SERIES') }],
      rows: SCENE_BUCKETS.map((bucket) => ({ key: bucket, label: bucket, values: [report.sceneStats.count.find((entry) => entry.bucket === bucket)?.count ?? 0] })),
    },
    actVsSens: {
      rowHeader: sizeHeader,
      series: [
        { id: 'avg_actuators', label: t('STATISTICS.REPORT.AVG_ACTUATORS') },
        { id: 'avg_sensors', label: t('STATISTICS.REPORT.AVG_SENSORS') },
      ],
      rows: sizes.map((stats) => ({ key: stats.size, label: sizeLabel(stats.size), values: [stats.avg_actuators, stats.avg_sensors] })),
    },
    classes: {
      rowHeader: t('STATISTICS.REPORT.CLASS_HEADER'),
      series: [{ id: 'count', label: t('STATISTICS.REPORT.CLASS_SERIES') }],
      rows: report.deviceClasses.map((entry) => ({ key: entry.class, label: entry.class, values: [entry.count] })),
    },
  };
}

/** Some gateways could not be read: how many, and which. */
function IncompleteNotice({ report }: { report: StatisticsReport }) {
  const { t } = useTranslation();
  return (
    <div className="hp-stats__incomplete" role="alert">
      <p className="hp-stats__incomplete-title">{t('STATISTICS.REPORT.INCOMPLETE')}</p>
      <p>{t('STATISTICS.REPORT.INCOMPLETE_DETAIL', { count: report.gatewaysUnread, total: report.gatewaysTotal, read: report.gatewaysRead })}</p>
      {report.unreadSerials.length > 0 && <p className="hp-mono">{t('STATISTICS.REPORT.UNREAD', { serials: report.unreadSerials.join(', ') })}</p>}
    </div>
  );
}

/** The totals: gateways, devices, actuators, sensors and the scene figures. */
function ReportFigures({ report }: { report: StatisticsReport }) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  const figures: Array<[string, number]> = [
    [t('STATISTICS.REPORT.GATEWAYS_TOTAL'), report.gatewaysTotal],
    [t('STATISTICS.REPORT.GATEWAYS_READ'), report.gatewaysRead],
    [t('STATISTICS.REPORT.DEVICES'), report.devices],
    [t('STATISTICS.REPORT.ACTUATORS'), report.actuators],
    [t('STATISTICS.REPORT.SENSORS'), report.sensors],
    [t('STATISTICS.REPORT.SCENES_TOTAL'), report.sceneStats.total_scenes],
    [t('STATISTICS.REPORT.SCENES_MIN'), report.sceneStats.min_scenes],
    [t('STATISTICS.REPORT.SCENES_AVG'), report.sceneStats.avg_scenes],
    [t('STATISTICS.REPORT.SCENES_MEDIAN'), report.sceneStats.median_scenes],
    [t('STATISTICS.REPORT.SCENES_MAX'), report.sceneStats.max_scenes],
  ];
  return (
    <section aria-labelledby="stats-summary-heading">
      <h2 id="stats-summary-heading" className="hp-visually-hidden">
        {t('STATISTICS.REPORT.SUMMARY')}
      </h2>
      <dl className="hp-stats__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="hp-card">
            <dt>{label}</dt>
            <dd>{format.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
