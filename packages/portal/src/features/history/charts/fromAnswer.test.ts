// How the history charts read a server answer (spec 3 §4 "Status mappings in
// charts", §9 gauges and display): node and gateway status labels, door lock
// labels, option labels, display factors, gauges, and gaps as breaks.
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { HistoryAnswer, HistorySeries } from '@homeport/sdk';
import { chartsOf } from './fromAnswer';

const t = ((key: string) => key) as unknown as TFunction;

function answer(series: Partial<HistorySeries> & Pick<HistorySeries, 'service' | 'property' | 'kind' | 'points'>): HistoryAnswer {
  return { key: 'HP1:1', from: 0, to: 100_000, bucketMs: 0, series: [{ unit: '', gaps: [], initial: null, samples: series.points.length, ...series }] };
}
const texts = (a: HistoryAnswer, source: 'node' | 'gateway' = 'node', labels?: Record<string, string>) =>
  chartsOf(a, source, t, labels ? () => labels : undefined)[0]!.rows.map((row) => row.text);

describe('chartsOf', () => {
  it('node status: 0, 1, 2 Online; 4, 5, 10 Offline; 7 Restricted', () => {
    const points = [0, 1, 2, 4, 5, 10, 7, 3].map((v, i) => ({ t: i * 1000, v }));
    expect(texts(answer({ service: 'status', property: 'status', kind: 'state', points }))).toEqual([
      ...Array(3).fill('HISTORY.STATES.ONLINE'),
      ...Array(3).fill('HISTORY.STATES.OFFLINE'),
      'HISTORY.STATES.RESTRICTED',
      'HISTORY.STATES.UNKNOWN',
    ]);
  });

  it('gateway status: 1 Online; 0 or 7 Offline', () => {
    const points = [1, 0, 7].map((v, i) => ({ t: i * 1000, v }));
    const charts = chartsOf(answer({ service: 'status', property: 'status', kind: 'state', points }), 'gateway', t);
    expect(charts[0]!.title).toBe('HISTORY.GATEWAY_STATUS_TITLE');
    expect(charts[0]!.rows.map((row) => row.text)).toEqual(['HISTORY.STATES.ONLINE', 'HISTORY.STATES.OFFLINE', 'HISTORY.STATES.OFFLINE']);
    expect(charts[0]!.points.map((p) => p.v)).toEqual([1, 0, 0]);
  });

  it('door lock: 0 Locked, 1 Unlocked, 2 Unlocked with timeout; a boolean Locked reads true as Locked', () => {
    const coded = [0, 1, 2].map((v, i) => ({ t: i * 1000, v }));
    expect(texts(answer({ service: 'DoorLockService', property: 'LockState', kind: 'state', points: coded }))).toEqual([
      'HISTORY.STATES.LOCKED',
      'HISTORY.STATES.UNLOCKED',
      'HISTORY.STATES.UNLOCKED_TIMEOUT',
    ]);
    const flags = [true, false].map((v, i) => ({ t: i * 1000, v }));
    expect(texts(answer({ service: 'DoorLockService', property: 'Locked', kind: 'state', points: flags }))).toEqual(['HISTORY.STATES.LOCKED', 'HISTORY.STATES.UNLOCKED']);
  });

  it("an option property reads by the device's labels; a boolean as On and Off", () => {
    const points = [0, 2].map((v, i) => ({ t: i * 1000, v }));
    expect(texts(answer({ service: 'ThermostatService', property: 'Mode', kind: 'state', points }), 'node', { '0': 'off', '2': 'cool' })).toEqual(['off', 'cool']);
    const flags = [true, false].map((v, i) => ({ t: i * 1000, v }));
    expect(texts(answer({ service: 'SwitchService', property: 'On', kind: 'state', points: flags }))).toEqual(['HISTORY.STATES.ON', 'HISTORY.STATES.OFF']);
  });

  it('numbers: power x1000 drawn and shown, gauges for voltage (200-250) and power factor (0-1)', () => {
    const power = chartsOf(answer({ service: 'MeterService', property: 'ActivePower', kind: 'numeric', unit: 'kW', points: [{ t: 0, v: 0.25 }] }), 'node', t)[0]!;
    expect(power.kind).toBe('area');
    expect(power.points[0]!.v).toBe(250);
    expect(power.rows[0]!.text).toBe('250.00');
    expect(power.gauge).toBeUndefined();
    // A power already in W (a meter's limit) is shown as it is.
    const limit = chartsOf(answer({ service: 'MeterService', property: 'PowerLimit', kind: 'numeric', unit: 'W', points: [{ t: 0, v: 7000 }] }), 'node', t)[0]!;
    expect([limit.unit, limit.rows[0]!.text]).toEqual(['W', '7000.00']);
    const kilowatts = chartsOf(answer({ service: 'Phase1Service', property: 'ActivePower', kind: 'numeric', unit: 'kW', points: [{ t: 0, v: 1.5 }] }), 'node', t)[0]!;
    expect(kilowatts.unit).toBe('W');
    const current = chartsOf(answer({ service: 'Phase1Service', property: 'RmsCurrent', kind: 'numeric', unit: 'hA', points: [{ t: 0, v: 0.05 }] }), 'node', t)[0]!;
    expect([current.unit, current.rows[0]!.text]).toEqual(['A', '5.00']);
    const voltage = chartsOf(answer({ service: 'Phase1Service', property: 'Voltage', kind: 'numeric', unit: 'V', points: [{ t: 0, v: 231 }] }), 'node', t)[0]!;
    expect(voltage.gauge).toEqual({ min: 200, max: 250 });
    const factor = chartsOf(answer({ service: 'MeterService', property: 'PowerFactor', kind: 'numeric', points: [{ t: 0, v: 0.9 }] }), 'node', t)[0]!;
    expect(factor.gauge).toEqual({ min: 0, max: 1 });
  });

  it('a span without data breaks the line and reads "No data" in the table', () => {
    const chart = chartsOf(
      answer({
        service: 'SensorService',
        property: 'Humidity',
        kind: 'numeric',
        points: [
          { t: 0, v: 40, edge: 0 },
          { t: 50_000, v: 42, edge: 1 },
        ],
        gaps: [{ from: 10_000, to: 50_000 }],
      }),
      'node',
      t,
    )[0]!;
    expect(chart.points.map((p) => p.v)).toEqual([40, null, 42]);
    expect(chart.rows.map((row) => row.text)).toEqual(['40.00', 'HISTORY.GAP', '42.00']);
    expect(chart.gaps).toBe(1);
  });

  it('a step chart starts at the left edge with the value in force there', () => {
    const chart = chartsOf(answer({ service: 'SwitchService', property: 'On', kind: 'state', initial: true, points: [{ t: 5000, v: false }] }), 'node', t)[0]!;
    expect(chart.points).toEqual([
      { t: 0, v: 1 },
      { t: 5000, v: 0 },
    ]);
    expect(chart.latest).toBe('HISTORY.STATES.OFF');
  });
});
