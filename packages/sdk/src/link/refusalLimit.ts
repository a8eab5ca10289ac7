/** CONNACK return codes of MQTT 3.1.1 §3.2.2.3 that refuse a CONNECT. */
const UNACCEPTABLE_PROTOCOL_VERSION = 1;
const BAD_USERNAME_OR_PASSWORD = 4;
const NOT_AUTHORIZED = 5;

/**
 * The return code of a refused CONNACK, or null for anything else. mqtt.js 5
 * reports a refused CONNACK as an 'error' event carrying an
 * ErrorWithReasonCode whose numeric `code` is the return code
 * (lib/handlers/connack.ts); socket errors carry string codes
 * ('ECONNREFUSED') and timeouts none.
 */
export function connackRefusal(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= UNACCEPTABLE_PROTOCOL_VERSION && code <= NOT_AUTHORIZED ? code : null;
}

/** CONNACK 4 or 5: "these credentials will never work" (spec 1 §4.4: destroy them and end). */
export function isAuthRefusal(error: unknown): boolean {
  const code = connackRefusal(error);
  return code === BAD_USERNAME_OR_PASSWORD || code === NOT_AUTHORIZED;
}

/**
 * spec 1 §4.4 "Repeated errors (5 retries) end the client", read as: the
 * broker refused five CONNECTs (CONNACK 1 to 3) with none accepted in
 * between. Only a refusal counts: the broker answered and said no, so trying
 * on is pointless. A broker that cannot be reached, a connect time-out or a
 * lost connection never counts and never resets the count: a portal keeps
 * trying through any outage (docs/decisions.md "Reconnecting"). CONNACK 4
 * and 5 end the link at once without the count (isAuthRefusal).
 */
export class RefusalLimit {
  readonly #max: number;
  #refusals = 0;

  constructor(max: number) {
    this.#max = Math.max(1, max);
  }

  get refusals(): number {
    return this.#refusals;
  }

  /** A CONNACK 0: the count starts again. */
  connected(): void {
    this.#refusals = 0;
  }

  /** Records one refused CONNECT; 'give-up' once the limit is reached. */
  refused(): 'retry' | 'give-up' {
    this.#refusals += 1;
    return this.#refusals >= this.#max ? 'give-up' : 'retry';
  }
}
