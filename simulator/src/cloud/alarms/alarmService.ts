import { randomUUID } from 'node:crypto';
import {
  contactGetsNotifications,
  ALARM_NOTIFICATION_CREATED,
  ALARM_NOTIFICATION_ESCALATED,
  ALARM_NOTIFICATION_REACTED,
  isAdmin,
  MIN_ESCALATION_SECONDS,
  topics,
  type AlarmDelivery,
  type AlarmNotificationCreated,
  type AlarmNotificationEscalated,
  type AlarmNotificationReacted,
  type AlarmPriorityCode,
  type AlarmSource,
} from '@homeport/sdk';
import type { ClockTimer, SimClock } from '../../clock/simClock';
import type { Log } from '../../log';
import type { AlarmNotificationRecord, AlarmRecord, AlarmTableRecord, GatewayRecord, UserRecord } from '../../store/cloudState';
import type { CloudStore } from '../../store/cloudStore';
import type { CloudBus } from '../cloudBus';
import type { Outbox } from '../outbox';
import { ownerSegment } from '../ownerSegment';
import { ensureTable } from './alarmTable';
import { ownContacts, userByEmail } from '../../auth/users';
import { isRecipientConfirmed } from './recipientConfirmations';
import { gatewayBySerial } from '../../store/cloudIndex';

/** The cloud keeps the newest this many notifications (docs/contracts.md "Alarms and notifications"). */
export const NOTIFICATION_LIMIT = 5000;

/** The wait before the next escalation step: the table's time for the priority, never under MIN_ESCALATION_SECONDS (a table written before the floor, or by the control API). */
const escalationMs = (table: AlarmTableRecord, priority: AlarmPriorityCode): number => Math.max(MIN_ESCALATION_SECONDS, table.escalation[String(priority) as '0']) * 1000;

export interface RaiseOptions {
  source: AlarmSource;
  /** The id to use (a rule's alarm names its own); a new one when absent. */
  id?: string;
}

/**
 * The cloud's alarm engine (spec 2 §1 "receive and react to alarm
 * notifications, with recipients and escalation"): a raised alarm becomes a
 * notification, told at once to the gateway's users (owner and linked
 * accounts: their user topic, then the alarm's ways into the outbox), then,
 * while nobody reacts, to the alarm's recipients one after another, each
 * after the escalation time of the alarm's priority on the simulator clock.
 * A reaction stops it. The next step's time is stored, so a restart resumes
 * the escalations (`resume()` at start).
 *
 * Writes are proportional to the change (store/cloudParts.ts): a raise, a
 * reaction or an escalation step appends the notification to its log, and
 * the messages it put in the outbox to the outbox's, never rewriting
 * cloud.json; only a raise on a gateway whose alarm table it had to make
 * (the table and the gateway's own alarms live in cloud.json) writes it all.
 */
export class AlarmService {
  private readonly timers = new Map<string, ClockTimer>();

  constructor(private readonly deps: { cloud: CloudStore; outbox: Outbox; bus: CloudBus; clock: SimClock; product: string; log: Log }) {}

  private get state() {
    return this.deps.cloud.state;
  }

  private now(): number {
    return this.deps.clock.now();
  }

  /** The users a gateway's alarms reach at once: its owner and its linked (and support) accounts. */
  gatewayUsers(gateway: GatewayRecord): UserRecord[] {
    return this.state.users.filter((u) => !isAdmin(u) && (gateway.userId === u.id || u.devices.includes(gateway.serialNumber)));
  }

  /**
   * Raises alarm `alarmCode` on a gateway: the notification is recorded,
   * its first deliveries made and its escalation armed, all saved before
   * this returns. Answers the alarm_notification_created data (for the
   * gateway's evt topic), or null when a device raises an alarm of its own
   * that is still standing (unreacted): it is not raised twice.
   */
  raise(serial: string, alarmCode: number, options: RaiseOptions): AlarmNotificationCreated | null {
    const gateway = gatewayBySerial(this.state, serial);
    if (!gateway) throw new Error(`no gateway ${serial}`);
    const now = this.now();
    const { table, created } = ensureTable(this.state, serial, now);
    const alarm = this.state.alarms.find((a) => a.serialNumber === serial && a.alarmCode === alarmCode);
    const { source } = options;
    if (source.kind === 'device' && this.standing(serial, alarmCode, source.deviceId)) {
      if (created) this.deps.cloud.commit();
      return null;
    }
    const outboxBefore = this.outboxIds();
    const priority: AlarmPriorityCode = alarm?.alarmPriorityCode ?? 1;
    const record: AlarmNotificationRecord = {
      id: options.id ?? randomUUID(),
      serialNumber: serial,
      alarmCode,
      alarmName: alarm?.name ?? `Alarm ${alarmCode}`,
      priority,
      source: { ...source },
      isReacted: false,
      responseMsg: null,
      reactedBy: null,
      timeOfEventGeneration: now,
      timeOfEventAcknowledge: null,
      escalationStep: 0,
      nextEscalationAt: null,
      deliveries: [],
    };
    this.state.alarmNotifications.push(record);
    const dropped = this.trim();
    const data = this.createdData(record);
    const users = this.gatewayUsers(gateway);
    for (const user of users) record.deliveries.push(this.delivery(record, 0, 'mqtt', user.username, user.id, null));
    if (alarm) this.tell(record, alarm, 0, users);
    if (alarm && alarm.recipients.length > 0) record.nextEscalationAt = now + escalationMs(table, priority);
    // A table made just now (with the gateway's own alarms) is in cloud.json: that first raise writes it all.
    if (created) this.deps.cloud.commit();
    else this.save(record, dropped, outboxBefore);
    this.arm(record);
    for (const user of users) this.publish(user.id, ALARM_NOTIFICATION_CREATED, data);
    this.deps.log(`alarm ${alarmCode} raised on ${serial} (${source.kind}): ${users.length} users told`);
    return data;
  }

  /** A reaction (spec 2 §3 "Reaction"): the notification is answered, its escalation stops, every gateway user is told. */
  react(record: AlarmNotificationRecord, user: UserRecord, responseMsg: string): AlarmNotificationRecord {
    const now = this.now();
    record.isReacted = true;
    record.responseMsg = responseMsg;
    record.reactedBy = user.id;
    record.timeOfEventAcknowledge = now;
    record.nextEscalationAt = null;
    this.deps.clock.clearTimeout(this.timers.get(record.id));
    this.timers.delete(record.id);
    // Only the notification changed (no message goes out).
    this.save(record, [], null);
    const gateway = gatewayBySerial(this.state, record.serialNumber);
    const data: AlarmNotificationReacted = {
      notificationId: record.id,
      serialNumber: record.serialNumber,
      alarmCode: record.alarmCode,
      userId: user.id,
      responseMsg,
      timeOfEventAcknowledge: now,
    };
    const told = new Set((gateway ? this.gatewayUsers(gateway) : []).map((u) => u.id));
    told.add(user.id);
    for (const id of told) this.publish(id, ALARM_NOTIFICATION_REACTED, data);
    return record;
  }

  /** Arms every stored escalation again (at start, after a reset). */
  resume(): number {
    this.dispose();
    let armed = 0;
    for (const record of this.state.alarmNotifications) {
      if (record.isReacted || record.nextEscalationAt === null) continue;
      this.arm(record);
      armed += 1;
    }
    return armed;
  }

  /** Nothing waits any more (close, reset). */
  dispose(): void {
    for (const timer of this.timers.values()) this.deps.clock.clearTimeout(timer);
    this.timers.clear();
  }

  private standing(serial: string, alarmCode: number, deviceId: number | undefined): boolean {
    return this.state.alarmNotifications.some((n) => n.serialNumber === serial && n.alarmCode === alarmCode && !n.isReacted && n.source.deviceId === deviceId);
  }

  private arm(record: AlarmNotificationRecord): void {
    if (record.nextEscalationAt === null) return;
    this.deps.clock.clearTimeout(this.timers.get(record.id));
    this.timers.set(
      record.id,
      this.deps.clock.setTimeoutAt(() => this.escalate(record.id), record.nextEscalationAt),
    );
  }

  /** The escalation time passed without a reaction: the next recipient is told, and the step after is armed. */
  private escalate(id: string): void {
    this.timers.delete(id);
    const record = this.state.alarmNotifications.find((n) => n.id === id);
    if (!record || record.isReacted || record.nextEscalationAt === null) return;
    const alarm = this.state.alarms.find((a) => a.serialNumber === record.serialNumber && a.alarmCode === record.alarmCode);
    const table = this.state.alarmTables.find((t) => t.id === record.serialNumber);
    const outboxBefore = this.outboxIds();
    const step = record.escalationStep + 1;
    record.escalationStep = step;
    const recipient = alarm?.recipients[step - 1];
    if (alarm && recipient) this.tellRecipient(record, alarm, step, recipient);
    const more = alarm !== undefined && table !== undefined && step < alarm.recipients.length;
    record.nextEscalationAt = more ? this.now() + escalationMs(table, record.priority) : null;
    this.save(record, [], outboxBefore);
    this.arm(record);
    const data: AlarmNotificationEscalated = {
      notificationId: record.id,
      serialNumber: record.serialNumber,
      alarmCode: record.alarmCode,
      step,
      nextEscalationAt: record.nextEscalationAt,
    };
    const gateway = gatewayBySerial(this.state, record.serialNumber);
    for (const user of gateway ? this.gatewayUsers(gateway) : []) this.publish(user.id, ALARM_NOTIFICATION_ESCALATED, data);
    this.deps.log(`alarm ${record.alarmCode} on ${record.serialNumber} escalated to step ${step}${recipient ? ` (${recipient.contact})` : ''}`);
  }

  /** Step 0: each gateway user by the alarm's ways (push and e-mail to the account, SMS and call to its phone contacts). */
  private tell(record: AlarmNotificationRecord, alarm: AlarmRecord, step: number, users: UserRecord[]): void {
    for (const user of users) {
      const ways = alarm.wayOfNotify;
      if (ways.pushNotification) this.send(record, step, 'push', user.username, user.id);
      if (ways.emailNotification) this.send(record, step, 'email', user.username, user.id);
      for (const phone of ownContacts(user).filter((c) => c.contactType === 'phone' && contactGetsNotifications(c))) {
        if (ways.SMS) this.send(record, step, 'sms', phone.contact, user.id);
        if (ways.call) this.send(record, step, 'call', phone.contact, user.id);
      }
    }
  }

  /**
   * An escalation step: one recipient, by the ways it has that the alarm
   * uses; push, SMS and call to the account its address names, if any. An
   * outside address that has not confirmed is told nothing
   * (recipientConfirmations.ts).
   */
  private tellRecipient(record: AlarmNotificationRecord, alarm: AlarmRecord, step: number, recipient: AlarmRecord['recipients'][number]): void {
    if (!isRecipientConfirmed(this.state, record.serialNumber, recipient.contact)) return;
    const ways = alarm.wayOfNotify;
    const account = userByEmail(this.state, recipient.contact.toLowerCase());
    if (ways.emailNotification && recipient.emailNotification) this.send(record, step, 'email', recipient.contact, account?.id ?? null);
    if (ways.pushNotification && recipient.pushNotification && account) this.send(record, step, 'push', account.username, account.id);
    for (const phone of (account ? ownContacts(account) : []).filter((c) => c.contactType === 'phone' && contactGetsNotifications(c))) {
      if (ways.SMS) this.send(record, step, 'sms', phone.contact, account!.id);
      if (ways.call) this.send(record, step, 'call', phone.contact, account!.id);
    }
  }

  private send(record: AlarmNotificationRecord, step: number, channel: 'push' | 'email' | 'sms' | 'call', to: string, userId: string | null): void {
    const gateway = gatewayBySerial(this.state, record.serialNumber);
    const where = gateway?.name || record.serialNumber;
    const escalated = step > 0 ? ` (nobody reacted: step ${step})` : '';
    const message = this.deps.outbox.send({
      serial: record.serialNumber,
      kind: 'alarm',
      channel,
      to,
      userId,
      subject: `${record.alarmName} at ${where}${escalated}`,
      text: `Alarm ${record.alarmCode} "${record.alarmName}" (priority ${record.priority}) on gateway ${record.serialNumber}. Open /notifications/${record.alarmCode} to react.`,
      path: `/notifications/${record.alarmCode}`,
    });
    if (!message) {
      this.deps.log(`alarm ${record.alarmCode} on ${record.serialNumber}: ${channel} to ${to} held: over the gateway's or its owner's messages an hour`);
      return;
    }
    record.deliveries.push(this.delivery(record, step, channel, to, userId, message.id));
  }

  private delivery(record: AlarmNotificationRecord, step: number, channel: AlarmDelivery['channel'], to: string, userId: string | null, outboxId: string | null): AlarmDelivery {
    return { notificationId: record.id, serialNumber: record.serialNumber, alarmCode: record.alarmCode, step, at: this.now(), channel, to, userId, outboxId };
  }

  private createdData(record: AlarmNotificationRecord): AlarmNotificationCreated {
    return {
      _id: record.id,
      notificationId: record.id,
      serialNumber: record.serialNumber,
      isReacted: false,
      timeOfEventGeneration: record.timeOfEventGeneration,
      alarmNotifParams: { alarmCode: record.alarmCode, alarmName: record.alarmName, priority: record.priority },
      ...(record.source.ruleId === undefined ? {} : { rule_id: record.source.ruleId }),
      ...(record.source.runId === undefined ? {} : { run_id: record.source.runId }),
      ...(record.source.deviceId === undefined ? {} : { device_id: record.source.deviceId }),
    };
  }

  /** Oldest first out; their escalations with them. Answers the ids dropped. */
  private trim(): string[] {
    const list = this.state.alarmNotifications;
    if (list.length <= NOTIFICATION_LIMIT) return [];
    const ids: string[] = [];
    for (const dropped of list.splice(0, list.length - NOTIFICATION_LIMIT)) {
      this.deps.clock.clearTimeout(this.timers.get(dropped.id));
      this.timers.delete(dropped.id);
      ids.push(dropped.id);
    }
    return ids;
  }

  /** The outbox's message ids now: `save` tells from them what was sent since and what the outbox's limit dropped. */
  private outboxIds(): string[] {
    return this.state.outbox.map((m) => m.id);
  }

  /**
   * Writes what a raise, reaction or escalation step changed, before its
   * answer or event: the messages put in the outbox since `outboxBefore`
   * (null: nothing could be sent), with the ids the outbox's limit dropped,
   * appended to the outbox's log; then the notification, with the ids the
   * notification limit dropped, to its own. The outbox first: a notification
   * on disk never names a message that is not. Nothing else changed (trim,
   * tell, tellRecipient, send and delivery touch only these two collections).
   */
  private save(record: AlarmNotificationRecord, dropped: readonly string[], outboxBefore: readonly string[] | null): void {
    if (outboxBefore !== null) {
      const before = new Set(outboxBefore);
      const outbox = this.state.outbox;
      const sent = outbox.filter((m) => !before.has(m.id));
      if (sent.length > 0) {
        const kept = new Set(outbox.map((m) => m.id));
        this.deps.cloud.commitRecords(
          'outbox',
          sent,
          outboxBefore.filter((id) => !kept.has(id)),
        );
      }
    }
    this.deps.cloud.commitRecords('alarmNotifications', [record], dropped);
  }

  private publish(userId: string, name: string, data: unknown): void {
    this.deps.bus
      .publishEvent(topics.userEvents(this.deps.product, userId), name, data)
      .catch((error: unknown) => this.deps.log(`alarm event to ${userId}: publish failed: ${String(error)}`));
  }

  /** The gateway's evt topic (alarm_table_updated after a refresh). */
  gatewayEvent(gateway: GatewayRecord, name: string, data: unknown): Promise<unknown> {
    return this.deps.bus
      .publishEvent(topics.events({ product: this.deps.product, owner: ownerSegment(gateway), serial: gateway.serialNumber }), name, data)
      .catch((error: unknown) => {
        this.deps.log(`gateway ${gateway.serialNumber}: ${name} publish failed: ${String(error)}`);
      });
  }
}
