/**
 * What one history chart draws, whatever the source (a device's service,
 * a device's status, the gateway's status): points in time order, each a
 * value or `null` where the record has a missing-data edge (spec 3 §3
 * reasons FROM, TO, FROM-TO), which the chart draws as a gap. The same
 * points fill the figure's table of values, so what a screen reader reads
 * is what the chart draws.
 */
export interface HistoryPoint {
  /** Milliseconds since the epoch. */
  t: number;
  /** The value shown (already scaled for display), or null for a gap. */
  v: number | null;
}

export type ChartKind =
  /** An on/off-like state or a labelled state (door lock, node status): a step line between labelled levels. */
  | 'step'
  /** A numeric value: a filled area under its line. */
  | 'area';

export interface HistoryChart {
  id: string;
  title: string;
  kind: ChartKind;
  /** The unit shown after each value (kWh, %, °C…), or ''. */
  unit: string;
  points: HistoryPoint[];
  /** For step charts: the label of each level (0 Off, 1 On; 0 Locked…), also the y-axis ticks. */
  levels?: Array<{ value: number; label: string }>;
  /** The table of values: each server point (and each span without data) as the reader reads it. */
  rows: Array<{ t: number; text: string }>;
  /** How the latest value reads ('' when none). */
  latest: string;
  /** Spans without data (drawn as gaps). */
  gaps: number;
  /** A gauge of the last value with its scale (voltage 200-250, power factor 0-1). */
  gauge?: { min: number; max: number };
  /** DISPLAY_ZERO_FOR_EMPTY_CHART_DATA: the series had no data in the range and is drawn as a flat zero line. */
  zeroFilled?: boolean;
}

/** spec 3 §9 chart colour. */
export const CHART_COLOUR = '#1C5FCC';

/** The last point that has a value, or null. */
export function lastValue(points: readonly HistoryPoint[]): number | null {
  for (let index = points.length - 1; index >= 0; index--) {
    const v = points[index]!.v;
    if (v !== null) return v;
  }
  return null;
}
