import { arc } from 'd3-shape';
import { scaleLinear } from 'd3-scale';
import { CHART_COLOUR } from './chartModel';

const SIZE = 160;

/**
 * A half-circle gauge of the latest value on its scale (voltage 200-250 V,
 * power factor 0-1, spec 3 §9), drawn with d3-shape; values outside the
 * scale sit at its end. The value and the scale are written under it.
 */
export function Gauge({ value, min, max, label }: { value: number | null; min: number; max: number; label: string }) {
  const radius = SIZE / 2;
  const angle = scaleLinear()
    .domain([min, max])
    .range([-Math.PI / 2, Math.PI / 2])
    .clamp(true);
  const track = arc()({ innerRadius: radius * 0.68, outerRadius: radius - 2, startAngle: -Math.PI / 2, endAngle: Math.PI / 2 }) ?? '';
  const filled = value === null ? '' : (arc()({ innerRadius: radius * 0.68, outerRadius: radius - 2, startAngle: -Math.PI / 2, endAngle: angle(value) }) ?? '');
  return (
    <div className="hp-history-gauge">
      <svg width={SIZE} height={radius + 4} viewBox={`${-radius} ${-radius} ${SIZE} ${radius + 4}`} role="presentation">
        <path d={track} className="hp-history-gauge__track" />
        {filled && <path d={filled} fill={CHART_COLOUR} />}
      </svg>
      <p className="hp-history-gauge__value">{label}</p>
    </div>
  );
}
