import { userByIdIndexed, userByUsernameIndexed } from '../store/cloudIndex';
import type { CloudState, UserRecord } from '../store/cloudState';

/** Account lookups shared by login, registration and the reset flows. */

export function userByUsername(state: CloudState, username: string): UserRecord | undefined {
  return userByUsernameIndexed(state, username.trim().toLowerCase());
}

/** The account with this (normalised) phone among its own contacts. */
export function userByPhone(state: CloudState, phone: string): UserRecord | undefined {
  return state.users.find((u) => ownContacts(u).some((c) => c.contactType === 'phone' && c.contact === phone));
}

/** The contacts that name this account: all but those added while another account held them (UserRecord.heldElsewhere). */
export function ownContacts(user: UserRecord): UserRecord['contacts'] {
  const held = user.heldElsewhere;
  return held === undefined || held.length === 0 ? user.contacts : user.contacts.filter((c) => c._id === undefined || !held.includes(c._id));
}

/** The account whose login e-mail, or one of whose own e-mail contacts, is `email` (lower-cased). */
export function userByEmail(state: CloudState, email: string): UserRecord | undefined {
  return userByUsername(state, email) ?? state.users.find((u) => ownContacts(u).some((c) => c.contactType === 'email' && c.contact.toLowerCase() === email));
}

export function userById(state: CloudState, id: string): UserRecord | undefined {
  return userByIdIndexed(state, id);
}

/** Absent means active: accounts seeded before activation existed. */
export function isActive(user: UserRecord): boolean {
  return user.active !== false;
}
