import { defaultCustomerConfig } from '@homeport/sdk';

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

export const defaultFleetFlags = (): FleetFlags => ({
  RPL_GTW: defaultCustomerConfig.flags.RPL_GTW,
  VIRTUAL_GTW: defaultCustomerConfig.flags.VIRTUAL_GTW,
  SECURE_IMPORTANT_ROUTES_WITH_OTP: defaultCustomerConfig.flags.SECURE_IMPORTANT_ROUTES_WITH_OTP,
});
