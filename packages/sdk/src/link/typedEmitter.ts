/** Type-erased storage; `on` and `emit` keep the per-event types. */
type AnyListener = (...args: unknown[]) => void;

/** Event name → listener argument tuple. */
export type EventMap = Record<string, unknown[]>;

/**
 * A small typed emitter (after MQTT.js's TypedEmitter): `on` returns its own
 * unsubscribe, and a throwing listener is logged without stopping the others,
 * so one faulty widget cannot starve the rest of the page of events.
 */
export class TypedEmitter<Events extends EventMap> {
  readonly #listeners = new Map<keyof Events, Set<AnyListener>>();

  on<K extends keyof Events>(type: K, listener: (...args: Events[K]) => void): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    const stored = listener as unknown as AnyListener;
    set.add(stored);
    return () => {
      set.delete(stored);
    };
  }

  emit<K extends keyof Events>(type: K, ...args: Events[K]): void {
    const set = this.#listeners.get(type);
    if (!set) return;
    // A copy: listeners may unsubscribe themselves while we iterate.
    for (const listener of [...set]) {
      try {
        listener(...args);
      } catch (error) {
        console.error(`[homeport/sdk] ${String(type)} listener threw`, error);
      }
    }
  }

  listenerCount(type: keyof Events): number {
    return this.#listeners.get(type)?.size ?? 0;
  }
}
