import type { Role } from './roles';

/**
 * A REST cell's answer: the HTTP status and, for a refusal, the code
 * (docs/contracts.md "REST": the errorCode of `[{errorCode, message}]`; the
 * OAuth2 token endpoint's RFC 6749 `error`). A status below 400 means the
 * call was let through; a refused write must change nothing.
 */
export interface Outcome {
  status: number;
  code?: string;
}

export const allowed = (status = 200): Outcome => ({ status });
export const refused = (status: number, code?: string): Outcome => (code === undefined ? { status } : { status, code });
export const isAllowed = (outcome: Outcome): boolean => outcome.status < 400;
export const outcomeLabel = (outcome: Outcome): string => (outcome.code === undefined ? `${outcome.status}` : `${outcome.status} ${outcome.code}`);

export const OK = allowed(200);
/** docs/contracts.md: no, unknown, revoked or expired session (spec 1 §8 toast 00003). */
export const NO_SESSION = refused(401, '00003');
/** docs/contracts.md: role does not allow it (spec 1 §6). */
export const ROLE_REFUSED = refused(403, '000403');
/** spec 1 §8: a gateway not owned by, linked to or supported by the caller. */
export const NOT_YOURS = refused(403, 'UDM_NOT_YOUR_DEVICE');
/** spec 1 §6, spec 2 §6: admins cannot open camera streams. */
export const NO_CAMERA = refused(403, 'ACCESS_DENIED_CAMERA');
/** DESIGN.md "Access control": the QA routes answer only the token holder. */
export const NO_CONTROL_TOKEN = refused(401, '000401');

/** The roles that hold a cloud session, in the grid's column order. */
export type SessionRole = 'owner' | 'linked' | 'stranger' | 'viewer' | 'support' | 'supportConnected';

/** The same answer for every role: an open route ignores who calls. */
export const everyone = (outcome: Outcome): Record<Role, Outcome> => ({
  anon: outcome,
  owner: outcome,
  linked: outcome,
  stranger: outcome,
  viewer: outcome,
  support: outcome,
  supportConnected: outcome,
  qa: outcome,
  local: outcome,
});

/** A session route: without a cloud session (anon, the QA token, a LAN session) 401 00003. */
export const withSession = (signedIn: Record<SessionRole, Outcome>): Record<Role, Outcome> => ({
  anon: NO_SESSION,
  qa: NO_SESSION,
  local: NO_SESSION,
  ...signedIn,
});

/** Anyone signed in, about their own data. */
export const ownData = (outcome: Outcome = OK) => withSession({ owner: outcome, linked: outcome, stranger: outcome, viewer: outcome, support: outcome, supportConnected: outcome });

/** spec 1 §6: the gateway's own users and every admin may read it; anyone else UDM_NOT_YOUR_DEVICE. */
export const gatewayRead = withSession({ owner: OK, linked: OK, stranger: NOT_YOURS, viewer: OK, support: OK, supportConnected: OK });

/** spec 1 §6: write access is the gateway's users' and admin-support's; the read-only admin 000403. */
export const gatewayWrite = withSession({ owner: OK, linked: OK, stranger: NOT_YOURS, viewer: ROLE_REFUSED, support: OK, supportConnected: OK });

/** spec 1 §6, §8, spec 3 §6: only the owner renames or unassigns; anyone else, admins included, UDM_NOT_YOUR_DEVICE. */
export const ownerOnly = withSession({ owner: OK, linked: NOT_YOURS, stranger: NOT_YOURS, viewer: NOT_YOURS, support: NOT_YOURS, supportConnected: NOT_YOURS });

/** spec 1 §6 admin-only: any admin, subrole or not; users 000403. */
export const adminOnly = withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: OK, support: OK, supportConnected: OK });

/** A list or record of demo's: demo and admins read it; any other user 000403. */
export const namingDemo = withSession({ owner: OK, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: OK, support: OK, supportConnected: OK });

/** The QA back door: the token holder only; everyone else 401 000401 (DESIGN.md "Access control"). */
export const control = (withToken: Outcome = OK): Record<Role, Outcome> => ({ ...everyone(NO_CONTROL_TOKEN), qa: withToken });

/** The LAN interface: its own local session only; a cloud session grants nothing there (401 00003). */
export const localOnly = (withLocalSession: Outcome = OK): Record<Role, Outcome> => ({ ...everyone(NO_SESSION), local: withLocalSession });
