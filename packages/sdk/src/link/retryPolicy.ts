/**
 * Counts connection attempts that failed in a row (spec 1 §4.4 / §9: five
 * retries, then the client is ended). A successful CONNACK resets the count;
 * losing an established connection is not a failed attempt.
 */
export class RetryPolicy {
  readonly #maxFailures: number;
  #failures = 0;

  constructor(maxFailures: number) {
    this.#maxFailures = Math.max(1, maxFailures);
  }

  get failures(): number {
    return this.#failures;
  }

  connected(): void {
    this.#failures = 0;
  }

  /** Records one failed attempt; 'give-up' once the limit is reached. */
  failed(): 'retry' | 'give-up' {
    this.#failures += 1;
    return this.#failures >= this.#maxFailures ? 'give-up' : 'retry';
  }
}

/** CONNACK return codes that mean "these credentials will never work" (MQTT 3.1.1 §3.2.2.3). */
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

/**
 * mqtt.js 5 reports a refused CONNACK as an 'error' event carrying an
 * ErrorWithReasonCode whose numeric `code` is the return code
 * (lib/handlers/connack.ts); socket errors carry string codes ('ECONNREFUSED').
 */
export function isAuthRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === BAD_USERNAME_OR_PASSWORD || code === NOT_AUTHORIZED;
}
