/**
 * How many wrong guesses each guessing door allows, per what, and for how
 * long (docs/decisions.md "Guessing doors"). Every figure lives here.
 *
 * A subject gets `maxFailures` wrong guesses within `windowMs`; the last of
 * them starts a lock of `lockMs`, doubled at each further lock while the
 * subject is remembered (up to `maxLockMs`). The count starts again after a
 * lock. A subject is forgotten `LOCK_MEMORY_MS` after its last lock ended,
 * or at once by a right guess (not for a client: see `clearsOnSuccess`).
 */
export interface GuessPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
}

/**
 * What a guess is counted against:
 * - `account`: a cloud login identity (lower-cased username, or the phone for OTP logins);
 * - `local`: the admin account of one gateway's local interface (its serial);
 * - `pin`: one gateway's PIN (its serial);
 * - `secureId`: one gateway's secure id, asked when it is assigned (its serial);
 * - `oauthClient`: an OAuth2 client's secret (its client_id);
 * - `client`: the remote address the guess came from, whatever the door.
 */
export type GuessKind = 'account' | 'local' | 'pin' | 'secureId' | 'oauthClient' | 'client';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** docs/contracts.md: five failures within 15 minutes lock for 60 s (then 2, 4, ... minutes, at most an hour). */
const ONE_SECRET: GuessPolicy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: MINUTE, maxLockMs: HOUR };

export const GUESS_LIMITS: Readonly<Record<GuessKind, GuessPolicy>> = {
  account: ONE_SECRET,
  local: ONE_SECRET,
  pin: ONE_SECRET,
  secureId: ONE_SECRET,
  oauthClient: ONE_SECRET,
  // One client spraying many subjects: 20 failures in 15 minutes lock it for 15 minutes (then 30, 60, ... at most 4 hours).
  client: { maxFailures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 4 * HOUR },
};

/** How long after its last lock ended a subject's lock level is remembered. */
export const LOCK_MEMORY_MS = 24 * HOUR;

/**
 * A right guess forgets the subject's failures, except for a client: an
 * attacker who owns one account must not wipe the count of their spraying
 * by logging into it between guesses.
 */
export const clearsOnSuccess = (kind: GuessKind): boolean => kind !== 'client';

/** The lock that the `level`-th lock in a row gets (level 1 is the first). */
export function lockMsFor(policy: GuessPolicy, level: number): number {
  return Math.min(policy.maxLockMs, policy.lockMs * 2 ** Math.max(0, Math.min(level, 31) - 1));
}
