import { describe, expect, it } from 'vitest';
import type { NetworkEdge, NetworkNode } from '@homeport/sdk';
import { layoutTopology, NODE_RADIUS, shortLabel } from './layout';

/** A mesh of `n` nodes: the controller, then each node routed through an earlier one. */
function mesh(n: number): { nodes: NetworkNode[]; edges: NetworkEdge[] } {
  const nodes: NetworkNode[] = [{ id: 0, name: 'Gateway', networkType: 'ip', role: 0 }];
  const edges: NetworkEdge[] = [];
  for (let id = 1; id < n; id += 1) {
    nodes.push({ id, name: `Living room switch ${id}`, networkType: id % 2 ? 'zigBee' : 'zWave', role: id < 40 ? 2 : 3 });
    edges.push({ from: id, to: id <= 4 ? 0 : Math.floor((id - 1) / 4), linkQuality: 100, routeTimestamp: 0 });
  }
  return { nodes, edges };
}

describe('the map layout', () => {
  it('places 200 nodes apart, the same way each time, with labels that never cover each other', () => {
    const { nodes, edges } = mesh(200);
    const started = performance.now();
    const layout = layoutTopology(nodes, edges);
    const ms = performance.now() - started;
    console.info(`layout of 200 nodes: ${ms.toFixed(0)} ms, ${layout.nodes.filter((n) => n.labelled).length} labels`);
    expect(layout.nodes).toHaveLength(200);
    for (const n of layout.nodes) expect(Number.isFinite(n.x) && Number.isFinite(n.y)).toBe(true);
    expect(layout.byId.get(0)).toMatchObject({ x: 0, y: 0, labelled: true });
    // Nodes do not sit on each other.
    let overlapping = 0;
    for (const a of layout.nodes) for (const b of layout.nodes) if (a.id < b.id && Math.hypot(a.x - b.x, a.y - b.y) < NODE_RADIUS) overlapping += 1;
    expect(overlapping).toBe(0);
    // Labels: some, not all, and no two boxes overlap.
    const labelled = layout.nodes.filter((n) => n.labelled);
    expect(labelled.length).toBeGreaterThan(0);
    expect(labelled.length).toBeLessThan(200);
    const boxes = labelled.map((n) => ({ x: n.x - (shortLabel(n.name).length * 6.2) / 2, y: n.y + NODE_RADIUS + 2, w: shortLabel(n.name).length * 6.2, h: 13 }));
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        expect(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h).toBe(false);
      }
    expect(layoutTopology(nodes, edges).nodes).toEqual(layout.nodes);
  });
});
