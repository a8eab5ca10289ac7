import { describe, expect, it } from 'vitest';
import { durationMs, parseScenario, SCENARIO_ACTION_NAMES } from './scenarios';

describe('scenario durations', () => {
  it('reads one unit or several, and milliseconds as numbers', () => {
    expect(durationMs('500ms')).toBe(500);
    expect(durationMs('5s')).toBe(5000);
    expect(durationMs('1.5s')).toBe(1500);
    expect(durationMs('2m')).toBe(120_000);
    expect(durationMs('1h30m')).toBe(5_400_000);
    expect(durationMs('1d2h')).toBe(93_600_000);
    expect(durationMs('1m5ms')).toBe(60_005);
    expect(durationMs(250)).toBe(250);
    expect(() => durationMs('5 minutes')).toThrow(RangeError);
  });

  it('refuses durations that are not one in a step, naming the step', () => {
    for (const at of ['5', '5 s', 'h', '-1s', '1w', 'x'.repeat(41)]) {
      const parsed = parseScenario({ name: 'x', steps: [{ at, action: 'reset' }] });
      expect(parsed.ok, at).toBe(false);
      if (!parsed.ok) expect(parsed.message).toMatch(/^step 1 \(action reset\): at must be a duration/);
    }
    expect(parseScenario({ name: 'x', steps: [{ at: -5, action: 'reset' }] }).ok).toBe(false);
  });
});

describe('parseScenario', () => {
  it('accepts every kind of step', () => {
    const parsed = parseScenario({
      name: 'all kinds',
      clock: { paused: true },
      steps: [
        { action: 'reset' },
        { at: '1h', label: 'offline', action: 'gateway.offline', serial: 'hp1000000001' },
        { waitFor: { event: 'gateway_updated', serial: 'HP1000000001', data: { 'changes.connectionStatus': 'offline' }, timeout: '10s' } },
        { expect: { event: 'gateway_updated', count: 1 } },
        { expect: { outbox: { kind: 'push', contains: 'Gas' }, atLeast: 0 } },
        { expect: { gateway: 'HP1000000001', field: 'connectionStatus', equals: 'offline' } },
        { expect: { get: '/api/__sim/clock', field: 'data.rate', equals: 0 } },
      ],
    });
    expect(parsed.ok ? null : parsed.message).toBeNull();
  });

  it('names the step, its kind and the field at fault', () => {
    const cases: Array<[step: unknown, message: string]> = [
      [{ action: 'gateway.patch', serial: 'HP1', body: { connectionStatus: 'asleep' } }, 'step 2 (action gateway.patch): body.connectionStatus must be "online" or "offline"'],
      [{ action: 'device.report', serial: 'HP1', body: { service: 'S', property: 'P', value: 1 } }, 'step 2 (action device.report): device is required'],
      [{ action: 'gateway.offline', serial: 'HP1', colour: 'red' }, 'step 2 (action gateway.offline): colour is not a field of gateway.offline'],
      [{ waitFor: { event: 'x', within: '5s' } }, 'step 2 (waitFor): waitFor.within is not a field of waitFor (event, serial, data, timeout)'],
      [{ expect: { outbox: { kind: 'carrier-pigeon' } } }, 'step 2 (expect outbox): expect.outbox.kind must be one of otp'],
      [{ expect: { get: 'http://elsewhere/' } }, 'step 2 (expect get): expect.get must be a path such as /api/__sim/clock'],
      [{ expect: { weather: 'sunny' } }, 'step 2 (expect): expect must be an event, outbox, gateway or get expectation'],
      [['reset'], 'step 2 (steps.1) must be an object with action, waitFor or expect'],
      [{ action: 'api.call', method: 'POST', path: '/api/__sim/reset' }, 'step 2 (action api.call): path must be a path such as /api/alarm/recipients/set (not a control path)'],
      [{ action: 'api.call', method: 'GET', path: '/api/crm/profile', as: { username: 'demo@homeport.test' } }, 'step 2 (action api.call): as.password is required'],
    ];
    for (const [step, message] of cases) {
      const parsed = parseScenario({ name: 'x', steps: [{ action: 'reset' }, step] });
      expect(parsed.ok, JSON.stringify(step)).toBe(false);
      if (!parsed.ok) {
        expect(parsed.field).toBe('steps');
        expect(parsed.message).toContain(message);
      }
    }
  });

  it('lists the actions the runner knows', () => {
    expect(SCENARIO_ACTION_NAMES).toContain('device.pair');
    expect(SCENARIO_ACTION_NAMES).toContain('window.open');
    expect(SCENARIO_ACTION_NAMES).toHaveLength(new Set(SCENARIO_ACTION_NAMES).size);
  });
});
