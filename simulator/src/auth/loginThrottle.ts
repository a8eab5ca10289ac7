import type { CloudStore } from '../store/cloudStore';
import type { LoginAttemptRecord } from '../store/cloudState';

/** docs/contracts.md: five failed logins for one identity within 15 minutes lock it for 60 s. */
export const THROTTLE = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 60_000 } as const;

/** Failed logins per identity, in cloud.json so a restart does not unlock an attacker. */
export class LoginThrottle {
  constructor(
    private readonly cloud: CloudStore,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the identity may try again, or 0 when it is not locked. */
  retryAfterSeconds(identity: string): number {
    const lockedUntil = this.find(identity)?.lockedUntil ?? null;
    const left = lockedUntil === null ? 0 : lockedUntil - this.now();
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  recordFailure(identity: string): void {
    const now = this.now();
    const state = this.cloud.state;
    // Forget identities with no recent failure and no lock, so guessed names do not pile up.
    state.loginAttempts = state.loginAttempts.filter(
      (r) => r.id === identity || (r.lockedUntil ?? 0) > now || r.failures.some((t) => now - t < THROTTLE.windowMs),
    );
    let record = this.find(identity);
    if (!record) {
      record = { id: identity, failures: [], lockedUntil: null };
      state.loginAttempts.push(record);
    }
    record.failures = [...record.failures.filter((t) => now - t < THROTTLE.windowMs), now];
    if (record.failures.length >= THROTTLE.maxFailures) {
      // The lock restarts the count: after it, five more failures are needed.
      record.lockedUntil = now + THROTTLE.lockMs;
      record.failures = [];
    }
    this.cloud.commit();
  }

  clear(identity: string): void {
    const state = this.cloud.state;
    const before = state.loginAttempts.length;
    state.loginAttempts = state.loginAttempts.filter((r) => r.id !== identity);
    if (state.loginAttempts.length !== before) this.cloud.commit();
  }

  private find(identity: string): LoginAttemptRecord | undefined {
    return this.cloud.state.loginAttempts.find((r) => r.id === identity);
  }
}
