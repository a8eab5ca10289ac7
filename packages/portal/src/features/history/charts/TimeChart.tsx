import { extent } from 'd3-array';
import { scaleLinear, scaleTime } from 'd3-scale';
import { area, curveLinear, curveStepAfter, line } from 'd3-shape';
import { CHART_COLOUR, type HistoryChart, type HistoryPoint } from './chartModel';
import { useWidth } from '../../../binding/useWidth';

const HEIGHT = 200;
const TOP = 10;
const BOTTOM = 26;
const RIGHT = 12;

/**
 * One history chart over [from, to], drawn with d3 at the figure's
 * measured width: a step line for states (levels labelled on the y axis),
 * a filled area for numbers. A point without a value (a missing-data
 * edge) breaks the line, so a gap reads as a gap and not as a value.
 */
export function TimeChart({
  chart,
  from,
  to,
  formatTick,
  formatValue,
}: {
  chart: HistoryChart;
  from: number;
  to: number;
  formatTick: (ms: number, span: number) => string;
  formatValue: (value: number) => string;
}) {
  const [ref, width] = useWidth<HTMLDivElement>(480);
  const levels = chart.levels ?? [];
  const labelWidth = chart.kind === 'step' ? 8 + 7 * Math.max(3, ...levels.map((level) => level.label.length)) : 52;
  const left = Math.min(labelWidth, Math.floor(width * 0.4));
  const x = scaleTime()
    .domain([new Date(from), new Date(to)])
    .range([left, Math.max(left + 40, width - RIGHT)]);
  const values = chart.points.flatMap((p) => (p.v === null ? [] : [p.v]));
  let y;
  if (chart.kind === 'step') {
    const [low = 0, high = 1] = extent([...levels.map((level) => level.value), ...values]);
    y = scaleLinear()
      .domain([low, high === low ? low + 1 : high])
      .range([HEIGHT - BOTTOM, TOP + 6]);
  } else {
    const [low = 0, high = 1] = extent(values);
    const floor = chart.gauge ? Math.min(chart.gauge.min, low) : Math.min(0, low);
    y = scaleLinear()
      .domain([floor, high === floor ? floor + 1 : high])
      .nice()
      .range([HEIGHT - BOTTOM, TOP]);
  }
  const defined = (p: HistoryPoint) => p.v !== null;
  const px = (p: HistoryPoint) => x(new Date(p.t));
  const py = (p: HistoryPoint) => y(p.v ?? 0);
  const curve = chart.kind === 'step' ? curveStepAfter : curveLinear;
  // A step holds its state until the next point: the last one holds until the end of the range (or now).
  const last = chart.points[chart.points.length - 1];
  const points = chart.kind === 'step' && last && last.v !== null && last.t < to ? [...chart.points, { t: Math.min(to, Date.now()), v: last.v }] : chart.points;
  const path = line<HistoryPoint>().defined(defined).x(px).y(py).curve(curve)(points) ?? '';
  const fill = area<HistoryPoint>().defined(defined).x(px).y0(y.range()[0]!).y1(py).curve(curve)(points) ?? '';
  const yTicks = chart.kind === 'step' ? levels.map((level) => ({ value: level.value, label: level.label })) : y.ticks(4).map((value) => ({ value, label: formatValue(value) }));
  const span = to - from;
  // d3's time ticks can crowd at a month's turn (Oct 31, Nov 1): a tick too near the last one kept is left out.
  const xTicks: Date[] = [];
  for (const tick of x.ticks(Math.max(2, Math.floor((width - left) / 90)))) {
    const previous = xTicks[xTicks.length - 1];
    if (previous === undefined || x(tick) - x(previous) >= 64) xTicks.push(tick);
  }

  return (
    <div ref={ref} className="hp-history-chart__svg">
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="presentation">
        {yTicks.map((tick) => (
          <g key={tick.value} transform={`translate(0, ${y(tick.value)})`}>
            <line x1={left} x2={width - RIGHT} className="hp-history-chart__grid" />
            <text x={left - 6} dy="0.35em" textAnchor="end" className="hp-history-chart__tick">
              {tick.label}
            </text>
          </g>
        ))}
        {xTicks.map((tick) => (
          <text key={tick.getTime()} x={x(tick)} y={HEIGHT - 8} textAnchor="middle" className="hp-history-chart__tick">
            {formatTick(tick.getTime(), span)}
          </text>
        ))}
        <line x1={left} x2={width - RIGHT} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className="hp-history-chart__axis" />
        {chart.kind === 'area' && <path d={fill} fill={CHART_COLOUR} fillOpacity={0.18} />}
        <path d={path} fill="none" stroke={CHART_COLOUR} strokeWidth={2} />
        {chart.kind === 'area' &&
          points.map((p, index) =>
            p.v !== null && !defined(points[index - 1] ?? { t: 0, v: null }) && !defined(points[index + 1] ?? { t: 0, v: null }) ? (
              <circle key={p.t} cx={px(p)} cy={py(p)} r={3} fill={CHART_COLOUR} />
            ) : null,
          )}
      </svg>
    </div>
  );
}
