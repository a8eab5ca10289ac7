import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { defaultGatewaySerial, isAdmin, type Gateway, type GatewayLink, type Session, type UserDetails } from '@homeport/sdk';
import type { LoginMessage } from '../binding/loginMessage';
import { queryKeys } from './queryKeys';
import { cachedAtom } from './serverState';

// Browser storage keys (spec 1 §9: the admin's chosen gateway lives in storage).
const storage = createJSONStorage<Session | null>(() => localStorage);
const serialStorage = createJSONStorage<string | null>(() => localStorage);

/** The signed-in session; kept across reloads. */
export const sessionAtom = atomWithStorage<Session | null>('homeport.session', null, storage, { getOnInit: true });

/**
 * The page a signed-out person asked for (a link in an alarm e-mail, a
 * bookmark): kept while they sign in, in this tab only (it outlives the
 * login page's reload and a single sign-on round trip), and gone once used.
 */
export const signInReturnAtom = atomWithStorage<string | null>(
  'homeport.returnTo',
  null,
  createJSONStorage<string | null>(() => sessionStorage),
  { getOnInit: true },
);

/**
 * The last page the signed-in user had open, for the next sign-in on this
 * browser (spec 1 §2.6 "the last known state"; docs/decisions.md "Where
 * sign-in lands"). Kept with the user's id: another account signing in here
 * does not inherit it.
 */
export const lastPageAtom = atomWithStorage<{ userId: string; path: string } | null>(
  'homeport.lastPage',
  null,
  createJSONStorage<{ userId: string; path: string } | null>(() => localStorage),
  { getOnInit: true },
);

/**
 * Where the sign-in that just happened sends the user: the sign-in page,
 * still on screen for a moment with a session, sends them to the same place
 * (services/guards.tsx RedirectIfSignedIn) rather than to a default of its own.
 */
export const signInLandingAtom = atom<string | null>(null);

/** The gateway chosen by hand (admin choice, or a user's pick among theirs). */
export const chosenSerialAtom = atomWithStorage<string | null>('homeport.gateway', null, serialStorage, { getOnInit: true });

/** The signed-in user's profile, from the server-state cache (read by app/Runtime.tsx); null until loaded. */
export const userAtom = cachedAtom<UserDetails>((get) => {
  const session = get(sessionAtom);
  return session ? queryKeys.user(session.userId) : null;
});

/** The serial of the current gateway: the chosen one, else the user's first (spec 1 §2.6); admins have none until they choose. */
export const currentSerialAtom = atom((get): string | null => {
  const user = get(userAtom);
  const chosen = get(chosenSerialAtom);
  if (!user) return null;
  if (isAdmin(user)) return chosen;
  return chosen && user.devices.includes(chosen) ? chosen : defaultGatewaySerial(user);
});

/** The current gateway's cloud record, from the cache (read by app/Runtime.tsx); null while none is chosen or loaded. */
export const gatewayAtom = cachedAtom<Gateway>((get) => {
  const serial = get(currentSerialAtom);
  return serial ? queryKeys.gateway(serial) : null;
});

export const linkAtom = atom<GatewayLink | null>(null);

/**
 * What the frame tells about the real-time link (docs/decisions.md
 * "Reconnecting"), kept by services/linkStatus.ts from the link's state events:
 * - `up`: connecting for the first time, or connected: nothing to show.
 * - `down`: lost or not reached; `attempt` and `nextAttemptAt` are the sdk's
 *   LinkRetry (nextAttemptAt null while the attempt runs); `wasConnected`
 *   says whether this link ever had a connection ("lost" or "cannot reach").
 * - `closed`: the broker refused five connects in a row: only a new link helps.
 */
export type LinkStatus = { kind: 'up' } | { kind: 'down'; attempt: number; nextAttemptAt: number | null; wasConnected: boolean } | { kind: 'closed' };
export const linkStatusAtom = atom<LinkStatus>({ kind: 'up' });

/** Bumped to replace a closed link with a new one (the frame's Reconnect button). */
export const linkRenewAtom = atom(0);

/** spec 1 §2.6: a blocking state (offline, firmware, lock…) remembers the page to return to. */
export const offlineReturnAtom = atom<string | null>(null);

/**
 * The current gateway's locks, as its checks and events tell them (spec 1
 * §4.2): PIN lock, and privilege mode with whether this client holds it.
 * From the cache (read by app/gatewayStateRedirect.ts); null until the
 * checks have answered for this gateway.
 */
export interface GatewayLocks {
  serial: string;
  pinLocked: boolean;
  privileged: { active: boolean; ownedByMe: boolean };
}
export const gatewayLocksAtom = cachedAtom<GatewayLocks>((get) => {
  const serial = get(gatewayAtom)?.serialNumber;
  return serial ? queryKeys.gatewayLocks(serial) : null;
});

/** spec 1 §2.6: the current gateway left the user's account (gateway_removed); kept until the user moves on. */
export const gatewayRemovedAtom = atom<{ serialNumber: string; name: string } | null>(null);

export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'error';
}
export const toastsAtom = atom<Toast[]>([]);

/**
 * Why the session ended without the user asking (spec 1 §4.1, §4.4, §8):
 * - `expired`: REST 00003, a refused MQTT connect, or `client_expire_session`: toast 00003, login.
 * - `forced`: REST 000622 (ended by an administrator): login with the 000622 message.
 * - `otherSession`: `logout_user` for this session: login with LOGGED_OUT_BY_OTHER_USER.
 * - `accountDeleted`: `admin_deleted_your_account`: login with its message.
 * - `forbidden`: HTTP 403 000403: the link ends, stored credentials go, login.
 * Set by the REST client's error hook and the account events; Runtime acts on it once.
 */
export type SessionEndReason = 'expired' | 'forced' | 'otherSession' | 'accountDeleted' | 'forbidden';
export const sessionEndAtom = atom<{ reason: SessionEndReason; seq: number } | null>(null);

/**
 * The message the login page shows after the session ended (binding/loginMessage.ts).
 * An atom rather than router state because the guards' own redirect to
 * /login may land after the sign-out's; cleared by the next sign-in.
 */
export const loginMessageAtom = atom<LoginMessage | null>(null);

/**
 * The OTP authorization of this session (spec 1 §2.6): until when the
 * important routes are open. Kept in the browser with the session it belongs
 * to, so a reload or a second tab of the same session does not ask again
 * while the server's authorization lasts (docs/decisions.md "OTP
 * authorization"); a new session starts without one.
 */
export const otpAuthorizationAtom = atomWithStorage<{ sessionId: string; until: number } | null>(
  'homeport.otpAuthorization',
  null,
  createJSONStorage<{ sessionId: string; until: number } | null>(() => localStorage),
  { getOnInit: true },
);
