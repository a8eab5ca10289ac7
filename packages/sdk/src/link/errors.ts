import type { LinkState } from './linkState';

/** A gateway answered with a nonzero code (spec 1 §7.4: code 0 is success). */
export class GatewayRequestError extends Error {
  readonly code: number;

  constructor(code: number, message?: string) {
    super(message || `Gateway request failed with code ${code}`);
    this.name = 'GatewayRequestError';
    this.code = code;
  }
}

/**
 * spec 1 §8: code -1 with "Privileged mode is active": another party holds
 * privileged mode on the gateway; the portal raises its privilege-mode event.
 */
export class PrivilegedModeError extends GatewayRequestError {
  constructor(message: string) {
    super(-1, message);
    this.name = 'PrivilegedModeError';
  }
}

/** No response with the request's uid in time (spec 1 §9: 15 s). */
export class GatewayTimeoutError extends Error {
  readonly requestName: string;
  readonly timeoutMs: number;

  constructor(requestName: string, timeoutMs: number) {
    super(`Gateway did not answer ${requestName} within ${timeoutMs} ms`);
    this.name = 'GatewayTimeoutError';
    this.requestName = requestName;
    this.timeoutMs = timeoutMs;
  }
}

/** The link ended (end(), unauthorized, retries exhausted) with the request still open. */
export class GatewayLinkClosedError extends Error {
  readonly state: LinkState;

  constructor(state: LinkState) {
    super(state === 'unauthorized' ? 'Gateway link refused: not authorized' : 'Gateway link closed');
    this.name = 'GatewayLinkClosedError';
    this.state = state;
  }
}

/**
 * A gateway answered a command with code 0 but data its answer schema
 * refuses (wire/gatewayCommands.ts): `field` is the top-level field at
 * fault, the message names the command and the whole path.
 */
export class GatewayAnswerError extends Error {
  readonly command: string;
  readonly field: string;

  constructor(command: string, field: string, problem: string) {
    super(`${command} answered ${problem}`);
    this.name = 'GatewayAnswerError';
    this.command = command;
    this.field = field;
  }
}
