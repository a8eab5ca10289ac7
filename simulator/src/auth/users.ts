import { userByIdIndexed, userByUsernameIndexed } from '../store/cloudIndex';
import type { CloudState, UserRecord } from '../store/cloudState';

/** Account lookups shared by login, registration and the reset flows. */

export function userByUsername(state: CloudState, username: string): UserRecord | undefined {
  return userByUsernameIndexed(state, username.trim().toLowerCase());
}

/** The account with this (normalised) phone among its contacts. */
export function userByPhone(state: CloudState, phone: string): UserRecord | undefined {
  return state.users.find((u) => u.contacts.some((c) => c.contactType === 'phone' && c.contact === phone));
}

export function userById(state: CloudState, id: string): UserRecord | undefined {
  return userByIdIndexed(state, id);
}

/** Absent means active: accounts seeded before activation existed. */
export function isActive(user: UserRecord): boolean {
  return user.active !== false;
}
