/** Listeners grouped by key, so an event wakes only the listeners of what it changed. */
export class ListenerSets<K> {
  readonly #sets = new Map<K, Set<() => void>>();

  add(key: K, listener: () => void): () => void {
    let set = this.#sets.get(key);
    if (!set) this.#sets.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.#sets.get(key) === set) this.#sets.delete(key);
    };
  }

  notify(key: K): void {
    const set = this.#sets.get(key);
    if (set) for (const listener of [...set]) listener();
  }

  keys(): K[] {
    return [...this.#sets.keys()];
  }
}
