import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTROLLER_NODE_ID,
  filterTopology,
  isRouteExpired,
  linkQualityClass,
  MESH_NETWORKS,
  networksOf,
  roleName,
  routeAgeMs,
  type MeshNetwork,
  type NetworkEdge,
  type NetworkFilter,
  type NetworkNode,
} from '@homeport/sdk';
import { layoutTopology, NODE_RADIUS, shortLabel } from './layout';

/** One colour per network (readable on white; the legend names them). */
const NETWORK_CLASS: Record<MeshNetwork, string> = { zigBee: 'zigbee', zWave: 'zwave', wise: 'wise', ip: 'ip' };

export function useAgeText() {
  const { t } = useTranslation();
  return (ms: number): string => {
    const seconds = Math.floor(ms / 1000);
    if (seconds < 60) return t('NETDIAG.AGE_SECONDS', { count: seconds });
    if (seconds < 3600) return t('NETDIAG.AGE_MINUTES', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
    if (seconds < 86_400) return t('NETDIAG.AGE_HOURS', { count: Math.floor(seconds / 3600) });
    return t('NETDIAG.AGE_DAYS');
  };
}

/**
 * A topology drawn (spec 2 §2 "live topology graph with network filter,
 * legend toggle, fullscreen"; §4 "an expired route makes the edge dashed"):
 * nodes coloured by network and shaped by role, routes coloured by link
 * quality, an expired one dashed. The same nodes and routes follow as a
 * table, for keyboard and screen-reader users (the drawing is one image
 * with a name). `now` is the time routes are aged against.
 */
export function TopologyView({ nodes, edges, now, label }: { nodes: NetworkNode[]; edges: NetworkEdge[]; now: number; label: string }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<NetworkFilter>('all');
  const [legend, setLegend] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const legendId = useId();
  useEscapeTurnsOff(fullscreen, setFullscreen);

  const networks = useMemo(() => networksOf({ nodes }, MESH_NETWORKS), [nodes]);
  const shown = useMemo(() => filterTopology({ nodes, edges }, filter), [nodes, edges, filter]);
  const expired = shown.edges.filter((e) => isRouteExpired(e, now)).length;

  return (
    <section className={`hp-netdiag__view${fullscreen ? ' hp-netdiag__view--fullscreen' : ''}`} aria-label={label}>
      <div className="hp-netdiag__toolbar">
        <NetworkSelect networks={networks} filter={filter} onChange={setFilter} />
        <button type="button" className="hp-button hp-button--small" aria-expanded={legend} aria-controls={legendId} onClick={() => setLegend((v) => !v)}>
          {legend ? t('NETDIAG.HIDE_LEGEND') : t('NETDIAG.SHOW_LEGEND')}
        </button>
        <button type="button" className="hp-button hp-button--small" aria-pressed={fullscreen} onClick={() => setFullscreen((v) => !v)}>
          {fullscreen ? t('NETDIAG.EXIT_FULLSCREEN') : t('NETDIAG.FULLSCREEN')}
        </button>
        <span className="hp-netdiag__summary" aria-live="polite">
          {t('NETDIAG.SUMMARY', { nodes: shown.nodes.length, routes: shown.edges.length, expired })}
        </span>
      </div>
      <div className="hp-netdiag__canvas">
        <TopologyMap nodes={shown.nodes} edges={shown.edges} now={now} />
        {legend && <Legend id={legendId} />}
      </div>
      <TopologyTable nodes={shown.nodes} edges={shown.edges} allNodes={nodes} now={now} />
    </section>
  );
}

/** While `on` (the fullscreen view), Escape turns it off. */
function useEscapeTurnsOff(on: boolean, setOn: (on: boolean) => void) {
  useEffect(() => {
    if (!on) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOn(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, setOn]);
}

function NetworkSelect({ networks, filter, onChange }: { networks: MeshNetwork[]; filter: NetworkFilter; onChange: (next: NetworkFilter) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{t('NETDIAG.FILTER')}</label>
      <select id={id} value={filter} onChange={(event) => onChange(event.target.value as NetworkFilter)}>
        <option value="all">{t('NETDIAG.ALL_NETWORKS')}</option>
        {networks.map((n) => (
          <option key={n} value={n}>
            {t(`NETDIAG.NETWORK.${n}`)}
          </option>
        ))}
      </select>
    </>
  );
}

/** The drawing: one image with a name; routes coloured by link quality (an expired one dashed), nodes by network and role. */
function TopologyMap({ nodes, edges, now }: { nodes: NetworkNode[]; edges: NetworkEdge[]; now: number }) {
  const { t } = useTranslation();
  // The simulation runs to rest before the draw, once per set of nodes and routes: a refetch that
  // changes only route ages and link qualities keeps the map where it is.
  const shape = `${nodes.map((n) => `${n.id}:${n.role}:${n.name}`).join(',')}|${edges.map((e) => `${e.from}>${e.to}`).join(',')}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `shape` stands for the nodes and routes the layout reads
  const layout = useMemo(() => layoutTopology(nodes, edges), [shape]);
  return (
    <svg
      role="img"
      aria-label={t('NETDIAG.MAP', { count: nodes.length, routes: edges.length })}
      viewBox={`${layout.box.x} ${layout.box.y} ${layout.box.width} ${layout.box.height}`}
      preserveAspectRatio="xMidYMid meet"
      className="hp-netdiag__svg"
    >
      <g className="hp-netdiag__edges">
        {edges.map((edge) => {
          const from = layout.byId.get(edge.from);
          const to = layout.byId.get(edge.to);
          if (!from || !to) return null;
          const dead = isRouteExpired(edge, now);
          return (
            <line
              key={`${edge.from}-${edge.to}`}
              x1={from.x}
              y1={from.y}
              x2={to.x}
              y2={to.y}
              data-route={`${edge.from}-${edge.to}`}
              data-expired={dead ? 'true' : 'false'}
              className={`hp-netdiag__edge hp-netdiag__edge--${linkQualityClass(edge.linkQuality)}${dead ? ' hp-netdiag__edge--expired' : ''}`}
              strokeDasharray={dead ? '6 4' : undefined}
            />
          );
        })}
      </g>
      <g className="hp-netdiag__nodes">
        {layout.nodes.map((node) => (
          <g key={node.id} transform={`translate(${node.x},${node.y})`} data-node={node.id} className={`hp-netdiag__node hp-netdiag__node--${NETWORK_CLASS[node.networkType]}`}>
            <title>{`${node.name} (${t(`NETDIAG.ROLE.${roleName(node.role)}`)})`}</title>
            <NodeShape role={node.role} />
            {node.labelled && (
              <text y={NODE_RADIUS + 12} textAnchor="middle" className="hp-netdiag__label">
                {shortLabel(node.name)}
              </text>
            )}
          </g>
        ))}
      </g>
    </svg>
  );
}

/** The controller a square, an end device a small circle, the others a circle (a routing one marked). */
function NodeShape({ role }: { role: NetworkNode['role'] }) {
  if (role === 0) {
    return (
      <rect x={-NODE_RADIUS * 1.4} y={-NODE_RADIUS * 1.4} width={NODE_RADIUS * 2.8} height={NODE_RADIUS * 2.8} rx={3} className="hp-netdiag__shape hp-netdiag__shape--controller" />
    );
  }
  if (role === 3) return <circle r={NODE_RADIUS * 0.65} className="hp-netdiag__shape" />;
  return <circle r={NODE_RADIUS} className={`hp-netdiag__shape${role === 2 ? ' hp-netdiag__shape--routing' : ''}`} />;
}

function Legend({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="hp-netdiag__legend" role="group" aria-label={t('NETDIAG.LEGEND')}>
      <ul>
        {MESH_NETWORKS.map((n) => (
          <li key={n}>
            <span className={`hp-netdiag__swatch hp-netdiag__node--${NETWORK_CLASS[n]}`} aria-hidden="true" />
            {t(`NETDIAG.NETWORK.${n}`)}
          </li>
        ))}
      </ul>
      <ul>
        {(['CONTROLLER', 'ROUTING', 'ACTIVE', 'END_DEVICE'] as const).map((r) => (
          <li key={r}>
            <span className={`hp-netdiag__role hp-netdiag__role--${r.toLowerCase()}`} aria-hidden="true" />
            {t(`NETDIAG.ROLE.${r}`)}
          </li>
        ))}
      </ul>
      <ul>
        {(['good', 'fair', 'poor'] as const).map((q) => (
          <li key={q}>
            <span className={`hp-netdiag__line hp-netdiag__edge--${q}`} aria-hidden="true" />
            {t(`NETDIAG.QUALITY.${q}`)}
          </li>
        ))}
        <li>
          <span className="hp-netdiag__line hp-netdiag__line--expired" aria-hidden="true" />
          {t('NETDIAG.EXPIRED')}
        </li>
      </ul>
    </div>
  );
}

/** The same nodes and routes as a table, for keyboard and screen-reader users; a route's target is named from all the nodes. */
function TopologyTable({ nodes, edges, allNodes, now }: { nodes: NetworkNode[]; edges: NetworkEdge[]; allNodes: NetworkNode[]; now: number }) {
  const { t } = useTranslation();
  const ageText = useAgeText();
  const routeOf = useMemo(() => new Map(edges.map((e) => [e.from, e])), [edges]);
  const nameOf = (id: number) => allNodes.find((n) => n.id === id)?.name ?? String(id);
  return (
    <div className="hp-netdiag__table-wrap" tabIndex={0} role="region" aria-label={t('NETDIAG.TABLE')}>
      <table className="hp-netdiag__table">
        <caption>{t('NETDIAG.TABLE')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('NETDIAG.COL.NAME')}</th>
            <th scope="col">{t('NETDIAG.COL.ID')}</th>
            <th scope="col">{t('NETDIAG.COL.NETWORK')}</th>
            <th scope="col">{t('NETDIAG.COL.ROLE')}</th>
            <th scope="col">{t('NETDIAG.COL.ROUTE')}</th>
            <th scope="col">{t('NETDIAG.COL.QUALITY')}</th>
            <th scope="col">{t('NETDIAG.COL.AGE')}</th>
            <th scope="col">{t('NETDIAG.COL.STATE')}</th>
          </tr>
        </thead>
        <tbody>
          {nodes.map((node) => {
            const route = node.id === CONTROLLER_NODE_ID ? undefined : routeOf.get(node.id);
            const dead = route ? isRouteExpired(route, now) : false;
            return (
              <tr key={node.id}>
                <th scope="row">{node.name}</th>
                <td>{node.id}</td>
                <td>{t(`NETDIAG.NETWORK.${node.networkType}`)}</td>
                <td>{t(`NETDIAG.ROLE.${roleName(node.role)}`)}</td>
                <td>{route ? nameOf(route.to) : t('NETDIAG.NO_ROUTE')}</td>
                <td>{route ? `${route.linkQuality} (${t(`NETDIAG.QUALITY.${linkQualityClass(route.linkQuality)}`)})` : t('NETDIAG.NO_ROUTE')}</td>
                <td>{route ? ageText(routeAgeMs(route, now)) : t('NETDIAG.NO_ROUTE')}</td>
                <td>{route ? (dead ? t('NETDIAG.EXPIRED') : t('NETDIAG.FRESH')) : t('NETDIAG.NO_ROUTE')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
