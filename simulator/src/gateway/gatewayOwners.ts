import { ErrorCode } from '@homeport/sdk';
import { ApiError } from '../errors/apiError';
import type { GatewayContents } from './contents';
import type { GatewayEmulator } from './emulator';
import type { GatewayOp } from './gatewayOps';

/**
 * Where the fleet's gateways live, as the cloud side sees it
 * (docs/simulator.md "Gateway ownership"): the emulators in this process
 * (gateway/emulatorRegistry.ts), or fleet workers, each owning a shard of
 * the gateways in a process of its own (workers/workerFleet.ts). REST, the
 * control API and the cloud's services reach a gateway through this alone.
 */
export interface GatewayOwners {
  /** Counts the resets: work left on the clock notes it and does nothing once a reset has passed. */
  readonly epoch: number;
  /** Runs a named operation where the gateway lives; rejects with a 404 ApiError when there is no such gateway. */
  run<A, R>(serial: string, op: GatewayOp<A, R>, args: A): Promise<R>;
  /** As `run`, null when there is no such gateway. */
  runIfThere<A, R>(serial: string, op: GatewayOp<A, R>, args: A): Promise<R | null>;
  /**
   * The emulator itself, for the gateway's LAN interface alone (`local/`);
   * null when it is not in this process.
   */
  acquire(serial: string): Promise<GatewayEmulator | null>;
  /** A gateway that joins the fleet after the seed (a virtual gateway): its file written, its emulator loaded. */
  add(contents: GatewayContents): Promise<void>;
  /** A gateway that leaves the fleet: its emulator stopped, its file removed. */
  remove(serial: string): void;
  /** Forgets every loaded emulator (after a reset rewrote the files). */
  unloadAll(): void;
  /** Loads the gateways with time triggers, so they are armed (at start, after a reset). */
  loadTimed(): number;
  /**
   * Resolves once every owner has done what it was told so far (a reset, a
   * clock move and the timers it fired, with their events on their way).
   * `nextDue` is the earliest timer the owners have waiting on their own
   * clocks, null when none (or when they share the cloud's clock).
   */
  settled(): Promise<{ nextDue: number | null }>;
}

/** The fleet has no gateway of that serial: a 404 to a REST caller. */
export class NoSuchGateway extends ApiError {
  constructor(serial: string, status = 404, errorCode: string = ErrorCode.notFound, message = `No gateway ${serial}`) {
    super(status, errorCode, message);
  }
}

/** What the owner is told of a gateway set aside (docs/simulator.md "Set aside"), on REST and MQTT alike. */
export const SET_ASIDE_MESSAGE = "This gateway's data could not be loaded and was set aside; support has been told";

/**
 * The gateway's file did not load and was set aside (docs/simulator.md
 * "Set aside"): a 503 GATEWAY_DATA_UNAVAILABLE to a REST caller; to the
 * cloud's own services, no gateway (`runIfThere` answers null), so that
 * nothing waiting on it (a restart, a report) stops the rest.
 */
export class GatewaySetAside extends NoSuchGateway {
  constructor(serial: string) {
    super(serial, 503, ErrorCode.gatewayDataUnavailable, SET_ASIDE_MESSAGE);
  }
}

/** An operation's answer, null when it failed because there is no such gateway, or it is set aside (`runIfThere`); its own refusals still reject. */
export async function nullWhenMissing<R>(running: Promise<R>): Promise<R | null> {
  try {
    return await running;
  } catch (error) {
    if (error instanceof NoSuchGateway) return null;
    throw error;
  }
}
