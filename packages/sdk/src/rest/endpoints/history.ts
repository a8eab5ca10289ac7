import { fetchDownload } from '../fileDownload';
import type {
  GatewayCache,
  GatewayStatusHistoryRequest,
  HistoryAnswer,
  HistoryDevice,
  NodeHistoryRequest,
  NodesStatusAnswer,
  NodesStatusHistoryRequest,
  NodeStatusHistoryRequest,
} from '../../wire/history';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * The history calls (spec 3 §7 "History"; docs/contracts.md "History"). A
 * user reads only their own gateways; admins any. The JSON calls are here;
 * the CSV files come through downloadHistoryCsv (the same bodies with csv true).
 */
export interface HistoryEndpoints {
  /** POST /node_history/node {key, period | from+to}: a device's (or one service's) series, aggregated. */
  node(body: Omit<NodeHistoryRequest, 'csv'>): Promise<HistoryAnswer>;
  /** POST /node_history/node_status {serialNumber, deviceId, period | from+to}: the device's status series. */
  nodeStatus(body: Omit<NodeStatusHistoryRequest, 'csv'>): Promise<HistoryAnswer>;
  /** POST /node_history/gateway_status {serialNumber, period | from+to}: the gateway's connection status series. */
  gatewayStatus(body: Omit<GatewayStatusHistoryRequest, 'csv'>): Promise<HistoryAnswer>;
  /** POST /node_history/nodes_status {serialNumber, period | from+to}: every node's status series from the cached image (offline node history). */
  nodesStatus(body: NodesStatusHistoryRequest): Promise<NodesStatusAnswer>;
  /** GET /cache/{serial}: the gateway's cached image (offline device history). */
  cache(serial: string): Promise<GatewayCache>;
  /** GET /cache/{serial}/devices/{id}: one device of the cached image (spec 3 §3 "Device (history)"). */
  cachedDevice(serial: string, deviceId: number): Promise<HistoryDevice>;
}

export const HISTORY_PATHS = {
  node: '/node_history/node',
  nodeStatus: '/node_history/node_status',
  gatewayStatus: '/node_history/gateway_status',
} as const;
export type HistoryCsvKind = keyof typeof HISTORY_PATHS;

export function historyEndpoints(request: RequestFn): HistoryEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    node: (body) => data(request<DataEnvelope<HistoryAnswer>>('POST', HISTORY_PATHS.node, { body })),
    nodeStatus: (body) => data(request<DataEnvelope<HistoryAnswer>>('POST', HISTORY_PATHS.nodeStatus, { body })),
    gatewayStatus: (body) => data(request<DataEnvelope<HistoryAnswer>>('POST', HISTORY_PATHS.gatewayStatus, { body })),
    nodesStatus: (body) => data(request<DataEnvelope<NodesStatusAnswer>>('POST', '/node_history/nodes_status', { body })),
    cache: (serial) => data(request<DataEnvelope<GatewayCache>>('GET', `/cache/${segment(serial)}`)),
    cachedDevice: (serial, deviceId) => data(request<DataEnvelope<HistoryDevice>>('GET', `/cache/${segment(serial)}/devices/${deviceId}`)),
  };
}

/** Downloads a history CSV: the same body as the JSON call with csv true; the text and the file name its content-disposition gives. */
export async function downloadHistoryCsv(auth: {
  apiBase: string;
  sessionId: string | null;
  kind: HistoryCsvKind;
  body: NodeHistoryRequest | NodeStatusHistoryRequest | GatewayStatusHistoryRequest;
  fetch?: typeof fetch;
}): Promise<{ fileName: string; text: string }> {
  const { response, fileName } = await fetchDownload(auth, HISTORY_PATHS[auth.kind], { accept: 'text/csv', body: { ...auth.body, csv: true } });
  return { fileName: fileName ?? 'history.csv', text: await response.text() };
}
