import { AccountEvent, LOGGED_OUT_BY_OTHER_USER, topics } from '@homeport/sdk';
import type { SimContext } from '../context';
import type { RevokeReason, SessionRecord } from '../store/cloudState';

/**
 * A session's MQTT clients are disconnected this long after the notice that
 * ends it, so the notice reaches them first (a qos 0 publish is on the wire
 * when publishAsync resolves, not yet delivered by the broker).
 */
export const DISCONNECT_GRACE_MS = 250;

/** spec 1 §4.1 session event names, on `{product}/{userId}/usr/{userId}/evt`: the sdk's, so both sides agree. */
export const UserEvent = AccountEvent;
export { LOGGED_OUT_BY_OTHER_USER };

export interface UserNotice {
  userId: string;
  name: string;
  data: unknown;
}

export async function notifyUser(ctx: SimContext, notice: UserNotice): Promise<void> {
  await ctx.bus.publishEvent(topics.userEvents(ctx.product, notice.userId), notice.name, notice.data);
}

/**
 * Ends sessions and writes them, publishes the notices, then disconnects
 * the sessions' MQTT clients: at once when nobody is told, else after the
 * grace. `write` says what else the caller changed in memory: 'cloud' (the
 * default) writes the whole cloud with the sessions, one write; 'sessions'
 * appends the ended sessions alone (store/cloudParts.ts), for a caller that
 * changed nothing else.
 */
export async function endSessions(
  ctx: SimContext,
  sessions: SessionRecord[],
  reason: RevokeReason,
  notices: UserNotice[] = [],
  write: 'cloud' | 'sessions' = 'cloud',
): Promise<void> {
  ctx.sessions.revokeMany(sessions, reason, write === 'sessions');
  if (write === 'cloud') ctx.cloud.commit();
  for (const notice of notices) await notifyUser(ctx, notice);
  const disconnect = () => {
    for (const session of sessions) ctx.clients.disconnectSession(session.id);
  };
  if (notices.length === 0) {
    disconnect();
    return;
  }
  setTimeout(disconnect, DISCONNECT_GRACE_MS).unref();
}

/** logout_user for each session ended by another session of the same user (spec 1 §4.1). */
export function loggedOutByOther(sessions: SessionRecord[]): UserNotice[] {
  return sessions.map((s) => ({ userId: s.userId, name: UserEvent.logout, data: { userId: s.userId, sessionRef: s.id, reason: LOGGED_OUT_BY_OTHER_USER } }));
}

/** client_expire_session for each session that passed its limit (spec 1 §4.1). */
export function expiredNotices(sessions: SessionRecord[]): UserNotice[] {
  return sessions.map((s) => ({ userId: s.userId, name: UserEvent.expired, data: { userId: s.userId, sessionRef: s.id } }));
}
