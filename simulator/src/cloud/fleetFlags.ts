import type { SimContext } from '../context';
import { FLEET_FLAG_NAMES, defaultFleetFlags, type FleetFlags } from './fleetFlagDefaults';

export { FLEET_FLAG_NAMES, type FleetFlags } from './fleetFlagDefaults';

/** The flags as they stand (SimContext.fleetFlags). */
export function fleetFlags(ctx: SimContext): FleetFlags {
  return ctx.fleetFlags;
}

export function setFleetFlags(ctx: SimContext, changes: Partial<FleetFlags>): FleetFlags {
  const flags = fleetFlags(ctx);
  for (const name of FLEET_FLAG_NAMES) if (changes[name] !== undefined) flags[name] = changes[name];
  return flags;
}

/** Back to the build's (a reset). */
export function resetFleetFlags(ctx: SimContext): void {
  Object.assign(ctx.fleetFlags, defaultFleetFlags());
}
