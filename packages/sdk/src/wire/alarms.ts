import * as v from 'valibot';
import { isValidEmail } from '../rules/validation';
import { flag, integer, queryInteger, queryText, recordId, serialNumber, text } from './fields';

/**
 * Wire shapes of alarms and notifications (spec 2 §2, §3 "Alarm", "Alarm
 * notification", "Recipient", "Reaction", §7 /alarm, §8, §9;
 * docs/contracts.md "Alarms and notifications"). The rules behind the
 * fields (recipient e-mail, edit and priority enabling, counts) are in
 * rules/alarms.ts.
 */

// ---- constants (spec 2 §9) ----

/** spec 2 §9: 0 low, 1 medium, 2 high, 3 urgent. */
export const ALARM_PRIORITIES = [0, 1, 2, 3] as const;
export type AlarmPriorityCode = (typeof ALARM_PRIORITIES)[number];
export const AlarmPriority = { low: 0, medium: 1, high: 2, urgent: 3 } as const;

/** spec 2 §9: alarm codes above 1000 are user alarms (made on /alarms); the gateway's own are 1000 and below. */
export const USER_ALARM_CODE_FLOOR = 1000;

/** The gateway's own alarms (docs/decisions.md "Alarms and notifications"): what devices and scenes raise. */
export const SystemAlarmCode = { scene: 100, gas: 101, panic: 102, doorLock: 103 } as const;

/** spec 2 §9: a recipient's way, as notification type codes: 0 e-mail, 1 push. */
export const RECIPIENT_TYPES = [0, 1] as const;
export type RecipientType = (typeof RECIPIENT_TYPES)[number];

/**
 * notification_list `filterBy` (docs/decisions.md): 0 not reacted, 1
 * reacted, 2 escalated (told someone beyond the gateway's users), 3 all
 * (spec 2 §9 "default filter 3").
 */
export const NOTIFICATION_FILTERS = [0, 1, 2, 3] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];
export const NotificationFilterCode = { notReacted: 0, reacted: 1, escalated: 2, all: 3 } as const;

/** The longest escalation time the server takes, in seconds (spec 2 §5 "a server-provided maximum"; answered by escalation/getTimes). */
export const MAX_ESCALATION_SECONDS = 86_400;
/**
 * The shortest escalation time, in seconds: a shorter one would make the
 * recipient list a relay that sends one message after another (docs/decisions.md
 * "Rule and message budgets"). The body, and the service reading a stored table, keep to it.
 */
export const MIN_ESCALATION_SECONDS = 30;
/** spec 2 §9: notifications 10 a page; the server answers at most 50. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const MAX_NOTIFICATION_PAGE_SIZE = 50;
/** spec 2 §9: the alarm span list shows 5 a page. */
export const SPAN_PAGE_SIZE = 5;
/** A gateway holds at most this many alarms, each at most this many recipients (docs/decisions.md). */
export const MAX_ALARMS_PER_GATEWAY = 200;
export const MAX_RECIPIENTS_PER_ALARM = 20;

// ---- fields ----

const priority = () => v.picklist(ALARM_PRIORITIES, 'must be 0, 1, 2 or 3');
const alarmCode = () => integer(1, 999_999);
/** An alarm's name: 1 to 64 characters, trimmed. */
const alarmName = () =>
  v.pipe(
    v.string('must be a string of 1 to 64 characters'),
    v.trim(),
    v.minLength(1, 'must be a string of 1 to 64 characters'),
    v.maxLength(64, 'must be a string of 1 to 64 characters'),
  );
const description = () => v.pipe(v.optional(text(500, 0), ''), v.trim());
/** spec 2 §5: a recipient e-mail, trimmed and lower-cased. */
const recipientEmail = () => v.pipe(text(254), v.trim(), v.toLowerCase(), v.check(isValidEmail, 'must be an e-mail address'));
/** Epoch ms. */
const instant = () => integer(0, 8_640_000_000_000);
const recipientTypes = () =>
  v.pipe(
    v.array(v.picklist(RECIPIENT_TYPES, 'must be 0 (e-mail) or 1 (push)'), 'must be a list of 0 (e-mail) and 1 (push)'),
    v.minLength(1, 'must name at least one way'),
    v.maxLength(4, 'must name at most four ways'),
    v.transform((types) => [...new Set(types)].sort() as RecipientType[]),
  );
const strict = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, 'is not a field of this call');

// ---- entities (spec 2 §3) ----

/** spec 2 §3 "Alarm": wayOfNotify. */
export const WayOfNotifySchema = v.object({ pushNotification: flag(), emailNotification: flag(), SMS: flag(), call: flag() });
export type WayOfNotify = v.InferOutput<typeof WayOfNotifySchema>;
export const WAYS_OF_NOTIFY = ['pushNotification', 'emailNotification', 'SMS', 'call'] as const;
export type WayOfNotifyName = (typeof WAYS_OF_NOTIFY)[number];

/**
 * spec 2 §3 "Recipient": an address and its ways. It carries nothing of an
 * account the address may name (docs/decisions.md "No account oracle"):
 * push reaches the address's account if there is one. `confirmed`: whether
 * it is told of alarms, a gateway user's address at once, an outside
 * address once it opened the confirmation link sent to it (docs/decisions.md
 * "Outside alarm recipients confirm first").
 */
export interface AlarmRecipient {
  id: string;
  contact: string;
  pushNotification: boolean;
  emailNotification: boolean;
  confirmed: boolean;
}

/** spec 2 §3 "Alarm". `escalationTime` is its priority's, in seconds (escalation/getTimes). */
export interface Alarm {
  _id: string;
  serialNumber: string;
  alarmCode: number;
  alarmName: Array<{ name: string; lang: string; desc: string }>;
  alarmPriority: { alarmPriorityCode: AlarmPriorityCode };
  wayOfNotify: WayOfNotify;
  recipients: AlarmRecipient[];
  escalationTime: number;
  /** A gateway's own alarm (code 1000 and below): it cannot be deleted. */
  system: boolean;
  updatedAt: number;
}

/** spec 2 §3 "Alarm table": the gateway's alarms and the table's version (`alarmId`). */
export interface AlarmTable {
  alarmId: string;
  serialNumber: string;
  alarmList: Alarm[];
  /** Whether the newest version has been sent to the gateway (table/refresh). */
  sent: boolean;
}

/** GET /alarm/allPriorities. */
export interface AlarmPriorityEntry {
  alarmPriorityCode: AlarmPriorityCode;
  name: 'low' | 'medium' | 'high' | 'urgent';
}

/** GET /alarm/escalation/getTimes: seconds per priority, and the server's maximum. */
export interface EscalationTimes {
  serialNumber: string;
  maxEscalationTime: number;
  times: Array<{ priority: AlarmPriorityCode; escalationTime: number }>;
}

/** What raised a notification. */
export const AlarmSourceSchema = v.object({
  kind: v.picklist(['device', 'rule', 'qa'], 'must be device, rule or qa'),
  deviceId: v.optional(v.number()),
  ruleId: v.optional(v.number()),
  runId: v.optional(v.number()),
});
export type AlarmSource = v.InferOutput<typeof AlarmSourceSchema>;

/** spec 2 §3 "Alarm notification", as lists and details answer it. */
export interface AlarmNotification {
  _id: string;
  notificationId: string;
  serialNumber: string;
  isReacted: boolean;
  responseMsg: string | null;
  /** Who reacted (spec 2 §3 "Reaction" userId). */
  reactedBy: string | null;
  timeOfEventGeneration: number;
  timeOfEventAcknowledge: number | null;
  alarmNotifParams: { alarmCode: number; alarmName: string; priority: AlarmPriorityCode };
  source: AlarmSource;
  /** How many escalation steps went out (0: only the gateway's users were told). */
  escalationStep: number;
  /** When the next step goes if nobody reacts; null when none will. */
  nextEscalationAt: number | null;
}

/** A page of notifications. */
export interface NotificationPage {
  notifications: AlarmNotification[];
  total: number;
  page: number;
  limit: number;
}

/** POST /alarm/notification_group_list: one entry per alarm code. */
export interface NotificationGroup {
  alarmCode: number;
  alarmName: string;
  priority: AlarmPriorityCode;
  total: number;
  notReacted: number;
  last: number;
}

/** GET /alarm/getAllSpans: how long each reacted alarm stood (docs/decisions.md). */
export interface AlarmSpan {
  notificationId: string;
  serialNumber: string;
  alarmCode: number;
  alarmName: string;
  from: number;
  to: number;
}

/** GET /alarm/table/refresh: how many gateways were sent their newest table. */
export interface AlarmTableRefresh {
  sent: number;
  serialNumbers: string[];
}

// ---- REST bodies (spec 2 §7, all under /alarm) ----

/** POST /alarm/list. */
export const AlarmListBody = strict({ serialNumber: serialNumber() });
/** POST /alarm/details. */
export const AlarmDetailsBody = strict({ id: recordId() });
/** POST /alarm/getByAlarmCode. */
export const AlarmByCodeBody = strict({ serialNumber: serialNumber(), alarmCode: alarmCode() });
/** POST /alarm/create: a user alarm (code above 1000); an existing name answers 11000 (spec 2 §8). */
export const CreateAlarmBody = strict({
  serialNumber: serialNumber(),
  name: alarmName(),
  description: description(),
  alarmPriorityCode: v.optional(priority(), 1),
  wayOfNotify: v.optional(WayOfNotifySchema),
});
export type CreateAlarmRequest = v.InferInput<typeof CreateAlarmBody>;
/** PUT /alarm/update/{id}: name and description. */
export const UpdateAlarmBody = strict({ name: alarmName(), description: description() });
export type UpdateAlarmRequest = v.InferInput<typeof UpdateAlarmBody>;
/** PUT /alarm/updatePriority/{id}. */
export const UpdatePriorityBody = strict({ alarmPriorityCode: priority() });
/** PUT /alarm/update/{id}/notifWay: the ways named change, the others stay. */
export const NotifWayBody = strict({
  wayOfNotify: v.strictObject(
    { pushNotification: v.optional(flag()), emailNotification: v.optional(flag()), SMS: v.optional(flag()), call: v.optional(flag()) },
    'is not a way of notifying (pushNotification, emailNotification, SMS, call)',
  ),
});
export type NotifWayRequest = v.InferInput<typeof NotifWayBody>;
/** The `{id}` of an alarm path. */
export const AlarmIdParam = recordId();

/** GET /alarm/escalation/getTimes and /alarm/table/refresh. */
export const AlarmSerialQuery = v.object({
  serialNumber: v.pipe(v.string('must be 1 to 32 letters and digits'), v.regex(/^[A-Za-z0-9]{1,32}$/, 'must be 1 to 32 letters and digits'), v.toUpperCase()),
});
/** GET /alarm/table/refresh: one gateway, or (absent) every gateway the caller reaches. */
export const TableRefreshQuery = v.object({ serialNumber: queryText(32) });
/** PUT /alarm/escalation/update (priority, escalationTime in seconds). */
export const EscalationUpdateBody = strict({ serialNumber: serialNumber(), priority: priority(), escalationTime: integer(MIN_ESCALATION_SECONDS, MAX_ESCALATION_SECONDS) });
export type EscalationUpdateRequest = v.InferInput<typeof EscalationUpdateBody>;

/** POST /alarm/recipients/set: an e-mail (lower-cased) for the ways listed; push needs an account with that e-mail (404). */
export const RecipientSetBody = strict({ serialNumber: serialNumber(), alarmCode: alarmCode(), email: recipientEmail(), typeOfNotification: recipientTypes() });
export type RecipientSetRequest = v.InferInput<typeof RecipientSetBody>;
/** POST /alarm/recipients/list and DELETE /alarm/recipients/delete (every recipient of the alarm). */
export const RecipientListBody = strict({ serialNumber: serialNumber(), alarmCode: alarmCode() });
/** PUT /alarm/recipients/deleteById: one way of one recipient goes (the recipient with it when none is left). */
export const RecipientDeleteByIdBody = strict({
  serialNumber: serialNumber(),
  alarmCode: alarmCode(),
  recipientId: recordId(),
  typeOfNotification: v.picklist(RECIPIENT_TYPES, 'must be 0 (e-mail) or 1 (push)'),
});
/** PUT /alarm/recipients/update: a recipient's ways, all at once. */
export const RecipientUpdateBody = strict({ serialNumber: serialNumber(), alarmCode: alarmCode(), recipientId: recordId(), typeOfNotification: recipientTypes() });
/** GET or POST /alarm/recipients/confirm?token=… (open: the link sent to an outside recipient). */
export const RecipientConfirmQuery = v.object({
  token: v.pipe(v.string('must be the token of a confirmation link'), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'must be the token of a confirmation link')),
});
/** What recipients/confirm answers: the address is told of the gateway's alarms from now on. */
export interface RecipientConfirmation {
  confirmed: true;
}

/** POST /alarm/notification_list (alarmCode, page, limit, filterBy), optionally one gateway and a date range. */
export const NotificationListBody = strict({
  alarmCode: v.optional(alarmCode()),
  page: v.optional(integer(1, 100_000), 1),
  limit: v.optional(integer(1, MAX_NOTIFICATION_PAGE_SIZE), NOTIFICATION_PAGE_SIZE),
  filterBy: v.optional(v.picklist(NOTIFICATION_FILTERS, 'must be 0, 1, 2 or 3'), NotificationFilterCode.all),
  serialNumber: v.optional(serialNumber()),
  from: v.optional(instant()),
  to: v.optional(instant()),
  priority: v.optional(priority()),
});
export type NotificationListRequest = v.InferInput<typeof NotificationListBody>;
/** POST /alarm/notification_group_list. */
export const NotificationGroupListBody = strict({ serialNumber: v.optional(serialNumber()) });
/** POST /alarm/notification/filterByDateNotificationsReacted. */
export const ReactedByDateBody = strict({
  from: instant(),
  to: instant(),
  page: v.optional(integer(1, 100_000), 1),
  limit: v.optional(integer(1, MAX_NOTIFICATION_PAGE_SIZE), NOTIFICATION_PAGE_SIZE),
  serialNumber: v.optional(serialNumber()),
});
/** POST /alarm/notification/react (spec 2 §3 "Reaction"): `userId` must be the caller. */
export const ReactBody = strict({
  userId: recordId(),
  notificationId: recordId(),
  responseMsg: v.pipe(
    v.string('must be a string of 1 to 500 characters'),
    v.trim(),
    v.minLength(1, 'must be a string of 1 to 500 characters'),
    v.maxLength(500, 'must be a string of 1 to 500 characters'),
  ),
});
export type ReactRequest = v.InferInput<typeof ReactBody>;
/** GET /alarm/notification/get/{code}. */
export const AlarmCodeParam = v.pipe(v.string('must be an alarm code'), v.regex(/^\d{1,6}$/, 'must be an alarm code'), v.transform(Number));
/** GET /alarm/notification/getAllNotificationsNotReacted and /alarm/getAllSpans: optionally one gateway. */
export const NotificationScopeQuery = v.object({ serialNumber: queryText(32) });
/** POST /alarm/mediaDevice/checkState. */
export const MediaDeviceStateBody = strict({ serialNumber: serialNumber(), userId: recordId() });
/** POST /alarm/mediaDevice/updateState. */
export const MediaDeviceUpdateBody = strict({ serialNumber: serialNumber(), userId: recordId(), enabled: flag() });

// ---- events (user topics; alarm_notification_created: wire/alarmEvents.ts) ----

/** alarm_notification_reacted: someone answered; every client lowers its unread counter. */
export const AlarmNotificationReactedData = v.object({
  notificationId: v.string(),
  serialNumber: v.string(),
  alarmCode: v.number(),
  userId: v.string(),
  responseMsg: v.string(),
  timeOfEventAcknowledge: v.number(),
});
export type AlarmNotificationReacted = v.InferOutput<typeof AlarmNotificationReactedData>;

/** alarm_notification_escalated: nobody reacted in time; the next recipients were told. */
export const AlarmNotificationEscalatedData = v.object({
  notificationId: v.string(),
  serialNumber: v.string(),
  alarmCode: v.number(),
  step: v.number(),
  nextEscalationAt: v.nullable(v.number()),
});
export type AlarmNotificationEscalated = v.InferOutput<typeof AlarmNotificationEscalatedData>;

export const ALARM_NOTIFICATION_REACTED = 'alarm_notification_reacted';
export const ALARM_NOTIFICATION_ESCALATED = 'alarm_notification_escalated';

// ---- control API (docs/simulator.md "Alarms") ----

/** POST /api/__sim/gateways/{serial}/alarms: raise any alarm code on the gateway, as one of its devices would. */
export const RaiseAlarmBody = strict({ alarmCode: alarmCode(), deviceId: v.optional(integer(1, 1_000_000_000)) });
/** GET /api/__sim/alarms/deliveries. */
export const DeliveriesQuery = v.object({ serialNumber: queryText(32), notificationId: queryText(64), alarmCode: queryInteger(0, 999_999, 0) });

/** One message of an alarm: who was told what, how and when. */
export interface AlarmDelivery {
  notificationId: string;
  serialNumber: string;
  alarmCode: number;
  /** 0: the gateway's users at once; 1 and on: escalation steps. */
  step: number;
  at: number;
  channel: 'push' | 'email' | 'sms' | 'call' | 'mqtt';
  to: string;
  userId: string | null;
  /** The outbox message (null for the live event). */
  outboxId: string | null;
}

// ---- error codes (spec 2 §8; docs/contracts.md "Alarms and notifications") ----

export const AlarmErrorCode = {
  /** spec 2 §8: create (or rename) with a name the gateway has already. */
  nameTaken: '11000',
  /** spec 2 §8: table/refresh when every table was sent already. */
  alreadySent: '5',
  /** spec 2 §8 "This email is already added !". */
  duplicateRecipient: 'RECIPIENT_ALREADY_ADDED',
  /**
   * spec 2 §8: push to an e-mail that is no account (HTTP 404). No longer
   * answered: whether an address is an account shows in no answer
   * (docs/decisions.md "No account oracle"); kept for older servers.
   */
  recipientNotRegistered: 'RECIPIENT_NOT_REGISTERED',
  /** GET/POST /alarm/recipients/confirm with a token that is no confirmation link (HTTP 404). */
  confirmationNotFound: 'RECIPIENT_CONFIRMATION_NOT_FOUND',
  /** A gateway's own alarm (code 1000 and below) cannot be deleted. */
  systemAlarm: 'ALARM_IS_SYSTEM',
  /** The notification has its reaction already. */
  alreadyReacted: 'NOTIFICATION_ALREADY_REACTED',
  /** MAX_ALARMS_PER_GATEWAY or MAX_RECIPIENTS_PER_ALARM reached. */
  limitReached: 'ALARM_LIMIT_REACHED',
} as const;
