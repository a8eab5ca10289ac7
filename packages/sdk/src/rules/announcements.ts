import type { AnnouncementFilterType, AnnouncementType, TemplateNotificationType } from '../wire/announcements';

/**
 * The rules of admin announcements (spec 3 §2 "Create-announcement",
 * "Announcement log", "Announcement details", "Templates", §4
 * "Announcements", §5, §9), shared by the portal (what it offers and checks)
 * and the simulator (what it refuses), so both say the same. Wire shapes:
 * wire/announcements.ts; the contract: docs/contracts.md "Announcements".
 */

/** spec 3 §9 page sizes: announcement log 10, templates 10, task details 10. */
export const ANNOUNCEMENT_PAGE_SIZES = { log: 10, templates: 10, tasks: 10 } as const;

/** spec 3 §7: the template list in the announcement dialog asks for 5000. */
export const ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT = 5000;

/** The most rows one paged call answers (the dialog's 5000 is the largest ask). */
export const ANNOUNCEMENT_MAX_LIMIT = 5000;

/** spec 3 §4: after creation the admin goes to announcement_log after 1200 ms. */
export const ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS = 1200;

/** spec 3 §5: announcement title and body limits by type. */
export const ANNOUNCEMENT_LIMITS: Record<AnnouncementType, { title: number; body: number }> = {
  email: { title: 200, body: 2000 },
  pushMobile: { title: 128, body: 1024 },
  whatsapp: { title: 60, body: 1024 },
};

/**
 * spec 3 §5: the template dialog's limits, as seen (email's title 2000 and
 * body 200 look swapped in the source; they are kept as given). The
 * simulator checks templates against these too.
 */
export const TEMPLATE_LIMITS: Record<TemplateNotificationType, { title: number; body: number }> = {
  push: { title: 128, body: 1024 },
  email: { title: 2000, body: 200 },
  whatsapp: { title: 60, body: 1024 },
};

/** The longest campaign (announcement) name and template name (the project's). */
export const ANNOUNCEMENT_NAME_MAX = 100;
export const TEMPLATE_NAME_MAX = 100;

/** The most names one audience filter holds (the project's). */
export const ANNOUNCEMENT_MAX_FILTER_ENTRIES = 100;
/** The longest filter entry (a city or group name). */
export const ANNOUNCEMENT_FILTER_ENTRY_MAX = 80;

/** A template's notificationType for an announcement type, and back (push is pushMobile). */
export const TEMPLATE_TYPE_OF: Record<AnnouncementType, TemplateNotificationType> = { email: 'email', pushMobile: 'push', whatsapp: 'whatsapp' };
export const ANNOUNCEMENT_TYPE_OF_TEMPLATE: Record<TemplateNotificationType, AnnouncementType> = { email: 'email', push: 'pushMobile', whatsapp: 'whatsapp' };

/** The send call of each type (spec 3 §7 /asm/sendEmail, sendPush, sendWhatsapp). */
export const ANNOUNCEMENT_SEND_PATHS: Record<AnnouncementType, string> = {
  email: '/asm/sendEmail',
  pushMobile: '/asm/sendPush',
  whatsapp: '/asm/sendWhatsapp',
};

/** The flags of spec 3 §5, as the keys the portal translates. */
export const AnnouncementRuleError = {
  typeRequired: 'type required',
  nameRequired: 'name required',
  titleRequired: 'title required',
  textRequired: 'text required',
  titleTooLong: 'title too long',
  textTooLong: 'text too long',
  /** spec 3 §5: a blank filter search. */
  filterBlank: 'filter blank',
  /** spec 3 §5: the filter already holds the entry. */
  filterExists: 'filter exists',
  tooManyFilters: 'too many filters',
  filterTooLong: 'filter too long',
  /** spec 3 §5 / §8: a send time in the past with no repeat. */
  dateInPast: 'date in past',
  /** A repeat with a field out of range. */
  repeatInvalid: 'repeat invalid',
  /** spec 3 §5: deleting a template needs its own name typed. */
  confirmNameMismatch: 'confirm name mismatch',
} as const;
export type AnnouncementRuleErrorValue = (typeof AnnouncementRuleError)[keyof typeof AnnouncementRuleError];

// ---- title and text ----

/** The length a limit counts: the text as written, trimmed. */
const lengthOf = (text: string) => text.trim().length;

/** spec 3 §5: the checks of an announcement's title and text for its type (null when fine). */
export function announcementTextError(type: AnnouncementType | null | undefined, title: string, text: string): AnnouncementRuleErrorValue | null {
  if (!type) return AnnouncementRuleError.typeRequired;
  const limits = ANNOUNCEMENT_LIMITS[type];
  if (lengthOf(title) === 0) return AnnouncementRuleError.titleRequired;
  if (lengthOf(title) > limits.title) return AnnouncementRuleError.titleTooLong;
  if (lengthOf(text) === 0) return AnnouncementRuleError.textRequired;
  if (lengthOf(text) > limits.body) return AnnouncementRuleError.textTooLong;
  return null;
}

/** The fields the template dialog checks. */
export interface TemplateDraft {
  notificationType: TemplateNotificationType | null | '';
  name: string;
  title: string;
  message: string;
}

/**
 * spec 3 §5: a template save needs a type, a name, a title and a text (each
 * within the dialog's limits); the first missing one is the flag set.
 */
export function templateDraftError(draft: TemplateDraft): AnnouncementRuleErrorValue | null {
  if (!draft.notificationType) return AnnouncementRuleError.typeRequired;
  if (lengthOf(draft.name) === 0) return AnnouncementRuleError.nameRequired;
  if (lengthOf(draft.name) > TEMPLATE_NAME_MAX) return AnnouncementRuleError.nameRequired;
  const limits = TEMPLATE_LIMITS[draft.notificationType];
  if (lengthOf(draft.title) === 0) return AnnouncementRuleError.titleRequired;
  if (lengthOf(draft.title) > limits.title) return AnnouncementRuleError.titleTooLong;
  if (lengthOf(draft.message) === 0) return AnnouncementRuleError.textRequired;
  if (lengthOf(draft.message) > limits.body) return AnnouncementRuleError.textTooLong;
  return null;
}

/** spec 3 §5: a template is deleted only when its own name is typed (compared as written, trimmed). */
export function canDeleteTemplate(templateName: string, typed: string): boolean {
  return typed.trim() !== '' && typed.trim() === templateName.trim();
}

// ---- audience filter ----

/** spec 3 §2: the Groups filter is offered only when the announcement UI permission is off. */
export function filterTypesOffered(announcementUi: boolean): AnnouncementFilterType[] {
  return announcementUi ? ['Cities', 'All'] : ['Cities', 'Groups', 'All'];
}

/** spec 3 §6: WhatsApp exists only when ANNOUNCEMENT_UI is on. */
export function announcementTypesOffered(announcementUi: boolean): AnnouncementType[] {
  return announcementUi ? ['email', 'pushMobile', 'whatsapp'] : ['email', 'pushMobile'];
}

const sameEntry = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * spec 3 §5: adds a name to the audience filter. A blank entry gives "filter
 * blank", one already there (without regard to case) "filter exists". The
 * list is never changed in place; the entry is kept trimmed.
 */
export function addFilterEntry(
  selected: readonly string[],
  entry: string,
): { selected: string[]; error: null } | { selected: readonly string[]; error: AnnouncementRuleErrorValue } {
  const trimmed = entry.trim();
  if (trimmed === '') return { selected, error: AnnouncementRuleError.filterBlank };
  if (trimmed.length > ANNOUNCEMENT_FILTER_ENTRY_MAX) return { selected, error: AnnouncementRuleError.filterTooLong };
  if (selected.some((name) => sameEntry(name, trimmed))) return { selected, error: AnnouncementRuleError.filterExists };
  if (selected.length >= ANNOUNCEMENT_MAX_FILTER_ENTRIES) return { selected, error: AnnouncementRuleError.tooManyFilters };
  return { selected: [...selected, trimmed], error: null };
}

/** The list without the entry at `index`. */
export function removeFilterEntry(selected: readonly string[], index: number): string[] {
  return selected.filter((_, i) => i !== index);
}

/** Whether a filter names its audience: All always; Cities and Groups need at least one name. */
export function filterIsComplete(filterType: AnnouncementFilterType, selected: readonly string[]): boolean {
  return filterType === 'All' || selected.some((name) => name.trim() !== '');
}

/**
 * spec 3 §2: the confirmation when sending to All names the customer in
 * upper case when one is set (null when none is).
 */
export function allAudienceCustomerName(customer: string | null | undefined): string | null {
  const name = customer?.trim() ?? '';
  return name === '' ? null : name.toUpperCase();
}

// ---- schedule: a send time, or a cron-like repeat ----

/** spec 3 §5: a send time in the past with no repeat is refused (a time equal to now is past). */
export function isSendTimeInPast(sendAt: number | null | undefined, now: number, repeat?: string | null): boolean {
  if (repeat) return false;
  return sendAt != null && sendAt <= now;
}

/**
 * spec 3 §5: a repeat is built from seconds, minutes, hours and the chosen
 * weekdays numbered 1 (Monday) to 7 (Sunday). No weekday means every day.
 * Times are UTC (the simulator clock's).
 */
export interface RepeatSchedule {
  seconds: number;
  minutes: number;
  hours: number;
  weekdays: number[];
}

const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Whether each field of a repeat is in range (seconds and minutes 0-59, hours 0-23, weekdays 1-7). */
export function isValidRepeat(schedule: RepeatSchedule): boolean {
  return inRange(schedule.seconds, 0, 59) && inRange(schedule.minutes, 0, 59) && inRange(schedule.hours, 0, 23) && schedule.weekdays.every((day) => inRange(day, 1, 7));
}

/**
 * The cron-like text of a repeat: `sec min hour * * days`, days a sorted
 * comma list of 1-7 or `*` for every day (e.g. `0 30 9 * * 1,3,5`).
 * Throws on a field out of range (check with isValidRepeat first).
 */
export function buildRepeatCron(schedule: RepeatSchedule): string {
  if (!isValidRepeat(schedule)) throw new RangeError(AnnouncementRuleError.repeatInvalid);
  const days = [...new Set(schedule.weekdays)].sort((a, b) => a - b);
  return `${schedule.seconds} ${schedule.minutes} ${schedule.hours} * * ${days.length === 0 || days.length === 7 ? '*' : days.join(',')}`;
}

const NUMBER = /^\d{1,2}$/;

/** Reads a repeat's cron-like text back (null when it is not one buildRepeatCron writes). */
export function readRepeatCron(cron: string): RepeatSchedule | null {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== 6) return null;
  const [sec, min, hour, dom, month, days] = parts as [string, string, string, string, string, string];
  if (dom !== '*' || month !== '*') return null;
  if (![sec, min, hour].every((part) => NUMBER.test(part))) return null;
  let weekdays: number[] = [];
  if (days !== '*') {
    const items = days.split(',');
    if (!items.every((item) => /^[1-7]$/.test(item))) return null;
    weekdays = [...new Set(items.map(Number))].sort((a, b) => a - b);
  }
  const schedule = { seconds: Number(sec), minutes: Number(min), hours: Number(hour), weekdays };
  return isValidRepeat(schedule) ? schedule : null;
}

const DAY_MS = 86_400_000;
/** Date.getUTCDay (0 Sunday) as 1 Monday to 7 Sunday. */
const isoWeekday = (time: number) => ((new Date(time).getUTCDay() + 6) % 7) + 1;

/**
 * The next `count` run times of a repeat strictly after `after` (ms, UTC).
 * An unreadable repeat has none.
 */
export function nextRunTimes(cron: string, after: number, count = 1): number[] {
  const schedule = readRepeatCron(cron);
  if (!schedule || count <= 0) return [];
  const times: number[] = [];
  const dayStart = Math.floor(after / DAY_MS) * DAY_MS;
  const offset = ((schedule.hours * 60 + schedule.minutes) * 60 + schedule.seconds) * 1000;
  // At most 8 days to the first run; each further run is within 7 days.
  for (let day = 0; times.length < count && day < 8 + 7 * count; day++) {
    const time = dayStart + day * DAY_MS + offset;
    if (time <= after) continue;
    if (schedule.weekdays.length === 0 || schedule.weekdays.includes(isoWeekday(time))) times.push(time);
  }
  return times;
}

/** The next run of a repeat after `after`, or null. */
export function nextRunTime(cron: string, after: number): number | null {
  return nextRunTimes(cron, after, 1)[0] ?? null;
}

/**
 * When a campaign's first run is due: its send time (or now when none is
 * set) without a repeat; with a repeat, the repeat's first time not before
 * the send time nor now.
 */
export function firstRunTime(schedule: { sendAt?: number | null; repeat?: string | null }, now: number): number | null {
  const start = schedule.sendAt ?? now;
  if (!schedule.repeat) return start;
  // A repeat whose send time has passed starts from now: its past times are not made up.
  return nextRunTime(schedule.repeat, Math.max(start, now) - 1);
}
