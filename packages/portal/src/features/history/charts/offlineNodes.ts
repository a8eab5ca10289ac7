import type { TFunction } from 'i18next';
import type { HistoryAnswer, HistorySeries } from '@homeport/sdk';
import type { HistoryChart } from './chartModel';
import { chartsOf, type ChartFlags } from './fromAnswer';

/** A node of the cached image as /node_history_offline draws it: its status chart and where the chart's values come from. */
export interface OfflineNodeChart {
  chart: HistoryChart;
  /** 'server': the recorded status history; 'cache': only the status the cached image holds, from when it was taken. */
  source: 'server' | 'cache';
}

/** Whether the server's series says anything about the node in the span: a point, a value in force at its start, or one before it. */
export const knowsStatus = (series: HistorySeries | undefined): series is HistorySeries =>
  !!series && (series.points.length > 0 || series.initial !== null || (series.before ?? null) !== null);

/**
 * The status chart of one node of the cached image over [from, to]: the
 * server's node-status series when it knows anything about the node in the
 * span; otherwise (nothing recorded, or the call failed) the status the
 * cached image holds, as one point at the time the image was taken (or at
 * the span's start when the image is older), which the step line holds to
 * the end. An image taken after the span says nothing about it: no values.
 */
export function offlineNodeChart({
  node,
  series,
  cachedAt,
  span,
  t,
  flags,
  time,
}: {
  node: { id: number; name: string; status: number };
  series: HistorySeries | undefined;
  cachedAt: number;
  span: { from: number; to: number };
  t: TFunction;
  flags?: ChartFlags;
  time?: (ms: number) => string;
}): OfflineNodeChart {
  const answerOf = (each: HistorySeries): HistoryAnswer => ({ key: String(node.id), from: span.from, to: span.to, bucketMs: 0, series: [each] });
  const named = (chart: HistoryChart): HistoryChart => ({ ...chart, id: `node-${node.id}`, title: node.name });
  if (knowsStatus(series)) return { chart: named(chartsOf(answerOf(series), 'node', t, undefined, { flags, time })[0]!), source: 'server' };
  const points = cachedAt <= span.to ? [{ t: Math.max(span.from, cachedAt), v: node.status }] : [];
  const cached: HistorySeries = { service: 'status', property: 'status', kind: 'state', unit: '', points, gaps: [], initial: null, samples: points.length };
  return { chart: named(chartsOf(answerOf(cached), 'node', t, undefined, { flags, time })[0]!), source: 'cache' };
}
