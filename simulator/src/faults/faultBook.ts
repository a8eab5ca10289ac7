import type { FaultBodyType, MqttRefuseFaultType, RestFaultType } from '@homeport/sdk';

/** A fault as QA sees it: what was asked, with its id and, for a counted one, the calls left. */
export type Fault = FaultBodyType & { id: string };
export type RestFault = RestFaultType & { id: string };
export type MqttTransport = 'ws' | 'tcp';

/**
 * The faults QA has stood up through /api/__sim/faults (docs/simulator.md
 * "Faults"). In memory only: a restart or a reset clears them, so a test
 * that forgets one cannot break the next run. REST and the broker ask it on
 * every call and connection; the control API edits it.
 */
export class FaultBook {
  readonly #faults: Fault[] = [];
  #nextId = 1;
  readonly #added = new Set<(fault: Fault) => void>();

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  add(body: FaultBodyType): Fault {
    const fault = { ...body, id: `f${this.#nextId++}` } as Fault;
    this.#faults.push(fault);
    for (const listener of this.#added) listener(fault);
    return { ...fault };
  }

  /** Whether a fault with this id stood (and is gone now). */
  remove(id: string): boolean {
    const index = this.#faults.findIndex((fault) => fault.id === id);
    if (index < 0) return false;
    this.#faults.splice(index, 1);
    return true;
  }

  /** Removes every fault; returns how many there were. */
  clear(): number {
    return this.#faults.splice(0).length;
  }

  /** Called with each fault once added (the broker drops clients for `disconnect: true`). */
  onAdded(listener: (fault: Fault) => void): () => void {
    this.#added.add(listener);
    return () => this.#added.delete(listener);
  }

  /**
   * The first REST fault that matches this call, counted: a fault with
   * `times` answers that many calls, then it is gone. Faults are tried in
   * the order they were added.
   */
  takeRest(method: string, path: string): RestFault | null {
    const index = this.#faults.findIndex((fault) => fault.kind === 'rest' && restFaultMatches(fault, method, path));
    if (index < 0) return null;
    const fault = this.#faults[index] as RestFault;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.#faults.splice(index, 1);
    }
    return { ...fault };
  }

  /** Whether a new MQTT connection on `transport` is refused now. */
  refuses(transport: MqttTransport): boolean {
    return this.#faults.some((fault) => fault.kind === 'mqtt-refuse' && refusesOn(fault, transport));
  }
}

/** `path` exact, or a prefix when it ends with `*`; `method` any when absent. */
export function restFaultMatches(fault: RestFaultType, method: string, path: string): boolean {
  if (fault.method !== undefined && fault.method !== method.toUpperCase()) return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

export const refusesOn = (fault: MqttRefuseFaultType, transport: MqttTransport): boolean => fault.transport === 'all' || fault.transport === transport;
