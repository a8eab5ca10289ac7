import type { CloudStore } from '../store/cloudStore';
import type { LoginAttemptRecord } from '../store/cloudState';
import { clearsOnSuccess, GUESS_LIMITS, LOCK_MEMORY_MS, lockMsFor, type GuessKind } from './guessLimits';

/** Retry-After of a guess refused only because the last slots are being checked (not locked yet). */
const IN_FLIGHT_WAIT_MS = 1000;

/** What one guess is counted against (guessLimits.ts names the kinds). */
export interface GuessSubject {
  kind: GuessKind;
  id: string;
}

/** The record id of a subject in cloud.json's `loginAttempts`. */
export const guessKey = (subject: GuessSubject): string => `${subject.kind}:${subject.id}`;

/** The kind of a record id, or null for an id of no known kind (a folder older than the kinds). */
export const kindOf = (key: string): GuessKind | null => {
  const colon = key.indexOf(':');
  const kind = colon > 0 ? key.slice(0, colon) : '';
  return Object.hasOwn(GUESS_LIMITS, kind) ? (kind as GuessKind) : null;
};

/** A reserved guess: exactly one of failed, succeeded or release takes effect (the first one called). */
export interface GuessAttempt {
  /** The guess was wrong: counted against every subject, maybe starting a lock; written before the answer. */
  failed(): void;
  /** The guess was right: the subjects that clear on success are forgotten. */
  succeeded(): void;
  /** No guess was judged (an unexpected error, nothing to check against): the slot is given back uncounted. */
  release(): void;
  /**
   * Runs the check and settles with its verdict (a truthy result is a right
   * guess) and answers the result; an error releases the slot and is rethrown.
   */
  verify<T>(check: () => T | Promise<T>): Promise<T>;
}

export type GuessReservation = { ok: true; attempt: GuessAttempt } | { ok: false; retryAfterSeconds: number };

/**
 * Wrong guesses per subject (docs/decisions.md "Guessing doors"), kept in
 * cloud.json so that a restart does not unlock an attacker.
 *
 * A guess reserves its slot synchronously in `begin`, before any secret is
 * checked (the checks await scrypt): guesses still being checked count as
 * failures already, so however many arrive at once, at most `maxFailures`
 * of them are ever checked per lock. Reservations live in memory only: a
 * guess in flight when the process dies was never answered either.
 */
export class GuessThrottle {
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly cloud: CloudStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reserves one guess against every subject, or answers how long to wait; a refusal changes nothing. */
  begin(subjects: readonly GuessSubject[]): GuessReservation {
    const now = this.now();
    const unique = [...new Map(subjects.map((s) => [guessKey(s), s])).values()];
    const waitMs = Math.max(0, ...unique.map((s) => this.waitMs(s, now)));
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    for (const subject of unique) this.inFlight.set(guessKey(subject), (this.inFlight.get(guessKey(subject)) ?? 0) + 1);

    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      for (const subject of unique) {
        const key = guessKey(subject);
        const left = (this.inFlight.get(key) ?? 1) - 1;
        if (left > 0) this.inFlight.set(key, left);
        else this.inFlight.delete(key);
      }
      outcome();
    };
    const attempt: GuessAttempt = {
      failed: () => settle(() => this.recordFailure(unique)),
      succeeded: () => settle(() => this.forget(unique.filter((s) => clearsOnSuccess(s.kind)))),
      release: () => settle(() => undefined),
      async verify<T>(check: () => T | Promise<T>): Promise<T> {
        let result: T;
        try {
          result = await check();
        } catch (error) {
          attempt.release();
          throw error;
        }
        if (result) attempt.succeeded();
        else attempt.failed();
        return result;
      },
    };
    return { ok: true, attempt };
  }

  /** Forgets a subject's failures and lock (a password reset lifts the account's lock). */
  clear(subject: GuessSubject): void {
    this.forget([subject]);
  }

  /** 0 when the subject may guess now; else how long until it may. */
  private waitMs(subject: GuessSubject, now: number): number {
    const policy = GUESS_LIMITS[subject.kind];
    const record = this.find(guessKey(subject));
    if (record?.lockedUntil != null && record.lockedUntil > now) return record.lockedUntil - now;
    const recent = record ? record.failures.filter((t) => now - t < policy.windowMs).length : 0;
    if (recent + (this.inFlight.get(guessKey(subject)) ?? 0) < policy.maxFailures) return 0;
    // The last slots belong to guesses still being checked, which settle within milliseconds:
    // a second from now the subject is either free again or locked (and then says for how long).
    return IN_FLIGHT_WAIT_MS;
  }

  private recordFailure(subjects: readonly GuessSubject[]): void {
    const now = this.now();
    const state = this.cloud.state;
    const touched = new Set(subjects.map(guessKey));
    // Forget subjects with nothing left to remember, so guessed names do not pile up.
    state.loginAttempts = state.loginAttempts.filter((r) => touched.has(r.id) || remembered(r, now));
    for (const subject of subjects) {
      const policy = GUESS_LIMITS[subject.kind];
      const key = guessKey(subject);
      let record = this.find(key);
      if (!record) {
        record = { id: key, failures: [], lockedUntil: null, locks: 0 };
        state.loginAttempts.push(record);
      }
      record.failures = [...record.failures.filter((t) => now - t < policy.windowMs), now];
      if (record.failures.length >= policy.maxFailures) {
        // The lock restarts the count, and the next lock lasts twice as long.
        record.locks = (record.locks ?? 0) + 1;
        record.lockedUntil = now + lockMsFor(policy, record.locks);
        record.failures = [];
      }
    }
    // The wrong-guess counts changed, and with them a code's attempt count (its callers': the tokens):
    // their two logs, not the whole cloud with its fleet (store/cloudParts.ts).
    this.cloud.commitPart('loginAttempts');
    this.cloud.commitPart('tokens');
  }

  private forget(subjects: readonly GuessSubject[]): void {
    const keys = new Set(subjects.map(guessKey));
    if (keys.size === 0) return;
    const state = this.cloud.state;
    const before = state.loginAttempts.length;
    state.loginAttempts = state.loginAttempts.filter((r) => !keys.has(r.id));
    if (state.loginAttempts.length !== before) this.cloud.commitPart('loginAttempts');
  }

  private find(key: string): LoginAttemptRecord | undefined {
    return this.cloud.state.loginAttempts.find((r) => r.id === key);
  }
}

/** Whether a record still matters: locked, recent failures, or a lock level within its memory. */
function remembered(record: LoginAttemptRecord, now: number): boolean {
  const kind = kindOf(record.id);
  if (!kind) return false;
  const lockedUntil = record.lockedUntil ?? 0;
  if (lockedUntil > now) return true;
  if (record.failures.some((t) => now - t < GUESS_LIMITS[kind].windowMs)) return true;
  return (record.locks ?? 0) > 0 && now - lockedUntil < LOCK_MEMORY_MS;
}
