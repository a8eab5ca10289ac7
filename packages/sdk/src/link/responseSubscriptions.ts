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
export class ResponseSubscriptions {
  readonly #watches: WatchRegistry;
  readonly #held = new Map<string, WatchHandle>();

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
    const handle = this.#held.get(gateway) ?? this.#keep(gateway, topics());
    return handle.ready.catch((error: unknown) => {
      this.#forget(gateway, handle);
      throw error;
    });
  }

  /** Subscribes to a gateway's responses ahead of its first request (a watched gateway). */
  keep(gateway: string, topics: () => string[]): void {
    if (!this.#held.has(gateway)) this.#keep(gateway, topics());
  }

  /** No response came in time: the broker may have dropped the subscription, so send it again. */
  renew(gateway: string): void {
    if (this.#held.has(gateway)) this.#watches.renew(responseKey(gateway));
  }

  /** The link ended: its registry forgets every subscription, and so does this. */
  clear(): void {
    this.#held.clear();
  }

  #keep(gateway: string, topics: string[]): WatchHandle {
    const handle = this.#watches.acquire(responseKey(gateway), topics);
    this.#held.set(gateway, handle);
    return handle;
  }

  #forget(gateway: string, handle: WatchHandle): void {
    // A newer subscription may have replaced this one already.
    if (this.#held.get(gateway) !== handle) return;
    this.#held.delete(gateway);
    handle.release();
  }
}

const responseKey = (gateway: string): string => `res:${gateway}`;
