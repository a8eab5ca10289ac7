import { sessionRefOf } from './sessionRef';

/**
 * Events on a user's own topic `{product}/{userId}/usr/{userId}/evt`
 * (docs/contracts.md "Sessions of one user"). `logout_user` and
 * `client_expire_session` concern one session: a client acts on them only
 * when `data.sessionRef` is its own. Events name sessions by their ref,
 * never by their id (model/sessionRef.ts).
 */
export const AccountEvent = {
  login: 'login_user',
  logout: 'logout_user',
  expired: 'client_expire_session',
  accountDeleted: 'admin_deleted_your_account',
  gatewayRemoved: 'gateway_removed',
} as const;
export type AccountEventName = (typeof AccountEvent)[keyof typeof AccountEvent];

/** spec 3 §8: the reason, and message key, of a logout by another session of the same user. */
export const LOGGED_OUT_BY_OTHER_USER = 'LOGGED_OUT_BY_OTHER_USER';

export type AccountEventAction =
  | { kind: 'sessionEnded'; reason: 'otherSession' | 'expired' | 'accountDeleted' }
  | { kind: 'gatewayRemoved'; serialNumber: string }
  | { kind: 'none' };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What one account event means for the session `sessionId` of `userId`.
 * Payloads are checked field by field; a malformed or foreign one means nothing.
 */
export function accountEventAction(event: { name: string; data: unknown }, session: { userId: string; sessionId: string }): AccountEventAction {
  const { data } = event;
  if (!isObject(data)) return { kind: 'none' };
  const ref = sessionRefOf(session.sessionId);
  const mine = ref !== null && data.sessionRef === ref && data.userId === session.userId;
  switch (event.name) {
    case AccountEvent.logout:
      return mine ? { kind: 'sessionEnded', reason: 'otherSession' } : { kind: 'none' };
    case AccountEvent.expired:
      return mine ? { kind: 'sessionEnded', reason: 'expired' } : { kind: 'none' };
    case AccountEvent.accountDeleted:
      return data.userId === session.userId ? { kind: 'sessionEnded', reason: 'accountDeleted' } : { kind: 'none' };
    case AccountEvent.gatewayRemoved:
      return typeof data.serialNumber === 'string' && data.serialNumber ? { kind: 'gatewayRemoved', serialNumber: data.serialNumber } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
