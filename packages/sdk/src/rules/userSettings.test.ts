import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig } from '../config/customerConfig';
import { ContactCreateBody, ContactUpdateBody, ProfileUpdateBody, SetLanguageBody } from '../wire/userSettings';
import { makeUser } from './testFixtures';
import {
  announcementChoices,
  changePasswordProblem,
  contactExists,
  contactGetsNotifications,
  contactsOfType,
  mayAddEmailContact,
  mayEditProfile,
  normalizeContact,
  normalizePhone,
  profileView,
} from './userSettings';

const flags = (patch: Partial<typeof defaultCustomerConfig.flags>) => ({ flags: { ...defaultCustomerConfig.flags, ...patch } });

const contacts = [
  { _id: 'c1', contactType: 'email' as const, contact: 'dana@example.test', isDefault: true },
  { _id: 'c2', contactType: 'email' as const, contact: 'work@example.test', isDefault: false },
  { _id: 'c3', contactType: 'phone' as const, contact: '+919876500001', isDefault: false, sendNotification: false },
];

describe('mayEditProfile (spec 2 §6 PROFILE_EDIT, onboarding types)', () => {
  it('PROFILE_EDIT off: e-mail (or absent) onboarding may edit, uid and phoneNumber may not', () => {
    const off = flags({ PROFILE_EDIT: false });
    expect(mayEditProfile({}, off)).toBe(true);
    expect(mayEditProfile({ onBoardingType: 'email' }, off)).toBe(true);
    expect(mayEditProfile({ onBoardingType: 'uid' }, off)).toBe(false);
    expect(mayEditProfile({ onBoardingType: 'phoneNumber' }, off)).toBe(false);
  });
  it('PROFILE_EDIT on: everyone may edit', () => {
    expect(mayEditProfile({ onBoardingType: 'uid' }, flags({ PROFILE_EDIT: true }))).toBe(true);
    expect(mayEditProfile({ onBoardingType: 'phoneNumber' }, flags({ PROFILE_EDIT: true }))).toBe(true);
  });
  it('USER_CAN_ADD_EMAIL_ADDRESS decides adding e-mails', () => {
    expect(mayAddEmailContact(flags({ USER_CAN_ADD_EMAIL_ADDRESS: true }))).toBe(true);
    expect(mayAddEmailContact(flags({ USER_CAN_ADD_EMAIL_ADDRESS: false }))).toBe(false);
  });
});

describe('contacts', () => {
  it('normalises phones (10 digits take +91) and e-mails, refuses malformed ones', () => {
    expect(normalizePhone('98765 00002')).toBe('+919876500002');
    expect(normalizePhone('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizeContact('phone', 'call me')).toBeNull();
    expect(normalizeContact('email', '  Dana@Example.TEST ')).toBe('dana@example.test');
    expect(normalizeContact('email', 'not-an-email')).toBeNull();
  });
  it('exists check: same type, normalised, other than the one edited', () => {
    expect(contactExists(contacts, 'email', 'WORK@example.test')).toBe(true);
    expect(contactExists(contacts, 'email', 'work@example.test', 'c2')).toBe(false);
    expect(contactExists(contacts, 'phone', '9876500001')).toBe(true);
    expect(contactExists(contacts, 'phone', '9876500009')).toBe(false);
    expect(contactExists(contacts, 'phone', 'dana@example.test')).toBe(false);
  });
  it('lists the default first; the notification toggle defaults to on', () => {
    expect(contactsOfType([...contacts].reverse(), 'email').map((c) => c._id)).toEqual(['c1', 'c2']);
    expect(contactGetsNotifications(contacts[0]!)).toBe(true);
    expect(contactGetsNotifications(contacts[2]!)).toBe(false);
  });
});

describe('announcement opt-in (spec 2 §3 receiveAnnouncementsBy)', () => {
  it('every channel, absent ones off', () => {
    expect(announcementChoices({ receiveAnnouncementsBy: [{ contactType: 'whatsapp', sendAnnouncements: true }] })).toEqual([
      { contactType: 'email', sendAnnouncements: false },
      { contactType: 'pushMobile', sendAnnouncements: false },
      { contactType: 'whatsapp', sendAnnouncements: true },
    ]);
    expect(announcementChoices({}).every((c) => !c.sendAnnouncements)).toBe(true);
  });
});

describe('profileView (spec 2 §6 HIDE_SENSITIVE_DATA)', () => {
  const user = makeUser({ firstName: 'Dana', lastName: 'Demo', username: 'dana@example.test', contacts: [contacts[1]!, contacts[0]!] });
  it('flag off: names shown', () => {
    expect(profileView(user, flags({ HIDE_SENSITIVE_DATA: false }))).toEqual({ heading: 'Dana Demo', showFirstName: true, showLastName: true });
  });
  it('flag on: the default e-mail instead of names, last name hidden', () => {
    expect(profileView(user, flags({ HIDE_SENSITIVE_DATA: true }))).toEqual({ heading: 'dana@example.test', showFirstName: false, showLastName: false });
  });
});

describe('changePasswordProblem (spec 1 §5, spec 2 §5)', () => {
  const config = defaultCustomerConfig;
  it('mismatch is PASSWORD_CONFIRM_NO_MATCH, checked before the rule', () => {
    expect(changePasswordProblem({ current: 'x', secret: 'Good-Pass-2026!', confirmation: 'Good-Pass-2026?' }, config)).toEqual({ kind: 'PASSWORD_CONFIRM_NO_MATCH' });
  });
  it('the customer rule: 10 to 38 with lower, upper, digit and special', () => {
    expect(changePasswordProblem({ current: 'x', secret: 'short1A!', confirmation: 'short1A!' }, config)).toEqual({ kind: 'rules', failed: ['tooShort'] });
    expect(changePasswordProblem({ current: 'x', secret: 'nouppercase1!', confirmation: 'nouppercase1!' }, config)).toEqual({ kind: 'rules', failed: ['uppercase'] });
    expect(changePasswordProblem({ current: '', secret: 'Good-Pass-2026!', confirmation: 'Good-Pass-2026!' }, config)).toEqual({ kind: 'missingCurrent' });
    expect(changePasswordProblem({ current: 'x', secret: 'Good-Pass-2026!', confirmation: 'Good-Pass-2026!' }, config)).toBeNull();
  });
});

describe('user settings wire schemas', () => {
  it('profile update: names checked, unknown fields and un-deleting refused', () => {
    expect(v.safeParse(ProfileUpdateBody, { firstName: ' Zoë ' }).output).toEqual({ firstName: 'Zoë' });
    expect(v.safeParse(ProfileUpdateBody, { firstName: 'R2D2' }).success).toBe(false);
    expect(v.safeParse(ProfileUpdateBody, { username: 'x@y.test' }).success).toBe(false);
    expect(v.safeParse(ProfileUpdateBody, { isProfileMarkedForDeletion: false }).success).toBe(false);
    expect(v.safeParse(ProfileUpdateBody, { receiveAnnouncementsBy: [{ contactType: 'fax', sendAnnouncements: true }] }).success).toBe(false);
    expect(v.safeParse(ProfileUpdateBody, { addresses: [{ line1: 'Main street 1', city: 'Pune', country: 'India' }] }).output).toEqual({
      addresses: [{ line1: 'Main street 1', line2: '', city: 'Pune', zip: '', country: 'India' }],
    });
    expect(v.safeParse(ProfileUpdateBody, { addresses: [{ line1: 'Main st. #1', city: 'Pune', country: 'India' }] }).success).toBe(false);
  });
  it('contacts: defaults, types, and isDefault may only be set', () => {
    expect(v.safeParse(ContactCreateBody, { contactType: 'phone', contact: '9876500002' }).output).toEqual({
      contactType: 'phone',
      contact: '9876500002',
      label: '',
      isDefault: false,
      sendNotification: true,
    });
    expect(v.safeParse(ContactCreateBody, { contactType: 'fax', contact: '1' }).success).toBe(false);
    expect(v.safeParse(ContactUpdateBody, { isDefault: false }).success).toBe(false);
  });
  it('setLangUser: a supported language only', () => {
    expect(v.safeParse(SetLanguageBody, { language: 'en_EN' }).success).toBe(true);
    expect(v.safeParse(SetLanguageBody, { language: 'fr_FR' }).success).toBe(false);
  });
});
