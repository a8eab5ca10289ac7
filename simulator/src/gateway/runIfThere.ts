import { ApiError } from '../rest/apiError';
import type { EmulatorRegistry } from './emulatorRegistry';
import type { GatewayOp } from './gatewayOps';

/**
 * Runs an operation that never refuses (a read, an emit) and answers null
 * when there is no such gateway, for callers that carry on without one
 * (the registry's `run` rejects with a 404 then).
 */
export async function runIfThere<A, R>(emulators: EmulatorRegistry, serial: string, op: GatewayOp<A, R>, args: A): Promise<R | null> {
  try {
    return await emulators.run(serial, op, args);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
