/** spec 2 §4: after a slider movement, events for that property are ignored for 1.1 s. */
export const ECHO_SUPPRESS_MS = 1100;

/**
 * Per-property quiet periods. A slider reports each movement; the gateway
 * echoes every value it passes through, and showing those echoes would make
 * the thumb jump back under the user's finger.
 */
export class EchoGuard {
  readonly #quietUntil = new Map<string, number>();
  readonly #now: () => number;

  constructor(now: () => number = () => Date.now()) {
    this.#now = now;
  }

  quiet(key: string): void {
    this.#quietUntil.set(key, this.#now() + ECHO_SUPPRESS_MS);
  }

  isQuiet(key: string): boolean {
    const until = this.#quietUntil.get(key);
    if (until === undefined) return false;
    if (this.#now() < until) return true;
    this.#quietUntil.delete(key);
    return false;
  }
}
