import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';
import { CONTROLLER_NODE_ID, type NetworkEdge, type NetworkNode } from '@homeport/sdk';

/** A node placed by the layout. */
export interface PlacedNode extends NetworkNode {
  x: number;
  y: number;
  /** Whether its name is drawn (only where it fits, without covering another label). */
  labelled: boolean;
}

export interface Layout {
  nodes: PlacedNode[];
  byId: Map<number, PlacedNode>;
  /** The drawing's bounds, for the SVG viewBox. */
  box: { x: number; y: number; width: number; height: number };
}

interface SimNode extends SimulationNodeDatum {
  id: number;
}

/** Ticks the simulation runs before anything is drawn: enough for 200 nodes to settle. */
const TICKS = 300;
export const NODE_RADIUS = 9;
const CHAR_WIDTH = 6.2;
const LABEL_HEIGHT = 13;
const LABEL_MAX_CHARS = 18;
const LABEL_GAP = 4;

export const shortLabel = (name: string): string => (name.length > LABEL_MAX_CHARS ? `${name.slice(0, LABEL_MAX_CHARS - 1)}…` : name);

/**
 * Places a topology with d3-force, run to rest before the first draw (the
 * map does not move under the reader): the controller pinned at the
 * centre, routes as links, nodes kept apart. The same topology always lands
 * the same way (d3-force starts from a fixed phyllotaxis arrangement).
 * Labels are kept only where they fit: the controller's and routers' first,
 * then the others, each dropped if it would cover one already placed.
 */
export function layoutTopology(nodes: readonly NetworkNode[], edges: readonly NetworkEdge[]): Layout {
  const simNodes: SimNode[] = nodes.map((n) => (n.id === CONTROLLER_NODE_ID ? { id: n.id, fx: 0, fy: 0 } : { id: n.id }));
  const known = new Set(nodes.map((n) => n.id));
  const links: Array<SimulationLinkDatum<SimNode>> = edges.filter((e) => known.has(e.from) && known.has(e.to)).map((e) => ({ source: e.from, target: e.to }));
  const crowd = nodes.length > 80 ? 0.6 : 1;
  const simulation = forceSimulation(simNodes)
    .force(
      'link',
      forceLink<SimNode, SimulationLinkDatum<SimNode>>(links)
        .id((d) => d.id)
        .distance(60 * crowd)
        .strength(0.7),
    )
    .force('charge', forceManyBody<SimNode>().strength(-140 * crowd))
    .force('collide', forceCollide<SimNode>(NODE_RADIUS * 2.2))
    .force('x', forceX<SimNode>(0).strength(0.04))
    .force('y', forceY<SimNode>(0).strength(0.04))
    .stop();
  simulation.tick(TICKS);

  const placed: PlacedNode[] = nodes.map((n, i) => ({ ...n, x: simNodes[i]!.x ?? 0, y: simNodes[i]!.y ?? 0, labelled: false }));
  const byId = new Map(placed.map((n) => [n.id, n]));

  // Labels where they fit, most important first.
  const boxes: Array<[number, number, number, number]> = [];
  const order = [...placed].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
  for (const node of order) {
    const width = shortLabel(node.name).length * CHAR_WIDTH;
    // A little room around each label, so neighbours' names never touch.
    const box: [number, number, number, number] = [node.x - width / 2 - LABEL_GAP, node.y + NODE_RADIUS + 2, width + 2 * LABEL_GAP, LABEL_HEIGHT];
    const covers = boxes.some(([x, y, w, h]) => box[0] < x + w && x < box[0] + box[2] && box[1] < y + h && y < box[1] + box[3]);
    const coversNode = placed.some(
      (o) => o !== node && o.x > box[0] - NODE_RADIUS && o.x < box[0] + box[2] + NODE_RADIUS && o.y > box[1] - NODE_RADIUS && o.y < box[1] + box[3] + NODE_RADIUS,
    );
    if (!covers && !coversNode) {
      node.labelled = true;
      boxes.push(box);
    }
  }

  const margin = 30;
  const xs = placed.flatMap((n) => [n.x - 60, n.x + 60]);
  const ys = placed.flatMap((n) => [n.y - NODE_RADIUS, n.y + NODE_RADIUS + LABEL_HEIGHT + 4]);
  const minX = Math.min(...xs, -100) - margin;
  const maxX = Math.max(...xs, 100) + margin;
  const minY = Math.min(...ys, -100) - margin;
  const maxY = Math.max(...ys, 100) + margin;
  return { nodes: placed, byId, box: { x: minX, y: minY, width: maxX - minX, height: maxY - minY } };
}

const rank = (n: NetworkNode): number => (n.role === 0 ? 0 : n.role === 2 ? 1 : n.role === 1 ? 2 : 3);
