import * as v from 'valibot';
import type { AnnouncementOptIn, UserAddress, UserDetails } from '../model/entities';
import { flag, personName, recordId, text } from './fields';

/**
 * User settings (spec 2 §2 "User settings", §3 User, §7 Profile; docs/contracts.md
 * "User settings"): the bodies of PUT /crm/profile/{id}, the contact calls,
 * setLangUser and the external portal answer. Read by the simulator and the sdk.
 */

/** spec 2 §3: the announcement channels, in the order the portal lists them. */
export const ANNOUNCEMENT_CHANNELS = ['email', 'pushMobile', 'whatsapp'] as const satisfies readonly AnnouncementOptIn['contactType'][];

/** spec 2 §6: onboarding types that do not let the user edit the profile (unless PROFILE_EDIT). */
export const LOCKED_ONBOARDING_TYPES = ['uid', 'phoneNumber'] as const;

/** At most this many contacts of each type, and addresses, per profile. */
export const MAX_CONTACTS_PER_TYPE = 10;
export const MAX_ADDRESSES = 5;

const AnnouncementOptInBody = v.strictObject(
  {
    contactType: v.picklist(ANNOUNCEMENT_CHANNELS, `must be one of ${ANNOUNCEMENT_CHANNELS.join(', ')}`),
    sendAnnouncements: flag(),
  },
  'is not a field of an announcement choice',
);

/** spec 1 §5 address: letters, digits and whitespace; line 2 and zip may be empty. */
const addressText = (max: number, min = 1) =>
  v.pipe(text(max, min), v.trim(), v.regex(min === 0 ? /^[\p{L}\p{M}\p{N}\s]*$/u : /^[\p{L}\p{M}\p{N}\s]+$/u, 'may hold letters, digits and spaces only'));

/** One address as sent; the server gives it its `_id` (an existing `_id` is kept). */
export const UserAddressBody = v.strictObject(
  {
    _id: v.optional(recordId()),
    line1: addressText(120),
    line2: v.optional(addressText(120, 0), ''),
    city: addressText(80),
    zip: v.optional(addressText(16, 0), ''),
    country: addressText(80),
  },
  'is not a field of an address',
);
export type UserAddressRequest = v.InferInput<typeof UserAddressBody>;

/**
 * PUT /crm/profile/{id}: any of names (only when the profile may be edited),
 * the announcement opt-in, the address list (replaced whole) and the
 * deletion request (spec 2 §4: only ever set, never cleared by the user).
 */
export const ProfileUpdateBody = v.strictObject(
  {
    firstName: v.optional(personName()),
    lastName: v.optional(personName()),
    receiveAnnouncementsBy: v.optional(v.pipe(v.array(AnnouncementOptInBody, 'must be a list'), v.maxLength(ANNOUNCEMENT_CHANNELS.length, 'must list each channel at most once'))),
    addresses: v.optional(v.pipe(v.array(UserAddressBody, 'must be a list'), v.maxLength(MAX_ADDRESSES, `must be a list of at most ${MAX_ADDRESSES} addresses`))),
    isProfileMarkedForDeletion: v.optional(v.literal(true, 'may only be true')),
  },
  'is not a field of this call',
);
export type ProfileUpdateRequest = v.InferInput<typeof ProfileUpdateBody>;

/** POST /crm/profile/{id}/contact: a new e-mail or phone contact (the server normalises it). */
export const ContactCreateBody = v.strictObject(
  {
    contactType: v.picklist(['email', 'phone'], 'must be email or phone'),
    contact: text(254),
    label: v.optional(v.pipe(text(32, 0), v.trim()), ''),
    isDefault: v.optional(flag(), false),
    sendNotification: v.optional(flag(), true),
  },
  'is not a field of this call',
);
export type ContactCreateRequest = v.InferInput<typeof ContactCreateBody>;

/** PUT /crm/profile/{id}/contact/{contactId}: any of the contact's fields; isDefault may only be set (the old default stops being it). */
export const ContactUpdateBody = v.strictObject(
  {
    contact: v.optional(text(254)),
    label: v.optional(v.pipe(text(32, 0), v.trim())),
    isDefault: v.optional(v.literal(true, 'may only be true: make another contact the default instead')),
    sendNotification: v.optional(flag()),
  },
  'is not a field of this call',
);
export type ContactUpdateRequest = v.InferInput<typeof ContactUpdateBody>;

/** Path parameters of the contact calls. */
export const ContactParams = v.object({ id: recordId(), contactId: recordId() });

/** POST /crm/profile/{id}/contact/notificationSettings: the notification toggle of one contact. */
export const ContactNotificationBody = v.strictObject({ contactId: recordId(), sendNotification: flag() }, 'is not a field of this call');
export type ContactNotificationRequest = v.InferInput<typeof ContactNotificationBody>;

/** POST /crm/profile/setLangUser: the caller's preferred language (spec 1 §9: en_EN only). */
export const SetLanguageBody = v.strictObject(
  {
    userId: v.optional(recordId()),
    language: v.pipe(text(8), v.picklist(['en_EN'], 'must be a supported language (en_EN)')),
  },
  'is not a field of this call',
);
export type SetLanguageRequest = v.InferInput<typeof SetLanguageBody>;

/** GET /auth/getExtenalPortalEndpoint (spec 2 §7): where the external portal is. */
export interface ExternalPortal {
  url: string;
}

/** Every answer of the profile and contact calls: the whole profile as it now is. */
export type ProfileAnswer = UserDetails;
export type { AnnouncementOptIn, UserAddress };
