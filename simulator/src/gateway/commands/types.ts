import type { GatewayChannel } from '@homeport/sdk';
import type { GatewayEmulator } from '../emulator';
import type { CommandOutcome } from './outcome';

export interface CommandHandler {
  name: string;
  channel: GatewayChannel;
  /** A write is refused with -1 while another party holds privileged mode (spec 1 §8). */
  writes: boolean;
  run(params: Record<string, unknown>, emulator: GatewayEmulator): CommandOutcome;
}
