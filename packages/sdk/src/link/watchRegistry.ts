export interface WatchIo {
  subscribe(topics: string[]): Promise<void>;
  unsubscribe(topics: string[]): Promise<void>;
}

export interface WatchHandle {
  /** Settles when the broker answered the SUBSCRIBE (rejects on a refusal). */
  ready: Promise<void>;
  /** Drops this holder's reference; idempotent. */
  release(): void;
}

interface Watch {
  count: number;
  topics: string[];
  ready: Promise<void>;
}

/**
 * Reference-counted subscriptions by key: the first holder subscribes, the
 * last one to leave unsubscribes, everyone in between shares the SUBSCRIBE.
 */
export class WatchRegistry {
  readonly #watches = new Map<string, Watch>();
  readonly #io: WatchIo;

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
      const ready = this.#io.subscribe(topics);
      // Logged here once; holders that await `ready` still see the rejection.
      ready.catch((error: unknown) => console.warn(`[homeport/sdk] subscribe refused for ${key}`, error));
      watch = { count: 0, topics, ready };
      this.#watches.set(key, watch);
    }
    watch.count += 1;
    let released = false;
    const held = watch;
    return {
      ready: held.ready,
      release: () => {
        if (released) return;
        released = true;
        this.#release(key, held);
      },
    };
  }

  /** Forgets every watch without unsubscribing (the client is gone). */
  clear(): void {
    this.#watches.clear();
  }

  #release(key: string, watch: Watch): void {
    watch.count -= 1;
    // The entry may already be a newer watch if clear() ran in between.
    if (watch.count > 0 || this.#watches.get(key) !== watch) return;
    this.#watches.delete(key);
    this.#io.unsubscribe(watch.topics).catch((error: unknown) => console.warn(`[homeport/sdk] unsubscribe failed for ${key}`, error));
  }
}
