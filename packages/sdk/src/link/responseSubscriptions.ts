import type { WatchHandle, WatchRegistry } from './watchRegistry';

interface Held {
  handle: WatchHandle;
  /** The handle's `ready` once seen fulfilled: while it is still the handle's, the SUBACK is in. */
  confirmed: Promise<void> | null;
}

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
   * connection (the first time, a SUBACK later); rejects when the broker
   * refused them, which also forgets them.
   */
  ready(gateway: string, topics: () => string[]): Promise<void> {
    return this.#follow(gateway, this.#held.get(gateway) ?? this.#keep(gateway, topics()));
  }

  /**
   * Whether the gateway's response topics are known to be subscribed on the
   * current connection: then a request is published at once, without
   * waiting a turn for ready().
   */
  isConfirmed(gateway: string): boolean {
    const held = this.#held.get(gateway);
    // The registry gives the handle a new `ready` for each connection and each renewal.
    return held !== undefined && held.confirmed === held.handle.ready;
  }

  /** Subscribes to a gateway's responses ahead of its first request (a watched gateway). */
  keep(gateway: string, topics: () => string[]): void {
    if (!this.#held.has(gateway)) this.#quietly(gateway, this.#keep(gateway, topics()));
  }

  /** No response came in time: the broker may have dropped the subscription, so send it again. */
  renew(gateway: string): void {
    const held = this.#held.get(gateway);
    if (!held) return;
    this.#watches.renew(responseKey(gateway));
    this.#quietly(gateway, held);
  }

  /**
   * A new connection has subscribed every kept one again (the registry does
   * that): follow each outcome now, so that a refused one is forgotten at
   * once and the others let requests publish without waiting.
   */
  online(): void {
    for (const [gateway, held] of this.#held) this.#quietly(gateway, held);
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

  /** Confirms the subscription when its SUBACK grants it, forgets it when refused. */
  #follow(gateway: string, held: Held): Promise<void> {
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

  /** #follow with nobody waiting: the registry has logged a refusal already. */
  #quietly(gateway: string, held: Held): void {
    this.#follow(gateway, held).catch(() => undefined);
  }

  #forget(gateway: string, held: Held): void {
    // A newer subscription may have replaced this one already.
    if (this.#held.get(gateway) !== held) return;
    this.#held.delete(gateway);
    held.handle.release();
  }
}

const responseKey = (gateway: string): string => `res:${gateway}`;
