import {
  MAX_FAULT_LATENCY_MS,
  type BrokerFaultType,
  type CommandErrorFaultType,
  type DropFaultType,
  type FaultBodyType,
  type FaultLatencyMsType,
  type LatencyFaultType,
  type MqttRefuseFaultType,
  type RestFaultType,
} from '@homeport/sdk/sim';
import { createRandom, type Random } from './random';

/** A fault as QA sees it: what was asked, with its id and, for a counted one, the calls left. */
export type Fault = FaultBodyType & { id: string };
export type RestFault = RestFaultType & { id: string };
export type BrokerFault = BrokerFaultType & { id: string };
export type MqttTransport = 'ws' | 'tcp';

/** What the faults standing do to one MQTT request reaching a gateway (see gatewayRequest). */
export interface GatewayFaultVerdict {
  /** The request is lost before the gateway sees it, or its answer after the gateway acted. */
  drop: 'request' | 'response' | null;
  /** Answered with this instead of running the command. */
  error: { code: number; message: string } | null;
  /** How long the answer (and the events after it) waits, in real milliseconds. */
  delayMs: number;
}

/** How long a broker restart keeps the broker down when `downMs` is not given. */
export const DEFAULT_BROKER_DOWN_MS = 3_000;
const NO_FAULT: GatewayFaultVerdict = { drop: null, error: null, delayMs: 0 };

/**
 * The faults QA has stood up through /api/__sim/faults (docs/simulator.md
 * "Faults"). In memory only: a restart or a reset clears them, so a test
 * that forgets one cannot break the next run. REST, the broker and the
 * fleet ask it on every call, connection and gateway request; the control
 * API edits it. Delays and downtimes are real time (they model the
 * network), never the simulator clock.
 */
export class FaultBook {
  readonly #faults: Fault[] = [];
  #nextId = 1;
  readonly #added = new Set<(fault: Fault) => void>();
  readonly #removed = new Set<(fault: Fault) => void>();
  /** Each drop fault's draw, by fault id (seeded when the fault says so). */
  readonly #draws = new Map<string, Random>();
  /** The end of each broker restart's downtime, by fault id. */
  readonly #ends = new Map<string, NodeJS.Timeout>();
  readonly #random: Random;

  constructor(random: Random = createRandom()) {
    this.#random = random;
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /**
   * Stands a fault up and tells the listeners. A broker `disconnect` acts
   * once and is not kept; a broker `restart` stands until its downtime ends.
   */
  add(body: FaultBodyType): Fault {
    const fault = { ...body, id: `f${this.#nextId++}` } as Fault;
    if (fault.kind === 'broker' && fault.action === 'restart') fault.downMs ??= DEFAULT_BROKER_DOWN_MS;
    const kept = !(fault.kind === 'broker' && fault.action === 'disconnect');
    if (kept) this.#faults.push(fault);
    if (fault.kind === 'drop') this.#draws.set(fault.id, fault.seed === undefined ? this.#random : createRandom(fault.seed));
    if (fault.kind === 'broker' && fault.action === 'restart') {
      const end = setTimeout(() => this.remove(fault.id), fault.downMs);
      end.unref();
      this.#ends.set(fault.id, end);
    }
    for (const listener of this.#added) listener(fault);
    return { ...fault };
  }

  /** Whether a fault with this id stood (and is gone now). Removing a broker restart ends its downtime. */
  remove(id: string): boolean {
    const index = this.#faults.findIndex((fault) => fault.id === id);
    if (index < 0) return false;
    this.#forget(this.#faults.splice(index, 1));
    return true;
  }

  /** Removes every fault; returns how many there were. */
  clear(): number {
    const gone = this.#faults.splice(0);
    this.#forget(gone);
    return gone.length;
  }

  /** Called with each fault once added (the broker drops clients for `disconnect: true` and broker faults). */
  onAdded(listener: (fault: Fault) => void): () => void {
    this.#added.add(listener);
    return () => this.#added.delete(listener);
  }

  /** Called with each fault once gone: removed, cleared, used up or, for a broker restart, its downtime over. */
  onRemoved(listener: (fault: Fault) => void): () => void {
    this.#removed.add(listener);
    return () => this.#removed.delete(listener);
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
      if (fault.times <= 0) this.#forget(this.#faults.splice(index, 1));
    }
    return { ...fault };
  }

  /** The delay (real ms) of the first latency fault with a `path` matching this REST call; 0 without one. */
  restDelay(method: string, path: string): number {
    const fault = this.#faults.find(
      (f): f is LatencyFaultType & { id: string } => f.kind === 'latency' && f.path !== undefined && restFaultMatches({ path: f.path, method: f.method }, method, path),
    );
    return fault ? drawLatency(fault.ms, this.#random) : 0;
  }

  /** Whether a new MQTT connection on `transport` is refused now (an mqtt-refuse fault, or a broker restart's downtime). */
  refuses(transport: MqttTransport): boolean {
    return this.#faults.some((fault) => (fault.kind === 'mqtt-refuse' && refusesOn(fault, transport)) || fault.kind === 'broker');
  }

  /**
   * What happens to one MQTT request `name` reaching gateway `serial`, asked
   * once as it arrives: a drop fault draws (the first that drops wins), the
   * first command-error fault answers it (counted), the first latency fault
   * delays the answer. Faults are tried in the order they were added.
   */
  gatewayRequest(serial: string, name: string): GatewayFaultVerdict {
    const matching = this.#faults.filter((fault): fault is GatewayFault => isGatewayFault(fault) && gatewayFaultMatches(fault, serial, name));
    if (matching.length === 0) return NO_FAULT;
    let drop: GatewayFaultVerdict['drop'] = null;
    for (const fault of matching) {
      if (fault.kind !== 'drop') continue;
      const draw = this.#draws.get(fault.id) ?? this.#random;
      if (draw() < fault.share) {
        drop = fault.direction;
        break;
      }
    }
    if (drop === 'request') return { drop, error: null, delayMs: 0 };
    let error: GatewayFaultVerdict['error'] = null;
    const failing = matching.find((fault): fault is CommandErrorFaultType & { id: string } => fault.kind === 'command-error');
    if (failing) {
      error = { code: failing.code, message: failing.message ?? `Fault ${failing.id} stood up by QA: code ${failing.code} for ${name}` };
      if (failing.times !== undefined) {
        failing.times -= 1;
        if (failing.times <= 0) this.remove(failing.id);
      }
    }
    const slow = matching.find((fault): fault is LatencyFaultType & { id: string } => fault.kind === 'latency');
    return { drop, error, delayMs: slow ? drawLatency(slow.ms, this.#random) : 0 };
  }

  #forget(gone: Fault[]): void {
    for (const fault of gone) {
      this.#draws.delete(fault.id);
      const end = this.#ends.get(fault.id);
      if (end) clearTimeout(end);
      this.#ends.delete(fault.id);
      for (const listener of this.#removed) listener(fault);
    }
  }
}

type GatewayFault = (LatencyFaultType | DropFaultType | CommandErrorFaultType) & { id: string };

const isGatewayFault = (fault: Fault): fault is GatewayFault => (fault.kind === 'latency' && fault.path === undefined) || fault.kind === 'drop' || fault.kind === 'command-error';

function gatewayFaultMatches(fault: GatewayFault, serial: string, name: string): boolean {
  if (fault.serial !== undefined && fault.serial !== serial) return false;
  return fault.methods === undefined || fault.methods.includes(name);
}

/** `path` exact, or a prefix when it ends with `*`; `method` any when absent. */
export function restFaultMatches(fault: Pick<RestFaultType, 'path' | 'method'>, method: string, path: string): boolean {
  if (fault.method !== undefined && fault.method !== method.toUpperCase()) return false;
  return fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path;
}

export const refusesOn = (fault: MqttRefuseFaultType, transport: MqttTransport): boolean => fault.transport === 'all' || fault.transport === transport;

/** One delay: fixed, or drawn and rounded, clamped to 0 .. MAX_FAULT_LATENCY_MS. */
export function drawLatency(ms: FaultLatencyMsType, random: Random): number {
  let drawn: number;
  if (typeof ms === 'number') drawn = ms;
  else if (ms.dist === 'uniform') drawn = ms.min + random() * (ms.max - ms.min);
  else {
    // Box-Muller: two uniform draws make one standard normal one.
    const u = 1 - random();
    const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
    drawn = ms.mean + ms.sd * z;
  }
  return Math.min(MAX_FAULT_LATENCY_MS, Math.max(0, Math.round(drawn)));
}
