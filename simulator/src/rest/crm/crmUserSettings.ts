import { Router, type Response } from 'express';
import {
  ContactCreateBody,
  ContactNotificationBody,
  ContactParams,
  ContactUpdateBody,
  ErrorCode,
  IdParam,
  MAX_CONTACTS_PER_TYPE,
  ProfileUpdateBody,
  SetLanguageBody,
  contactExists,
  defaultCustomerConfig,
  mayAddEmailContact,
  mayChangeAccount,
  mayEditProfile,
  normalizeContact,
  type Contact,
} from '@homeport/sdk';
import { ownContacts } from '../../auth/users';
import { addressIds, ensureContactIds, nextContactId } from '../../cloud/userContacts';
import type { SimContext } from '../../context';
import type { UserRecord } from '../../store/cloudState';
import { ApiError, badInput, forbidden, notFound } from '../../errors/apiError';
import { handle } from '../shared/handle';
import { callerOf, requireSession } from '../shared/requireSession';
import { originOf, readBody, readInput } from '../shared/readInput';
import { userView } from '../shared/views';
import { userByIdIndexed } from '../../store/cloudIndex';

const config = defaultCustomerConfig;

const contactExistsError = (value: string) => new ApiError(409, ErrorCode.contactExists, `${value} is already in your contacts`, 'contact');
const defaultRequired = () => new ApiError(409, ErrorCode.defaultContactRequired, 'The default contact stays: make another contact the default first', 'contactId');

/**
 * The user-settings calls of /crm (spec 2 §7 "Profile"; docs/contracts.md
 * "User settings"): profile update, contacts and language. Each is checked
 * whole before anything is written; each answers the whole profile.
 */
export function userSettingsRoutes(ctx: SimContext): Router {
  const router = Router();
  const state = () => ctx.cloud.state;

  /** The profile `id` names, when the caller may change it (own, or admin-support: sdk mayChangeAccount). */
  const changeable = (res: Response, id: string): UserRecord => {
    const { user } = callerOf(res);
    if (!mayChangeAccount(user, id, config)) throw forbidden('You may change only your own profile');
    const profile = userByIdIndexed(state(), id);
    if (!profile) throw notFound(`No user ${id}`);
    ensureContactIds(profile);
    return profile;
  };

  const answer = (res: Response, profile: UserRecord, status = 200) => {
    ctx.cloud.commit();
    res.status(status).json({ data: userView(profile) });
  };

  /**
   * A contact value normalised and not in this list, and whether another
   * account holds it. A phone logs in by OTP and an e-mail names an account
   * (alarm recipients, linking): one held elsewhere is stored all the same
   * (the answer is the same as for a free value: docs/decisions.md "No
   * account oracle") but marked, and never names this account.
   */
  const freeValue = (profile: UserRecord, contactType: Contact['contactType'], text: string, exceptId?: string): { value: string; heldElsewhere: boolean } => {
    const value = normalizeContact(contactType, text);
    if (!value) throw badInput('contact', contactType === 'email' ? 'contact must be an e-mail address' : 'contact must be a phone number (+ and 8 to 15 digits, or 10 digits)');
    if (contactExists(profile.contacts, contactType, value, exceptId)) throw contactExistsError(value);
    const owner = state().users.find(
      (u) =>
        u.id !== profile.id &&
        ((contactType === 'email' && u.username.toLowerCase() === value) || ownContacts(u).some((c) => c.contactType === contactType && c.contact.toLowerCase() === value)),
    );
    return { value, heldElsewhere: owner !== undefined };
  };
  const markHeld = (profile: UserRecord, contactId: string, held: boolean) => {
    const others = (profile.heldElsewhere ?? []).filter((id) => id !== contactId);
    if (held) profile.heldElsewhere = [...others, contactId];
    else if (others.length > 0) profile.heldElsewhere = others;
    else delete profile.heldElsewhere;
  };

  const contactOf = (profile: UserRecord, contactId: string): Contact => {
    const contact = profile.contacts.find((c) => c._id === contactId);
    if (!contact) throw notFound(`No contact ${contactId} in this profile`);
    return contact;
  };

  router.post(
    '/profile/setLangUser',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { userId, language } = readBody(req, SetLanguageBody);
      const profile = changeable(res, userId ?? callerOf(res).user.id);
      profile.preferredLanguage = language;
      answer(res, profile);
    }),
  );

  router.put(
    '/profile/:id',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      const body = readBody(req, ProfileUpdateBody);
      const profile = changeable(res, id);
      const namesChange = (body.firstName !== undefined && body.firstName !== profile.firstName) || (body.lastName !== undefined && body.lastName !== profile.lastName);
      if (namesChange && !mayEditProfile(profile, config))
        throw new ApiError(403, ErrorCode.profileEditNotAllowed, 'This account’s names are managed where it was created', 'firstName');
      if (body.receiveAnnouncementsBy) {
        const channels = body.receiveAnnouncementsBy.map((c) => c.contactType);
        if (new Set(channels).size !== channels.length) throw badInput('receiveAnnouncementsBy', 'receiveAnnouncementsBy must list each channel at most once');
      }
      if (body.firstName !== undefined) profile.firstName = body.firstName;
      if (body.lastName !== undefined) profile.lastName = body.lastName;
      if (body.receiveAnnouncementsBy) {
        const kept = (profile.receiveAnnouncementsBy ?? []).filter((c) => !body.receiveAnnouncementsBy!.some((n) => n.contactType === c.contactType));
        profile.receiveAnnouncementsBy = [...kept, ...body.receiveAnnouncementsBy];
      }
      if (body.addresses) {
        const ids = addressIds(
          profile,
          body.addresses.map((a) => a._id),
        );
        profile.addresses = body.addresses.map((a, i) => ({ ...a, _id: ids[i]! }));
      }
      if (body.isProfileMarkedForDeletion) profile.isProfileMarkedForDeletion = true;
      answer(res, profile);
    }),
  );

  router.post(
    '/profile/:id/contact/notificationSettings',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      const { contactId, sendNotification } = readBody(req, ContactNotificationBody);
      const profile = changeable(res, id);
      contactOf(profile, contactId).sendNotification = sendNotification;
      answer(res, profile);
    }),
  );

  router.post(
    '/profile/:id/contact',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const id = readInput(IdParam, req.params.id, 'id');
      const body = readBody(req, ContactCreateBody);
      const profile = changeable(res, id);
      if (body.contactType === 'email' && !mayAddEmailContact(config))
        throw new ApiError(403, ErrorCode.emailContactNotAllowed, 'Adding e-mail addresses is not available', 'contactType');
      if (profile.contacts.filter((c) => c.contactType === body.contactType).length >= MAX_CONTACTS_PER_TYPE)
        throw badInput('contact', `at most ${MAX_CONTACTS_PER_TYPE} contacts of each type`);
      const { value, heldElsewhere } = freeValue(profile, body.contactType, body.contact);
      const sameType = profile.contacts.filter((c) => c.contactType === body.contactType);
      // A new default takes the place of the old one.
      const isDefault = body.isDefault;
      if (isDefault) for (const c of sameType) c.isDefault = false;
      const contactId = nextContactId(profile);
      profile.contacts.push({ _id: contactId, contactType: body.contactType, contact: value, label: body.label, isDefault, sendNotification: body.sendNotification });
      markHeld(profile, contactId, heldElsewhere);
      answer(res, profile, 201);
    }),
  );

  router.put(
    '/profile/:id/contact/:contactId',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { id, contactId } = readInput(ContactParams, req.params);
      const body = readBody(req, ContactUpdateBody);
      const profile = changeable(res, id);
      const contact = contactOf(profile, contactId);
      if (body.contact !== undefined) {
        const { value, heldElsewhere } = freeValue(profile, contact.contactType, body.contact, contactId);
        contact.contact = value;
        markHeld(profile, contactId, heldElsewhere);
      }
      if (body.label !== undefined) contact.label = body.label;
      if (body.sendNotification !== undefined) contact.sendNotification = body.sendNotification;
      if (body.isDefault) {
        for (const c of profile.contacts) if (c.contactType === contact.contactType) c.isDefault = c === contact;
      }
      answer(res, profile);
    }),
  );

  router.delete(
    '/profile/:id/contact/:contactId',
    requireSession(ctx.sessions),
    handle((req, res) => {
      const { id, contactId } = readInput(ContactParams, req.params);
      const profile = changeable(res, id);
      const contact = contactOf(profile, contactId);
      if (contact.isDefault) throw defaultRequired();
      profile.contacts = profile.contacts.filter((c) => c !== contact);
      markHeld(profile, contactId, false);
      answer(res, profile);
    }),
  );

  return router;
}

/** GET /auth/getExtenalPortalEndpoint (spec 2 §7, the spec's spelling) and the simulated external portal it names. */
export function externalPortalRoutes(ctx: SimContext): Router {
  const router = Router();
  router.get(
    '/getExtenalPortalEndpoint',
    requireSession(ctx.sessions),
    handle((req, res) => {
      res.json({ data: { url: `${originOf(req)}/api/auth/externalPortal` } });
    }),
  );
  // Open: a plain page a browser can land on (docs/simulator.md "External portal").
  router.get(
    '/externalPortal',
    handle((_req, res) => {
      res
        .type('html')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>External portal</title></head><body><h1>External portal</h1><p>The simulated external portal of this Homeport build.</p></body></html>',
        );
    }),
  );
  return router;
}
