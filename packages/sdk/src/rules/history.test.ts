import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { GatewayStatusHistoryBody, historyKey, NodeHistoryBody, parseHistoryKey } from '../wire/history';
import {
  bucketWidth,
  checkHistoryRange,
  DAY_MS,
  displayHistoryValue,
  doorLockLabel,
  endOfDay,
  fillSteps,
  gatewayHistoryFileName,
  gatewayStatusLabel,
  HISTORY_FILL_INTERVAL_MS,
  HISTORY_PERIOD_MS,
  historyCsvRows,
  historyRangeLimits,
  historyUnit,
  inHistoryGap,
  markEdges,
  nodeHistoryFileName,
  nodeStatusLabel,
  periodSpan,
  silenceGaps,
  startOfDay,
  csvCell,
  toCsv,
} from './history';

const NOW = Date.UTC(2026, 10, 26, 6, 30);

describe('status mappings (spec 3 §4)', () => {
  it('maps node status 0, 1, 2 to online; 4, 5, 10 to offline; 7 to restricted; others unknown', () => {
    expect([0, 1, 2].map(nodeStatusLabel)).toEqual(['online', 'online', 'online']);
    expect([4, 5, 10].map(nodeStatusLabel)).toEqual(['offline', 'offline', 'offline']);
    expect(nodeStatusLabel(7)).toBe('restricted');
    expect([3, 6, 8, -1].map(nodeStatusLabel)).toEqual([null, null, null, null]);
  });

  it('maps gateway status 1 to online; 0 and 7 to offline', () => {
    expect(gatewayStatusLabel(1)).toBe('online');
    expect(gatewayStatusLabel(0)).toBe('offline');
    expect(gatewayStatusLabel(7)).toBe('offline');
    expect(gatewayStatusLabel(2)).toBeNull();
  });

  it('labels door lock values 0 locked, 1 unlocked, 2 unlocked with timeout', () => {
    expect([0, 1, 2, '2', 3].map(doorLockLabel)).toEqual(['locked', 'unlocked', 'unlockedWithTimeout', 'unlockedWithTimeout', null]);
  });
});

describe('periods and range limits (spec 3 §5)', () => {
  it('spans a day, a week and 30 days ending now', () => {
    expect(periodSpan('day', NOW)).toEqual({ from: NOW - DAY_MS, to: NOW });
    expect(periodSpan('week', NOW).from).toBe(NOW - 7 * DAY_MS);
    expect(HISTORY_PERIOD_MS.month).toBe(30 * DAY_MS);
  });

  it('accepts a range within the last 6 months and extends the end to 23:59:59.999', () => {
    const from = NOW - 30 * DAY_MS;
    const check = checkHistoryRange(from, NOW - 2 * DAY_MS, NOW);
    expect(check).toEqual({ ok: true, from, to: endOfDay(NOW - 2 * DAY_MS) });
    if (check.ok) expect(new Date(check.to).toISOString().slice(11)).toBe('23:59:59.999Z');
  });

  it('refuses a start before 6 months ago, an end after today, and a reversed range', () => {
    const { earliest, latest } = historyRangeLimits(NOW);
    expect(checkHistoryRange(earliest - 1, NOW, NOW)).toEqual({ ok: false, reason: 'tooEarly' });
    expect(checkHistoryRange(earliest, NOW, NOW).ok).toBe(true);
    expect(checkHistoryRange(NOW, latest + 1, NOW)).toEqual({ ok: false, reason: 'tooLate' });
    expect(checkHistoryRange(NOW, NOW - 1, NOW)).toEqual({ ok: false, reason: 'order' });
    expect(earliest).toBe(startOfDay(earliest));
    expect(NOW - earliest).toBeGreaterThanOrEqual(182 * DAY_MS);
  });
});

describe('fill and gap rules', () => {
  it('counts a gap from its start up to, not including, its end', () => {
    const gaps = [
      { from: 100, to: 200 },
      { from: 300, to: 301 },
    ];
    expect([99, 100, 199, 200, 299, 300, 301].map((at) => inHistoryGap(gaps, at))).toEqual([false, true, true, false, false, true, false]);
    expect(inHistoryGap([], 100)).toBe(false);
  });

  it('fills a step every 6 hours until the next change, never into missing data', () => {
    const t0 = Date.UTC(2026, 0, 1);
    const filled = fillSteps(
      [
        { t: t0, v: true },
        { t: t0 + 13 * 3_600_000, v: false, edge: 0 },
        { t: t0 + 30 * 3_600_000, v: true, edge: 1 },
      ],
      t0 + 36 * 3_600_000,
    );
    expect(HISTORY_FILL_INTERVAL_MS).toBe(21_600_000);
    expect(filled.map((p) => [(p.t - t0) / 3_600_000, p.v])).toEqual([
      [0, true],
      [6, true],
      [12, true],
      [13, false],
      [30, true],
    ]);
  });

  it('marks the points beside a gap FROM, TO, and FROM-TO when between two gaps', () => {
    const points = [10, 20, 30, 40, 50].map((t) => ({ t, v: t }));
    const marked = markEdges(points, [
      { from: 22, to: 30 },
      { from: 31, to: 40 },
    ]);
    expect(marked.map((p) => p.edge)).toEqual([undefined, 0, 2, 1, undefined]);
    expect(markEdges(points, [])).toBe(points);
  });

  it('finds silences longer than the fill interval', () => {
    const h = 3_600_000;
    expect(silenceGaps([1 * h, 2 * h, 10 * h], 0, 12 * h)).toEqual([{ from: 2 * h, to: 10 * h }]);
    expect(silenceGaps([], 0, 7 * h)).toEqual([{ from: 0, to: 7 * h }]);
  });

  it('keeps at most 2,000 points: raw when they fit, else whole-minute buckets', () => {
    expect(bucketWidth(30 * DAY_MS, 2000, 2000)).toBe(0);
    const width = bucketWidth(30 * DAY_MS, 43_200, 2000);
    expect(width % 60_000).toBe(0);
    expect(Math.ceil((30 * DAY_MS + 1) / width)).toBeLessThanOrEqual(2000);
  });
});

describe('value display and units (spec 3 §9)', () => {
  it('multiplies power by 1000 and RMS current by 100, rounds temperature and weather, else 2 decimals', () => {
    expect(displayHistoryValue('MeteringService', 'Power', 0.0425)).toBe('42.50');
    expect(displayHistoryValue('MeteringService', 'ActivePower', 2.31, 'kW')).toBe('2310.00');
    // A power the device already reports in W is shown as it is.
    expect(displayHistoryValue('MeteringService', 'PowerLimit', 7000, 'W')).toBe('7000.00');
    expect(displayHistoryValue('MeteringService', 'RmsCurrent', 0.123)).toBe('12.30');
    expect(displayHistoryValue('SensorService', 'Temperature', 21.6)).toBe('22');
    expect(displayHistoryValue('WeatherService', 'Wind', 3.4)).toBe('3');
    expect(displayHistoryValue('SensorService', 'Humidity', 41.256)).toBe('41.26');
    expect(displayHistoryValue('MeteringService', 'PowerFactor', 0.9)).toBe('0.90');
    expect(displayHistoryValue('SwitchService', 'State', true)).toBe('true');
  });

  it('names units from the property', () => {
    expect(historyUnit('MeteringService', 'Energy')).toBe('kWh');
    expect(historyUnit('MeteringService', 'Power')).toBe('W');
    expect(historyUnit('SensorService', 'Temperature')).toBe('°C');
    expect(historyUnit('SensorService', 'Humidity')).toBe('%');
    expect(historyUnit('MeteringService', 'Voltage')).toBe('V');
    expect(historyUnit('SwitchService', 'State')).toBe('');
  });
});

describe('keys, bodies and CSV', () => {
  it('parses and builds gatewaySerial:deviceId[:service]', () => {
    expect(parseHistoryKey('abc123:7:SwitchService')).toEqual({ serialNumber: 'ABC123', deviceId: 7, service: 'SwitchService' });
    expect(parseHistoryKey('ABC123:7')).toEqual({ serialNumber: 'ABC123', deviceId: 7 });
    expect(parseHistoryKey('ABC123')).toBeNull();
    expect(parseHistoryKey('ABC123:x')).toBeNull();
    expect(historyKey({ serialNumber: 'abc', deviceId: 3 })).toBe('ABC:3');
  });

  it('takes either a period or from and to, not both and not neither', () => {
    expect(v.safeParse(NodeHistoryBody, { key: 'A1:2', period: 'week' }).success).toBe(true);
    expect(v.safeParse(NodeHistoryBody, { key: 'A1:2', from: 1, to: 2, csv: true }).success).toBe(true);
    expect(v.safeParse(NodeHistoryBody, { key: 'A1:2', period: 'week', from: 1, to: 2 }).success).toBe(false);
    expect(v.safeParse(NodeHistoryBody, { key: 'A1:2' }).success).toBe(false);
    expect(v.safeParse(NodeHistoryBody, { key: 'A1:2', period: 'year' }).success).toBe(false);
    expect(v.safeParse(GatewayStatusHistoryBody, { serialNumber: 'a1', period: 'day', extra: 1 }).success).toBe(false);
  });

  it('names the files node_history_… and gateway_history-…', () => {
    const day = Date.UTC(2026, 10, 1);
    expect(nodeHistoryFileName({ serialNumber: 'GW1', deviceId: 4 }, day, day + 6 * DAY_MS)).toBe('node_history_GW1_4_2026-11-01_2026-11-07.csv');
    expect(nodeHistoryFileName({ serialNumber: 'GW1', deviceId: 4, service: 'Switch Service' }, day, day)).toBe('node_history_GW1_4_Switch-Service_2026-11-01_2026-11-01.csv');
    expect(gatewayHistoryFileName('GW1', day, day)).toBe('gateway_history-GW1-2026-11-01-2026-11-01.csv');
  });

  it('builds one CSV row per point with ISO times, min/max, unit and edge names; quotes cells that need it', () => {
    const rows = historyCsvRows({
      series: [
        {
          service: 'MeteringService',
          property: 'Power',
          kind: 'numeric',
          unit: 'W',
          points: [
            { t: 0, v: 2, min: 1, max: 3, edge: 0 },
            { t: 60_000, v: 4, edge: 1 },
          ],
          gaps: [{ from: 1, to: 60_000 }],
          initial: null,
          samples: 3,
        },
        { service: 'A,B', property: 'x', kind: 'state', unit: '', points: [{ t: 0, v: 'on' }], gaps: [], initial: null, samples: 1 },
      ],
    });
    expect(rows).toEqual([
      ['time', 'service', 'property', 'value', 'min', 'max', 'unit', 'edge'],
      ['1970-01-01T00:00:00.000Z', 'MeteringService', 'Power', '2', '1', '3', 'W', 'FROM'],
      ['1970-01-01T00:01:00.000Z', 'MeteringService', 'Power', '4', '', '', 'W', 'TO'],
      ['1970-01-01T00:00:00.000Z', 'A,B', 'x', 'on', '', '', '', ''],
    ]);
    expect(toCsv(rows.slice(3))).toBe('1970-01-01T00:00:00.000Z,"A,B",x,on,,,,\r\n');
  });

  it('neutralises a text cell a spreadsheet would run as a formula (OWASP), and leaves numbers as numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(['+1+1', '-1+cmd', '@SUM(A1)', '\tx', '\rx'].map(csvCell)).toEqual(['"\'+1+1"', '"\'-1+cmd"', '"\'@SUM(A1)"', '"\'\tx"', '"\'\rx"']);
    expect(['-3.5', '-2', '-1e-7', '42', 'on', ''].map(csvCell)).toEqual(['-3.5', '-2', '-1e-7', '42', 'on', '']);
  });
});
