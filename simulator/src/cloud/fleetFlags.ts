import { defaultCustomerConfig } from '@homeport/sdk';
import type { SimContext } from '../context';

/**
 * The permission flags the admin fleet calls obey (spec 3 §1, §6:
 * RPL_GTW, VIRTUAL_GTW, SECURE_IMPORTANT_ROUTES_WITH_OTP): the build's
 * (sdk defaultCustomerConfig) until QA sets them with
 * `PUT /api/__sim/fleet/flags`; kept in memory until the simulator stops or
 * is reset.
 */
export interface FleetFlags {
  RPL_GTW: boolean;
  VIRTUAL_GTW: boolean;
  SECURE_IMPORTANT_ROUTES_WITH_OTP: boolean;
}

export const FLEET_FLAG_NAMES = ['RPL_GTW', 'VIRTUAL_GTW', 'SECURE_IMPORTANT_ROUTES_WITH_OTP'] as const;

const defaults = (): FleetFlags => ({
  RPL_GTW: defaultCustomerConfig.flags.RPL_GTW,
  VIRTUAL_GTW: defaultCustomerConfig.flags.VIRTUAL_GTW,
  SECURE_IMPORTANT_ROUTES_WITH_OTP: defaultCustomerConfig.flags.SECURE_IMPORTANT_ROUTES_WITH_OTP,
});

const flagsByCtx = new WeakMap<SimContext, FleetFlags>();

export function fleetFlags(ctx: SimContext): FleetFlags {
  let flags = flagsByCtx.get(ctx);
  if (!flags) flagsByCtx.set(ctx, (flags = defaults()));
  return flags;
}

export function setFleetFlags(ctx: SimContext, changes: Partial<FleetFlags>): FleetFlags {
  const flags = fleetFlags(ctx);
  for (const name of FLEET_FLAG_NAMES) if (changes[name] !== undefined) flags[name] = changes[name];
  return flags;
}

/** Back to the build's (a reset). */
export function resetFleetFlags(ctx: SimContext): void {
  flagsByCtx.set(ctx, defaults());
}
