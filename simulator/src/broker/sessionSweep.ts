import type { Sessions } from '../auth/sessions';
import type { ClientRegistry } from './clientRegistry';

/**
 * Disconnects MQTT clients whose session has ended (idle or absolute limit)
 * while they were connected; revocation disconnects at once, expiry within
 * one sweep. Publishes and subscribes check the session on every packet too.
 */
export function startSessionSweep(sessions: Sessions, registry: ClientRegistry, intervalMs = 30_000): { stop(): void } {
  const timer = setInterval(() => {
    for (const sessionId of registry.sessionIds()) {
      if (sessions.check(sessionId).status !== 'live') registry.disconnectSession(sessionId);
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
