import { expect } from 'vitest';
import type { Contact } from '@homeport/sdk';
import { demoAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { everyone, OK, ownData, refused, ROLE_REFUSED, withSession } from './outcomes';
import type { RestRow } from './restRow';
import { isSignedIn, ROLES, type Role } from './roles';

/**
 * The access matrix rows of user settings (docs/contracts.md "User
 * settings"); REST_ROWS takes them in. Everyone signed in changes their own
 * profile; another's only an admin-support account may change (sdk
 * mayChangeAccount), like a read of it is open to admins.
 */

const DEMO = demoAccount.userId;
const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });
const put = (path: string, body: unknown = {}): HttpRequest => ({ method: 'PUT', path, body });

const ownUserId = (fx: MatrixFixture, role: Role): string => (isSignedIn(role) ? fx.userId(role) : DEMO);

interface UserRow {
  contacts: Contact[];
  receiveAnnouncementsBy?: Array<{ contactType: string; sendAnnouncements: boolean }>;
}
const userRow = (fx: MatrixFixture, id: string) => fx.qaOk<UserRow>('GET', `/__db/users/${id}`);
const patchUser = async (fx: MatrixFixture, id: string, patch: Partial<UserRow>) => {
  await fx.qaOk('PATCH', `/__db/users/${id}`, patch);
};
/** The contact ids the simulator gives seeded contacts in list order (cloud/userContacts.ts). */
const contactId = (userId: string, n: number) => `${userId}-c${n}`;
/** A phone number of this role's own, so no two cells collide. */
const phoneOf = (role: Role) => `+9198765${String(90 + ROLES.indexOf(role)).padStart(5, '0')}`;

/** Another user's profile: its owner and admin-support accounts may change it (sdk mayChangeAccount). */
const changingDemo = withSession({ owner: OK, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: OK, supportConnected: OK });

const contactsOf = async (fx: MatrixFixture, id: string) => (await userRow(fx, id)).contacts;

export const USER_SETTINGS_ROWS: RestRow[] = [
  row<UserRow['receiveAnnouncementsBy']>({
    service: 'crm',
    method: 'PUT',
    route: '/api/crm/profile/:id',
    variant: 'own',
    why: 'docs/contracts.md "User settings": own profile (announcement opt-in)',
    expect: ownData(),
    request: (fx, role) => put(`/api/crm/profile/${ownUserId(fx, role)}`, { receiveAnnouncementsBy: [{ contactType: 'whatsapp', sendAnnouncements: true }] }),
    observe: async (fx, role) => (await userRow(fx, ownUserId(fx, role))).receiveAnnouncementsBy ?? [],
    effect: (after) => expect(after).toContainEqual({ contactType: 'whatsapp', sendAnnouncements: true }),
    restore: (fx, role, before) => patchUser(fx, ownUserId(fx, role), { receiveAnnouncementsBy: before ?? [] }),
  }),
  row<UserRow['receiveAnnouncementsBy']>({
    service: 'crm',
    method: 'PUT',
    route: '/api/crm/profile/:id',
    variant: 'naming demo',
    why: 'docs/contracts.md "User settings": own; admin-support any (sdk mayChangeAccount)',
    expect: changingDemo,
    request: () => put(`/api/crm/profile/${DEMO}`, { receiveAnnouncementsBy: [{ contactType: 'pushMobile', sendAnnouncements: true }] }),
    observe: async (fx) => (await userRow(fx, DEMO)).receiveAnnouncementsBy ?? [],
    effect: (after) => expect(after).toContainEqual({ contactType: 'pushMobile', sendAnnouncements: true }),
    restore: (fx, _role, before) => patchUser(fx, DEMO, { receiveAnnouncementsBy: before ?? [] }),
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/profile/setLangUser',
    why: 'docs/contracts.md "User settings": the caller’s own language; an unsupported one is 400 000400',
    expect: ownData(refused(400, '000400')),
    request: () => post('/api/crm/profile/setLangUser', { language: 'xx_XX' }),
  }),
  row<Contact[]>({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/profile/:id/contact',
    variant: 'own',
    why: 'docs/contracts.md "User settings": own profile; a phone of nobody else',
    expect: { ...ownData({ status: 201 }) },
    request: (fx, role) => post(`/api/crm/profile/${ownUserId(fx, role)}/contact`, { contactType: 'phone', contact: phoneOf(role) }),
    observe: (fx, role) => contactsOf(fx, ownUserId(fx, role)),
    effect: (after, before, _fx, role) => expect(after.map((c) => c.contact)).toEqual([...before.map((c) => c.contact), phoneOf(role)]),
    restore: (fx, role, before) => patchUser(fx, ownUserId(fx, role), { contacts: before }),
  }),
  row<Contact[]>({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/profile/:id/contact',
    variant: 'naming demo',
    why: 'docs/contracts.md "User settings": another user’s contacts are refused 403 000403 (admin-support may)',
    expect: { ...changingDemo, owner: { status: 201 }, support: { status: 201 }, supportConnected: { status: 201 } },
    request: (_fx, role) => post(`/api/crm/profile/${DEMO}/contact`, { contactType: 'phone', contact: phoneOf(role) }),
    observe: (fx) => contactsOf(fx, DEMO),
    effect: (after, before) => expect(after).toHaveLength(before.length + 1),
    restore: (fx, _role, before) => patchUser(fx, DEMO, { contacts: before }),
  }),
  row<Contact[]>({
    service: 'crm',
    method: 'PUT',
    route: '/api/crm/profile/:id/contact/:contactId',
    why: 'docs/contracts.md "User settings": own profile (a label)',
    expect: ownData(),
    request: (fx, role) => put(`/api/crm/profile/${ownUserId(fx, role)}/contact/${contactId(ownUserId(fx, role), 1)}`, { label: 'Matrix' }),
    observe: (fx, role) => contactsOf(fx, ownUserId(fx, role)),
    effect: (after) => expect(after[0]?.label).toBe('Matrix'),
    restore: (fx, role, before) => patchUser(fx, ownUserId(fx, role), { contacts: before }),
  }),
  row<Contact[]>({
    service: 'crm',
    method: 'DELETE',
    route: '/api/crm/profile/:id/contact/:contactId',
    why: 'docs/contracts.md "User settings": another user’s contact is refused 403 000403 (admin-support may)',
    expect: changingDemo,
    prepare: async (fx) => {
      const contacts = await contactsOf(fx, DEMO);
      await patchUser(fx, DEMO, {
        contacts: [...contacts.filter((c) => c._id !== `${DEMO}-matrix`), { _id: `${DEMO}-matrix`, contactType: 'phone', contact: '+919876599999', isDefault: false }],
      });
    },
    request: () => ({ method: 'DELETE', path: `/api/crm/profile/${DEMO}/contact/${DEMO}-matrix` }),
    observe: (fx) => contactsOf(fx, DEMO),
    effect: (after) => expect(after.some((c) => c._id === `${DEMO}-matrix`)).toBe(false),
    restore: async (fx) => patchUser(fx, DEMO, { contacts: (await contactsOf(fx, DEMO)).filter((c) => c._id !== `${DEMO}-matrix`) }),
  }),
  row<Contact[]>({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/profile/:id/contact/notificationSettings',
    why: 'docs/contracts.md "User settings": own profile (the notification toggle)',
    expect: ownData(),
    request: (fx, role) => post(`/api/crm/profile/${ownUserId(fx, role)}/contact/notificationSettings`, { contactId: contactId(ownUserId(fx, role), 1), sendNotification: false }),
    observe: (fx, role) => contactsOf(fx, ownUserId(fx, role)),
    effect: (after) => expect(after[0]?.sendNotification).toBe(false),
    restore: (fx, role, before) => patchUser(fx, ownUserId(fx, role), { contacts: before }),
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/getExtenalPortalEndpoint',
    why: 'spec 2 §7 EXTERNAL_PORTAL: signed in',
    expect: ownData(),
    request: () => ({ method: 'GET', path: '/api/auth/getExtenalPortalEndpoint' }),
  }),
  row({
    service: 'auth',
    method: 'GET',
    route: '/api/auth/externalPortal',
    why: 'docs/simulator.md "External portal": the simulated page the link opens; open',
    expect: everyone(OK),
    request: () => ({ method: 'GET', path: '/api/auth/externalPortal' }),
  }),
];
