import type { GatewayResponse } from '../model/messages';
import { GatewayRequestError, PrivilegedModeError } from './errors';

export const PRIVILEGED_MODE_MESSAGE = 'Privileged mode is active';

export type ResponseOutcome = { ok: true; data: unknown } | { ok: false; error: GatewayRequestError };

/** What a parsed response means for the caller's promise (spec 1 §7.4, §8). */
export function responseOutcome(response: GatewayResponse): ResponseOutcome {
  if (response.code === 0) return { ok: true, data: response.data };
  // spec 1 §8: -1 + "Privileged mode is active" triggers the privilege-mode event.
  if (response.code === -1 && response.message === PRIVILEGED_MODE_MESSAGE) {
    return { ok: false, error: new PrivilegedModeError(response.message) };
  }
  // spec 1 §8: any other nonzero gateway code rejects with its message.
  return { ok: false, error: new GatewayRequestError(response.code, response.message) };
}
