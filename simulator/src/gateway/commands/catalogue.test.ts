import { gatewayCommands, isGatewayCommandName } from '@homeport/sdk';
import { describe, expect, it } from 'vitest';
import { commands } from './index';

// The sdk's command map (wire/gatewayCommands.ts) types the portal's calls;
// the emulator's catalogue is what answers them. They name the same commands
// on the same channels.
describe('the command catalogue and the sdk command map', () => {
  it('name the same commands', () => {
    expect([...commands.keys()].sort()).toEqual(Object.keys(gatewayCommands).sort());
  });

  it('put each command on the same channel', () => {
    for (const [name, handler] of commands) {
      expect(isGatewayCommandName(name), name).toBe(true);
      if (isGatewayCommandName(name)) expect({ name, channel: handler.channel }).toEqual({ name, channel: gatewayCommands[name].channel });
    }
  });
});
