import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { AnnouncementEventSchema, AnnouncementInformationBody, TemplateListQuery, TemplateSaveBody, templatePageOf } from '../wire/announcements';
import {
  addFilterEntry,
  allAudienceCustomerName,
  ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_PAGE_SIZES,
  ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS,
  announcementTextError,
  announcementTypesOffered,
  AnnouncementRuleError,
  buildRepeatCron,
  canDeleteTemplate,
  filterIsComplete,
  filterTypesOffered,
  firstRunTime,
  isSendTimeInPast,
  isValidRepeat,
  nextRunTime,
  nextRunTimes,
  readRepeatCron,
  removeFilterEntry,
  TEMPLATE_LIMITS,
  templateDraftError,
} from './announcements';

// 2026-11-26 is a Thursday (ISO weekday 4).
const THURSDAY = Date.UTC(2026, 10, 26, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('announcement limits and constants (spec 3 §4, §5, §9)', () => {
  it('keeps the spec’s title and body limits by type, and the template dialog’s as seen (email swapped)', () => {
    expect(ANNOUNCEMENT_LIMITS).toEqual({ email: { title: 200, body: 2000 }, pushMobile: { title: 128, body: 1024 }, whatsapp: { title: 60, body: 1024 } });
    expect(TEMPLATE_LIMITS).toEqual({ push: { title: 128, body: 1024 }, email: { title: 2000, body: 200 }, whatsapp: { title: 60, body: 1024 } });
    expect(ANNOUNCEMENT_PAGE_SIZES).toEqual({ log: 10, templates: 10, tasks: 10 });
    expect(ANNOUNCEMENT_DIALOG_TEMPLATE_LIMIT).toBe(5000);
    expect(ANNOUNCEMENT_REDIRECT_AFTER_CREATE_MS).toBe(1200);
  });

  it('checks an announcement’s title and text against its type; a missing type is flagged first', () => {
    expect(announcementTextError(null, 'T', 'B')).toBe(AnnouncementRuleError.typeRequired);
    expect(announcementTextError('whatsapp', 'x'.repeat(60), 'B')).toBeNull();
    expect(announcementTextError('whatsapp', 'x'.repeat(61), 'B')).toBe(AnnouncementRuleError.titleTooLong);
    expect(announcementTextError('email', 'x'.repeat(61), 'x'.repeat(2000))).toBeNull();
    expect(announcementTextError('pushMobile', 'T', 'x'.repeat(1025))).toBe(AnnouncementRuleError.textTooLong);
    expect(announcementTextError('email', '  ', 'B')).toBe(AnnouncementRuleError.titleRequired);
    expect(announcementTextError('email', 'T', '')).toBe(AnnouncementRuleError.textRequired);
  });

  it('a template save needs type, name, title and text, within the dialog’s limits; delete needs the name typed', () => {
    expect(templateDraftError({ notificationType: '', name: 'N', title: 'T', message: 'M' })).toBe(AnnouncementRuleError.typeRequired);
    expect(templateDraftError({ notificationType: 'push', name: ' ', title: 'T', message: 'M' })).toBe(AnnouncementRuleError.nameRequired);
    expect(templateDraftError({ notificationType: 'push', name: 'N', title: '', message: 'M' })).toBe(AnnouncementRuleError.titleRequired);
    expect(templateDraftError({ notificationType: 'push', name: 'N', title: 'T', message: '' })).toBe(AnnouncementRuleError.textRequired);
    expect(templateDraftError({ notificationType: 'email', name: 'N', title: 'x'.repeat(2000), message: 'x'.repeat(200) })).toBeNull();
    expect(templateDraftError({ notificationType: 'email', name: 'N', title: 'T', message: 'x'.repeat(201) })).toBe(AnnouncementRuleError.textTooLong);
    expect(canDeleteTemplate('Festival offer', 'Festival offer')).toBe(true);
    expect(canDeleteTemplate('Festival offer', 'festival offer')).toBe(false);
    expect(canDeleteTemplate('Festival offer', '')).toBe(false);
  });

  it('offers WhatsApp only with ANNOUNCEMENT_UI, the Groups filter only without it; the All confirmation upper-cases the customer', () => {
    expect(announcementTypesOffered(true)).toEqual(['email', 'pushMobile', 'whatsapp']);
    expect(announcementTypesOffered(false)).toEqual(['email', 'pushMobile']);
    expect(filterTypesOffered(true)).toEqual(['Cities', 'All']);
    expect(filterTypesOffered(false)).toEqual(['Cities', 'Groups', 'All']);
    expect(allAudienceCustomerName(' Jio Home ')).toBe('JIO HOME');
    expect(allAudienceCustomerName('')).toBeNull();
    expect(allAudienceCustomerName(undefined)).toBeNull();
  });
});

describe('the audience filter (spec 3 §5)', () => {
  it('refuses a blank entry and a duplicate (without regard to case), keeps entries trimmed and never changes the list in place', () => {
    const start: string[] = ['Pune'];
    expect(addFilterEntry(start, '   ')).toEqual({ selected: start, error: AnnouncementRuleError.filterBlank });
    expect(addFilterEntry(start, ' pune ')).toEqual({ selected: start, error: AnnouncementRuleError.filterExists });
    const added = addFilterEntry(start, ' Mumbai ');
    expect(added).toEqual({ selected: ['Pune', 'Mumbai'], error: null });
    expect(start).toEqual(['Pune']);
    expect(removeFilterEntry(['Pune', 'Mumbai'], 0)).toEqual(['Mumbai']);
    expect(addFilterEntry(start, 'x'.repeat(81)).error).toBe(AnnouncementRuleError.filterTooLong);
    const full = Array.from({ length: 100 }, (_, i) => `City ${i}`);
    expect(addFilterEntry(full, 'One more').error).toBe(AnnouncementRuleError.tooManyFilters);
  });

  it('All needs no names; Cities and Groups need at least one', () => {
    expect(filterIsComplete('All', [])).toBe(true);
    expect(filterIsComplete('Cities', [])).toBe(false);
    expect(filterIsComplete('Groups', [' '])).toBe(false);
    expect(filterIsComplete('Groups', ['Beta testers'])).toBe(true);
  });
});

describe('the schedule: send time and cron-like repeat (spec 3 §5)', () => {
  it('a send time not after now without a repeat is in the past; with a repeat it is not', () => {
    expect(isSendTimeInPast(THURSDAY - 1, THURSDAY)).toBe(true);
    expect(isSendTimeInPast(THURSDAY, THURSDAY)).toBe(true);
    expect(isSendTimeInPast(THURSDAY + 1, THURSDAY)).toBe(false);
    expect(isSendTimeInPast(null, THURSDAY)).toBe(false);
    expect(isSendTimeInPast(THURSDAY - 1, THURSDAY, '0 0 9 * * *')).toBe(false);
  });

  it('builds the repeat from seconds, minutes, hours and weekdays 1-7 and reads it back', () => {
    expect(buildRepeatCron({ seconds: 0, minutes: 30, hours: 9, weekdays: [5, 1, 3, 3] })).toBe('0 30 9 * * 1,3,5');
    expect(buildRepeatCron({ seconds: 15, minutes: 0, hours: 23, weekdays: [] })).toBe('15 0 23 * * *');
    expect(buildRepeatCron({ seconds: 0, minutes: 0, hours: 0, weekdays: [1, 2, 3, 4, 5, 6, 7] })).toBe('0 0 0 * * *');
    expect(readRepeatCron('0 30 9 * * 1,3,5')).toEqual({ seconds: 0, minutes: 30, hours: 9, weekdays: [1, 3, 5] });
    expect(readRepeatCron(' 15 0 23 * * * ')).toEqual({ seconds: 15, minutes: 0, hours: 23, weekdays: [] });
    for (const bad of ['0 60 9 * * *', '0 0 24 * * *', '0 0 9 * * 0', '0 0 9 * * 8', '0 0 9 1 * *', '0 0 9 * *', '*/5 0 9 * * *', 'nonsense']) {
      expect(readRepeatCron(bad)).toBeNull();
    }
    expect(isValidRepeat({ seconds: 60, minutes: 0, hours: 0, weekdays: [] })).toBe(false);
    expect(() => buildRepeatCron({ seconds: 0, minutes: 0, hours: 0, weekdays: [8] })).toThrow(RangeError);
  });

  it('reads the next run times in UTC: every day, or on the chosen weekdays only', () => {
    // Every day at 09:30: Thursday 10:00 has passed it, so Friday first.
    expect(nextRunTimes('0 30 9 * * *', THURSDAY, 2)).toEqual([THURSDAY + DAY - 30 * 60_000, THURSDAY + 2 * DAY - 30 * 60_000]);
    // Later the same day.
    expect(nextRunTime('0 0 11 * * *', THURSDAY)).toBe(THURSDAY + HOUR);
    // Mondays and Wednesdays: next Monday (4 days on), then Wednesday.
    const monday = Date.UTC(2026, 10, 30, 8, 0, 0);
    expect(nextRunTimes('0 0 8 * * 1,3', THURSDAY, 2)).toEqual([monday, monday + 2 * DAY]);
    // Sunday is 7.
    expect(new Date(nextRunTime('0 0 8 * * 7', THURSDAY)!).getUTCDay()).toBe(0);
    // Strictly after: a run at exactly `after` is not next.
    expect(nextRunTime('0 0 10 * * *', THURSDAY)).toBe(THURSDAY + DAY);
    expect(nextRunTimes('bad', THURSDAY, 3)).toEqual([]);
  });

  it('the first run: now or the send time without a repeat; the repeat’s first time from the send time with one', () => {
    expect(firstRunTime({}, THURSDAY)).toBe(THURSDAY);
    expect(firstRunTime({ sendAt: THURSDAY + HOUR }, THURSDAY)).toBe(THURSDAY + HOUR);
    expect(firstRunTime({ repeat: '0 0 10 * * *' }, THURSDAY)).toBe(THURSDAY);
    expect(firstRunTime({ sendAt: THURSDAY + 2 * DAY, repeat: '0 0 9 * * *' }, THURSDAY)).toBe(THURSDAY + 3 * DAY - HOUR);
    expect(firstRunTime({ sendAt: THURSDAY - 2 * DAY, repeat: '0 0 9 * * *' }, THURSDAY)).toBe(THURSDAY + DAY - HOUR);
  });
});

describe('announcement wire shapes', () => {
  const body = { type: 'whatsapp', title: 'Hi', text: 'Body', announcementName: ' Offer ', filter: { filterType: 'Cities', selected: [' Pune '] } };

  it('reads a send body with its defaults; All drops any names', () => {
    const read = parseWire(AnnouncementInformationBody, body);
    expect(read.ok && read.value).toMatchObject({ announcementName: 'Offer', topicType: 'News', sendAt: null, repeat: null, filter: { filterType: 'Cities', selected: ['Pune'] } });
    const all = parseWire(AnnouncementInformationBody, { ...body, filter: { filterType: 'All', selected: ['x'] } });
    expect(all.ok && all.value.filter).toEqual({ filterType: 'All', selected: [] });
  });

  it('refuses a title over the type’s limit, a filter without names or with one twice, a bad repeat and unknown fields', () => {
    const refused = (value: unknown) => {
      const read = parseWire(AnnouncementInformationBody, value);
      return read.ok ? null : read.field;
    };
    expect(refused({ ...body, title: 'x'.repeat(61) })).toBe('title');
    expect(refused({ ...body, type: 'email', title: 'x'.repeat(200) })).toBeNull();
    expect(refused({ ...body, filter: { filterType: 'Groups', selected: [] } })).toBe('filter');
    expect(refused({ ...body, filter: { filterType: 'Cities', selected: ['Pune', 'pune'] } })).toBe('filter');
    expect(refused({ ...body, repeat: '0 0 9 * * 9' })).toBe('repeat');
    expect(refused({ ...body, extra: 1 })).not.toBeNull();
  });

  it('template save body: NEWS only, the dialog’s limits; list query defaults', () => {
    expect(parseWire(TemplateSaveBody, { name: 'N', notificationType: 'email', title: 'T', message: 'x'.repeat(201) }).ok).toBe(false);
    expect(parseWire(TemplateSaveBody, { name: 'N', notificationType: 'push', title: 'T', message: 'M', topic_type: 'SYSTEM' }).ok).toBe(false);
    const read = parseWire(TemplateSaveBody, { name: 'N', notificationType: 'push', title: 'T', message: 'M' });
    expect(read.ok && read.value.topic_type).toBe('NEWS');
    const query = parseWire(TemplateListQuery, {});
    expect(query.ok && query.value).toMatchObject({ limit: 10, pageNumber: 1, sortBy: 'createdAt' });
    expect(parseWire(TemplateListQuery, { limit: '5000' }).ok).toBe(true);
    expect(parseWire(TemplateListQuery, { sortBy: 'password' }).ok).toBe(false);
  });

  it('reads the template list answer (first element: data and totalCount.count) and the asm events', () => {
    expect(templatePageOf([])).toEqual({ items: [], total: 0 });
    expect(templatePageOf([{ data: [], totalCount: { count: 7 } }]).total).toBe(7);
    expect(parseWire(AnnouncementEventSchema, { name: 'asm_task_updated', data: {} }).ok).toBe(false);
    expect(parseWire(AnnouncementEventSchema, { name: 'bom_task_updated', data: {} }).ok).toBe(false);
  });
});
