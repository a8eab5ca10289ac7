import type { ClockTimer } from '../clock/simClock';
import type { DelayedReaction } from './commands/outcome';
import type { GatewayEmulator } from './emulator';
import type { GatewayOpEnv } from './gatewayOps';
import type { Reaction } from './pairing/network';

/**
 * A reaction started outside a gateway command (the control API, a cloud
 * call), played inside an operation where the emulator lives: its events
 * now, its later steps on the gateway's clock (`playLater`).
 */
export async function playOnGateway(emulator: GatewayEmulator, env: GatewayOpEnv, reaction: Reaction): Promise<void> {
  const epoch = env.epoch();
  await emulator.emit(reaction.events);
  playLater(emulator, reaction.later, env.epoch, epoch);
}

/**
 * A reaction's later steps (an interview, an upgrade's progress, a
 * replacement's statuses) on the gateway's clock, their events through its
 * `emit`. Each step is counted in `pending` while it waits (so the
 * emulator is not unloaded as idle); a reset in between (a new epoch of
 * the registry) silences the steps of the old emulator. Answers the timers.
 */
export function playLater(emulator: GatewayEmulator, later: readonly DelayedReaction[], epoch: () => number, started = epoch()): ClockTimer[] {
  return later.map((step) => {
    emulator.pending += 1;
    return emulator.clock.setTimeout(() => {
      emulator.pending -= 1;
      if (epoch() !== started) return;
      void emulator.emit(step.run());
    }, step.afterMs);
  });
}
