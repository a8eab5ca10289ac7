import { holdsPrivilege, type GatewayChannel, type GatewayRequest } from '@homeport/sdk';
import { commands } from './commands';
import { CommandError, ResponseCode, type CommandOutcome } from './commands/outcome';
import type { GatewayEmulator } from './emulator';

/**
 * Runs one request against one emulator. Unknown names (or a name sent on
 * the other channel) answer code 1; a write from a sender without write
 * access code 6; handler refusals carry their own code.
 * Anything else a handler throws is rethrown for the fleet to log.
 */
export function dispatch(request: GatewayRequest, channel: GatewayChannel, emulator: GatewayEmulator, senderMayWrite: () => boolean): CommandOutcome {
  const handler = commands.get(request.name);
  if (!handler || handler.channel !== channel) {
    return { code: ResponseCode.unknownCommand, message: `Unknown command on ${channel}: ${request.name}` };
  }
  // spec 1 §6: a read-only admin (no admin-support subrole) reads but never writes.
  if (handler.writes && !senderMayWrite()) return { code: ResponseCode.forbidden, message: 'Your role does not allow this' };
  const holder = emulator.contents.privilegedBy;
  if (handler.writes && holder !== null && !holdsPrivilege(holder, request.sender)) {
    // spec 1 §8: -1 with this exact message triggers the portal's privilege-mode event.
    return { code: ResponseCode.privileged, message: 'Privileged mode is active' };
  }
  try {
    return handler.run(request.params, emulator);
  } catch (error) {
    if (error instanceof CommandError) return { code: error.code, message: error.message };
    throw error;
  }
}
