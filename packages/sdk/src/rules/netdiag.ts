import {
  CONTROLLER_NODE_ID,
  NETWORK_SPAN_GAP_MS,
  type NetworkEdge,
  type NetworkNode,
  type NetworkSpan,
  type NetworkTopology,
  type MeshNetwork,
  type NodeRole,
} from '../wire/netdiag';

/**
 * Rules of network diagnostics (spec 2 §4 "an expired route makes the edge
 * dashed; route age refreshes on an interval"; docs/contracts.md "Network
 * diagnostics"): when a route has expired, what a role is called, which
 * nodes and routes a network filter keeps, and how images make spans.
 */

/** A route not refreshed for longer than this (242 s) has expired. */
export const ROUTE_EXPIRY_MS = 242_000;

/** How old a route is at `now` (ms, never negative). */
export const routeAgeMs = (edge: Pick<NetworkEdge, 'routeTimestamp'>, now: number): number => Math.max(0, now - edge.routeTimestamp);

/** Whether a route has expired at `now`: older than 242 s. */
export const isRouteExpired = (edge: Pick<NetworkEdge, 'routeTimestamp'>, now: number): boolean => routeAgeMs(edge, now) > ROUTE_EXPIRY_MS;

/** The i18n key suffix of each role (controller 0, active 1, routing 2, end device 3). */
export const ROLE_NAMES: Record<NodeRole, 'CONTROLLER' | 'ACTIVE' | 'ROUTING' | 'END_DEVICE'> = {
  0: 'CONTROLLER',
  1: 'ACTIVE',
  2: 'ROUTING',
  3: 'END_DEVICE',
};
export const roleName = (role: NodeRole): (typeof ROLE_NAMES)[NodeRole] => ROLE_NAMES[role];

/** Link quality classes of an LQI 0 to 255: good from 170, fair from 85, poor below. */
export type LinkQualityClass = 'good' | 'fair' | 'poor';
export const linkQualityClass = (lqi: number): LinkQualityClass => (lqi >= 170 ? 'good' : lqi >= 85 ? 'fair' : 'poor');

/** The network filter: every network, or one. */
export type NetworkFilter = MeshNetwork | 'all';

/**
 * The part of a topology a filter shows: the nodes of that network, and the
 * controller (which every network reaches), with the routes between them.
 */
export function filterTopology<T extends Pick<NetworkTopology, 'nodes' | 'edges'>>(topology: T, filter: NetworkFilter): T {
  if (filter === 'all') return topology;
  const nodes: NetworkNode[] = topology.nodes.filter((n) => n.id === CONTROLLER_NODE_ID || n.networkType === filter);
  const kept = new Set(nodes.map((n) => n.id));
  const edges = topology.edges.filter((e) => kept.has(e.from) && kept.has(e.to));
  return { ...topology, nodes, edges };
}

/** The networks a topology holds (for the filter's choices), in MESH_NETWORKS order. */
export function networksOf(topology: Pick<NetworkTopology, 'nodes'>, order: readonly MeshNetwork[]): MeshNetwork[] {
  const present = new Set(topology.nodes.filter((n) => n.id !== CONTROLLER_NODE_ID).map((n) => n.networkType));
  return order.filter((t) => present.has(t));
}

/** Images (their times) grouped into spans: a gap over NETWORK_SPAN_GAP_MS starts a new one. Newest span first. */
export function spansOf(times: readonly number[], gapMs = NETWORK_SPAN_GAP_MS): NetworkSpan[] {
  const sorted = [...times].sort((a, b) => a - b);
  const spans: NetworkSpan[] = [];
  for (const t of sorted) {
    const last = spans[spans.length - 1];
    if (last && t - last.to <= gapMs) {
      last.to = t;
      last.images += 1;
    } else spans.push({ from: t, to: t, images: 1 });
  }
  return spans.reverse();
}
