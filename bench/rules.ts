// The rule engine's cost per device property event: one emulated gateway (the
// demo home) in this process with 200 rules of mixed triggers, against the
// same gateway with none, each event given to GatewayEmulator.emit (the one
// way a gateway's events leave, where its rules look at them) with the
// publishing left out (the same for both). Interleaved, as the other
// sections. BENCH_RULE_EVENTS sets the samples per case (default 20000).
import { buildSeed, GatewayEmulator, SimClock } from '@homeport/simulator';
import { NotificationType, type ActionSet, type PropertyChangedData, type Rule } from '@homeport/sdk';
import { percentile } from './stats';

const COUNT = Math.max(100, Number(process.env.BENCH_RULE_EVENTS ?? 20_000));
const RULES = 200;
/** The goal at p99 (µs). */
const GOAL_US = 1000;

/** The demo home, as seeded, without its own rules; on a paused clock; saving nowhere. */
function demoGateway(rules: Rule[]): GatewayEmulator {
  const contents = structuredClone(buildSeed({ seed: 1, gateways: 5 }).contents[0]!);
  contents.rules = rules;
  contents.ruleSeq = 1_000_000;
  const emulator = new GatewayEmulator(contents, () => undefined, new SimClock({ rate: 0 }));
  emulator.start();
  return emulator;
}

const actionSet = (id: number, i: number): ActionSet => ({
  id,
  name: 'Act',
  delay: i % 5 === 0 ? 30_000 : 0,
  devices: [{ id: 15, settings: [{ service_name: 'AudioService', property: 'Volume', value: i % 100 }] }],
  statuses: [{ name: 'smile', resource_id: 18, enabled: i % 2 === 0 }],
  notifications: i % 3 === 0 ? [{ notification_id: id + 1, type: NotificationType.push, desc: 'Bench', short_desc: '', destination: '' }] : [],
  alarms: [],
  push_notification: i % 3 === 0 ? 1 : 0,
  notification: 0,
  alarm_notification: 0,
});

/**
 * 200 rules: 120 on device properties (40 of them on the multisensor's
 * temperature, thresholds above anything reported, a quarter AND with a
 * status), 40 on statuses, 39 on times (armed on the clock, costing an event
 * nothing), and one on the kitchen bulb's level that fires on any value.
 * The first three cases fire nothing (the evaluation alone); the last runs
 * that one rule (a device setting and a status, as a run does them).
 */
function mixedRules(): Rule[] {
  const rules: Rule[] = [];
  let id = 0;
  const next = () => (id += 10);
  const watched: Array<[number, string, string, number | boolean]> = [
    [16, 'SensorService', 'Temperature', 50],
    [16, 'SensorService', 'Humidity', 99],
    [16, 'SensorService', 'Luminance', 29_000],
    [13, 'WeatherService', 'Temperature', 60],
    [13, 'WeatherService', 'WindSpeed', 190],
    [17, 'ContactService', 'Open', true],
  ];
  for (let i = 0; i < RULES; i++) {
    const rule: Rule = { id: next(), name: `Bench ${i}`, active: true, rule_logic: i % 4 === 0 ? 'AND' : 'OR', time_triggers: [], event_triggers: [], statuses: [], scenes: [] };
    if (i < 120) {
      // The first 40 all watch the multisensor's temperature; the rest spread over the others.
      const [device, service, property, threshold] = i < 40 ? watched[0]! : watched[1 + (i % (watched.length - 1))]!;
      const value = typeof threshold === 'number' ? threshold + (i % 7) : threshold;
      rule.event_triggers.push({
        id: next(),
        event_source: device,
        service_name: service,
        property_name: property,
        value,
        compare_type: typeof value === 'number' ? 'GT' : 'EQ',
        delay: i % 3 === 0 ? 10_000 : 0,
      });
      if (rule.rule_logic === 'AND') rule.statuses.push({ id: next(), name: 'vacation', state: true, resource_id: 11 });
    } else if (i < 160) {
      rule.statuses.push({ id: next(), name: 'panic', state: true, resource_id: 13 });
    } else if (i === RULES - 1) {
      // The one that fires: any level of the kitchen bulb.
      rule.rule_logic = 'OR';
      rule.event_triggers.push({ id: next(), event_source: 8, service_name: 'LevelService', property_name: 'Level', value: -1, compare_type: 'GT', delay: 0 });
    } else {
      rule.time_triggers.push({ id: next(), year: 2024, month: 1, day: 1, hour: i % 24, minute: i % 60, second: 0, repeat: [true, true, true, true, true, false, false] });
    }
    rule.scenes.push(actionSet(next(), i));
    rules.push(rule);
  }
  return rules;
}

const event = (device: number, service: string, property: string, value: number) => {
  const data: PropertyChangedData = { device_id: device, service_name: service, service_type: 'sensory', property_name: property, property_value: value };
  return [{ name: `device_${device}_property_changed`, data }];
};

function time(count: number, contestants: Record<'rules' | 'none', (i: number) => void>): Record<'rules' | 'none', number[]> {
  const samples = { rules: [] as number[], none: [] as number[] };
  const warmup = Math.min(2000, count);
  for (let round = 0; round < warmup + count; round++) {
    for (const name of round % 2 === 0 ? (['rules', 'none'] as const) : (['none', 'rules'] as const)) {
      const start = performance.now();
      contestants[name](round);
      if (round >= warmup) samples[name].push((performance.now() - start) * 1000);
    }
  }
  return samples;
}

const us = (n: number) => `${n.toFixed(1)} µs`;

export function benchRules(): Promise<void> {
  const rules = mixedRules();
  const firing = rules.at(-1)!.id;
  const busy = demoGateway(rules);
  const bare = demoGateway([]);
  console.log(`  ${RULES} rules (121 device, 40 status, 39 time; ${busy.rules.armedTimeTriggers()} time triggers armed) vs none; ${COUNT} events per case, publishing left out`);
  const cases: Array<[string, (i: number) => ReturnType<typeof event>]> = [
    ['multisensor temperature (40 rules watch it, none fires)', (i) => event(16, 'SensorService', 'Temperature', 20 + (i % 10))],
    ['weather wind speed (16 rules watch it, none fires)', (i) => event(13, 'WeatherService', 'WindSpeed', 10 + (i % 20))],
    ['hall dimmer level (no rule watches it)', (i) => event(2, 'LevelService', 'Level', i % 100)],
    ['kitchen bulb level (one rule fires and runs: a device setting, a status, rule_run twice)', (i) => event(8, 'LevelService', 'Level', i % 100)],
  ];
  for (const [label, make] of cases) {
    const samples = time(COUNT, { rules: (i) => void busy.emit(make(i)), none: (i) => void bare.emit(make(i)) });
    const sorted = { rules: [...samples.rules].sort((a, b) => a - b), none: [...samples.none].sort((a, b) => a - b) };
    const [p50, p99] = [percentile(sorted.rules, 50), percentile(sorted.rules, 99)];
    const [b50, b99] = [percentile(sorted.none, 50), percentile(sorted.none, 99)];
    console.log(`    ${label}`);
    console.log(`      ${RULES} rules: p50 ${us(p50)}, p99 ${us(p99)}   none: p50 ${us(b50)}, p99 ${us(b99)}`);
    console.log(`      ratio rules/none: p50 ${(p50 / b50).toFixed(1)}x, p99 ${(p99 / b99).toFixed(1)}x; added p99 ${us(p99 - b99)} (goal: p99 under ${us(GOAL_US)})`);
  }
  const strays = busy.rules.log.list().filter((run) => run.ruleId !== firing).length;
  if (strays > 0) console.log(`    (${strays} runs of rules that were not meant to fire)`);
  busy.dispose();
  bare.dispose();
  return Promise.resolve();
}
