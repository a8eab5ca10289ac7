import { fetchDownload } from '../fileDownload';
import type {
  AnalyticsDataAnswer,
  AnalyticsDataRequest,
  AnalyticsEngine,
  AnalyticsRow,
  AnalyticsSpan,
  GatewaySnapshot,
  OnDemandAnswer,
  OnDemandRequest,
  SavedReport,
  SavedReportCreateRequest,
  SavedReportListRequest,
  SnapshotTimestamps,
  SnapshotTimestampsRequest,
  StatisticsReport,
  StatisticsReportAnswer,
  StatisticsReportListRequest,
} from '../../wire/statistics';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';
import type { Paged } from './gateways';

/**
 * The admin statistics calls (spec 3 §7 "Analytics and statistics";
 * docs/contracts.md "Statistics and analytics"). Every call is for admins only.
 */
export interface StatisticsEndpoints {
  report: {
    /** GET /statistics/report: the newest record and the request still running. */
    latest(): Promise<StatisticsReportAnswer>;
    /** GET /statistics/report/list: kept records, newest first. */
    list(q?: StatisticsReportListRequest): Promise<Paged<StatisticsReport>>;
    /** POST /analytics/request {engine: StatisticsReport, parameters: {dag_id, uuid, notificationMethod}}: a new record in 10 s (simulator clock). */
    request(body: OnDemandRequest): Promise<OnDemandAnswer>;
  };
  analytics: {
    /** POST /analytics/data: an engine's rows, paged (limit, page) or every row with pagination false. */
    data<R extends AnalyticsRow = AnalyticsRow>(body: AnalyticsDataRequest): Promise<AnalyticsDataAnswer<R>>;
    /** GET /analytics/spans?engine=…: the time span the engine's data covers. */
    spans(engine: AnalyticsEngine): Promise<AnalyticsSpan>;
  };
  gateway: {
    /** GET /gateway_statistics/{sn}/timestamps: the snapshot timestamps, newest first, 10 per page. */
    timestamps(serial: string, q?: SnapshotTimestampsRequest): Promise<SnapshotTimestamps>;
    /** GET /gateway_statistics/{sn}/snapshots/{timestamp}: one snapshot. */
    snapshot(serial: string, timestamp: number): Promise<GatewaySnapshot>;
    /** POST /gateway_statistics/{sn}/snapshots: a snapshot now (on demand). */
    takeSnapshot(serial: string): Promise<GatewaySnapshot>;
    /** GET /gateway_statistics/{sn}/reports: saved reports, newest first. */
    reports(serial: string, q?: SavedReportListRequest): Promise<Paged<SavedReport>>;
    /** POST /gateway_statistics/{sn}/reports {timestamp, name?}: saves a report from a snapshot. */
    createReport(serial: string, body: SavedReportCreateRequest): Promise<SavedReport>;
  };
}

const gatewayPath = (serial: string, rest = ''): string => `/gateway_statistics/${segment(serial)}${rest}`;

/** GET /gateway_statistics/{sn}/reports/{id}/pdf: the saved report's PDF (the browser downloads it with the session header through fetch). */
export const savedReportPdfPath = (serial: string, id: string): string => gatewayPath(serial, `/reports/${segment(id)}/pdf`);

export function statisticsEndpoints(request: RequestFn): StatisticsEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    report: {
      latest: () => data(request<DataEnvelope<StatisticsReportAnswer>>('GET', '/statistics/report')),
      list: (q = {}) => request<Paged<StatisticsReport>>('GET', '/statistics/report/list', { query: { ...q } }),
      request: (body) => data(request<DataEnvelope<OnDemandAnswer>>('POST', '/analytics/request', { body })),
    },
    analytics: {
      data: <R extends AnalyticsRow = AnalyticsRow>(body: AnalyticsDataRequest) => data(request<DataEnvelope<AnalyticsDataAnswer<R>>>('POST', '/analytics/data', { body })),
      spans: (engine) => data(request<DataEnvelope<AnalyticsSpan>>('GET', '/analytics/spans', { query: { engine } })),
    },
    gateway: {
      timestamps: (serial, q = {}) => data(request<DataEnvelope<SnapshotTimestamps>>('GET', gatewayPath(serial, '/timestamps'), { query: { ...q } })),
      snapshot: (serial, timestamp) => data(request<DataEnvelope<GatewaySnapshot>>('GET', gatewayPath(serial, `/snapshots/${timestamp}`))),
      takeSnapshot: (serial) => data(request<DataEnvelope<GatewaySnapshot>>('POST', gatewayPath(serial, '/snapshots'), { body: {} })),
      reports: (serial, q = {}) => request<Paged<SavedReport>>('GET', gatewayPath(serial, '/reports'), { query: { ...q } }),
      createReport: (serial, body) => data(request<DataEnvelope<SavedReport>>('POST', gatewayPath(serial, '/reports'), { body })),
    },
  };
}

/** Downloads a saved report's PDF: the bytes and the name its content-disposition gives. */
export async function downloadSavedReportPdf(auth: {
  apiBase: string;
  sessionId: string | null;
  serialNumber: string;
  id: string;
  fetch?: typeof fetch;
}): Promise<{ fileName: string; blob: Blob }> {
  const { response, fileName } = await fetchDownload(auth, savedReportPdfPath(auth.serialNumber, auth.id), { accept: 'application/pdf' });
  return { fileName: fileName ?? `gateway-statistics-${auth.serialNumber}.pdf`, blob: await response.blob() };
}
