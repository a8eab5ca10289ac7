import { randomBytes } from 'node:crypto';
import {
  BulkEvent,
  BULK_COMMAND_OF_TYPE,
  bulkRetryDelayMs,
  GatewayCode,
  isTerminalCampaignStatus,
  isTerminalTaskStatus,
  topics,
  type BulkCampaign,
  type BulkCampaignContent,
  type BulkErrorFeedback,
  type BulkOperationType,
  type BulkQueueState,
  type BulkTask,
  type BulkTaskCounters,
  type GatewayResponse,
} from '@homeport/sdk';
import type { SimClock } from '../../clock/simClock';
import type { Log } from '../../log';
import type { CloudStore } from '../../store/cloudStore';
import type { CloudBus } from '../cloudBus';
import { ownerSegment } from '../ownerSegment';
import type { BulkStore } from './bulkStore';
import type { CloudCommand } from './gatewayCommander';
import { gatewayBySerial } from '../../store/cloudIndex';

export interface BulkQueueOptions {
  store: BulkStore;
  cloud: CloudStore;
  bus: CloudBus;
  clock: SimClock;
  product: string;
  log: Log;
  /** Sends a command to a gateway and resolves with its answer (null: none in time). */
  send: (command: CloudCommand) => Promise<GatewayResponse | null>;
  /** Tasks in flight at once (default 8). */
  concurrency?: number;
  /** Start paused (QA: look before the queue resumes). */
  paused?: boolean;
}

/** How a task's run ended. */
type Outcome = { ok: true } | { ok: false; feedback: Omit<BulkErrorFeedback, 'timeOfFail'>; retry: boolean };

interface Entry {
  campaign: BulkCampaign;
  tasks: Map<string, BulkTask>;
  /** Task ids in serial order (the create order). */
  order: string[];
}

export const BULK_DEFAULT_CONCURRENCY = 8;

const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;

const emptyCounters = (): BulkTaskCounters => ({ total: 0, pending: 0, inProgress: 0, successful: 0, failed: 0, canceled: 0 });

const FEEDBACK = {
  offline: {
    defautlMsg: 'Gateway is offline',
    customMsg: 'The gateway was offline when the command was due.',
    troubleshooting: 'Check that the gateway is powered and connected, then reset the task.',
  },
  noAnswer: {
    defautlMsg: 'Gateway did not answer',
    customMsg: 'The gateway did not answer the command in time.',
    troubleshooting: 'Check the gateway connection in BackOffice, then reset the task.',
  },
  unknown: {
    defautlMsg: 'Gateway not found',
    customMsg: 'No gateway with this serial number is known.',
    troubleshooting: 'Check the serial number; create a new operation with the right one.',
  },
} as const;

/**
 * The durable bulk-operation queue (docs/simulator.md "Bulk operations"):
 * one task per serial; at most `concurrency` tasks in flight; each task is
 * the gateway command of its campaign's type, sent over MQTT as a client
 * would (GatewayCommander); a failed attempt is retried after a back-off on
 * the simulator clock up to the campaign's retryNumber; cancel, reset and
 * resetAll; counters and the bom_* events on `{product}/admin/evt`.
 *
 * Durability (the guarantee): every change is appended to the campaign's
 * log before it is acted on or announced. A task is written In Progress
 * (its triedCounter counted) before its command is sent. At start, a task
 * found In Progress was sent or about to be when the process stopped: it is
 * checked first with a read-only query of the gateway (does the layout,
 * the scene's rule or the statuses already exist?); when the effect is
 * there the task is Successful without sending again, else the command is
 * sent once more as the same attempt. The commands are idempotent besides
 * (create_layout keeps what exists; create_rule answers 7 for a name that
 * exists, taken as done; statuses are set, not toggled; open_network opens
 * an open network again), so no effect is ever applied twice, and no task
 * is lost: Pending tasks are queued again, a waiting retry keeps its time.
 */
export class BulkQueue {
  private readonly campaigns = new Map<string, Entry>();
  private readonly taskIndex = new Map<string, string>();
  /** Tasks to run (Pending), or to check (`check`: In Progress when the last run stopped), in order. */
  private ready: Array<{ campaignId: string; taskId: string; check?: boolean }> = [];
  private inFlight = 0;
  /** Bumped by clear(): a run of the queue before a reseed no longer counts against the slots. */
  private generation = 0;
  private paused = false;
  /** QA (control API): mark tasks In Progress but do not send, as a process killed between the two would. */
  private stalled = false;
  private closed = false;
  private readonly concurrency: number;
  private readonly retryTimers = new Set<ReturnType<SimClock['setTimeout']>>();
  /** Events are published in order, one after the other. */
  private publishing: Promise<void> = Promise.resolve();

  constructor(private readonly options: BulkQueueOptions) {
    this.concurrency = options.concurrency ?? BULK_DEFAULT_CONCURRENCY;
    this.paused = options.paused ?? false;
  }

  private get now(): number {
    return this.options.clock.now();
  }

  // ---- loading and resuming ----

  /** Loads the logs and goes on where the last run stopped; answers how many tasks were queued or checked again. */
  resume(): number {
    let resumed = 0;
    const checks: Array<{ campaignId: string; taskId: string; check: true }> = [];
    for (const { campaign, tasks } of this.options.store.loadCampaigns()) {
      const entry: Entry = { campaign, tasks: new Map(tasks.map((t) => [t._id, t])), order: tasks.map((t) => t._id) };
      entry.order.sort((a, b) => (entry.tasks.get(a)?.device ?? '').localeCompare(entry.tasks.get(b)?.device ?? ''));
      this.campaigns.set(campaign._id, entry);
      for (const task of tasks) {
        this.taskIndex.set(task._id, campaign._id);
        if (task.taskOptions.status === 'In Progress') {
          checks.push({ campaignId: campaign._id, taskId: task._id, check: true });
          resumed += 1;
        } else if (task.taskOptions.status === 'Pending') {
          this.schedule(campaign._id, task);
          resumed += 1;
        }
      }
    }
    // In-flight tasks of the stopped run come first: they are checked, then sent again only when needed.
    this.ready.unshift(...checks);
    this.pump();
    return resumed;
  }

  // ---- reading ----

  list(): BulkCampaign[] {
    return [...this.campaigns.values()].map((e) => e.campaign).sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
  }

  get(id: string): BulkCampaign | null {
    return this.campaigns.get(id)?.campaign ?? null;
  }

  tasksOf(id: string): BulkTask[] | null {
    const entry = this.campaigns.get(id);
    if (!entry) return null;
    return entry.order.map((taskId) => entry.tasks.get(taskId)).filter((t): t is BulkTask => t !== undefined);
  }

  task(taskId: string): { campaign: BulkCampaign; task: BulkTask } | null {
    const campaignId = this.taskIndex.get(taskId);
    const entry = campaignId ? this.campaigns.get(campaignId) : undefined;
    const task = entry?.tasks.get(taskId);
    return entry && task ? { campaign: entry.campaign, task } : null;
  }

  state(): BulkQueueState {
    return { paused: this.paused, stalled: this.stalled, inFlight: this.inFlight, ready: this.ready.length, concurrency: this.concurrency, campaigns: this.campaigns.size };
  }

  // ---- changing ----

  /** A new campaign, one task per serial, queued; bom_campaign_created. */
  create(input: {
    operation_name: string;
    operation_type: BulkOperationType;
    content: BulkCampaignContent;
    contentId: string | null;
    user: BulkCampaign['user'];
    userInitiated: boolean;
    devices: string[];
    retryNumber: number;
  }): BulkCampaign {
    const now = this.now;
    const campaignId = newId('bom');
    const serials = [...new Set(input.devices)].sort();
    const tasks: BulkTask[] = serials.map((device, i) => ({
      _id: `${campaignId}-${i + 1}`,
      campaignId,
      device,
      isCanceled: false,
      isFailed: false,
      isFinished: false,
      taskOptions: { progress: 0, status: 'Pending' },
      timeOfTaskStart: null,
      taskFinishedTimestamp: null,
      triedCounter: 0,
      retryCounter: 0,
      nextAttemptAt: null,
      errorFeedback: null,
    }));
    const campaign: BulkCampaign = {
      _id: campaignId,
      operation_name: input.operation_name,
      operation_type: input.operation_type,
      status: 'Pending',
      campaignOptions: { progress: 0, retryNumber: input.retryNumber },
      finishTaskCount: 0,
      taskCounters: { ...emptyCounters(), total: tasks.length, pending: tasks.length },
      timeOfOperationStart: null,
      timeOfOperationFinish: null,
      contentId: input.contentId,
      content: input.content,
      user: input.user,
      userInitiated: input.userInitiated,
      createdAt: now,
    };
    this.options.store.append(campaign, tasks);
    const entry: Entry = { campaign, tasks: new Map(tasks.map((t) => [t._id, t])), order: tasks.map((t) => t._id) };
    this.campaigns.set(campaignId, entry);
    for (const task of tasks) this.taskIndex.set(task._id, campaignId);
    this.publish(BulkEvent.campaignCreated, campaign);
    for (const task of tasks) this.ready.push({ campaignId, taskId: task._id });
    this.pump();
    return campaign;
  }

  /** Cancels every unended task and the campaign; null when it has ended already. */
  cancelCampaign(id: string): { campaign: BulkCampaign; changed: number } | null {
    const entry = this.campaigns.get(id);
    if (!entry || isTerminalCampaignStatus(entry.campaign.status)) return null;
    const now = this.now;
    const changed: BulkTask[] = [];
    for (const taskId of entry.order) {
      const task = entry.tasks.get(taskId);
      if (task && !isTerminalTaskStatus(task.taskOptions.status)) changed.push(this.canceled(task, now));
    }
    for (const task of changed) entry.tasks.set(task._id, task);
    const campaign = this.recount(entry, now, 'Canceled');
    this.options.store.append(campaign, changed);
    for (const task of changed) this.publish(BulkEvent.taskUpdated, task);
    this.publishCampaign(campaign);
    return { campaign, changed: changed.length };
  }

  /** Cancels the named unended tasks; answers how many changed and the campaigns touched. */
  cancelTasks(taskIds: string[]): { changed: number; campaigns: BulkCampaign[] } {
    const now = this.now;
    const byCampaign = new Map<string, BulkTask[]>();
    for (const taskId of new Set(taskIds)) {
      const found = this.task(taskId);
      if (!found || isTerminalTaskStatus(found.task.taskOptions.status)) continue;
      const list = byCampaign.get(found.campaign._id) ?? [];
      list.push(this.canceled(found.task, now));
      byCampaign.set(found.campaign._id, list);
    }
    const campaigns: BulkCampaign[] = [];
    let changed = 0;
    for (const [campaignId, tasks] of byCampaign) {
      const entry = this.campaigns.get(campaignId);
      if (!entry) continue;
      for (const task of tasks) entry.tasks.set(task._id, task);
      const campaign = this.recount(entry, now);
      this.options.store.append(campaign, tasks);
      for (const task of tasks) this.publish(BulkEvent.taskUpdated, task);
      this.publishCampaign(campaign);
      campaigns.push(campaign);
      changed += tasks.length;
    }
    return { changed, campaigns };
  }

  /** Resets failed or canceled tasks (all of the campaign's, or the named one) to run again; null when the campaign is unknown. */
  reset(campaignId: string, taskId?: string): { campaign: BulkCampaign; changed: number } | null {
    const entry = this.campaigns.get(campaignId);
    if (!entry) return null;
    const now = this.now;
    const changed: BulkTask[] = [];
    for (const id of taskId ? [taskId] : entry.order) {
      const task = entry.tasks.get(id);
      if (!task || (task.taskOptions.status !== 'Failed' && task.taskOptions.status !== 'Canceled')) continue;
      changed.push({
        ...task,
        isCanceled: false,
        isFailed: false,
        isFinished: false,
        taskOptions: { progress: 0, status: 'Pending' },
        taskFinishedTimestamp: null,
        triedCounter: 0,
        retryCounter: 0,
        nextAttemptAt: null,
        errorFeedback: null,
      });
    }
    if (changed.length === 0) return { campaign: entry.campaign, changed: 0 };
    for (const task of changed) entry.tasks.set(task._id, task);
    // A campaign that had ended runs again.
    const campaign = this.recount(entry, now, 'In Progress', true);
    this.options.store.append(campaign, changed);
    for (const task of changed) this.publish(BulkEvent.taskUpdated, task);
    this.publishCampaign(campaign);
    for (const task of changed) this.ready.push({ campaignId, taskId: task._id });
    this.pump();
    return { campaign, changed: changed.length };
  }

  /** Removes an ended campaign and its log; false when it still runs. */
  remove(id: string): boolean {
    const entry = this.campaigns.get(id);
    if (!entry || !isTerminalCampaignStatus(entry.campaign.status)) return false;
    this.options.store.removeCampaign(id);
    this.campaigns.delete(id);
    for (const taskId of entry.order) this.taskIndex.delete(taskId);
    this.publish(BulkEvent.campaignDeleted, { _id: id });
    return true;
  }

  /** QA: pause (nothing new is sent), resume, or stall (tasks are marked In Progress, never sent). */
  control(action: 'pause' | 'resume' | 'stall'): void {
    this.paused = action === 'pause';
    this.stalled = action === 'stall';
    if (action === 'resume') this.pump();
    if (action === 'stall') this.pump();
  }

  /** Forgets everything in memory (a reseed wiped the folder). */
  clear(): void {
    for (const timer of this.retryTimers) this.options.clock.clearTimeout(timer);
    this.retryTimers.clear();
    this.campaigns.clear();
    this.taskIndex.clear();
    this.ready = [];
    this.paused = false;
    this.stalled = false;
    this.inFlight = 0;
    this.generation += 1;
    this.finishedAnnounced.clear();
  }

  /** Waits for the events already queued to be published. */
  async flush(): Promise<void> {
    await this.publishing;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.retryTimers) this.options.clock.clearTimeout(timer);
    this.retryTimers.clear();
  }

  // ---- running ----

  /** Queues a Pending task: at once, or at its retry time on the simulator clock. */
  private schedule(campaignId: string, task: BulkTask): void {
    if (task.nextAttemptAt === null || task.nextAttemptAt <= this.now) {
      this.ready.push({ campaignId, taskId: task._id });
      return;
    }
    const timer = this.options.clock.setTimeoutAt(() => {
      this.retryTimers.delete(timer);
      this.ready.push({ campaignId, taskId: task._id });
      this.pump();
    }, task.nextAttemptAt);
    this.retryTimers.add(timer);
  }

  private pump(): void {
    while (!this.closed && !this.paused && this.inFlight < this.concurrency && this.ready.length > 0) {
      const next = this.ready.shift();
      if (!next) break;
      const task = this.campaigns.get(next.campaignId)?.tasks.get(next.taskId);
      // Canceled, reset twice or removed meanwhile: its place in the queue is stale.
      if (task?.taskOptions.status !== (next.check ? 'In Progress' : 'Pending')) continue;
      void this.runTask(next.campaignId, next.taskId, next.check === true);
    }
  }

  /**
   * One attempt. `resumed`: the task was In Progress when the last run
   * stopped (its attempt counted); check the gateway before sending again.
   */
  private async runTask(campaignId: string, taskId: string, resumed: boolean): Promise<void> {
    const entry = this.campaigns.get(campaignId);
    const task = entry?.tasks.get(taskId);
    if (!entry || !task) return;
    const generation = this.generation;
    this.inFlight += 1;
    try {
      if (!resumed) this.markInProgress(entry, task);
      if (this.stalled) return; // QA: as if the process died between the mark and the send (the slot stays taken).
      const outcome = await this.attempt(entry.campaign, task.device, resumed);
      this.finishAttempt(campaignId, taskId, outcome);
    } catch (error) {
      this.options.log(`bulk: task ${taskId} failed unexpectedly: ${String(error)}`);
    } finally {
      if (!this.stalled && generation === this.generation) {
        this.inFlight -= 1;
        this.pump();
      }
    }
  }

  private markInProgress(entry: Entry, task: BulkTask): void {
    const now = this.now;
    const started: BulkTask = {
      ...task,
      taskOptions: { progress: 50, status: 'In Progress' },
      timeOfTaskStart: task.timeOfTaskStart ?? now,
      triedCounter: task.triedCounter + 1,
      nextAttemptAt: null,
    };
    entry.tasks.set(task._id, started);
    const campaign = this.recount(entry, now, entry.campaign.status === 'Pending' ? 'In Progress' : undefined);
    // On disk before the command leaves (the resume guarantee).
    this.options.store.append(campaign, [started]);
    this.publish(BulkEvent.taskUpdated, started);
    this.publishCampaign(campaign);
  }

  /** Sends the campaign's command to the gateway (a check first when resumed) and reads the answer. */
  private async attempt(campaign: BulkCampaign, serial: string, resumed: boolean): Promise<Outcome> {
    const gateway = gatewayBySerial(this.options.cloud.state, serial);
    if (!gateway) return { ok: false, feedback: FEEDBACK.unknown, retry: false };
    if (gateway.connectionStatus !== 'online') return { ok: false, feedback: FEEDBACK.offline, retry: true };
    const base = { product: this.options.product, owner: ownerSegment(gateway), serial, sender: campaign.user.id };
    const param = campaign.content.content_params[0];
    if (!param) return { ok: false, feedback: { ...FEEDBACK.unknown, defautlMsg: 'No command', customMsg: 'The operation has no command.' }, retry: false };
    if (resumed && (await this.alreadyApplied(campaign, base))) return { ok: true };
    const answer = await this.options.send({ ...base, name: BULK_COMMAND_OF_TYPE[campaign.operation_type], params: param.params as Record<string, unknown> });
    if (answer === null) return { ok: false, feedback: FEEDBACK.noAnswer, retry: true };
    if (answer.code === GatewayCode.ok) return { ok: true };
    // A scene's rule of that name exists already: an earlier attempt made it (its answer was lost) or the home has it.
    if (campaign.operation_type === 'scn' && answer.code === GatewayCode.duplicate) return { ok: true };
    const message = answer.message ?? `code ${answer.code}`;
    return {
      ok: false,
      feedback: { defautlMsg: `Gateway refused the command (code ${answer.code})`, customMsg: message, troubleshooting: troubleshootingOf(answer.code) },
      // A refusal of the content itself (bad params, unknown command, a role) fails at once; the others may pass later.
      retry: ![GatewayCode.badParams, GatewayCode.unknownCommand, GatewayCode.forbidden, GatewayCode.unsupported].includes(answer.code as never),
    };
  }

  /** The resume check: a read-only query showing whether the campaign's effect is on the gateway already. */
  private async alreadyApplied(campaign: BulkCampaign, base: Omit<CloudCommand, 'name' | 'params'>): Promise<boolean> {
    const params = campaign.content.content_params[0]?.params as Record<string, unknown> | undefined;
    if (!params) return false;
    switch (campaign.operation_type) {
      case 'lyt': {
        const answer = await this.options.send({ ...base, name: 'get_floor_list', params: {} });
        if (answer?.code !== GatewayCode.ok || !Array.isArray(answer.data)) return false;
        const floors = answer.data as Array<{ floor_name: string; rooms: Array<{ room_name: string }> }>;
        const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
        const wanted = params.floors as Array<{ floor_name: string; rooms?: string[] }>;
        return wanted.every((w) => {
          const floor = floors.find((f) => same(f.floor_name, w.floor_name));
          return floor !== undefined && (w.rooms ?? []).every((r) => floor.rooms.some((room) => same(room.room_name, r)));
        });
      }
      case 'scn': {
        const answer = await this.options.send({ ...base, name: 'get_rules', params: {} });
        if (answer?.code !== GatewayCode.ok || !Array.isArray(answer.data)) return false;
        const name = String(params.name).trim().toLowerCase();
        return (answer.data as Array<{ name: string }>).some((rule) => rule.name.trim().toLowerCase() === name);
      }
      case 'ts': {
        const answer = await this.options.send({ ...base, name: 'get_statuses', params: {} });
        // get_statuses answers {name, state} in resource-id order (no ids): compare by position.
        if (answer?.code !== GatewayCode.ok || !Array.isArray(answer.data)) return false;
        const states = answer.data as Array<{ state: boolean }>;
        return (params.statuses as Array<{ resource_id: number; state: boolean }>).every((s) => states[s.resource_id]?.state === s.state);
      }
      case 'inc':
        // Opening the network again is harmless; nothing to check.
        return false;
    }
  }

  private finishAttempt(campaignId: string, taskId: string, outcome: Outcome): void {
    const entry = this.campaigns.get(campaignId);
    const task = entry?.tasks.get(taskId);
    // Canceled (or reset, or removed) while the command was out: the answer changes nothing here.
    if (!entry || task?.taskOptions.status !== 'In Progress') return;
    const now = this.now;
    const retryNumber = entry.campaign.campaignOptions.retryNumber;
    let next: BulkTask;
    if (outcome.ok) {
      next = { ...task, isFinished: true, taskOptions: { progress: 100, status: 'Successful' }, taskFinishedTimestamp: now, nextAttemptAt: null, errorFeedback: null };
    } else if (outcome.retry && task.retryCounter < retryNumber) {
      const retryCounter = task.retryCounter + 1;
      next = {
        ...task,
        taskOptions: { progress: 0, status: 'Pending' },
        retryCounter,
        nextAttemptAt: now + bulkRetryDelayMs(retryCounter),
        errorFeedback: { ...outcome.feedback, timeOfFail: now },
      };
    } else {
      next = {
        ...task,
        isFailed: true,
        isFinished: true,
        taskOptions: { progress: 100, status: 'Failed' },
        taskFinishedTimestamp: now,
        nextAttemptAt: null,
        errorFeedback: { ...outcome.feedback, timeOfFail: now },
      };
    }
    entry.tasks.set(taskId, next);
    const campaign = this.recount(entry, now);
    this.options.store.append(campaign, [next]);
    this.publish(BulkEvent.taskUpdated, next);
    this.publishCampaign(campaign);
    if (next.taskOptions.status === 'Pending') this.schedule(campaignId, next);
  }

  private canceled(task: BulkTask, now: number): BulkTask {
    return { ...task, isCanceled: true, isFinished: true, taskOptions: { progress: 100, status: 'Canceled' }, taskFinishedTimestamp: now, nextAttemptAt: null };
  }

  /**
   * The campaign's counters and status from its tasks: `status` forces one
   * (Canceled, In Progress); otherwise it ends (Completed or Failed) when
   * every task has ended. `reopen` lets an ended campaign run again.
   */
  private recount(entry: Entry, now: number, status?: BulkCampaign['status'], reopen = false): BulkCampaign {
    const counters = emptyCounters();
    for (const task of entry.tasks.values()) {
      counters.total += 1;
      const s = task.taskOptions.status;
      if (s === 'Pending') counters.pending += 1;
      else if (s === 'In Progress') counters.inProgress += 1;
      else if (s === 'Successful') counters.successful += 1;
      else if (s === 'Failed') counters.failed += 1;
      else counters.canceled += 1;
    }
    const finished = counters.successful + counters.failed + counters.canceled;
    const previous = entry.campaign;
    let next = status ?? previous.status;
    const mayEnd = status === undefined && (reopen || !isTerminalCampaignStatus(previous.status));
    if (mayEnd && finished === counters.total && counters.total > 0) next = counters.failed > 0 ? 'Failed' : counters.successful > 0 ? 'Completed' : 'Canceled';
    const ended = isTerminalCampaignStatus(next);
    const campaign: BulkCampaign = {
      ...previous,
      status: next,
      finishTaskCount: finished,
      taskCounters: counters,
      campaignOptions: { ...previous.campaignOptions, progress: counters.total === 0 ? 100 : Math.round((100 * finished) / counters.total) },
      timeOfOperationStart: previous.timeOfOperationStart ?? (next === 'In Progress' ? now : null),
      timeOfOperationFinish: ended ? (isTerminalCampaignStatus(previous.status) ? (previous.timeOfOperationFinish ?? now) : now) : null,
    };
    entry.campaign = campaign;
    return campaign;
  }

  private publishCampaign(campaign: BulkCampaign): void {
    this.publish(BulkEvent.campaignUpdated, campaign);
    if (isTerminalCampaignStatus(campaign.status) && campaign.finishTaskCount === campaign.taskCounters.total && this.justFinished(campaign)) {
      this.publish(BulkEvent.campaignFinished, campaign);
    }
  }

  private readonly finishedAnnounced = new Map<string, number>();

  /** bom_campaign_updated_finished once per time a campaign ends (a reset and a new end announce again). */
  private justFinished(campaign: BulkCampaign): boolean {
    const at = campaign.timeOfOperationFinish ?? 0;
    if (this.finishedAnnounced.get(campaign._id) === at) return false;
    this.finishedAnnounced.set(campaign._id, at);
    return true;
  }

  private publish(name: string, data: unknown): void {
    const topic = topics.adminEvents(this.options.product);
    this.publishing = this.publishing.then(() =>
      this.options.bus.publishEvent(topic, name, data).then(
        () => undefined,
        (error: unknown) => this.options.log(`bulk: ${name} not published: ${String(error)}`),
      ),
    );
  }
}

function troubleshootingOf(code: number): string {
  switch (code) {
    case GatewayCode.privileged:
      return 'Another user holds privileged mode on this gateway; reset the task once it is released.';
    case GatewayCode.forbidden:
      return 'The operation was created by a user without write access; create it again as admin-support.';
    case GatewayCode.badParams:
    case GatewayCode.unknownCommand:
    case GatewayCode.unsupported:
      return 'The gateway does not accept this content (firmware or parameters); check the content and the gateway version.';
    default:
      return 'Check the gateway in BackOffice, then reset the task.';
  }
}
