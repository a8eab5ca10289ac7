import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AnalyticsDataBody, OnDemandRequestBody, SCENE_BUCKETS } from '../wire/statistics';
import {
  deviceRoleOf,
  gatewaySizeOf,
  GATEWAY_SIZE_LIMITS,
  isIncomplete,
  medianOf,
  medianOfHistogram,
  statisticsPage,
  savedReportFileName,
  sceneBucketOf,
  STATISTICS_PAGE_SIZES,
} from './statistics';

describe('statistics rules', () => {
  it('puts scene counts in the spec buckets 0-10, 11-20, 21-50, 51+', () => {
    expect([0, 10, 11, 20, 21, 50, 51, 500].map(sceneBucketOf)).toEqual(['0-10', '0-10', '11-20', '11-20', '21-50', '21-50', '51+', '51+']);
    expect(sceneBucketOf(-3)).toBe('0-10');
    expect(new Set([0, 15, 30, 80].map(sceneBucketOf))).toEqual(new Set(SCENE_BUCKETS));
  });

  it('classes gateways by device count: small up to 10, medium up to 30, large above', () => {
    expect(GATEWAY_SIZE_LIMITS).toEqual({ small: 10, medium: 30 });
    expect([0, 10, 11, 30, 31, 200].map(gatewaySizeOf)).toEqual(['small', 'small', 'medium', 'medium', 'large', 'large']);
  });

  it('tells actuators from sensors by device kind', () => {
    expect(['switch', 'dimmer', 'thermostat', 'door_lock', 'roller_shutter'].map(deviceRoleOf)).toEqual(Array(5).fill('actuator'));
    expect(['sensor', 'gas_detector', 'smart_meter', 'panic_button', 'camera'].map(deviceRoleOf)).toEqual(Array(5).fill('sensor'));
  });

  it('marks a record incomplete when a gateway was not read', () => {
    expect(isIncomplete({ complete: true, gatewaysUnread: 0 })).toBe(false);
    expect(isIncomplete({ complete: false, gatewaysUnread: 2 })).toBe(true);
    expect(isIncomplete({ complete: true, gatewaysUnread: 1 })).toBe(true);
    expect(isIncomplete(null)).toBe(false);
  });

  it('takes medians from lists and from histograms alike', () => {
    expect(medianOf([])).toBe(0);
    expect(medianOf([5, 1, 3])).toBe(3);
    expect(medianOf([4, 1, 3, 2])).toBe(2.5);
    const values = [0, 0, 2, 7, 7, 7, 9, 40];
    const histogram = new Map<number, number>();
    for (const value of values) histogram.set(value, (histogram.get(value) ?? 0) + 1);
    expect(medianOfHistogram(histogram, values.length)).toBe(medianOf(values));
    expect(medianOfHistogram(new Map(), 0)).toBe(0);
  });

  it('pages 10 timestamps at a time and names the PDF by serial and time', () => {
    expect(STATISTICS_PAGE_SIZES.timestamps).toBe(10);
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(statisticsPage(items, 3, 10)).toEqual([20, 21, 22]);
    expect(savedReportFileName('GW01', Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('gateway-statistics-GW01-2026-01-02T03-04-05Z.pdf');
  });

  it('validates the on-demand request and the analytics data request', () => {
    const ok = v.safeParse(OnDemandRequestBody, { engine: 'StatisticsReport', parameters: { dag_id: 'stats_dag', uuid: 'a-1' } });
    expect(ok.success && ok.output.parameters.notificationMethod).toBe('event');
    expect(v.safeParse(OnDemandRequestBody, { engine: 'Other', parameters: { dag_id: 'x', uuid: 'y' } }).success).toBe(false);
    expect(v.safeParse(OnDemandRequestBody, { engine: 'StatisticsReport', parameters: { dag_id: 'x', uuid: 'y', extra: 1 } }).success).toBe(false);
    const data = v.safeParse(AnalyticsDataBody, { engine: 'FirmwareVersions' });
    expect(data.success && [data.output.limit, data.output.page, data.output.pagination]).toEqual([10, 1, true]);
    expect(v.safeParse(AnalyticsDataBody, { engine: 'FirmwareVersions', limit: 0 }).success).toBe(false);
  });
});
