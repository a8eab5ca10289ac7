import { describe, expect, it } from 'vitest';
import { parseWire } from '../wire/parseWire';
import { CreateAlarmBody, NotificationListBody, ReactBody, RecipientSetBody } from '../wire/alarms';
import {
  alarmText,
  canChangePriority,
  canSaveAlarmEdit,
  escalationTimeProblem,
  formatUnreadCount,
  isAlarmNameTaken,
  isDuplicateRecipient,
  isUserAlarmCode,
  normaliseRecipientEmail,
  pageCount,
  recipientTypesOf,
} from './alarms';

const recipient = (contact: string, email: boolean, push: boolean) => ({ contact, emailNotification: email, pushNotification: push });

describe('alarm rules (spec 2 §4, §5, §9)', () => {
  it('shows unread counts up to 99999, then 99999+', () => {
    expect([0, -3, 1, 99_999, 100_000, 1e9].map(formatUnreadCount)).toEqual(['0', '0', '1', '99999', '99999+', '99999+']);
  });

  it('takes alarm codes above 1000 as user alarms', () => {
    expect([100, 1000, 1001].map(isUserAlarmCode)).toEqual([false, false, true]);
  });

  it('lower-cases and checks a recipient e-mail', () => {
    expect(normaliseRecipientEmail('  Ana@Example.COM ')).toEqual({ ok: true, email: 'ana@example.com' });
    expect(normaliseRecipientEmail('   ')).toEqual({ ok: false, problem: 'required' });
    expect(normaliseRecipientEmail('ana@')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('refuses a recipient already there for a way asked, in any case; another way of the same e-mail is no duplicate', () => {
    const list = [recipient('ana@example.com', true, false)];
    expect(isDuplicateRecipient(list, 'ANA@example.com', [0])).toBe(true);
    expect(isDuplicateRecipient(list, 'ana@example.com', [1])).toBe(false);
    expect(isDuplicateRecipient(list, 'bob@example.com', [0, 1])).toBe(false);
    expect(recipientTypesOf(recipient('x', true, true))).toEqual([0, 1]);
  });

  it('enables the edit only when the name or the description changed, and never with an empty name', () => {
    const start = { name: 'Leak', description: 'Basement' };
    expect(canSaveAlarmEdit(start, { name: 'Leak', description: 'Basement' })).toBe(false);
    expect(canSaveAlarmEdit(start, { name: ' Leak ', description: 'Basement ' })).toBe(false);
    expect(canSaveAlarmEdit(start, { name: 'Leak 2', description: 'Basement' })).toBe(true);
    expect(canSaveAlarmEdit(start, { name: 'Leak', description: '' })).toBe(true);
    expect(canSaveAlarmEdit(start, { name: '  ', description: 'x' })).toBe(false);
  });

  it('enables a priority change only when it differs', () => {
    expect(canChangePriority(2, 2)).toBe(false);
    expect(canChangePriority(2, 3)).toBe(true);
  });

  it('checks an escalation time: required, whole seconds, 30 to the server maximum', () => {
    expect(['', '1.5', '0', '1', '29', '30', '86401', '60', ' 120 '].map((v) => escalationTimeProblem(v, 86_400))).toEqual([
      'required',
      'notWhole',
      'tooSmall',
      'tooSmall',
      'tooSmall',
      null,
      'tooLarge',
      null,
      null,
    ]);
  });

  it('finds a taken name without case, except the alarm itself; reads the English name', () => {
    const alarms = [{ _id: 'a', alarmCode: 1001, alarmName: [{ name: 'Water Leak', lang: 'en_EN', desc: 'd' }] }];
    expect(isAlarmNameTaken(alarms, ' water leak ')).toBe(true);
    expect(isAlarmNameTaken(alarms, 'water leak', 'a')).toBe(false);
    expect(alarmText(alarms[0]!)).toEqual({ name: 'Water Leak', description: 'd' });
    expect(alarmText({ alarmCode: 7, alarmName: [] })).toEqual({ name: 'Alarm 7', description: '' });
    expect([0, 10, 11].map((n) => pageCount(n, 10))).toEqual([1, 1, 2]);
  });
});

describe('alarm wire schemas', () => {
  it('lower-cases recipient e-mails and de-duplicates the ways', () => {
    expect(parseWire(RecipientSetBody, { serialNumber: 'hp1', alarmCode: 101, email: ' A@B.CO ', typeOfNotification: [1, 0, 1] })).toEqual({
      ok: true,
      value: { serialNumber: 'HP1', alarmCode: 101, email: 'a@b.co', typeOfNotification: [0, 1] },
    });
    expect(parseWire(RecipientSetBody, { serialNumber: 'HP1', alarmCode: 101, email: 'a@b.co', typeOfNotification: [2] })).toMatchObject({
      ok: false,
      field: 'typeOfNotification',
    });
  });

  it('defaults a notification list to page 1, 10 a page, filter 3 (all)', () => {
    expect(parseWire(NotificationListBody, {})).toEqual({ ok: true, value: { page: 1, limit: 10, filterBy: 3 } });
    expect(parseWire(NotificationListBody, { filterBy: 4 })).toMatchObject({ ok: false, field: 'filterBy' });
  });

  it('refuses unknown fields, empty names and blank reactions', () => {
    expect(parseWire(CreateAlarmBody, { serialNumber: 'HP1', name: 'x', colour: 'red' })).toMatchObject({ ok: false, field: 'colour' });
    expect(parseWire(CreateAlarmBody, { serialNumber: 'HP1', name: '  ' })).toMatchObject({ ok: false, field: 'name' });
    expect(parseWire(CreateAlarmBody, { serialNumber: 'HP1', name: 'x' })).toMatchObject({ ok: true, value: { alarmPriorityCode: 1, description: '' } });
    expect(parseWire(ReactBody, { userId: 'u1', notificationId: 'n1', responseMsg: '  ' })).toMatchObject({ ok: false, field: 'responseMsg' });
  });
});
