import type { Sessions } from '../auth/sessions';
import type { SessionRecord } from '../store/cloudState';
import { DISCONNECT_GRACE_MS } from '../cloud/userNotices';
import type { ClientRegistry } from './clientRegistry';

/** docs/contracts.md: connected sessions are checked every 30 s. */
export const SESSION_SWEEP_MS = 30_000;

/**
 * Disconnects MQTT clients whose session has ended while they were
 * connected: revocation disconnects at once elsewhere; a session that passed
 * its idle or absolute limit is handed to `onExpired` (which tells the user,
 * client_expire_session, and disconnects); a revoked one is left to the
 * notice's grace (DISCONNECT_GRACE_MS) first. Publishes and subscribes check
 * the session on every packet too.
 */
export function startSessionSweep(sessions: Sessions, registry: ClientRegistry, onExpired: (expired: SessionRecord[]) => void, intervalMs = SESSION_SWEEP_MS): { stop(): void } {
  const timer = setInterval(() => {
    const expired: SessionRecord[] = [];
    for (const ref of registry.sessionRefs()) {
      const check = sessions.checkRef(ref);
      if (check.status === 'live') continue;
      if (check.status === 'unknown') registry.disconnectSession(ref);
      else if (sessions.expiredByTime(check.session)) expired.push(check.session);
      // A revoked session's clients are disconnected by endSessions once its notice had its grace;
      // cutting them sooner would drop that notice (client_expire_session, logout_user). This is the backstop.
      else if (sessions.revokedLongerThan(check.session, DISCONNECT_GRACE_MS)) registry.disconnectSession(ref);
    }
    if (expired.length > 0) onExpired(expired);
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
