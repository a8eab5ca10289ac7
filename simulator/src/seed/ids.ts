/** Deterministic identifiers and times of the seed. */

/** All seeded timestamps count back from here, never from the clock. */
export const SEED_EPOCH = Date.UTC(2026, 0, 1);
export const DAY_MS = 86_400_000;

/** Mongo-like 24-hex user ids (the spec's users carry both id and _id). */
export function userIdOf(n: number): string {
  return `64a0${n.toString(16).padStart(20, '0')}`;
}

/** HP1000000001, HP1000000002, ... */
export function serialOf(n: number): string {
  return `HP${(1_000_000_000 + n).toString()}`;
}
