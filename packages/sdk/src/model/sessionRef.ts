/**
 * A session id is `{ref}.{secret}` (the selector/validator split): the ref
 * names the session in lists, events and the logoutOne call; the secret
 * never leaves the login answer that created it. Knowing a ref gives no way
 * to act as its session, so refs may be shown and passed around; a client
 * finds its own ref in its id without asking anyone.
 */
export const SESSION_REF_SEPARATOR = '.';

/** The public ref of a session id, or null when the id is not of the `{ref}.{secret}` form. */
export function sessionRefOf(sessionId: string): string | null {
  const at = sessionId.indexOf(SESSION_REF_SEPARATOR);
  if (at <= 0 || at === sessionId.length - 1 || sessionId.indexOf(SESSION_REF_SEPARATOR, at + 1) !== -1) return null;
  return sessionId.slice(0, at);
}

/** The secret half of a session id (null when the id is not of the `{ref}.{secret}` form). */
export function sessionSecretOf(sessionId: string): string | null {
  const ref = sessionRefOf(sessionId);
  return ref === null ? null : sessionId.slice(ref.length + 1);
}
