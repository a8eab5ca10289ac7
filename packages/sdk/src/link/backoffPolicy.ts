/**
 * The figures of the reconnect back-off (docs/decisions.md "Reconnecting").
 * The defaults are what a portal uses; tests shrink them and inject `random`.
 */
export interface BackoffOptions {
  /** Delay before the first retry: the spec's reconnect period (spec 1 §9: 10 s). */
  baseMs: number;
  /** The delay doubles per failed attempt and stops growing here. */
  maxMs: number;
  /**
   * Share of the delay taken off at random, 0 to 1: a delay lies in
   * [(1 − jitter) · d, d]. Portals that lost the same broker then come back
   * spread out instead of all at once, and d stays a true maximum (the cap
   * holds and "next try in 8 s" never overstates the wait).
   */
  jitter: number;
  /** A number in [0, 1); Math.random unless a test injects its own. */
  random: () => number;
}

export const DEFAULT_BACKOFF: Omit<BackoffOptions, 'baseMs'> = { maxMs: 60_000, jitter: 0.2, random: Math.random };

/** One scheduled retry: its number since the link went down, and the wait before it. */
export interface Backoff {
  attempt: number;
  delayMs: number;
}

// 2 ** 30 times any base is past every sensible cap; stops 2 ** n reaching Infinity on a page left open for days.
const MAX_EXPONENT = 30;

/**
 * Exponential back-off with jitter for reconnect attempts: base, 2·base,
 * 4·base ... up to maxMs, each shortened by up to `jitter` at random. It has
 * no timer and no end: how long to wait is its only question (the link's
 * ReconnectTimer waits, RefusalLimit decides when to stop).
 */
export class BackoffPolicy {
  readonly #options: BackoffOptions;
  #attempt = 0;

  constructor(options: BackoffOptions) {
    this.#options = {
      ...options,
      baseMs: Math.max(1, options.baseMs),
      maxMs: Math.max(options.baseMs, options.maxMs),
      jitter: Math.min(1, Math.max(0, options.jitter)),
    };
  }

  /** Retries scheduled since the last reset (0 while connected). */
  get attempt(): number {
    return this.#attempt;
  }

  /** The next retry after a failed attempt or a lost connection. */
  next(): Backoff {
    this.#attempt += 1;
    const { baseMs, maxMs, jitter, random } = this.#options;
    const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(this.#attempt - 1, MAX_EXPONENT));
    // A random source outside [0, 1) must not stretch the delay past the ceiling.
    const draw = Math.min(1, Math.max(0, random()));
    return { attempt: this.#attempt, delayMs: Math.round(ceiling * (1 - jitter * draw)) };
  }

  /** A connection was accepted: the next loss starts again at baseMs. */
  reset(): void {
    this.#attempt = 0;
  }
}
