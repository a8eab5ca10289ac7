import { max } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { colourOf, type ChartData } from './chartData';
import { useWidth } from '../../../binding/useWidth';

const ROW = 34;
const GAP = 0.25;
const VALUE_ROOM = 56;
const LABEL_LINE = 18;

/**
 * Horizontal bars, one group per row and one bar per series, drawn with
 * d3 scales at the figure's measured width: labels to the left of the
 * bars and each value at the end of its bar, so it reads the same at
 * 1366 px and on a 375 px phone, where long labels move above their bars.
 */
export function BarChart({ data, format }: { data: ChartData; format: (value: number) => string }) {
  const [ref, width] = useWidth<HTMLDivElement>(480);
  // About 7 px a character at the chart's 13 px text: labels that do not fit beside the bars go above them (a phone).
  const labelWidth = 8 + 7 * Math.max(...data.rows.map((row) => row.label.length), 4);
  const above = labelWidth > width * 0.42;
  const labelRoom = above ? 0 : labelWidth;
  const labelLine = above ? LABEL_LINE : 0;
  const perRow = ROW + (data.series.length - 1) * 16 + labelLine;
  const height = data.rows.length * perRow + 8;
  const y = scaleBand<string>()
    .domain(data.rows.map((row) => row.key))
    .range([4, height - 4])
    .paddingInner(GAP);
  const inner = scaleBand<number>()
    .domain(data.series.map((_, index) => index))
    .range([labelLine, y.bandwidth()])
    .paddingInner(0.1);
  const top = max(data.rows, (row) => max(row.values)) ?? 0;
  const x = scaleLinear()
    .domain([0, top > 0 ? top : 1])
    .range([0, Math.max(40, width - labelRoom - VALUE_ROOM)]);

  return (
    <div ref={ref} className="hp-stats-bars">
      {data.series.length > 1 && <Legend data={data} />}
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="presentation">
        {data.rows.map((row) => {
          const rowTop = y(row.key) ?? 0;
          return (
            <g key={row.key} transform={`translate(0, ${rowTop})`}>
              <text x={above ? 0 : labelRoom - 8} y={above ? LABEL_LINE / 2 : y.bandwidth() / 2} dy="0.35em" textAnchor={above ? 'start' : 'end'} className="hp-stats-bars__label">
                {row.label}
              </text>
              {row.values.map((value, index) => {
                const barTop = inner(index) ?? 0;
                const length = x(value);
                return (
                  <g key={index}>
                    <rect x={labelRoom} y={barTop} width={Math.max(length, value > 0 ? 2 : 0)} height={inner.bandwidth()} rx={3} fill={colourOf(index)} />
                    <text x={labelRoom + length + 6} y={barTop + inner.bandwidth() / 2} dy="0.35em" className="hp-stats-bars__value">
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
        <line x1={labelRoom} x2={labelRoom} y1={0} y2={height} className="hp-stats-bars__axis" />
      </svg>
    </div>
  );
}

function Legend({ data }: { data: ChartData }) {
  return (
    <ul className="hp-stats-legend">
      {data.series.map((series, index) => (
        <li key={series.id}>
          <span className="hp-stats-legend__swatch" style={{ background: colourOf(index) }} />
          {series.label}
        </li>
      ))}
    </ul>
  );
}
