import * as v from 'valibot';
import { queryInteger, serialNumber } from './fields';

/**
 * Wire shapes of network diagnostics (spec 2 §2 "Network diagnostics", §4,
 * §8, §9; spec 3 §7 "/aggregated_data: fetch, getSpans,
 * fetchNetworkHistoryImage, create"; docs/contracts.md "Network
 * diagnostics"). The live topology of a gateway's mesh, the network images
 * (snapshots) the cloud keeps of it, and the spans those images cover. The
 * rules that read them (route expiry, role names, the network filter) are in
 * rules/netdiag.ts.
 */

/** The networks a node is on. */
export const MESH_NETWORKS = ['zigBee', 'zWave', 'wise', 'ip'] as const;
export type MeshNetwork = (typeof MESH_NETWORKS)[number];

/** A node's role in its mesh: 0 controller, 1 active, 2 routing, 3 end device. */
export const NODE_ROLES = [0, 1, 2, 3] as const;
export type NodeRole = (typeof NODE_ROLES)[number];

/** The controller's node id: the gateway itself; every other node is a device, by its device id. */
export const CONTROLLER_NODE_ID = 0;

export interface NetworkNode {
  id: number;
  name: string;
  networkType: MeshNetwork;
  role: NodeRole;
}

/** A route: `from` reaches the controller through `to`, with link quality 0 to 255 (LQI), last refreshed at `routeTimestamp` (ms). */
export interface NetworkEdge {
  from: number;
  to: number;
  linkQuality: number;
  routeTimestamp: number;
}

/** GET /aggregated_data/fetch: the gateway's mesh as it is now (`takenAt`, simulator clock, ms). */
export interface NetworkTopology {
  serialNumber: string;
  takenAt: number;
  nodes: NetworkNode[];
  edges: NetworkEdge[];
}

/** A network image (snapshot) the cloud keeps: the topology at `takenAt`. */
export interface NetworkImage extends NetworkTopology {
  _id: string;
}

/** A span of history: consecutive images no further apart than NETWORK_SPAN_GAP_MS, from the first to the last. */
export interface NetworkSpan {
  from: number;
  to: number;
  images: number;
}

/** spec 2 §9: the network span list shows 3 a page. */
export const NETWORK_SPAN_PAGE_SIZE = 3;
/** Images further apart than this (1 h) start a new span. */
export const NETWORK_SPAN_GAP_MS = 3_600_000;

/** GET /aggregated_data/fetch?serialNumber=…: the live topology (the gateway must be online). */
export const NetworkTopologyQuery = v.object({ serialNumber: serialNumber() });

/** POST /aggregated_data/create {serialNumber}: catches a network image now. */
export const NetworkImageCreateBody = v.strictObject({ serialNumber: serialNumber() }, 'is not a field of this call (serialNumber)');
export type NetworkImageCreateRequest = v.InferInput<typeof NetworkImageCreateBody>;

/** GET /aggregated_data/getSpans?serialNumber&page&limit: the spans, newest first. */
export const NetworkSpansQuery = v.object({
  serialNumber: serialNumber(),
  page: queryInteger(0, 100_000, 0),
  limit: queryInteger(1, 100, NETWORK_SPAN_PAGE_SIZE),
});
export type NetworkSpansRequest = { serialNumber: string; page?: number; limit?: number };
export interface NetworkSpanPage {
  spans: NetworkSpan[];
  count: number;
}

/** An optional time query value (ms since the epoch, up to 15 digits). */
const queryTime = () => v.optional(v.pipe(v.string('must be given once, as a plain value'), v.regex(/^\d{1,15}$/, 'must be a time in ms'), v.transform(Number)));

/** GET /aggregated_data/fetchNetworkHistoryImage?serialNumber&from&to&page: one image a page, newest first, within [from, to] when given. */
export const NetworkHistoryImageQuery = v.object({
  serialNumber: serialNumber(),
  from: queryTime(),
  to: queryTime(),
  page: queryInteger(0, 1_000_000, 0),
});
export type NetworkHistoryImageRequest = { serialNumber: string; from?: number; to?: number; page?: number };
/** The image of that page (null when there is none) and how many images the range holds. */
export interface NetworkHistoryImageAnswer {
  image: NetworkImage | null;
  page: number;
  count: number;
}
