// The rule engine's budgets at its function: one emulated gateway (the demo
// home) in this process, on a paused clock, its uplink recording what it
// publishes and sends. R rules that each fire on device 1 State = true and
// set it true again multiply (R + R² + …); the budgets stop them.
import { MAX_RULE_CHAIN, MAX_RULE_RUNS_PER_EVENT, MAX_RULE_RUNS_PER_MINUTE, MAX_RUN_RULE_PER_MINUTE, type PropertyChangedData, type Rule, type RulesStopped } from '@homeport/sdk';
import { describe, expect, it } from 'vitest';
import { SimClock } from '../../clock/simClock';
import { buildSeed } from '../../seed/buildSeed';
import type { EmittedEvent } from '../commands/outcome';
import { GatewayEmulator } from '../emulator';
import { silentUplink } from '../uplink';

function home(rules: Rule[]) {
  const contents = structuredClone(buildSeed({ seed: 1, gateways: 5 }).contents[0]!);
  contents.rules = rules;
  contents.ruleSeq = 1_000_000;
  const published: EmittedEvent[] = [];
  const clock = new SimClock({ rate: 0 });
  const emulator = new GatewayEmulator(contents, () => undefined, clock, {
    ...silentUplink,
    events: (_serial, events) => {
      published.push(...events);
      return Promise.resolve();
    },
  });
  emulator.start();
  return { emulator, published, clock };
}

/** Rule `i` of the fan-out: device 1 SwitchService.State = true sets it true again. */
const fanOutRule = (i: number): Rule => ({
  id: 10 + i * 10,
  name: `Fan ${i}`,
  active: true,
  rule_logic: 'OR',
  time_triggers: [],
  event_triggers: [{ id: 11 + i * 10, event_source: 1, service_name: 'SwitchService', property_name: 'State', value: true, compare_type: 'EQ', delay: 0 }],
  statuses: [],
  scenes: [
    {
      id: 12 + i * 10,
      name: 'On',
      delay: 0,
      devices: [{ id: 1, settings: [{ service_name: 'SwitchService', property: 'State', value: true }] }],
      statuses: [],
      notifications: [],
      alarms: [],
      push_notification: 0,
      notification: 0,
      alarm_notification: 0,
    },
  ],
});

const switchedOn: EmittedEvent = {
  name: 'device_1_property_changed',
  data: { device_id: 1, service_name: 'SwitchService', service_type: 'actuator', property_name: 'State', property_value: true } satisfies PropertyChangedData,
};

const stoppedNotices = (published: EmittedEvent[]) => published.filter((e) => e.name === 'rules_stopped').map((e) => e.data as RulesStopped);

describe('rule budgets', () => {
  it(`stops a fan-out of 4 rules at ${MAX_RULE_RUNS_PER_EVENT} runs of one event, logs budget_stopped once per rule, and tells it once`, () => {
    const { emulator, published } = home([0, 1, 2, 3].map(fanOutRule));
    void emulator.emit([switchedOn]);
    // All at the instant the event came (the budget bounds the work): nothing is left queued.
    expect(emulator.rules.queued()).toBe(0);
    const log = emulator.rules.log.list();
    expect(log.filter((e) => e.outcome === 'finished')).toHaveLength(MAX_RULE_RUNS_PER_EVENT);
    const stopped = log.filter((e) => e.outcome === 'budget_stopped');
    expect(stopped.map((e) => e.ruleId).sort()).toEqual([10, 20, 30, 40]);
    expect(stopped[0]!.note).toContain(`budget is ${MAX_RULE_RUNS_PER_EVENT} per event`);
    // Breadth-first: 4 runs at depth 1, 16 at depth 2, the other 30 at depth 3; none deeper.
    const depths = log.filter((e) => e.outcome === 'finished').map((e) => e.chain);
    expect([1, 2, 3].map((d) => depths.filter((c) => c === d).length)).toEqual([4, 16, 30]);
    const notices = stoppedNotices(published);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ reason: 'per_event', limit: MAX_RULE_RUNS_PER_EVENT });
    expect(notices[0]!.rule_ids.sort()).toEqual([10, 20, 30, 40]);
    // The outside event and each of the 50 runs fired all 4 rules: 204 fired, 50 ran.
    expect(notices[0]!.stopped).toBe(4 + 4 * MAX_RULE_RUNS_PER_EVENT - MAX_RULE_RUNS_PER_EVENT);
    expect(published.filter((e) => e.name === 'rule_run' && (e.data as { outcome: string }).outcome === 'budget_stopped')).toHaveLength(4);
  });

  it('gives each outside event its own budget, and a loop of one rule still ends at the chain limit', () => {
    const { emulator } = home([fanOutRule(0)]);
    void emulator.emit([switchedOn]);
    void emulator.emit([switchedOn]);
    const log = emulator.rules.log.list();
    expect(log.filter((e) => e.outcome === 'finished')).toHaveLength(2 * MAX_RULE_CHAIN);
    expect(log.filter((e) => e.outcome === 'loop_stopped')).toHaveLength(2);
    expect(log.filter((e) => e.outcome === 'budget_stopped')).toHaveLength(0);
  });

  it(`starts at most ${MAX_RULE_RUNS_PER_MINUTE} runs a minute of the simulator clock, then again the next minute`, () => {
    const { emulator, published, clock } = home([fanOutRule(0), fanOutRule(1), fanOutRule(2), fanOutRule(3)]);
    const events = Math.ceil(MAX_RULE_RUNS_PER_MINUTE / MAX_RULE_RUNS_PER_EVENT) + 1;
    for (let i = 0; i < events; i++) {
      void emulator.emit([switchedOn]);
    }
    // The run log keeps 500 runs: the runs are counted by their events.
    const finished = () => published.filter((e) => e.name === 'rule_run' && (e.data as { outcome: string }).outcome === 'finished').length;
    expect(finished()).toBe(MAX_RULE_RUNS_PER_MINUTE);
    const minute = stoppedNotices(published).filter((n) => n.reason === 'per_minute');
    expect(minute).toHaveLength(1);
    expect(minute[0]!.limit).toBe(MAX_RULE_RUNS_PER_MINUTE);
    clock.advance(60_000);
    void emulator.emit([switchedOn]);
    expect(finished()).toBe(MAX_RULE_RUNS_PER_MINUTE + MAX_RULE_RUNS_PER_EVENT);
  });

  it(`takes ${MAX_RUN_RULE_PER_MINUTE} run_rule a minute and answers how long until the next`, () => {
    const { emulator, clock } = home([]);
    for (let i = 0; i < MAX_RUN_RULE_PER_MINUTE; i++) {
      expect(emulator.rules.takeManualRun()).toBe(0);
      clock.advance(1000);
    }
    expect(emulator.rules.takeManualRun()).toBe(60_000 - MAX_RUN_RULE_PER_MINUTE * 1000);
    clock.advance(60_000 - MAX_RUN_RULE_PER_MINUTE * 1000);
    expect(emulator.rules.takeManualRun()).toBe(0);
    expect(emulator.rules.takeManualRun()).toBeGreaterThan(0);
  });
});
