import { describe, expect, it } from 'vitest';
import type { NetworkTopology } from '../wire/netdiag';
import { filterTopology, isRouteExpired, linkQualityClass, networksOf, roleName, ROUTE_EXPIRY_MS, routeAgeMs, spansOf } from './netdiag';
import { MESH_NETWORKS } from '../wire/netdiag';

const topology: NetworkTopology = {
  serialNumber: 'HP1',
  takenAt: 1000,
  nodes: [
    { id: 0, name: 'Gateway', networkType: 'ip', role: 0 },
    { id: 1, name: 'Lamp', networkType: 'zWave', role: 2 },
    { id: 2, name: 'Sensor', networkType: 'zWave', role: 3 },
    { id: 3, name: 'Bulb', networkType: 'zigBee', role: 1 },
  ],
  edges: [
    { from: 1, to: 0, linkQuality: 200, routeTimestamp: 900 },
    { from: 2, to: 1, linkQuality: 90, routeTimestamp: 900 },
    { from: 3, to: 0, linkQuality: 40, routeTimestamp: 900 },
  ],
};

describe('netdiag rules', () => {
  it('a route expires only once it is older than 242 s', () => {
    const edge = { routeTimestamp: 10_000 };
    expect(isRouteExpired(edge, 10_000 + ROUTE_EXPIRY_MS)).toBe(false);
    expect(isRouteExpired(edge, 10_000 + ROUTE_EXPIRY_MS + 1)).toBe(true);
    expect(routeAgeMs(edge, 5_000)).toBe(0);
  });

  it('names roles and link quality classes', () => {
    expect([0, 1, 2, 3].map((r) => roleName(r as 0 | 1 | 2 | 3))).toEqual(['CONTROLLER', 'ACTIVE', 'ROUTING', 'END_DEVICE']);
    expect([255, 170, 169, 85, 84, 0].map(linkQualityClass)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('the network filter keeps that network and the controller, with the routes between them', () => {
    const zwave = filterTopology(topology, 'zWave');
    expect(zwave.nodes.map((n) => n.id)).toEqual([0, 1, 2]);
    expect(zwave.edges.map((e) => `${e.from}-${e.to}`)).toEqual(['1-0', '2-1']);
    expect(filterTopology(topology, 'all')).toBe(topology);
    expect(filterTopology(topology, 'wise').nodes.map((n) => n.id)).toEqual([0]);
    expect(networksOf(topology, MESH_NETWORKS)).toEqual(['zigBee', 'zWave']);
  });

  it('images make spans, split by a gap over an hour, newest first', () => {
    const h = 3_600_000;
    expect(spansOf([0, h, 2 * h, 5 * h, 5 * h + 10])).toEqual([
      { from: 5 * h, to: 5 * h + 10, images: 2 },
      { from: 0, to: 2 * h, images: 3 },
    ]);
    expect(spansOf([])).toEqual([]);
  });
});
