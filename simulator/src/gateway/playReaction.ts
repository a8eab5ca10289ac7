import type { GatewayEmulator } from './emulator';
import type { GatewayOpEnv } from './gatewayOps';
import type { Reaction } from './pairing/network';

/**
 * A reaction started outside a gateway command (the control API, a cloud
 * call), played inside an operation where the emulator lives: its events
 * now, its later steps on the gateway's clock. Each step is counted in
 * `pending` while it waits; a reset in between (a new epoch) silences the
 * steps of the old emulator.
 */
export async function playOnGateway(emulator: GatewayEmulator, env: GatewayOpEnv, reaction: Reaction): Promise<void> {
  const epoch = env.epoch();
  await emulator.emit(reaction.events);
  for (const step of reaction.later) {
    emulator.pending += 1;
    emulator.clock.setTimeout(() => {
      emulator.pending -= 1;
      if (env.epoch() !== epoch) return;
      void emulator.emit(step.run());
    }, step.afterMs);
  }
}
