import type { CustomerConfig } from '../config/customerConfig';
import type { AnnouncementOptIn, Contact, UserDetails } from '../model/entities';
import { ANNOUNCEMENT_CHANNELS, LOCKED_ONBOARDING_TYPES } from '../wire/userSettings';
import { isValidEmail, validatePassword, type PasswordRule } from './validation';

type Flags = Pick<CustomerConfig, 'flags'>;

/** spec 2 §3: absent counts as an e-mail onboarding (self-registered accounts). */
export function onboardingTypeOf(user: Pick<UserDetails, 'onBoardingType'>): string {
  return user.onBoardingType ?? 'email';
}

/**
 * spec 2 §6: PROFILE_EDIT lets everyone edit the profile; without it, a
 * non-uid, non-phoneNumber onboarding type still does (docs/decisions.md
 * "Profile edit": the two readings joined by "or").
 */
export function mayEditProfile(user: Pick<UserDetails, 'onBoardingType'>, config: Flags): boolean {
  if (config.flags.PROFILE_EDIT) return true;
  return !(LOCKED_ONBOARDING_TYPES as readonly string[]).includes(onboardingTypeOf(user));
}

/** spec 2 §5: adding an e-mail contact requires USER_CAN_ADD_EMAIL_ADDRESS. */
export function mayAddEmailContact(config: Flags): boolean {
  return config.flags.USER_CAN_ADD_EMAIL_ADDRESS;
}

/**
 * A phone number as stored and matched (OTP login, alarm SMS and calls):
 * `+` and 8 to 15 digits once spaces, dashes, dots and parentheses are
 * dropped; 10 digits without `+` take the default country code (spec 1 §9:
 * +91). Null when it is not a phone number.
 */
export function normalizePhone(text: string, countryCode = '+91'): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(compact)) return `${countryCode}${compact}`;
  return /^\+\d{8,15}$/.test(compact) ? compact : null;
}

/** A contact value as stored: e-mails trimmed and lower-cased, phones normalised; null when malformed. */
export function normalizeContact(contactType: Contact['contactType'], text: string): string | null {
  if (contactType === 'phone') return normalizePhone(text);
  const email = text.trim().toLowerCase();
  return isValidEmail(email) ? email : null;
}

/** spec 2 §5 "exists flag": whether `value` (normalised) is already in the list of its type, other than the contact being edited. */
export function contactExists(contacts: readonly Contact[], contactType: Contact['contactType'], value: string, exceptId?: string): boolean {
  const normalised = normalizeContact(contactType, value) ?? value.trim().toLowerCase();
  return contacts.some((c) => c.contactType === contactType && c._id !== exceptId && c.contact.toLowerCase() === normalised);
}

/** The contacts of one type, the default first, then as stored. */
export function contactsOfType(contacts: readonly Contact[], contactType: Contact['contactType']): Contact[] {
  const list = contacts.filter((c) => c.contactType === contactType);
  return [...list.filter((c) => c.isDefault), ...list.filter((c) => !c.isDefault)];
}

/** Whether alarms reach this contact (spec 2 §2 notification toggle; absent counts as on). */
export function contactGetsNotifications(contact: Pick<Contact, 'sendNotification'>): boolean {
  return contact.sendNotification !== false;
}

/** Every announcement channel with its choice (absent channels are off), in ANNOUNCEMENT_CHANNELS order. */
export function announcementChoices(user: Pick<UserDetails, 'receiveAnnouncementsBy'>): AnnouncementOptIn[] {
  return ANNOUNCEMENT_CHANNELS.map((contactType) => ({
    contactType,
    sendAnnouncements: user.receiveAnnouncementsBy?.find((c) => c.contactType === contactType)?.sendAnnouncements ?? false,
  }));
}

export interface ProfileView {
  /** The profile's heading: names, or (HIDE_SENSITIVE_DATA) the default e-mail contact. */
  heading: string;
  /** Whether the first name is shown as a field. */
  showFirstName: boolean;
  /** Whether the last name is shown as a field (spec 2 §6: hidden under HIDE_SENSITIVE_DATA). */
  showLastName: boolean;
}

/**
 * spec 1 §6, spec 2 §6 HIDE_SENSITIVE_DATA: the default e-mail contact is
 * shown instead of names and the last name is hidden.
 */
export function profileView(user: Pick<UserDetails, 'username' | 'firstName' | 'lastName' | 'contacts'>, config: Flags): ProfileView {
  if (config.flags.HIDE_SENSITIVE_DATA) {
    const emails = user.contacts.filter((c) => c.contactType === 'email' && c.contact.trim() !== '');
    const heading = (emails.find((c) => c.isDefault) ?? emails[0])?.contact ?? user.username;
    return { heading, showFirstName: false, showLastName: false };
  }
  const heading =
    [user.firstName, user.lastName]
      .map((p) => p.trim())
      .filter(Boolean)
      .join(' ') || user.username;
  return { heading, showFirstName: true, showLastName: true };
}

export type ChangePasswordProblem = { kind: 'missingCurrent' } | { kind: 'rules'; failed: PasswordRule[] } | { kind: 'PASSWORD_CONFIRM_NO_MATCH' };

/**
 * spec 1 §5, spec 2 §5 change password, checked before anything is sent:
 * the current password is given, the confirmation matches (otherwise
 * PASSWORD_CONFIRM_NO_MATCH) and the new one meets the customer rule. Null: send it.
 */
export function changePasswordProblem(form: { current: string; secret: string; confirmation: string }, config: Pick<CustomerConfig, 'constants'>): ChangePasswordProblem | null {
  if (form.current === '') return { kind: 'missingCurrent' };
  if (form.secret !== form.confirmation) return { kind: 'PASSWORD_CONFIRM_NO_MATCH' };
  const check = validatePassword(form.secret, config);
  return check.valid ? null : { kind: 'rules', failed: check.failed };
}
