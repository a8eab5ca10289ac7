import { arc, pie, type PieArcDatum } from 'd3-shape';
import { colourOf, type ChartData, type ChartRow } from './chartData';

const SIZE = 200;

/**
 * A pie of one series (`plot`, by index) with a legend naming each slice
 * and its value, drawn with d3-shape. Rows of 0 draw no slice but keep
 * their legend line, so every size class is named.
 */
export function PieChart({ data, plot, format }: { data: ChartData; plot: number; format: (value: number) => string }) {
  const radius = SIZE / 2;
  const slices = pie<ChartRow>()
    .sort(null)
    .value((row) => row.values[plot] ?? 0)(data.rows);
  const draw = arc<PieArcDatum<ChartRow>>()
    .innerRadius(radius * 0.45)
    .outerRadius(radius - 2)
    .padAngle(0.01);
  return (
    <div className="hp-stats-pie">
      <svg width={SIZE} height={SIZE} viewBox={`${-radius} ${-radius} ${SIZE} ${SIZE}`} role="presentation">
        {slices.map((slice, index) => (slice.value > 0 ? <path key={slice.data.key} d={draw(slice) ?? ''} fill={colourOf(index)} stroke="#fff" strokeWidth={1} /> : null))}
      </svg>
      <ul className="hp-stats-legend hp-stats-legend--column">
        {data.rows.map((row, index) => (
          <li key={row.key}>
            <span className="hp-stats-legend__swatch" style={{ background: colourOf(index) }} />
            <span>{row.label}</span>
            <strong>{format(row.values[plot] ?? 0)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
