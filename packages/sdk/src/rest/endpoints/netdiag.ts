import type {
  NetworkHistoryImageAnswer,
  NetworkHistoryImageRequest,
  NetworkImage,
  NetworkImageCreateRequest,
  NetworkSpanPage,
  NetworkSpansRequest,
  NetworkTopology,
} from '../../wire/netdiag';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/**
 * Network diagnostics (spec 3 §7 "/aggregated_data: fetch, getSpans,
 * fetchNetworkHistoryImage, create"; docs/contracts.md "Network
 * diagnostics"): whoever reaches the gateway reads; catching an image needs
 * write access to it.
 */
export interface NetdiagEndpoints {
  /** GET /aggregated_data/fetch: the live topology (503 when the gateway is offline). */
  topology(serialNumber: string): Promise<NetworkTopology>;
  /** POST /aggregated_data/create: catches a network image now. */
  create(body: NetworkImageCreateRequest): Promise<NetworkImage>;
  /** GET /aggregated_data/getSpans: spans of kept images, newest first, 3 a page. */
  spans(q: NetworkSpansRequest): Promise<NetworkSpanPage>;
  /** GET /aggregated_data/fetchNetworkHistoryImage: one image a page, newest first. */
  historyImage(q: NetworkHistoryImageRequest): Promise<NetworkHistoryImageAnswer>;
}

export function netdiagEndpoints(request: RequestFn): NetdiagEndpoints {
  const data = async <T>(answer: Promise<DataEnvelope<T>>): Promise<T> => (await answer).data;
  return {
    topology: (serialNumber) => data(request<DataEnvelope<NetworkTopology>>('GET', '/aggregated_data/fetch', { query: { serialNumber } })),
    create: (body) => data(request<DataEnvelope<NetworkImage>>('POST', '/aggregated_data/create', { body })),
    spans: (q) => data(request<DataEnvelope<NetworkSpanPage>>('GET', '/aggregated_data/getSpans', { query: { ...q } })),
    historyImage: (q) => data(request<DataEnvelope<NetworkHistoryImageAnswer>>('GET', '/aggregated_data/fetchNetworkHistoryImage', { query: { ...q } })),
  };
}
