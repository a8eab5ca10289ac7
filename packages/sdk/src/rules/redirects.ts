import type { Gateway, UserDetails } from '../model/entities';
import { isFirmwareInstalling, isGatewayOnline, isSubscriptionLocked } from './gatewayState';
import { isAdmin } from './roles';
import { isAdminRoute, isAuthRoute, isStatusRoute, matchRoute, routes, servesOffline } from './routes';

/** Privilege mode as the privilege check reports it (spec 1 §4.2). */
export interface PrivilegedState {
  active: boolean;
  /** This client holds it (the owner string's prefix is ours). */
  ownedByMe: boolean;
}

/**
 * What the redirect after sign-in or gateway choice depends on (spec 1 §2.6, §4.1).
 *
 * - `user`: the signed-in user (role from groups[0], `devices` = their gateways).
 * - `gateway`: the current gateway, or null when none is chosen or loaded.
 * - `pinLocked`: result of the PIN-lock check (REST pinLockCheck or getLockStatus).
 * - `privileged`: result of the privilege check; omitted = not active.
 * - `lastPath`: the last known route path (e.g. from storage), if any. It is
 *   used only when it is a real page: not a login-type screen, not a status
 *   screen, not an admin page for a non-admin, and a known route.
 */
export interface RedirectInput {
  user: Pick<UserDetails, 'groups' | 'devices'>;
  gateway: Gateway | null;
  pinLocked: boolean;
  privileged?: PrivilegedState;
  lastPath?: string | null;
}

export interface GatewayRedirect {
  /** Where to go. */
  path: string;
  /**
   * spec 1 §2.6: an offline gateway goes to gateway-offline and the previous
   * state is remembered for return; this is that path (null otherwise).
   */
  returnTo: string | null;
}

/**
 * Where to go after sign-in (spec 1 §2.6, §4.1).
 * No gateway: an admin returns to the last known page or gate_select; a
 * non-admin without devices goes to initial-wizard; a non-admin with devices
 * takes the first one as current (`defaultGatewaySerial`), so the caller loads
 * it and asks again; until then gtw_settings, which loads it.
 * With a gateway: `redirectForGateway(input).path`.
 */
export function redirectAfterSignIn(input: RedirectInput): string {
  if (input.gateway) return redirectForGateway(input).path;
  if (isAdmin(input.user)) {
    // spec 1 §2.6 / §6: an admin has no gateway by default → last state or gate_select.
    return returnablePath(input.lastPath, true) ?? routes.gate_select;
  }
  // spec 1 §2.6: a non-admin with no devices goes to initial-wizard.
  if (input.user.devices.length === 0) return routes.initial_wizard;
  return routes.gtw_settings;
}

/** spec 1 §2.6: a non-admin with devices takes the first one as current. */
export function defaultGatewaySerial(user: Pick<UserDetails, 'groups' | 'devices'>): string | null {
  return isAdmin(user) ? null : (user.devices[0] ?? null);
}

/**
 * The blocking-state priority for a current gateway (spec 1 §2.6), used after
 * sign-in, after a gateway choice and whenever a gateway event changes one of
 * its states. Without a gateway it answers initial-wizard (spec 2 §4).
 */
export function redirectForGateway(input: RedirectInput): GatewayRedirect {
  const { gateway } = input;
  const stay = (path: string): GatewayRedirect => ({ path, returnTo: null });
  if (!gateway) return stay(routes.initial_wizard);
  // Ours: a gateway whose data could not be loaded answers nothing else until support restores it.
  if (gateway.dataUnavailable) return stay(routes.gateway_unavailable);
  // spec 1 §2.6: replacement outranks firmware.
  if (gateway.replacementInProgress) return stay(routes.rpl_gw_in_progress);
  // spec 1 §2.6 / §4.2: firmware outranks backup restore.
  if (isFirmwareInstalling(gateway)) return stay(routes.fw_upgrade);
  // spec 1 §2.6: backup restore outranks subscription lock.
  if (gateway.backupRestoreInProgress) return stay(routes.bck_restore_in_progress);
  // spec 1 §2.6: subscription lock (mode above 0) outranks PIN lock.
  if (isSubscriptionLocked(gateway)) return stay(routes.subscription_lock);
  if (input.pinLocked) return stay(routes.gateway_pin_locked);
  // spec 1 §4.1: after PIN lock, privilege mode held by another party.
  if (input.privileged?.active && !input.privileged.ownedByMe) return stay(routes.privileged_mode_active);
  const previous = returnablePath(input.lastPath, isAdmin(input.user));
  // spec 1 §2.6: offline → gateway-offline, remembering the previous state; the pages that
  // serve an offline gateway (its menu's offline variants, spec 1 §6) stay open.
  if (!isGatewayOnline(gateway)) return previous && servesOffline(previous) ? stay(previous) : { path: routes.gateway_offline, returnTo: previous };
  // spec 1 §2.6: online → gtw_settings or the last known state (not login-type screens).
  return stay(previous ?? routes.gtw_settings);
}

/**
 * The header's gateway switch (spec 1 §2.6): replacement → rpl_gw_in_progress;
 * then (after the caller's alarm-table check) privilege mode held by another
 * party → privileged_mode_active; PIN lock → gateway_pin_locked; an offline
 * gateway → gateway-offline (spec 3 §3); else gtw_settings.
 */
export function redirectAfterGatewaySwitch(input: Omit<RedirectInput, 'lastPath' | 'user'>): string {
  const { gateway } = input;
  if (!gateway) return routes.initial_wizard;
  if (gateway.dataUnavailable) return routes.gateway_unavailable;
  if (gateway.replacementInProgress) return routes.rpl_gw_in_progress;
  if (input.privileged?.active && !input.privileged.ownedByMe) return routes.privileged_mode_active;
  if (input.pinLocked) return routes.gateway_pin_locked;
  if (!isGatewayOnline(gateway)) return routes.gateway_offline;
  return routes.gtw_settings;
}

/** The last path when it is a page worth returning to, else null. */
function returnablePath(path: string | null | undefined, admin: boolean): string | null {
  if (!path || matchRoute(path) === null) return null;
  if (isAuthRoute(path) || isStatusRoute(path)) return null;
  if (!admin && isAdminRoute(path)) return null;
  return path;
}
