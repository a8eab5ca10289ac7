import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { STATISTICS_PAGE_SIZES, downloadSavedReportPdf, routes, type GatewaySnapshot, type SavedReport } from '@homeport/sdk';
import { useServices } from '../../services/services';
import { usePageTitle } from '../../binding/usePageTitle';
import { useToast } from '../../binding/useToast';
import { QueryView } from '../../components/states';
import { DataTable } from '../../components/ui/DataTable';
import type { Column } from '../../components/ui/table/tableTypes';
import { useTableState } from '../../components/ui/table/useTableState';
import { sessionAtom } from '../../state/atoms';
import { BarChart } from './charts/BarChart';
import { ChartFigure } from './charts/ChartFigure';
import type { ChartData } from './charts/chartData';
import { useStatisticsFormat } from './format';
import { saveFile } from '../../binding/saveFile';
import { statisticsKeys } from './statisticsKeys';
import './statistics.css';

interface TimestampRow {
  timestamp: number;
}

/**
 * /gate_statistic/{serialNumber} (spec 3 §2, §7 "Gateway statistics: get,
 * timestamps by serial (10 per page), saved reports, PDF download"): the
 * gateway's snapshot times 10 a page, the chosen snapshot's figures (the
 * newest until one is chosen), saving it as a report, and the saved
 * reports, each downloadable as a PDF.
 */
export function GateStatisticPage() {
  usePageTitle('PAGE_TITLE.GATE_STATISTIC');
  const { t } = useTranslation();
  const { serialNumber = '' } = useParams();
  const serial = serialNumber.toUpperCase();
  const { rest } = useServices();
  const [chosen, setChosen] = useState<number | null>(null);
  const [table, actions] = useTableState({ pageSize: STATISTICS_PAGE_SIZES.timestamps });

  const params = { page: table.page, limit: table.pageSize };
  const timestamps = useQuery({
    queryKey: statisticsKeys.timestamps(serial, params),
    queryFn: async () => {
      const answer = await rest.statistics.gateway.timestamps(serial, params);
      return { rows: answer.timestamps.map((timestamp) => ({ timestamp })), total: answer.count };
    },
    placeholderData: keepPreviousData,
  });
  const newest = table.page === 1 ? (timestamps.data?.rows[0]?.timestamp ?? null) : null;
  const shown = chosen ?? newest;

  const columns = useTimestampColumns(shown, setChosen);
  const taken = (timestamp: number) => {
    setChosen(timestamp);
    actions.setPage(1);
  };

  return (
    <section className="hp-page hp-stats" aria-labelledby="gate-stats-heading">
      <div className="hp-stats__head">
        <div>
          <h1 id="gate-stats-heading">{t('STATISTICS.GATEWAY.HEADING', { serial })}</h1>
          <Link to={routes.gate_select}>{t('STATISTICS.GATEWAY.BACK')}</Link>
        </div>
        <TakeSnapshot serial={serial} onTaken={taken} />
      </div>
      <div className="hp-stats__gateway">
        <section aria-labelledby="gate-stats-times" className="hp-stats__times">
          <h2 id="gate-stats-times">{t('STATISTICS.GATEWAY.TIMESTAMPS')}</h2>
          <DataTable
            label={t('STATISTICS.GATEWAY.TIMESTAMPS_TABLE', { serial })}
            columns={columns}
            rowKey={(row) => String(row.timestamp)}
            query={timestamps}
            state={table}
            actions={actions}
            paging="server"
            loading={t('STATISTICS.GATEWAY.TIMESTAMPS_LOADING')}
            failed={t('STATISTICS.GATEWAY.TIMESTAMPS_FAILED')}
            empty={{ title: t('STATISTICS.GATEWAY.TIMESTAMPS_NONE'), hint: t('STATISTICS.GATEWAY.TIMESTAMPS_NONE_HINT') }}
            noMatch={t('STATISTICS.GATEWAY.TIMESTAMPS_NONE')}
          />
        </section>
        <div className="hp-stats__snapshot">
          {shown === null ? (
            timestamps.data && timestamps.data.total > 0 && <p className="hp-muted">{t('STATISTICS.GATEWAY.PICK')}</p>
          ) : (
            <Snapshot serial={serial} timestamp={shown} />
          )}
        </div>
      </div>
      <SavedReports serial={serial} />
    </section>
  );
}

/** Takes a snapshot now; the new one is shown once the list has it. */
function TakeSnapshot({ serial, onTaken }: { serial: string; onTaken: (timestamp: number) => void }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const take = useMutation({
    mutationFn: () => rest.statistics.gateway.takeSnapshot(serial),
    onSuccess: async (snapshot) => {
      toast(t('STATISTICS.GATEWAY.SNAPSHOT_TAKEN'));
      onTaken(snapshot.timestamp);
      await queryClient.invalidateQueries({ queryKey: statisticsKeys.gateway(serial) });
    },
    meta: { errorWords: 'STATISTICS.GATEWAY.SNAPSHOT_FAILED' },
  });
  return (
    <button type="button" className="hp-button" disabled={take.isPending} onClick={() => take.mutate()}>
      {t('STATISTICS.GATEWAY.TAKE_SNAPSHOT')}
    </button>
  );
}

/** The snapshot times, each with a Show button (pressed for the one shown). */
function useTimestampColumns(shown: number | null, show: (timestamp: number) => void) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  return useMemo<Array<Column<TimestampRow>>>(
    () => [
      { id: 'time', header: t('STATISTICS.GATEWAY.TIME'), cell: (row) => format.time(row.timestamp) },
      {
        id: 'show',
        header: t('STATISTICS.GATEWAY.SHOW'),
        hideHeader: true,
        cell: (row) => (
          <button
            type="button"
            className="hp-button hp-button--small hp-stats__show"
            aria-pressed={row.timestamp === shown}
            aria-label={t('STATISTICS.GATEWAY.SHOW_AT', { time: format.time(row.timestamp) })}
            onClick={() => show(row.timestamp)}
          >
            {t('STATISTICS.GATEWAY.SHOW')}
          </button>
        ),
      },
    ],
    [t, format, shown, show],
  );
}

function Snapshot({ serial, timestamp }: { serial: string; timestamp: number }) {
  const { t } = useTranslation();
  const { rest } = useServices();
  const format = useStatisticsFormat();
  const snapshot = useQuery({ queryKey: statisticsKeys.snapshot(serial, timestamp), queryFn: () => rest.statistics.gateway.snapshot(serial, timestamp) });
  return (
    <section aria-labelledby="gate-stats-snapshot">
      <h2 id="gate-stats-snapshot">{t('STATISTICS.GATEWAY.SNAPSHOT_HEADING', { time: format.time(timestamp) })}</h2>
      <QueryView query={snapshot} what={t('STATISTICS.GATEWAY.SNAPSHOT_LOADING')} failed={t('STATISTICS.GATEWAY.SNAPSHOT_FAILED_LOAD')}>
        {(data: GatewaySnapshot) => <SnapshotFigures serial={serial} snapshot={data} />}
      </QueryView>
    </section>
  );
}

function SnapshotFigures({ serial, snapshot }: { serial: string; snapshot: GatewaySnapshot }) {
  const { t } = useTranslation();
  const format = useStatisticsFormat();
  const figures: Array<[string, string]> = [
    [t('STATISTICS.GATEWAY.REASON'), t(`STATISTICS.GATEWAY.REASONS.${snapshot.reason}`)],
    [t('STATISTICS.GATEWAY.STATUS'), snapshot.connectionStatus === 'online' ? t('STATISTICS.ANALYTICS.ONLINE') : t('STATISTICS.ANALYTICS.OFFLINE')],
    [t('STATISTICS.GATEWAY.MODEL'), snapshot.model],
    [t('STATISTICS.GATEWAY.FIRMWARE'), snapshot.firmware],
    [t('STATISTICS.GATEWAY.DEVICES'), format.number(snapshot.devices)],
    [t('STATISTICS.GATEWAY.ONLINE_DEVICES'), format.number(snapshot.onlineDevices)],
    [t('STATISTICS.GATEWAY.ACTUATORS'), format.number(snapshot.actuators)],
    [t('STATISTICS.GATEWAY.SENSORS'), format.number(snapshot.sensors)],
    [t('STATISTICS.GATEWAY.RULES'), format.number(snapshot.rules)],
    [t('STATISTICS.GATEWAY.UPTIME'), format.uptime(snapshot.uptimeMs)],
  ];
  const classes: ChartData = {
    rowHeader: t('STATISTICS.REPORT.CLASS_HEADER'),
    series: [{ id: 'count', label: t('STATISTICS.REPORT.CLASS_SERIES') }],
    rows: snapshot.deviceClasses.map((entry) => ({ key: entry.class, label: entry.class, values: [entry.count] })),
  };
  return (
    <>
      {!snapshot.read && <p className="hp-stats__incomplete">{t('STATISTICS.GATEWAY.NOT_READ')}</p>}
      <dl className="hp-stats__facts">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ChartFigure title={t('STATISTICS.GATEWAY.CLASSES')} data={classes} format={format.number}>
        <BarChart data={classes} format={format.number} />
      </ChartFigure>
      <SaveReport serial={serial} timestamp={snapshot.timestamp} />
    </>
  );
}

function SaveReport({ serial, timestamp }: { serial: string; timestamp: number }) {
  const { t } = useTranslation();
  const { rest, config } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast(config.constants.toastHideDelayMs);
  const nameId = useId();
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: () => rest.statistics.gateway.createReport(serial, name.trim() ? { timestamp, name: name.trim() } : { timestamp }),
    onSuccess: async (report) => {
      toast(t('STATISTICS.GATEWAY.SAVED', { name: report.name }));
      setName('');
      await queryClient.invalidateQueries({ queryKey: statisticsKeys.reportsOf(serial) });
    },
    meta: { errorWords: 'STATISTICS.GATEWAY.SAVE_FAILED' },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form className="hp-card hp-stats__save" onSubmit={submit} aria-labelledby={`${nameId}-heading`}>
      <h3 id={`${nameId}-heading`}>{t('STATISTICS.GATEWAY.SAVE_HEADING')}</h3>
      <div className="hp-field">
        <label htmlFor={nameId}>{t('STATISTICS.GATEWAY.REPORT_NAME')}</label>
        <input id={nameId} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
      </div>
      <button type="submit" className="hp-button hp-button--primary" disabled={save.isPending}>
        {save.isPending ? t('STATISTICS.GATEWAY.SAVING') : t('STATISTICS.GATEWAY.SAVE')}
      </button>
    </form>
  );
}

function SavedReports({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const { rest, config, apiBase } = useServices();
  const session = useAtomValue(sessionAtom);
  const toast = useToast(config.constants.toastHideDelayMs);
  const format = useStatisticsFormat();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [table, actions] = useTableState({ pageSize: STATISTICS_PAGE_SIZES.savedReports });
  const params = { page: table.page, limit: table.pageSize };
  const reports = useQuery({
    queryKey: statisticsKeys.reports(serial, params),
    queryFn: async () => {
      const page = await rest.statistics.gateway.reports(serial, params);
      return { rows: page.data, total: page.count };
    },
    placeholderData: keepPreviousData,
  });

  const columns = useMemo<Array<Column<SavedReport>>>(() => {
    const download = async (report: SavedReport) => {
      setDownloading(report._id);
      try {
        const { blob, fileName } = await downloadSavedReportPdf({ apiBase, sessionId: session?.sessionId ?? null, serialNumber: serial, id: report._id });
        saveFile(blob, fileName);
        toast(t('STATISTICS.GATEWAY.DOWNLOADED', { file: fileName }));
      } catch {
        toast(t('STATISTICS.GATEWAY.DOWNLOAD_FAILED'), 'error');
      } finally {
        setDownloading(null);
      }
    };
    return [
      { id: 'name', header: t('STATISTICS.GATEWAY.REPORT_NAME_COLUMN'), cell: (row) => row.name },
      { id: 'snapshot', header: t('STATISTICS.GATEWAY.REPORT_SNAPSHOT'), cell: (row) => format.time(row.timestamp) },
      { id: 'created', header: t('STATISTICS.GATEWAY.REPORT_CREATED'), cell: (row) => format.time(row.createdAt) },
      {
        id: 'actions',
        header: t('STATISTICS.GATEWAY.REPORT_ACTIONS'),
        hideHeader: true,
        cell: (row) => (
          <button
            type="button"
            className="hp-button hp-button--small"
            aria-label={t('STATISTICS.GATEWAY.DOWNLOAD_FOR', { name: row.name })}
            disabled={downloading === row._id}
            onClick={() => void download(row)}
          >
            {downloading === row._id ? t('STATISTICS.GATEWAY.DOWNLOADING') : t('STATISTICS.GATEWAY.DOWNLOAD')}
          </button>
        ),
      },
    ];
  }, [t, format, apiBase, session, serial, toast, downloading]);

  return (
    <section aria-labelledby="gate-stats-reports">
      <h2 id="gate-stats-reports">{t('STATISTICS.GATEWAY.REPORTS')}</h2>
      <DataTable
        label={t('STATISTICS.GATEWAY.REPORTS_TABLE', { serial })}
        columns={columns}
        rowKey={(row) => row._id}
        query={reports}
        state={table}
        actions={actions}
        paging="server"
        loading={t('STATISTICS.GATEWAY.REPORTS_LOADING')}
        failed={t('STATISTICS.GATEWAY.REPORTS_FAILED')}
        empty={{ title: t('STATISTICS.GATEWAY.REPORTS_NONE'), hint: t('STATISTICS.GATEWAY.REPORTS_NONE_HINT') }}
        noMatch={t('STATISTICS.GATEWAY.REPORTS_NO_MATCH')}
      />
    </section>
  );
}
