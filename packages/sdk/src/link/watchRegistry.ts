export interface WatchIo {
  subscribe(topics: string[]): Promise<void>;
  unsubscribe(topics: string[]): Promise<void>;
}

export interface WatchHandle {
  /**
   * Settles when the broker answered this watch's SUBSCRIBE on the current
   * connection (rejects on a refusal). Read it when you need it: while the
   * link is down it is a promise that waits for the next connection.
   */
  readonly ready: Promise<void>;
  /** Drops this holder's reference; idempotent. */
  release(): void;
}

interface Watch {
  count: number;
  topics: string[];
  ready: Promise<void>;
  /** Present while `ready` waits for a connection: settles it with that connection's SUBSCRIBE. */
  settle: ((subscribed: Promise<void>) => void) | null;
}

/**
 * Reference-counted subscriptions by key: the first holder subscribes, the
 * last one to leave unsubscribes, everyone in between shares the SUBSCRIBE.
 *
 * It also follows the connection (online/offline), because the link uses
 * clean sessions: every subscription dies with its connection, so each new
 * connection subscribes every watch again, and nothing is sent while there
 * is no connection (mqtt.js would queue it and send it twice).
 */
export class WatchRegistry {
  readonly #watches = new Map<string, Watch>();
  readonly #io: WatchIo;
  #online = false;

  constructor(io: WatchIo) {
    this.#io = io;
  }

  get size(): number {
    return this.#watches.size;
  }

  refCount(key: string): number {
    return this.#watches.get(key)?.count ?? 0;
  }

  acquire(key: string, topics: string[]): WatchHandle {
    let watch = this.#watches.get(key);
    if (!watch) {
      watch = { count: 0, topics, ready: Promise.resolve(), settle: null };
      if (this.#online) watch.ready = this.#subscribe(key, topics);
      else this.#wait(watch);
      this.#watches.set(key, watch);
    }
    watch.count += 1;
    let released = false;
    const held = watch;
    return {
      get ready() {
        return held.ready;
      },
      release: () => {
        if (released) return;
        released = true;
        this.#release(key, held);
      },
    };
  }

  /** A connection was accepted: subscribe every watch on it. */
  online(): void {
    this.#online = true;
    for (const [key, watch] of this.#watches) {
      const subscribed = this.#subscribe(key, watch.topics);
      if (watch.settle) {
        watch.settle(subscribed);
        watch.settle = null;
      } else {
        watch.ready = subscribed;
      }
    }
  }

  /**
   * Sends a watch's SUBSCRIBE again on the current connection, for when the
   * broker may have dropped it without a word (MQTT 3.1.1 has no notice for
   * that: an access change removes the subscription on the broker's side).
   * Subscribing to a filter the client holds replaces it [MQTT-3.8.4-3], so
   * this is harmless when nothing was dropped. Offline there is nothing to
   * renew: the next connection subscribes every watch anyway.
   */
  renew(key: string): void {
    const watch = this.#watches.get(key);
    if (!watch || !this.#online || watch.settle) return;
    watch.ready = this.#subscribe(key, watch.topics);
  }

  /** The connection is gone, and its subscriptions with it: holders wait for the next one. */
  offline(): void {
    this.#online = false;
    for (const watch of this.#watches.values()) if (!watch.settle) this.#wait(watch);
  }

  /** Forgets every watch without unsubscribing (the client is gone). */
  clear(): void {
    this.#watches.clear();
  }

  #subscribe(key: string, topics: string[]): Promise<void> {
    const ready = this.#io.subscribe(topics);
    // Logged here once; holders that await `ready` still see the rejection.
    ready.catch((error: unknown) => console.warn(`[homeport/sdk] subscribe failed for ${key}`, error));
    return ready;
  }

  #wait(watch: Watch): void {
    watch.ready = new Promise<void>((resolve) => {
      // Resolving with the SUBSCRIBE's promise adopts its outcome.
      watch.settle = (subscribed) => resolve(subscribed);
    });
    // A refusal is logged once in #subscribe; this copy of it must not count as unhandled.
    watch.ready.catch(() => {});
  }

  #release(key: string, watch: Watch): void {
    watch.count -= 1;
    // The entry may already be a newer watch if clear() ran in between.
    if (watch.count > 0 || this.#watches.get(key) !== watch) return;
    this.#watches.delete(key);
    // Offline there is nothing to undo: the subscription ended with the connection.
    if (!this.#online) return;
    this.#io.unsubscribe(watch.topics).catch((error: unknown) => console.warn(`[homeport/sdk] unsubscribe failed for ${key}`, error));
  }
}
