import { AccountEventSchema } from '../wire/events';
import { parseWire } from '../wire/parseWire';
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
  { kind: 'sessionEnded'; reason: 'otherSession' | 'expired' | 'accountDeleted' } | { kind: 'gatewayRemoved'; serialNumber: string } | { kind: 'none' };

const ACCOUNT_EVENT_NAMES: readonly string[] = Object.values(AccountEvent);

/**
 * What one account event means for the session `sessionId` of `userId`.
 * Payloads are checked against wire/events.ts; a malformed one is dropped
 * with a warning and, like a foreign one, means nothing.
 */
export function accountEventAction(event: { name: string; data: unknown }, session: { userId: string; sessionId: string }): AccountEventAction {
  if (!ACCOUNT_EVENT_NAMES.includes(event.name) || event.name === AccountEvent.login) return { kind: 'none' };
  const parsed = parseWire(AccountEventSchema, event);
  if (!parsed.ok) {
    console.warn(`[homeport/sdk] dropped a malformed ${event.name} event (${parsed.message})`);
    return { kind: 'none' };
  }
  const message = parsed.value;
  switch (message.name) {
    case 'logout_user':
    case 'client_expire_session': {
      const ref = sessionRefOf(session.sessionId);
      const mine = ref !== null && message.data.sessionRef === ref && message.data.userId === session.userId;
      if (!mine) return { kind: 'none' };
      return { kind: 'sessionEnded', reason: message.name === 'logout_user' ? 'otherSession' : 'expired' };
    }
    case 'admin_deleted_your_account':
      return message.data.userId === session.userId ? { kind: 'sessionEnded', reason: 'accountDeleted' } : { kind: 'none' };
    case 'gateway_removed':
      return { kind: 'gatewayRemoved', serialNumber: message.data.serialNumber };
  }
}
