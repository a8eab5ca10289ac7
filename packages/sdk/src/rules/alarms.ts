import { MIN_ESCALATION_SECONDS, USER_ALARM_CODE_FLOOR, type Alarm, type AlarmPriorityCode, type AlarmRecipient, type RecipientType } from '../wire/alarms';
import { isValidEmail } from './validation';

/**
 * The rules of alarms and notifications (spec 2 §4, §5, §8, §9), shared by
 * the portal and the simulator. Framework-free.
 */

/** spec 2 §9: 0 low, 1 medium, 2 high, 3 urgent. */
export const PRIORITY_NAMES: Record<AlarmPriorityCode, 'low' | 'medium' | 'high' | 'urgent'> = { 0: 'low', 1: 'medium', 2: 'high', 3: 'urgent' };

/** spec 2 §9: alarm codes above 1000 are user alarm notifications. */
export const isUserAlarmCode = (code: number): boolean => code > USER_ALARM_CODE_FLOOR;

/** spec 1 §9, spec 2 §9: the unread count shows up to 99999, then 99999+. */
export function formatUnreadCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '0';
  return count > 99_999 ? '99999+' : String(Math.floor(count));
}

export type RecipientEmailProblem = 'required' | 'invalid';

/** spec 2 §5: a recipient e-mail is trimmed, lower-cased and must match the e-mail pattern. */
export function normaliseRecipientEmail(value: string): { ok: true; email: string } | { ok: false; problem: RecipientEmailProblem } {
  const email = value.trim().toLowerCase();
  if (email === '') return { ok: false, problem: 'required' };
  if (!isValidEmail(email)) return { ok: false, problem: 'invalid' };
  return { ok: true, email };
}

const hasType = (recipient: Pick<AlarmRecipient, 'emailNotification' | 'pushNotification'>, type: RecipientType) =>
  type === 0 ? recipient.emailNotification : recipient.pushNotification;

/**
 * spec 2 §5, §8: a duplicate e-mail or push recipient is refused ("This
 * email is already added !"): the e-mail is already a recipient for one of
 * the ways asked. The e-mail is compared lower-cased.
 */
export function isDuplicateRecipient(
  recipients: readonly Pick<AlarmRecipient, 'contact' | 'emailNotification' | 'pushNotification'>[],
  email: string,
  types: readonly RecipientType[],
): boolean {
  const wanted = email.trim().toLowerCase();
  const same = recipients.find((r) => r.contact.toLowerCase() === wanted);
  return same !== undefined && types.some((type) => hasType(same, type));
}

/** The ways of a recipient as notification type codes (0 e-mail, 1 push). */
export const recipientTypesOf = (recipient: Pick<AlarmRecipient, 'emailNotification' | 'pushNotification'>): RecipientType[] => [
  ...(recipient.emailNotification ? [0 as const] : []),
  ...(recipient.pushNotification ? [1 as const] : []),
];

/** An alarm's English name and description (spec 2 §3: a list of name, lang, desc). */
export function alarmText(alarm: Pick<Alarm, 'alarmName' | 'alarmCode'>, lang = 'en_EN'): { name: string; description: string } {
  const entry = alarm.alarmName.find((n) => n.lang === lang) ?? alarm.alarmName[0];
  return { name: entry?.name ?? `Alarm ${alarm.alarmCode}`, description: entry?.desc ?? '' };
}

/** spec 2 §4: the alarm edit button is enabled only when the name or description differs from the start value. */
export function canSaveAlarmEdit(start: { name: string; description: string }, current: { name: string; description: string }): boolean {
  const name = current.name.trim();
  if (name === '') return false;
  return name !== start.name.trim() || current.description.trim() !== start.description.trim();
}

/** spec 2 §4: a priority change is enabled only when it differs from the current one. */
export const canChangePriority = (current: AlarmPriorityCode, chosen: AlarmPriorityCode): boolean => current !== chosen;

export type EscalationTimeProblem = 'required' | 'notWhole' | 'tooSmall' | 'tooLarge';

/** spec 2 §5: an escalation time is required, in whole seconds, at most the server's maximum; at least MIN_ESCALATION_SECONDS. */
export function escalationTimeProblem(value: string, maxSeconds: number): EscalationTimeProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (!/^\d+$/.test(trimmed)) return 'notWhole';
  const seconds = Number(trimmed);
  if (seconds < MIN_ESCALATION_SECONDS) return 'tooSmall';
  if (seconds > maxSeconds) return 'tooLarge';
  return null;
}

/** A name already taken on the gateway (spec 2 §8 11000), compared trimmed and without case. */
export function isAlarmNameTaken(alarms: readonly Pick<Alarm, 'alarmName' | 'alarmCode' | '_id'>[], name: string, exceptId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return alarms.some((a) => a._id !== exceptId && alarmText(a).name.trim().toLowerCase() === wanted);
}

/** How many pages `total` items fill at `size` a page (at least one). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));
