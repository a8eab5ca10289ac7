import type { TFunction } from 'i18next';
import type { HistoryAnswer, HistorySeries } from '@homeport/sdk';
import type { HistoryChart } from './chartModel';
import { chartsOf, type ChartFlags } from './fromAnswer';

/** A node of the cached image as /node_history_offline draws it: its status chart and where the chart's values come from. */
export interface OfflineNodeChart {
  chart: HistoryChart;
  from: number;
  to: number;
  /** 'server': the recorded status history; 'cache': only the status the cached image holds, from when it was taken. */
  source: 'server' | 'cache';
}

const statusOf = (answer: HistoryAnswer | undefined): HistorySeries | undefined => answer?.series.find((series) => series.service === 'status');

/** Whether the server's answer says anything about the node in the span: a point, or a value in force at its start. */
const knows = (series: HistorySeries | undefined) => !!series && (series.points.length > 0 || series.initial !== null || (series.before ?? null) !== null);

/**
 * The status chart of one node of the cached image over [from, to]: the
 * server's node-status history when it knows anything about the node in
 * the span; otherwise (nothing recorded, or the call failed) the status
 * the cached image holds, as one point at the time the image was taken
 * (or at the span's start when the image is older), so the step line holds
 * it to the end. An image taken after the span says nothing about it: an
 * empty chart.
 */
export function offlineNodeChart({
  device,
  answer,
  cachedAt,
  span,
  t,
  flags,
}: {
  device: { id: number; device_name: string; status: number };
  answer: HistoryAnswer | undefined;
  cachedAt: number;
  span: { from: number; to: number };
  t: TFunction;
  flags?: ChartFlags;
}): OfflineNodeChart {
  const title = device.device_name;
  const series = statusOf(answer);
  if (answer && knows(series)) {
    const chart = chartsOf({ ...answer, series: [series!] }, 'node', t, undefined, flags)[0]!;
    return { chart: { ...chart, id: `node-${device.id}`, title }, from: answer.from, to: answer.to, source: 'server' };
  }
  const from = answer?.from ?? span.from;
  const to = answer?.to ?? span.to;
  const points = cachedAt <= to ? [{ t: Math.max(from, cachedAt), v: device.status }] : [];
  const cached: HistoryAnswer = {
    key: answer?.key ?? String(device.id),
    from,
    to,
    bucketMs: 0,
    series: [{ service: 'status', property: 'status', kind: 'state', unit: '', points, gaps: [], initial: null, samples: points.length }],
  };
  const chart = chartsOf(cached, 'node', t, undefined, flags)[0]!;
  return { chart: { ...chart, id: `node-${device.id}`, title }, from, to, source: 'cache' };
}
