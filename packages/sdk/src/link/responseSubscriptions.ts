import type { WatchHandle, WatchRegistry } from './watchRegistry';

/**
 * The response topics of every gateway the session has sent a request to,
 * subscribed on the first request and kept for the link's life: a request
 * then waits for one SUBSCRIBE per gateway, not one per request (subscribe,
 * SUBACK, request, unsubscribe doubled the round trip). The set is bounded by
 * the gateways the session asked; ending the link forgets it.
 *
 * A kept subscription can go away behind the link's back, when the broker
 * refuses it (SUBACK 0x80) or drops it after an access change. A refusal
 * fails the request that saw it and forgets the subscription, so the next
 * request subscribes again; a drop has no notice in MQTT 3.1.1, so a request
 * that timed out renews the SUBSCRIBE for the ones after it.
 */
interface Held {
  handle: WatchHandle;
  /** The handle's `ready` once seen fulfilled: while it is still the handle's, the SUBACK is in. */
  confirmed: Promise<void> | null;
}

export class ResponseSubscriptions {
  readonly #watches: WatchRegistry;
  readonly #held = new Map<string, Held>();

  constructor(watches: WatchRegistry) {
    this.#watches = watches;
  }

  /** Gateways whose responses are subscribed (or being subscribed). */
  get size(): number {
    return this.#held.size;
  }

  /**
   * Settles when the gateway's response topics are subscribed on the current
   * connection: at once after the first request, a SUBACK later the first time.
   */
  ready(gateway: string, topics: () => string[]): Promise<void> {
    const held = this.#held.get(gateway) ?? this.#keep(gateway, topics());
    const ready = held.handle.ready;
    return ready.then(
      () => {
        held.confirmed = ready;
      },
      (error: unknown) => {
        this.#forget(gateway, held);
        throw error;
      },
    );
  }

  /**
   * Whether the gateway's response topics are subscribed on the current
   * connection, as far as the link knows: then a request is published at
   * once, without waiting a turn for ready().
   */
  isConfirmed(gateway: string): boolean {
    const held = this.#held.get(gateway);
    // The registry gives the handle a new `ready` for each connection and each renewal.
    return held !== undefined && held.confirmed === held.handle.ready;
  }

  /** Subscribes to a gateway's responses ahead of its first request (a watched gateway). */
  keep(gateway: string, topics: () => string[]): void {
    if (this.#held.has(gateway)) return;
    this.#keep(gateway, topics());
    // Logged by the registry; a refusal is forgotten here and tried again by the first request.
    this.ready(gateway, topics).catch(() => undefined);
  }

  /** No response came in time: the broker may have dropped the subscription, so send it again. */
  renew(gateway: string): void {
    if (this.#held.has(gateway)) this.#watches.renew(responseKey(gateway));
  }

  /** The link ended: its registry forgets every subscription, and so does this. */
  clear(): void {
    this.#held.clear();
  }

  #keep(gateway: string, topics: string[]): Held {
    const held = { handle: this.#watches.acquire(responseKey(gateway), topics), confirmed: null };
    this.#held.set(gateway, held);
    return held;
  }

  #forget(gateway: string, held: Held): void {
    // A newer subscription may have replaced this one already.
    if (this.#held.get(gateway) !== held) return;
    this.#held.delete(gateway);
    held.handle.release();
  }
}

const responseKey = (gateway: string): string => `res:${gateway}`;
