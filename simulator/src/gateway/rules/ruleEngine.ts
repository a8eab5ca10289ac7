import {
  MAX_RULE_CHAIN,
  MAX_RULE_RUNS_PER_EVENT,
  MAX_RULE_RUNS_PER_MINUTE,
  MAX_RUN_RULE_PER_MINUTE,
  NotificationType,
  type ActionNotification,
  type ActionSet,
  type AlarmNotificationCreated,
  type DeviceTrigger,
  type PropertyChangedData,
  type Rule,
  type RuleRun,
  type RulesStopped,
  type ScenarioStatus,
  type StatusTrigger,
  type TimeTrigger,
} from '@homeport/sdk';
import type { RuleRunAction, RuleRunLogEntry } from '@homeport/sdk/sim';
import type { ClockTimer } from '../../clock/simClock';
import { DEFAULT_TIMEZONE } from '../../local/timezones';
import type { DelayedReaction, EmittedEvent } from '../commands/outcome';
import type { EmulatedGateway } from '../emulatedGateway';
import { setPropertyValue } from '../setProperty';
import { compares } from './compare';
import { RunLog } from './runLog';
import { setScenarioStatus } from './scenarioStatuses';
import { nextFiring, timeTriggerHolds } from './timeTriggers';

/** What set a run off. */
export type RunCause = { kind: 'manual' } | { kind: 'time'; trigger: TimeTrigger } | { kind: 'device'; trigger: DeviceTrigger } | { kind: 'status'; trigger: StatusTrigger };

/**
 * One outside event and every run it sets off, through delays: its runs
 * share the budget MAX_RULE_RUNS_PER_EVENT (docs/simulator.md "Rule budgets").
 */
interface Cascade {
  /** Runs admitted (queued or started). */
  admitted: number;
  /** Runs refused, and the rules they were of. */
  stopped: number;
  ruleIds: Set<number>;
  /** rules_stopped was sent for it: later refusals are counted, not told again. */
  told: boolean;
}

/** The gateway's runs in one minute of the simulator clock (MAX_RULE_RUNS_PER_MINUTE). */
interface MinuteWindow extends Cascade {
  start: number;
}

const newCascade = (): Cascade => ({ admitted: 0, stopped: 0, ruleIds: new Set(), told: false });

/** A fired rule waiting for its turn to start (breadth-first: the order they fired in). */
interface Start {
  rule: Rule;
  cause: Exclude<RunCause, { kind: 'manual' }>;
  chain: number;
  cascade: Cascade;
}

const MINUTE_MS = 60_000;

interface Run {
  id: number;
  ruleId: number;
  /** The action sets as they were when the run started: an edit meanwhile applies to the next run. */
  sets: ActionSet[];
  next: number;
  /** The set at `next` has waited its delay. */
  waited: boolean;
  chain: number;
  cascade: Cascade;
  entry: RuleRunLogEntry;
  timer: ClockTimer | null;
}

/** The rules of the gateway's triggers, by what fires them: rebuilt after any rule change. */
interface TriggerIndex {
  /** `{device}/{service}/{property}` -> the active rules' device triggers on it. */
  device: Map<string, Array<{ rule: Rule; trigger: DeviceTrigger }>>;
  /** resource id -> the active rules' status triggers on it. */
  status: Map<number, Array<{ rule: Rule; trigger: StatusTrigger }>>;
}

const deviceKey = (device: number, service: string, property: string) => `${device}/${service}/${property}`;
const PROPERTY_CHANGED = /^device_\d+_property_changed$/;

/** The gateway's time zone for its time triggers: its local interface's setting (docs/simulator.md "Rules (scenes)"). */
export const timeZoneOf = (emulator: EmulatedGateway): string => emulator.contents.local?.timezone ?? DEFAULT_TIMEZONE;

/**
 * The rule engine of one emulated gateway (docs/simulator.md "Rules (scenes)"). It
 * looks at every event the gateway emits (EmulatedGateway.emit): a device
 * property change may fire device triggers, a scenario status change status
 * triggers; time triggers wait on the simulator clock. A fired rule (OR:
 * any trigger; AND: the one that fired and every other holding) runs its
 * action sets in order, each after its delay on the clock; what they do is
 * emitted like any other change, so it may fire further rules, each one
 * link further down the chain, up to MAX_RULE_CHAIN. Nothing here throws
 * out: a failing action is logged as failed and the run goes on.
 *
 * Runs multiply (R rules that set off one another run R + R² + …), so
 * they have budgets: one outside event's cascade admits
 * MAX_RULE_RUNS_PER_EVENT runs and the gateway MAX_RULE_RUNS_PER_MINUTE a
 * minute of the simulator clock. A run over either is not started: logged
 * `budget_stopped` (once per rule and cascade or minute, the others
 * counted) and told to the gateway's users by one `rules_stopped` event.
 * Fired rules join a queue and start in the order they fired, level by
 * level (breadth-first: every rule an event fires starts before the rules
 * their runs fire), all at the simulator-clock instant they fired: the
 * queue is drained at once, which the per-event budget bounds
 * (docs/decisions.md "Rule and message budgets").
 */
export class RuleEngine {
  readonly log = new RunLog();
  private disposed = false;
  private index: TriggerIndex | null = null;
  /** Armed time triggers, by trigger id. */
  private readonly timeTimers = new Map<number, { ruleId: number; timer: ClockTimer }>();
  /** Device triggers with a delay whose condition holds, waiting it out, by trigger id. */
  private readonly held = new Map<number, { ruleId: number; timer: ClockTimer }>();
  /** Runs waiting for an action set's delay, by run id. */
  private readonly runs = new Map<number, Run>();
  /** The device reactions' later steps of the sets run here. */
  private readonly steps = new Set<ClockTimer>();
  private runSeq = 0;
  private armedZone: string;
  /** Fired rules waiting to start, in the order they fired. */
  private readonly queue: Start[] = [];
  /** The queue is being drained (a run's events only add to it). */
  private draining = false;
  /** The cascade of the run whose events are being looked at now (set while a run emits). */
  private context: Cascade | null = null;
  private minute: MinuteWindow = { ...newCascade(), start: Number.NEGATIVE_INFINITY };
  /** When the run_rule of the last minute came (simulator clock), oldest first. */
  private readonly manualRuns: number[] = [];
  /** Cascades and minutes with refusals not yet told (rules_stopped, once the queue is empty). */
  private readonly untold = new Map<Cascade, RulesStopped['reason']>();

  constructor(private readonly emulator: EmulatedGateway) {
    this.armedZone = timeZoneOf(emulator);
  }

  private get rules(): Rule[] {
    return this.emulator.contents.rules;
  }

  private get clock() {
    return this.emulator.clock;
  }

  /** Arms every active rule's time triggers (the gateway was loaded). */
  start(): void {
    for (const rule of this.rules) this.armRule(rule);
  }

  /** The emulator is dropped (a reset): every timer goes, and nothing it had waiting happens. */
  dispose(): void {
    this.disposed = true;
    for (const { timer } of this.timeTimers.values()) this.clock.clearTimeout(timer);
    for (const { timer } of this.held.values()) this.clock.clearTimeout(timer);
    for (const run of this.runs.values()) this.clock.clearTimeout(run.timer);
    for (const timer of this.steps) this.clock.clearTimeout(timer);
    this.timeTimers.clear();
    this.held.clear();
    this.runs.clear();
    this.steps.clear();
    this.queue.length = 0;
    this.untold.clear();
  }

  /** How many time triggers are armed (tests, QA). */
  armedTimeTriggers(): number {
    return this.timeTimers.size;
  }

  /** A rule was created or changed (and saved): its triggers are armed again as it now is. */
  ruleChanged(rule: Rule): void {
    this.index = null;
    this.disarmRule(rule.id, (triggerId) => rule.active && rule.event_triggers.some((t) => t.id === triggerId));
    this.armRule(rule);
  }

  /**
   * A rule was deleted: its triggers are disarmed and its runs waiting for a
   * delay stop. Answers the step that logs them as failed and tells it
   * (rule_run), for the command to take once its answer is out.
   */
  ruleDeleted(ruleId: number): () => void {
    this.index = null;
    this.disarmRule(ruleId, () => false);
    const stopped = [...this.runs.values()].filter((run) => run.ruleId === ruleId);
    for (const run of stopped) {
      this.clock.clearTimeout(run.timer);
      this.runs.delete(run.id);
    }
    return () => {
      for (const run of stopped) this.finish(run, 'failed', 'the rule was deleted before its run ended');
    };
  }

  /** After every save: a new time zone (the local interface's set-timezone) re-arms the time triggers. */
  saved(): void {
    const zone = timeZoneOf(this.emulator);
    if (zone === this.armedZone) return;
    this.armedZone = zone;
    for (const rule of this.rules) {
      this.disarmTimes(rule.id);
      this.armRule(rule);
    }
  }

  /** Looks at events the gateway emitted; `chain` is the chain depth of the run that made them (0: from outside). */
  observe(events: readonly EmittedEvent[], chain: number): void {
    if (this.disposed || this.rules.length === 0) return;
    // A run's own events belong to its cascade; anything else starts one.
    const cascade = (chain > 0 ? this.context : null) ?? newCascade();
    for (const event of events) {
      try {
        if (event.name === 'scenario_status_changed') this.onStatus(event.data as ScenarioStatus, chain, cascade);
        else if (PROPERTY_CHANGED.test(event.name)) this.onProperty(event.data as PropertyChangedData, chain, cascade);
      } catch (error) {
        this.emulator.uplink.log(`rules ${this.emulator.serial}: looking at ${event.name} failed: ${String(error)}`);
      }
    }
    this.drain();
  }

  /**
   * run_rule's rate (MAX_RUN_RULE_PER_MINUTE a minute of the simulator
   * clock): counts one more and answers 0, or, over it, the ms until one
   * more is taken, counting nothing.
   */
  takeManualRun(): number {
    const now = this.emulator.now();
    while (this.manualRuns.length > 0 && (now - this.manualRuns[0]! >= MINUTE_MS || now < this.manualRuns[0]!)) this.manualRuns.shift();
    if (this.manualRuns.length >= MAX_RUN_RULE_PER_MINUTE) return this.manualRuns[0]! + MINUTE_MS - now;
    this.manualRuns.push(now);
    return 0;
  }

  /** A run id for a run that starts once the answer is out (run_rule). */
  reserveRunId(): number {
    return ++this.runSeq;
  }

  /**
   * Starts a run of `rule` at chain depth `chain` (1: set off from outside),
   * now, as one outside event of its own (run_rule). Beyond MAX_RULE_CHAIN
   * the run is not started and is logged `loop_stopped`; over a budget, `budget_stopped`.
   */
  run(rule: Rule, cause: RunCause, chain: number, runId = this.reserveRunId(), cascade = newCascade()): number {
    const over = chain > MAX_RULE_CHAIN ? null : this.admit(cascade);
    if (over) this.refuse(rule, cause, chain, cascade, over, runId);
    else this.begin(rule, cause, chain, runId, cascade);
    this.drain();
    return runId;
  }

  /** How many fired rules wait to start (tests, QA). */
  queued(): number {
    return this.queue.length;
  }

  /** The run log's entry of a run as it starts (begin), or of one refused before it did (a budget). */
  private startEntry(rule: Rule, cause: RunCause, chain: number, runId: number) {
    return this.log.add({
      runId,
      ruleId: rule.id,
      ruleName: rule.name,
      cause: cause.kind,
      trigger: cause.kind === 'manual' ? null : { kind: cause.kind, id: cause.trigger.id },
      chain,
      startedAt: this.emulator.now(),
      finishedAt: null,
      outcome: 'started',
      actions: [],
    });
  }

  private begin(rule: Rule, cause: RunCause, chain: number, runId: number, cascade: Cascade): number {
    const entry = this.startEntry(rule, cause, chain, runId);
    const run: Run = { id: runId, ruleId: rule.id, sets: structuredClone(rule.scenes), next: 0, waited: false, chain, cascade, entry, timer: null };
    if (chain > MAX_RULE_CHAIN) {
      this.finish(run, 'loop_stopped', `a chain of ${chain} rules setting one another off; the limit is ${MAX_RULE_CHAIN}`);
      return runId;
    }
    this.announce(run, 'started');
    this.runs.set(runId, run);
    this.advance(run);
    return runId;
  }

  // --- triggers ---------------------------------------------------------------

  private triggers(): TriggerIndex {
    if (this.index) return this.index;
    const index: TriggerIndex = { device: new Map(), status: new Map() };
    for (const rule of this.rules) {
      if (!rule.active) continue;
      for (const trigger of rule.event_triggers) {
        const key = deviceKey(trigger.event_source, trigger.service_name, trigger.property_name);
        const list = index.device.get(key);
        if (list) list.push({ rule, trigger });
        else index.device.set(key, [{ rule, trigger }]);
      }
      for (const trigger of rule.statuses) {
        const list = index.status.get(trigger.resource_id);
        if (list) list.push({ rule, trigger });
        else index.status.set(trigger.resource_id, [{ rule, trigger }]);
      }
    }
    this.index = index;
    return index;
  }

  private onProperty(change: PropertyChangedData, chain: number, cascade: Cascade): void {
    const list = this.triggers().device.get(deviceKey(change.device_id, change.service_name, change.property_name));
    if (!list) return;
    for (const { rule, trigger } of list) {
      const holds = compares(change.property_value, trigger.compare_type, trigger.value);
      if (trigger.delay <= 0) {
        if (holds) this.fire(rule, { kind: 'device', trigger }, chain, cascade);
        continue;
      }
      // With a delay the condition must still hold when it is over: a value that no longer matches calls it off.
      const waiting = this.held.get(trigger.id);
      if (!holds) {
        if (waiting) {
          this.clock.clearTimeout(waiting.timer);
          this.held.delete(trigger.id);
        }
        continue;
      }
      if (waiting) continue;
      const timer = this.clock.setTimeout(() => {
        this.held.delete(trigger.id);
        this.guard(`device trigger ${trigger.id}`, () => {
          const now = this.ruleOf(rule.id);
          const current = now?.event_triggers.find((t) => t.id === trigger.id);
          if (now && current && compares(this.currentValue(current), current.compare_type, current.value)) this.fire(now, { kind: 'device', trigger: current }, chain, cascade);
          this.drain();
        });
      }, trigger.delay);
      this.held.set(trigger.id, { ruleId: rule.id, timer });
    }
  }

  private onStatus(status: ScenarioStatus, chain: number, cascade: Cascade): void {
    const list = this.triggers().status.get(status.resource_id);
    if (!list) return;
    for (const { rule, trigger } of list) if (trigger.state === status.state) this.fire(rule, { kind: 'status', trigger }, chain, cascade);
  }

  /**
   * A trigger of `rule` fired: an active rule runs, with AND logic only when
   * every other trigger holds now. It joins the queue (the caller drains
   * it), unless it is past the chain limit or over a budget (refused now).
   */
  private fire(rule: Rule, cause: Exclude<RunCause, { kind: 'manual' }>, chain: number, cascade: Cascade): void {
    if (this.disposed || !rule.active) return;
    if (rule.rule_logic === 'AND' && !this.othersHold(rule, cause.trigger.id)) return;
    const over = chain + 1 > MAX_RULE_CHAIN ? null : this.admit(cascade);
    if (chain + 1 > MAX_RULE_CHAIN || over) {
      this.refuse(rule, cause, chain + 1, cascade, over);
      return;
    }
    this.queue.push({ rule, cause, chain: chain + 1, cascade });
  }

  // --- budgets ------------------------------------------------------------------

  /** Counts one more run in its cascade and the gateway's minute; answers the budget it would be over (counting nothing), or null. */
  private admit(cascade: Cascade): RulesStopped['reason'] | null {
    const now = this.emulator.now();
    if (now - this.minute.start >= MINUTE_MS || now < this.minute.start) this.minute = { ...newCascade(), start: now };
    if (cascade.admitted >= MAX_RULE_RUNS_PER_EVENT) return 'per_event';
    if (this.minute.admitted >= MAX_RULE_RUNS_PER_MINUTE) return 'per_minute';
    cascade.admitted++;
    this.minute.admitted++;
    return null;
  }

  /**
   * A run not started: past the chain limit (`over` null: logged
   * `loop_stopped`, as always) or over a budget (logged `budget_stopped` the
   * first time its rule is refused in this cascade or minute, counted
   * always, told once by rules_stopped when the queue is empty).
   */
  private refuse(rule: Rule, cause: RunCause, chain: number, cascade: Cascade, over: RulesStopped['reason'] | null, runId?: number): void {
    if (!over) {
      this.begin(rule, cause, chain, runId ?? this.reserveRunId(), cascade);
      return;
    }
    const counted = over === 'per_event' ? cascade : this.minute;
    counted.stopped++;
    const first = !counted.ruleIds.has(rule.id);
    counted.ruleIds.add(rule.id);
    if (!counted.told) this.untold.set(counted, over);
    if (!first && runId === undefined) return;
    const note =
      over === 'per_event'
        ? `one event set off more than ${MAX_RULE_RUNS_PER_EVENT} rule runs; the budget is ${MAX_RULE_RUNS_PER_EVENT} per event`
        : `the gateway started ${MAX_RULE_RUNS_PER_MINUTE} rule runs this minute; the budget is ${MAX_RULE_RUNS_PER_MINUTE} a minute`;
    const entry = this.startEntry(rule, cause, chain, runId ?? this.reserveRunId());
    const run: Run = { id: entry.runId, ruleId: rule.id, sets: [], next: 0, waited: false, chain, cascade, entry, timer: null };
    this.finish(run, 'budget_stopped', note);
  }

  /**
   * Starts the queued runs in the order they fired; the rules their events
   * fire join the end. Then tells what the budgets refused. A drain already
   * under way (a run's events) leaves it to that one.
   */
  private drain(): void {
    if (this.draining || this.disposed) return;
    this.draining = true;
    try {
      for (let start = this.queue.shift(); start && !this.disposed; start = this.queue.shift()) {
        const { rule, cause, chain, cascade } = start;
        this.guard(`rule ${rule.id}`, () => this.begin(rule, cause, chain, this.reserveRunId(), cascade));
      }
    } finally {
      this.queue.length = 0;
      this.draining = false;
    }
    this.tellStopped();
  }

  /** rules_stopped for each cascade or minute with refusals not yet told. */
  private tellStopped(): void {
    if (this.untold.size === 0 || this.disposed) return;
    const untold = [...this.untold];
    this.untold.clear();
    for (const [counted, reason] of untold) {
      counted.told = true;
      const data: RulesStopped = {
        reason,
        limit: reason === 'per_event' ? MAX_RULE_RUNS_PER_EVENT : MAX_RULE_RUNS_PER_MINUTE,
        rule_ids: [...counted.ruleIds],
        stopped: counted.stopped,
      };
      this.emulator.uplink.log(`rules ${this.emulator.serial}: ${data.stopped} rule runs not started (${reason} budget ${data.limit}), rules ${data.rule_ids.join(', ')}`);
      void this.emulator.emit([{ name: 'rules_stopped', data }]);
    }
  }

  private othersHold(rule: Rule, firing: number): boolean {
    const statuses = this.emulator.contents.scenarioStatuses;
    const zone = timeZoneOf(this.emulator);
    const now = this.emulator.now();
    return (
      rule.event_triggers.every((t) => t.id === firing || compares(this.currentValue(t), t.compare_type, t.value)) &&
      rule.statuses.every((t) => t.id === firing || statuses.find((s) => s.resource_id === t.resource_id)?.state === t.state) &&
      rule.time_triggers.every((t) => t.id === firing || timeTriggerHolds(t, zone, now))
    );
  }

  private currentValue(trigger: DeviceTrigger) {
    const device = this.emulator.contents.devices.find((d) => d.id === trigger.event_source);
    return device?.service_list.find((s) => s.name === trigger.service_name)?.property_list.find((p) => p.name === trigger.property_name)?.value;
  }

  private ruleOf(id: number): Rule | undefined {
    return this.rules.find((r) => r.id === id);
  }

  private armRule(rule: Rule): void {
    if (this.disposed || !rule.active) return;
    for (const trigger of rule.time_triggers) this.armTime(rule.id, trigger, this.emulator.now());
  }

  private armTime(ruleId: number, trigger: TimeTrigger, after: number): void {
    const at = nextFiring(trigger, timeZoneOf(this.emulator), after);
    if (at === null) return;
    // At the instant itself, not now plus a difference: time passes between two readings of a running clock.
    const timer = this.clock.setTimeoutAt(() => {
      this.timeTimers.delete(trigger.id);
      this.guard(`time trigger ${trigger.id}`, () => {
        const rule = this.ruleOf(ruleId);
        const current = rule?.time_triggers.find((t) => t.id === trigger.id);
        if (!rule || !current || !rule.active) return;
        // Re-armed first: a run that edits its own rule re-arms it as edited.
        this.armTime(ruleId, current, at);
        this.fire(rule, { kind: 'time', trigger: current }, 0, newCascade());
        this.drain();
      });
    }, at);
    this.timeTimers.set(trigger.id, { ruleId, timer });
  }

  private disarmTimes(ruleId: number): void {
    for (const [id, armed] of this.timeTimers) {
      if (armed.ruleId !== ruleId) continue;
      this.clock.clearTimeout(armed.timer);
      this.timeTimers.delete(id);
    }
  }

  /** Disarms a rule's time triggers, and its waiting device triggers but those `keep` names. */
  private disarmRule(ruleId: number, keep: (deviceTriggerId: number) => boolean): void {
    this.disarmTimes(ruleId);
    for (const [id, waiting] of this.held) {
      if (waiting.ruleId !== ruleId || keep(id)) continue;
      this.clock.clearTimeout(waiting.timer);
      this.held.delete(id);
    }
  }

  // --- runs ---------------------------------------------------------------------

  private advance(run: Run): void {
    while (run.next < run.sets.length) {
      const set = run.sets[run.next]!;
      if (set.delay > 0 && !run.waited) {
        run.waited = true;
        run.timer = this.clock.setTimeout(() => {
          run.timer = null;
          if (!this.disposed && this.runs.has(run.id)) this.guard(`run ${run.id}`, () => this.advance(run));
        }, set.delay);
        return;
      }
      run.waited = false;
      run.next++;
      this.runSet(run, set);
      if (this.disposed) return;
    }
    const failed = run.entry.actions.some((a) => a.outcome === 'failed');
    this.finish(run, failed ? 'failed' : 'finished', failed ? 'an action failed; the others ran' : undefined);
  }

  private runSet(run: Run, set: ActionSet): void {
    const events: EmittedEvent[] = [];
    const later: DelayedReaction[] = [];
    const rule = this.ruleOf(run.ruleId);
    const act = (kind: RuleRunAction['kind'], target: string, action: () => void) => {
      const done: RuleRunAction = { actionSetId: set.id, kind, target, at: this.emulator.now(), outcome: 'done' };
      try {
        action();
      } catch (error) {
        done.outcome = 'failed';
        done.message = error instanceof Error ? error.message : String(error);
      }
      run.entry.actions.push(done);
    };
    for (const device of set.devices) {
      for (const setting of device.settings) {
        act('device', `device ${device.id} ${setting.service_name}.${setting.property} = ${JSON.stringify(setting.value)}`, () => {
          const reaction = setPropertyValue(this.emulator, { device: device.id, service: setting.service_name, property: setting.property }, setting.value);
          events.push(...reaction.events);
          later.push(...reaction.later);
        });
      }
    }
    for (const status of set.statuses) {
      act('status', `status ${status.name} ${status.enabled ? 'on' : 'off'}`, () => {
        const changed = setScenarioStatus(this.emulator, status.resource_id, status.enabled);
        if (changed) events.push(changed);
      });
    }
    for (const notification of set.notifications) {
      act('notification', this.notificationTarget(notification), () => this.notify(rule?.name ?? run.entry.ruleName, notification));
    }
    for (const [i, alarm] of set.alarms.entries()) {
      act('alarm', `alarm ${alarm.alarm_code}`, () => {
        const id = `${this.emulator.serial}-${this.emulator.now()}-${run.id}-${set.id}-${i}`;
        // The cloud records it, tells the gateway's users and escalates it (cloud/alarms); without a cloud, the bare event.
        const raised = this.emulator.uplink.raiseAlarm(this.emulator.serial, alarm.alarm_code, { id, source: { kind: 'rule', ruleId: run.ruleId, runId: run.id } });
        // A fleet worker's cloud publishes the event itself once raised.
        if (raised === 'published') return;
        const data: AlarmNotificationCreated = raised ?? {
          _id: id,
          notificationId: id,
          serialNumber: this.emulator.serial,
          isReacted: false,
          timeOfEventGeneration: this.emulator.now(),
          alarmNotifParams: { alarmCode: alarm.alarm_code },
          rule_id: run.ruleId,
          run_id: run.id,
        };
        events.push({ name: 'alarm_notification_created', data });
      });
    }
    this.within(run.cascade, () => void this.emulator.emit(events, run.chain));
    for (const step of later) this.later(step, run.chain, run.cascade);
  }

  private notificationTarget(n: ActionNotification): string {
    if (n.type === NotificationType.email) return `e-mail to ${n.destination}`;
    const owner = this.emulator.uplink.owner(this.emulator.serial);
    return `${n.type === NotificationType.push ? 'push' : 'other'} to ${owner?.username ?? 'the owner'}`;
  }

  /** A notification goes to the outbox: e-mail to its destination, push and other to the gateway's owner; within the gateway's message budgets (cloud/outbox.ts). */
  private notify(ruleName: string, n: ActionNotification): void {
    const owner = this.emulator.uplink.owner(this.emulator.serial);
    const subject = n.short_desc || ruleName;
    if (n.type === NotificationType.email) {
      this.emulator.uplink.send({ kind: 'email', channel: 'email', to: n.destination, userId: owner?.userId ?? null, subject, text: n.desc, serial: this.emulator.serial });
      return;
    }
    if (!owner) throw new Error('the gateway has no owner to notify');
    const kind = n.type === NotificationType.push ? 'push' : 'other';
    this.emulator.uplink.send({ kind, channel: kind, to: owner.username, userId: owner.userId, subject, text: n.desc, serial: this.emulator.serial });
  }

  /** A device reaction's later step (an IR learn finishing) of a set run here: on the clock, its events in the run's chain. */
  private later(step: DelayedReaction, chain: number, cascade: Cascade): void {
    const timer = this.clock.setTimeout(() => {
      this.steps.delete(timer);
      if (!this.disposed) this.guard('a device reaction', () => this.within(cascade, () => void this.emulator.emit(step.run(), chain)));
    }, step.afterMs);
    this.steps.add(timer);
  }

  /** Emits within a run's cascade: the rules its events fire count against the same budget. */
  private within(cascade: Cascade, work: () => void): void {
    const before = this.context;
    this.context = cascade;
    try {
      work();
    } finally {
      this.context = before;
    }
  }

  private finish(run: Run, outcome: RuleRunLogEntry['outcome'], note?: string): void {
    this.runs.delete(run.id);
    run.entry.outcome = outcome;
    run.entry.finishedAt = this.emulator.now();
    if (note) run.entry.note = note;
    if (outcome === 'loop_stopped' || outcome === 'budget_stopped') this.emulator.uplink.log(`rules ${this.emulator.serial}: rule ${run.ruleId} not started: ${note ?? ''}`);
    this.announce(run, outcome);
  }

  private announce(run: Run, outcome: RuleRun['outcome']): void {
    const data: RuleRun = { rule_id: run.ruleId, run_id: run.id, cause: run.entry.cause, outcome };
    void this.emulator.emit([{ name: 'rule_run', data }], run.chain);
  }

  /** Runs `work`, logging what it throws: nothing escapes the engine. */
  private guard(what: string, work: () => void): void {
    try {
      work();
    } catch (error) {
      this.emulator.uplink.log(`rules ${this.emulator.serial}: ${what} failed: ${String(error)}`);
    }
  }
}
