import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { isAdmin, isAuthRoute, isStatusRoute, redirectForGateway, routes } from '@homeport/sdk';
import { gatewayAtom, gatewayLocksAtom, gatewayRemovedAtom, offlineReturnAtom, sessionAtom, userAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';
import { readGatewayLocks } from '../services/readGatewayLocks';
import { useServices } from '../services/services';

/** Screens the redirect never leaves on its own: sign-in pages, gate selection, and the OAuth2 dialog. */
const untouched = (path: string) => isAuthRoute(path) || path === routes.gate_select || path === routes.oauth2_dialog;

/**
 * Reads the current gateway's locks (PIN lock, privilege mode) into the
 * cache (gatewayLocksAtom reads it) when the gateway changes or comes back
 * online (spec 1 §4.2: checked at start when a gateway and session exist);
 * events keep them current afterwards (gatewayEvents.ts). A failed check
 * counts as unlocked, as the page cannot wait on it.
 */
export function useGatewayLocks() {
  const { rest } = useServices();
  const gateway = useAtomValue(gatewayAtom);
  const userId = useAtomValue(sessionAtom)?.userId ?? '';
  const serial = gateway?.serialNumber ?? '';
  // The gateway holds both states; offline has its own screen. Stale at once,
  // so coming back online checks again.
  const online = gateway?.connectionStatus === 'online' && !gateway.dataUnavailable;
  useQuery({
    queryKey: queryKeys.gatewayLocks(serial),
    queryFn: () => readGatewayLocks(rest, serial, userId).catch(() => ({ serial, pinLocked: false, privileged: { active: false, ownedByMe: false } })),
    enabled: !!serial && online,
  });
}

/**
 * spec 1 §2.6, §4.2: follows the current gateway's blocking states. When one
 * applies (replacement, firmware, backup restore, subscription lock, PIN
 * lock, privilege mode held by another party, offline) the page moves to its
 * screen, remembering where the user was; when it clears, the user returns.
 * The priority is the sdk's `redirectForGateway`.
 */
export function useGatewayStateRedirect() {
  const store = useStore();
  const gateway = useAtomValue(gatewayAtom);
  const locks = useAtomValue(gatewayLocksAtom);
  const removed = useAtomValue(gatewayRemovedAtom);
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const root = useHref('/');

  useEffect(() => {
    if (!user || untouched(pathname)) return;
    if (removed) {
      if (pathname !== routes.gateway_removed) navigate(routes.gateway_removed, { replace: true });
      return;
    }
    if (!gateway) return;
    const onStatus = isStatusRoute(pathname);
    // Locks are known once checked; an offline gateway needs no lock check to be sent away.
    const known = locks?.serial === gateway.serialNumber ? locks : null;
    // Nor one whose data could not be loaded: it answers no lock check.
    if (!known && gateway.connectionStatus === 'online' && !gateway.dataUnavailable) return;
    const back = store.get(offlineReturnAtom);
    const target = redirectForGateway({
      user,
      gateway,
      pinLocked: known?.pinLocked ?? false,
      privileged: known?.privileged,
      lastPath: onStatus ? back : pathname,
    }).path;
    if (target === pathname) return;
    if (isStatusRoute(target)) {
      // The page the user went to, even while its lazy chunk still loads (the router then keeps the
      // old path on screen, and `pathname` with it): the address bar already names it.
      // A status screen already in the address bar (this effect ran again before the router caught up) is no page to return to.
      const live = addressBarPath(root);
      if (!onStatus) store.set(offlineReturnAtom, live !== null && !isStatusRoute(live) ? live : pathname);
      navigate(target, { replace: true });
    } else if (onStatus && pathname !== routes.initial_wizard) {
      // The return page is kept, not cleared here: the way back may still be loading (a lazy page
      // keeps the old path on screen), and a second blocking state arriving meanwhile must return
      // to the same page. Entering a status screen from a page, or a gateway switch, replaces it.
      navigate(back ?? (isAdmin(user) ? routes.gtw_settings : target), { replace: true });
    }
  }, [gateway, locks, removed, user, pathname, navigate, store, root]);
}

/** The address bar's path within the router's basename (`root`, from useHref('/')); null outside it. */
function addressBarPath(root: string): string | null {
  const base = root.replace(/\/$/, '');
  const path = window.location.pathname;
  if (base && path !== base && !path.startsWith(`${base}/`)) return null;
  return path.slice(base.length) || '/';
}

/**
 * spec 1 §4.2: a gateway mode change switches to gtw_settings (with bit 2
 * set only Settings stays enabled in the menu, spec 1 §6).
 */
export function useOperationModeRedirect() {
  const gateway = useAtomValue(gatewayAtom);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const seen = useRef<{ serial: string; mode: number } | null>(null);
  const serial = gateway?.serialNumber;
  const mode = gateway?.operationMode;

  useEffect(() => {
    if (!serial || mode === undefined) return;
    const before = seen.current;
    seen.current = { serial, mode };
    if (!before || before.serial !== serial || before.mode === mode) return;
    if (untouched(pathname) || isStatusRoute(pathname)) return;
    // Also when the path reads gtw_settings: while a lazy page loads, the
    // router's location is still the page being left, and the browser may
    // already be on another; going to gtw_settings again changes nothing.
    navigate(routes.gtw_settings, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- pathname is read, not followed: only a mode change moves the page.
  }, [serial, mode, navigate]);
}
