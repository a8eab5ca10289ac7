/**
 * What a chart shows, one shape for every chart of the feature: named
 * series and labelled rows, a value per series in each row. The same data
 * draws the SVG and fills the figure's table of values, so what a screen
 * reader reads is what the chart draws.
 */
export interface ChartSeries {
  id: string;
  label: string;
}

export interface ChartRow {
  key: string;
  label: string;
  values: number[];
}

export interface ChartData {
  /** The header of the row labels' column ("Gateway size"). */
  rowHeader: string;
  series: ChartSeries[];
  rows: ChartRow[];
}

/** The #1C5FCC family (spec 3 §9 chart colour): the first series in the brand blue, the next ones lighter or darker. */
export const CHART_COLOURS = ['#1C5FCC', '#8DB0EE', '#0D3577', '#4C86E4', '#C4D6F6', '#2B4A80'] as const;

export const colourOf = (index: number): string => CHART_COLOURS[index % CHART_COLOURS.length]!;
