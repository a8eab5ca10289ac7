import type { SimClock } from '../clock/simClock';
import type { GatewayEmulator } from './emulator';

/**
 * What an operation may use besides the gateway: the registry's epoch (work
 * it leaves on the clock notes it and does nothing once a reset has passed)
 * and the log. The emulator brings its own clock and uplink.
 */
export interface GatewayOpEnv {
  readonly epoch: () => number;
  readonly clock: SimClock;
  readonly log: (message: string) => void;
}

/**
 * A named piece of work on one gateway, run where its emulator lives
 * (docs/simulator.md "Gateway ownership"). Its arguments and its answer are
 * JSON: the registry copies them through JSON in and out, so an operation
 * that works here works the same when the gateway's owner is another
 * process. A refusal is thrown as an ApiError (status, code, message,
 * field: plain data too).
 */
export interface GatewayOp<A, R> {
  readonly name: string;
  run(emulator: GatewayEmulator, args: A, env: GatewayOpEnv): R | Promise<R>;
}

const known = new Map<string, GatewayOp<unknown, unknown>>();

/** Defines (and registers by name) an operation; a name is taken once. */
export function gatewayOp<A, R>(name: string, run: GatewayOp<A, R>['run']): GatewayOp<A, R> {
  if (known.has(name)) throw new Error(`gateway operation ${name} is defined twice`);
  const op: GatewayOp<A, R> = { name, run };
  known.set(name, op as GatewayOp<unknown, unknown>);
  return op;
}

/** The operation of a name (a remote owner receives names), undefined when there is none. */
export function gatewayOpNamed(name: string): GatewayOp<unknown, unknown> | undefined {
  return known.get(name);
}

/** Every defined operation's name. */
export function gatewayOpNames(): string[] {
  return [...known.keys()];
}

/**
 * A value through JSON, as it would cross to another process: a function,
 * a class instance or a cycle cannot hide in an operation's arguments or
 * answer. `undefined` stays undefined (an operation that answers nothing).
 */
export function throughJson<T>(value: T): T {
  if (value === undefined) return value;
  return JSON.parse(JSON.stringify(value)) as T;
}
