import { randomBytes } from 'node:crypto';
import {
  ANNOUNCEMENT_ACTIVE_STATUSES,
  ANNOUNCEMENT_TERMINAL_STATUSES,
  AnnouncementEvent,
  firstRunTime,
  nextRunTime,
  topics,
  type AnnouncementCampaign,
  type AnnouncementCampaignStatus,
  type AnnouncementContent,
  type AnnouncementErrorFeedback,
  type AnnouncementInformation,
  type AnnouncementTask,
  type AnnouncementTaskCounters,
  type AnnouncementTemplate,
  type TemplateSortColumn,
} from '@homeport/sdk';
import type { ClockTimer, SimClock } from '../../clock/simClock';
import type { Log } from '../../log';
import type { OutboxKind } from '../../store/cloudState';
import type { CloudStore } from '../../store/cloudStore';
import type { CloudBus } from '../cloudBus';
import type { GroupStore } from '../groups/groupStore';
import type { Outbox } from '../outbox';
import { AnnouncementStore } from './announcementStore';
import { audienceOf, recipientOf } from './audience';
import { seedTemplates } from './seedTemplates';
import { userByIdIndexed } from '../../store/cloudIndex';

/** Tasks delivered per tick, and the tick's length on the simulator clock. */
export const ANNOUNCEMENT_TASKS_PER_TICK = 5;
export const ANNOUNCEMENT_TICK_MS = 1000;

export interface AnnouncementServiceOptions {
  dir: string;
  cloud: CloudStore;
  outbox: Outbox;
  bus: CloudBus;
  clock: SimClock;
  groups: GroupStore;
  product: string;
  log: Log;
  /** A fresh seed: whatever the folder held is wiped and the templates seeded. */
  wipe?: boolean;
  tasksPerTick?: number;
  tickMs?: number;
}

interface Entry {
  campaign: AnnouncementCampaign;
  tasks: Map<string, AnnouncementTask>;
  order: string[];
  /** The timer of the next run (a send time or a repeat), when one waits. */
  timer: ClockTimer | null;
}

const OUTBOX_KIND = { email: 'email', pushMobile: 'push', whatsapp: 'whatsapp' } as const satisfies Record<AnnouncementCampaign['type'], OutboxKind>;

const FEEDBACK = {
  noContact: {
    email: { defautlMsg: 'No e-mail address', customMsg: 'The user has no e-mail contact.', troubleshooting: 'Ask the user to add an e-mail address in the settings.' },
    whatsapp: { defautlMsg: 'No phone number', customMsg: 'The user has no phone contact for WhatsApp.', troubleshooting: 'Ask the user to add a phone number in the settings.' },
    pushMobile: { defautlMsg: 'No mobile app', customMsg: 'The user has no account to push to.', troubleshooting: 'Ask the user to sign in to the mobile app.' },
  },
  gone: { defautlMsg: 'User not found', customMsg: 'The user was deleted before the announcement was delivered.', troubleshooting: 'Nothing to do.' },
} as const;

const newId = (prefix: string) => `${prefix}${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
const emptyCounters = (): AnnouncementTaskCounters => ({ total: 0, pending: 0, inProgress: 0, successful: 0, failed: 0, canceled: 0 });
const isTerminal = (status: AnnouncementCampaignStatus) => (ANNOUNCEMENT_TERMINAL_STATUSES as readonly string[]).includes(status);
const isActive = (status: AnnouncementCampaignStatus) => (ANNOUNCEMENT_ACTIVE_STATUSES as readonly string[]).includes(status);
const nameKey = (name: string) => name.trim().toLowerCase();

/**
 * Admin announcements of the simulator's cloud (docs/simulator.md
 * "Announcements"; docs/contracts.md "Announcements"): templates, and
 * campaigns sent by e-mail, mobile push or WhatsApp into the outbox.
 *
 * A campaign runs at once, at its send time, or at each time of its repeat,
 * on the simulator clock. A run makes one task per recipient (audience.ts)
 * and a tick every ANNOUNCEMENT_TICK_MS delivers up to
 * ANNOUNCEMENT_TASKS_PER_TICK tasks into the outbox, with the asm_* events
 * on `{product}/admin/evt` in order. cancelAll cancels the pending tasks and
 * every future run.
 *
 * Durability (the guarantee): every change is appended to the campaign's
 * log (announcementStore.ts) before it is announced. A delivery is written
 * In Progress before its message goes into the outbox; the message carries
 * the task id (`ref`) and cloud.json is committed before the task is
 * written Successful. At start, a task found In Progress is looked up in the
 * outbox by its ref: found, it is Successful without sending again; not
 * found, it is delivered once. Pending tasks are queued again; a waiting
 * send time or repeat is armed again (runs missed while stopped collapse
 * into one run at start). So none is lost and none sent twice (as long as
 * the outbox still holds the message: it keeps the newest 1000).
 */
export class AnnouncementService {
  readonly store: AnnouncementStore;
  private readonly campaigns = new Map<string, Entry>();
  private readonly templates = new Map<string, AnnouncementTemplate>();
  /** Tasks to deliver, in order; `check`: In Progress when the last run stopped. */
  private ready: Array<{ campaignId: string; taskId: string; check?: boolean }> = [];
  private tickTimer: ClockTimer | null = null;
  private closed = false;
  private publishing: Promise<void> = Promise.resolve();
  private readonly tasksPerTick: number;
  private readonly tickMs: number;

  constructor(private readonly options: AnnouncementServiceOptions) {
    const seeding = options.wipe === true || !AnnouncementStore.exists(options.dir);
    this.store = new AnnouncementStore(options.dir);
    this.tasksPerTick = options.tasksPerTick ?? ANNOUNCEMENT_TASKS_PER_TICK;
    this.tickMs = options.tickMs ?? ANNOUNCEMENT_TICK_MS;
    if (seeding) this.seed();
    for (const template of this.store.loadTemplates()) this.templates.set(template._id, template);
  }

  private get now(): number {
    return this.options.clock.now();
  }

  private seed(): void {
    this.store.wipe();
    for (const template of seedTemplates(this.now)) this.store.saveTemplate(template);
  }

  // ---- start, reset, close ----

  /** Goes on where the last run stopped; answers how many tasks and schedules were taken up again. */
  resume(): { tasks: number; schedules: number } {
    let tasks = 0;
    let schedules = 0;
    const checks: Array<{ campaignId: string; taskId: string; check: true }> = [];
    for (const { campaign, tasks: list } of this.store.loadCampaigns()) {
      const entry: Entry = { campaign, tasks: new Map(list.map((t) => [t._id, t])), order: list.map((t) => t._id), timer: null };
      this.campaigns.set(campaign._id, entry);
      for (const task of list) {
        if (task.taskOptions.status === 'In Progress') {
          checks.push({ campaignId: campaign._id, taskId: task._id, check: true });
          tasks += 1;
        } else if (task.taskOptions.status === 'Pending') {
          this.ready.push({ campaignId: campaign._id, taskId: task._id });
          tasks += 1;
        }
      }
      if (!isTerminal(campaign.status) && campaign.nextRunAt !== null) {
        this.arm(entry);
        schedules += 1;
      }
    }
    this.ready.unshift(...checks);
    this.armTick();
    return { tasks, schedules };
  }

  /** A reseed: the folder emptied and the templates seeded again. */
  reset(): void {
    this.stopTimers();
    this.campaigns.clear();
    this.ready = [];
    this.templates.clear();
    this.seed();
    for (const template of this.store.loadTemplates()) this.templates.set(template._id, template);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopTimers();
    await this.publishing;
  }

  /** Waits for the events already queued to be published. */
  async flush(): Promise<void> {
    await this.publishing;
  }

  private stopTimers(): void {
    this.options.clock.clearTimeout(this.tickTimer);
    this.tickTimer = null;
    for (const entry of this.campaigns.values()) {
      this.options.clock.clearTimeout(entry.timer);
      entry.timer = null;
    }
  }

  // ---- campaigns: reading ----

  /** Newest first; `phrase` searches the announcement name without regard to case. */
  list(phrase?: string): AnnouncementCampaign[] {
    const wanted = phrase?.trim().toLowerCase() ?? '';
    return [...this.campaigns.values()]
      .map((e) => e.campaign)
      .filter((c) => wanted === '' || c.announcementName.toLowerCase().includes(wanted))
      .sort((a, b) => b.createdAt - a.createdAt || b._id.localeCompare(a._id));
  }

  get(id: string): AnnouncementCampaign | null {
    return this.campaigns.get(id)?.campaign ?? null;
  }

  content(id: string): AnnouncementContent | null {
    for (const entry of this.campaigns.values()) if (entry.campaign.contentId === id) return entry.campaign.content;
    return null;
  }

  tasksOf(id: string): AnnouncementTask[] | null {
    const entry = this.campaigns.get(id);
    if (!entry) return null;
    return entry.order.map((taskId) => entry.tasks.get(taskId)).filter((t): t is AnnouncementTask => t !== undefined);
  }

  /** An active campaign (Scheduled, Pending, In Progress) of this name (trimmed, without regard to case). */
  activeNamed(name: string): AnnouncementCampaign | null {
    const wanted = nameKey(name);
    for (const { campaign } of this.campaigns.values()) if (isActive(campaign.status) && nameKey(campaign.announcementName) === wanted) return campaign;
    return null;
  }

  // ---- campaigns: changing ----

  /**
   * A new campaign (the route has checked the name, the time and the
   * groups). Runs at once without sendAt and repeat; else waits on the
   * clock. asm_campaign_created, with the first run's tasks when it ran.
   */
  create(information: AnnouncementInformation, user: AnnouncementCampaign['user']): AnnouncementCampaign {
    const now = this.now;
    const campaignId = newId('asm');
    const content: AnnouncementContent = {
      _id: `${campaignId}-content`,
      type: information.type,
      title: information.title,
      text: information.text,
      topicType: information.topicType,
      templateId: information.templateId,
      createdAt: now,
    };
    const due = firstRunTime({ sendAt: information.sendAt, repeat: information.repeat }, now);
    const campaign: AnnouncementCampaign = {
      _id: campaignId,
      announcementName: information.announcementName,
      type: information.type,
      status: 'Scheduled',
      campaignOptions: { progress: 0 },
      finishTaskCount: 0,
      taskCounters: emptyCounters(),
      timeOfCampaignStart: null,
      timeOfCampaignFinish: null,
      contentId: content._id,
      content,
      filter: information.filter,
      topicType: information.topicType,
      sendAt: information.sendAt,
      repeat: information.repeat,
      nextRunAt: due,
      runs: 0,
      user,
      createdAt: now,
    };
    const entry: Entry = { campaign, tasks: new Map(), order: [], timer: null };
    this.campaigns.set(campaignId, entry);
    if (due !== null && due <= now) {
      // Sent now: the created event carries the run's tasks.
      const { campaign: ran, tasks } = this.makeRun(entry, now);
      this.store.append(campaignId, ran, tasks);
      this.publish(AnnouncementEvent.campaignCreated, ran);
      this.publishFailedAtStart(tasks);
      if (isTerminal(ran.status)) this.publish(AnnouncementEvent.campaignFinished, ran);
      this.armTick();
    } else {
      this.store.append(campaignId, campaign, []);
      this.publish(AnnouncementEvent.campaignCreated, campaign);
    }
    if (!isTerminal(entry.campaign.status) && entry.campaign.nextRunAt !== null) this.arm(entry);
    return entry.campaign;
  }

  /** Cancels the pending tasks and every future run; null when the campaign has ended. */
  cancelAll(id: string): { campaign: AnnouncementCampaign; changed: number } | null {
    const entry = this.campaigns.get(id);
    if (!entry || isTerminal(entry.campaign.status)) return null;
    const now = this.now;
    this.options.clock.clearTimeout(entry.timer);
    entry.timer = null;
    const changed: AnnouncementTask[] = [];
    for (const taskId of entry.order) {
      const task = entry.tasks.get(taskId);
      if (task && (task.taskOptions.status === 'Pending' || task.taskOptions.status === 'In Progress')) {
        const canceled: AnnouncementTask = { ...task, taskOptions: { progress: 100, status: 'Canceled' }, taskFinishedTimestamp: now };
        entry.tasks.set(taskId, canceled);
        changed.push(canceled);
      }
    }
    const campaign = this.recount(entry, now, { status: 'Canceled', nextRunAt: null });
    this.store.append(id, campaign, changed);
    for (const task of changed) this.publish(AnnouncementEvent.taskUpdated, task);
    this.publish(AnnouncementEvent.campaignUpdated, campaign);
    this.publish(AnnouncementEvent.campaignFinished, campaign);
    return { campaign, changed: changed.length };
  }

  // ---- runs ----

  /** Arms the timer of the campaign's next run. */
  private arm(entry: Entry): void {
    this.options.clock.clearTimeout(entry.timer);
    const at = entry.campaign.nextRunAt;
    if (at === null || this.closed) return;
    entry.timer = this.options.clock.setTimeoutAt(() => {
      entry.timer = null;
      this.runDue(entry.campaign._id);
    }, at);
  }

  /** A send time or a repeat time came: the run's tasks are made and queued (asm_campaign_updated). */
  private runDue(id: string): void {
    const entry = this.campaigns.get(id);
    if (!entry || this.closed || isTerminal(entry.campaign.status)) return;
    const now = this.now;
    const { campaign, tasks } = this.makeRun(entry, now);
    this.store.append(id, campaign, tasks);
    this.publish(AnnouncementEvent.campaignUpdated, campaign);
    this.publishFailedAtStart(tasks);
    if (isTerminal(campaign.status)) this.publish(AnnouncementEvent.campaignFinished, campaign);
    if (!isTerminal(campaign.status) && campaign.nextRunAt !== null) this.arm(entry);
    this.armTick();
  }

  /**
   * One run: a Pending task per recipient, queued; the next run's time
   * (a repeat's next time after now: runs missed while stopped collapse).
   * A run without recipients ends at once.
   */
  private makeRun(entry: Entry, now: number): { campaign: AnnouncementCampaign; tasks: AnnouncementTask[] } {
    const previous = entry.campaign;
    const run = previous.runs + 1;
    const users = audienceOf(this.options.cloud.state.users, this.options.groups, previous.type, previous.filter);
    const tasks: AnnouncementTask[] = users.map((user, i) => {
      const recipient = recipientOf(user, previous.type);
      const base: AnnouncementTask = {
        _id: `${previous._id}-${run}-${i + 1}`,
        campaignId: previous._id,
        run,
        userId: user.id,
        username: user.username,
        recipient,
        taskOptions: { progress: 0, status: 'Pending' },
        timeOfTaskStart: null,
        taskFinishedTimestamp: null,
        triedCounter: 0,
        retryCounter: 0,
        errorFeedback: null,
      };
      // No address for the channel: it fails at once, with the reason.
      return recipient === '' ? this.failed(base, FEEDBACK.noContact[previous.type], now) : base;
    });
    for (const task of tasks) {
      entry.tasks.set(task._id, task);
      entry.order.push(task._id);
      if (task.taskOptions.status === 'Pending') this.ready.push({ campaignId: previous._id, taskId: task._id });
    }
    entry.campaign = { ...previous, runs: run, timeOfCampaignStart: previous.timeOfCampaignStart ?? now };
    const nextRunAt = previous.repeat ? nextRunTime(previous.repeat, now) : null;
    const campaign = this.recount(entry, now, { status: 'Pending', nextRunAt });
    return { campaign, tasks };
  }

  /** The tasks of a new run that failed at once (no contact for the channel) are announced like any that ended. */
  private publishFailedAtStart(tasks: readonly AnnouncementTask[]): void {
    for (const task of tasks) if (task.taskOptions.status === 'Failed') this.publish(AnnouncementEvent.taskUpdated, task);
  }

  private failed(task: AnnouncementTask, feedback: Omit<AnnouncementErrorFeedback, 'timeOfFail'>, now: number): AnnouncementTask {
    return { ...task, taskOptions: { progress: 100, status: 'Failed' }, taskFinishedTimestamp: now, errorFeedback: { ...feedback, timeOfFail: now } };
  }

  // ---- delivery ----

  private armTick(): void {
    if (this.tickTimer || this.closed || this.ready.length === 0) return;
    this.tickTimer = this.options.clock.setTimeout(() => {
      this.tickTimer = null;
      this.tick();
    }, this.tickMs);
  }

  /** Delivers up to tasksPerTick tasks: written In Progress, sent, cloud.json committed, written done; then the events. */
  private tick(): void {
    if (this.closed) return;
    const now = this.now;
    const batch: Array<{ entry: Entry; task: AnnouncementTask; check: boolean }> = [];
    while (batch.length < this.tasksPerTick && this.ready.length > 0) {
      const next = this.ready.shift()!;
      const entry = this.campaigns.get(next.campaignId);
      const task = entry?.tasks.get(next.taskId);
      // Canceled meanwhile: its place in the queue is stale.
      if (!entry || task?.taskOptions.status !== (next.check ? 'In Progress' : 'Pending')) continue;
      batch.push({ entry, task, check: next.check === true });
    }
    if (batch.length > 0) this.deliver(batch, now);
    this.armTick();
  }

  private deliver(batch: Array<{ entry: Entry; task: AnnouncementTask; check: boolean }>, now: number): void {
    const byCampaign = new Map<string, { entry: Entry; tasks: AnnouncementTask[] }>();
    // 1. In Progress on disk before anything leaves (the resume guarantee).
    const started = batch.map(({ entry, task, check }) => {
      const next: AnnouncementTask = check
        ? task
        : { ...task, taskOptions: { progress: 50, status: 'In Progress' }, timeOfTaskStart: task.timeOfTaskStart ?? now, triedCounter: task.triedCounter + 1 };
      entry.tasks.set(next._id, next);
      if (!check) {
        const group = byCampaign.get(entry.campaign._id) ?? { entry, tasks: [] };
        group.tasks.push(next);
        byCampaign.set(entry.campaign._id, group);
      }
      return { entry, task: next, check };
    });
    for (const [id, group] of byCampaign) this.store.append(id, null, group.tasks);
    // 2. The messages, marked with their task, and cloud.json once. A task found In Progress at start was sent when its ref is in the outbox.
    const outbox = this.options.outbox;
    const sentBefore = started.some((s) => s.check) ? new Set(outbox.list({}).map((m) => m.ref)) : new Set<string | undefined>();
    const done: Array<{ entry: Entry; task: AnnouncementTask }> = [];
    let sent = 0;
    for (const { entry, task } of started) {
      const campaign = entry.campaign;
      const user = userByIdIndexed(this.options.cloud.state, task.userId);
      if (sentBefore.has(task._id)) {
        done.push({ entry, task: this.successful(task, now) });
      } else if (!user) {
        done.push({ entry, task: this.failed(task, FEEDBACK.gone, now) });
      } else {
        const kind = OUTBOX_KIND[campaign.type];
        outbox.send({ kind, channel: kind, to: task.recipient, userId: user.id, subject: campaign.content.title, text: campaign.content.text, ref: task._id });
        sent += 1;
        done.push({ entry, task: this.successful(task, now) });
      }
    }
    if (sent > 0) this.options.cloud.commit();
    // 3. Done on disk, with each campaign's counters; then the events, in order.
    const touched = new Map<string, Entry>();
    for (const { entry, task } of done) {
      entry.tasks.set(task._id, task);
      touched.set(entry.campaign._id, entry);
    }
    for (const [id, entry] of touched) {
      const tasks = done.filter((d) => d.entry === entry).map((d) => d.task);
      const before = entry.campaign.status;
      const campaign = this.recount(entry, now);
      this.store.append(id, campaign, tasks);
      for (const task of tasks) this.publish(AnnouncementEvent.taskUpdated, task);
      this.publish(AnnouncementEvent.campaignUpdated, campaign);
      if (isTerminal(campaign.status) && !isTerminal(before)) this.publish(AnnouncementEvent.campaignFinished, campaign);
    }
  }

  private successful(task: AnnouncementTask, now: number): AnnouncementTask {
    return { ...task, taskOptions: { progress: 100, status: 'Successful' }, taskFinishedTimestamp: now, errorFeedback: null };
  }

  /**
   * The counters from the tasks, the progress of the current run, and the
   * status: forced (`status`), else from the run's tasks: In Progress while
   * some run; once all ended, Scheduled when a run follows, else Completed
   * (Failed when every task of the run failed).
   */
  private recount(entry: Entry, now: number, force: { status?: AnnouncementCampaignStatus; nextRunAt?: number | null } = {}): AnnouncementCampaign {
    const previous = entry.campaign;
    const counters = emptyCounters();
    const run = { total: 0, finished: 0, failed: 0 };
    for (const task of entry.tasks.values()) {
      const s = task.taskOptions.status;
      counters.total += 1;
      if (s === 'Pending') counters.pending += 1;
      else if (s === 'In Progress') counters.inProgress += 1;
      else if (s === 'Successful') counters.successful += 1;
      else if (s === 'Failed') counters.failed += 1;
      else counters.canceled += 1;
      if (task.run === previous.runs) {
        run.total += 1;
        if (s !== 'Pending' && s !== 'In Progress') run.finished += 1;
        if (s === 'Failed') run.failed += 1;
      }
    }
    const nextRunAt = force.nextRunAt !== undefined ? force.nextRunAt : previous.nextRunAt;
    let status: AnnouncementCampaignStatus;
    if (force.status === 'Canceled' || isTerminal(previous.status)) status = force.status ?? previous.status;
    else if (previous.runs === 0) status = 'Scheduled';
    else if (run.finished === run.total) status = nextRunAt !== null ? 'Scheduled' : run.total > 0 && run.failed === run.total ? 'Failed' : 'Completed';
    else if (force.status === 'Pending') status = 'Pending';
    else status = 'In Progress';
    const campaign: AnnouncementCampaign = {
      ...previous,
      status,
      nextRunAt: isTerminal(status) ? null : nextRunAt,
      finishTaskCount: counters.successful + counters.failed + counters.canceled,
      taskCounters: counters,
      campaignOptions: { progress: run.total === 0 ? (previous.runs > 0 ? 100 : 0) : Math.round((100 * run.finished) / run.total) },
      timeOfCampaignFinish: isTerminal(status) ? (previous.timeOfCampaignFinish ?? now) : null,
    };
    entry.campaign = campaign;
    return campaign;
  }

  // ---- templates ----

  /** Templates matching `phrase` (name, title, message; without regard to case), sorted by a column (ties by id). */
  listTemplates(query: { searchPhrase?: string; sortBy: TemplateSortColumn; sortOrder?: 'asc' | 'desc' }): AnnouncementTemplate[] {
    const wanted = query.searchPhrase?.trim().toLowerCase() ?? '';
    const order = query.sortOrder ?? (query.sortBy === 'createdAt' || query.sortBy === 'updatedAt' ? 'desc' : 'asc');
    const valueOf = (t: AnnouncementTemplate): string | number =>
      query.sortBy === 'title'
        ? t.announcement_details.title.toLowerCase()
        : query.sortBy === 'name' || query.sortBy === 'notificationType'
          ? t[query.sortBy].toLowerCase()
          : t[query.sortBy];
    const sign = order === 'asc' ? 1 : -1;
    return [...this.templates.values()]
      .filter(
        (t) =>
          wanted === '' ||
          t.name.toLowerCase().includes(wanted) ||
          t.announcement_details.title.toLowerCase().includes(wanted) ||
          t.announcement_details.message.toLowerCase().includes(wanted),
      )
      .sort((a, b) => {
        const x = valueOf(a);
        const y = valueOf(b);
        return (x < y ? -1 : x > y ? 1 : 0) * sign || a._id.localeCompare(b._id);
      });
  }

  template(id: string): AnnouncementTemplate | null {
    return this.templates.get(id) ?? null;
  }

  /** A template of this name (trimmed, without regard to case), other than `except`. */
  templateNamed(name: string, except?: string): AnnouncementTemplate | null {
    const wanted = nameKey(name);
    for (const t of this.templates.values()) if (t._id !== except && nameKey(t.name) === wanted) return t;
    return null;
  }

  saveTemplate(fields: Pick<AnnouncementTemplate, 'name' | 'notificationType' | 'announcement_details'>, id?: string): AnnouncementTemplate {
    const now = this.now;
    const old = id ? this.templates.get(id) : undefined;
    const template: AnnouncementTemplate = {
      _id: old?._id ?? newId('tpl'),
      name: fields.name,
      notificationType: fields.notificationType,
      announcement_details: fields.announcement_details,
      topic_type: 'NEWS',
      createdAt: old?.createdAt ?? now,
      updatedAt: now,
    };
    this.store.saveTemplate(template);
    this.templates.set(template._id, template);
    return template;
  }

  removeTemplate(id: string): boolean {
    if (!this.templates.has(id)) return false;
    this.store.removeTemplate(id);
    this.templates.delete(id);
    return true;
  }

  private publish(name: string, data: unknown): void {
    const topic = topics.adminEvents(this.options.product);
    this.publishing = this.publishing.then(() =>
      this.options.bus.publishEvent(topic, name, data).then(
        () => undefined,
        (error: unknown) => this.options.log(`announcements: ${name} not published: ${String(error)}`),
      ),
    );
  }
}
