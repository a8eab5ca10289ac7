interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Requests waiting for a response, by uid (DESIGN.md: one message handler and
 * a map of pending requests, never one listener per request). Each entry owns
 * its timer; settling, by answer, timeout or rejectAll, clears the timer and
 * deletes the entry, so nothing outlives the request.
 */
export class PendingRequests {
  readonly #entries = new Map<string, Pending>();

  get size(): number {
    return this.#entries.size;
  }

  has(uid: string): boolean {
    return this.#entries.has(uid);
  }

  /** Registers uid synchronously; the promise settles exactly once. */
  add<T>(uid: string, timeoutMs: number, timeoutError: () => Error): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => this.reject(uid, timeoutError()), timeoutMs);
      this.#entries.set(uid, { resolve: resolve as (value: unknown) => void, reject, timer });
    });
  }

  /** False when uid is unknown (late, duplicate or foreign response). */
  resolve(uid: string, value: unknown): boolean {
    const entry = this.#take(uid);
    entry?.resolve(value);
    return entry !== undefined;
  }

  reject(uid: string, error: Error): boolean {
    const entry = this.#take(uid);
    entry?.reject(error);
    return entry !== undefined;
  }

  rejectAll(error: Error): void {
    for (const uid of [...this.#entries.keys()]) this.reject(uid, error);
  }

  #take(uid: string): Pending | undefined {
    const entry = this.#entries.get(uid);
    if (!entry) return undefined;
    clearTimeout(entry.timer);
    this.#entries.delete(uid);
    return entry;
  }
}
