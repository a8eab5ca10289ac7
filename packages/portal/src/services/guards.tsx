import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdmin, redirectAfterSignIn, routes, type Module } from '@homeport/sdk';
import { Loading } from '../components/Loading';
import { ModuleOffPage } from '../components/NotAvailablePage';
import { useServices } from './services';
import { chosenSerialAtom, sessionAtom, signInLandingAtom, signInReturnAtom, userAtom } from '../state/atoms';

/**
 * spec 1 §2.1: a not-logged-in person opening a non-auth page is sent to
 * login, and the page they asked for is where sign-in takes them
 * (binding/useSignIn.ts), unless a blocking state of the gateway outranks it.
 */
export function RequireSession() {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  if (!session) return <ToLogin />;
  if (!user) return <Loading />;
  return <Outlet />;
}

function ToLogin() {
  const { pathname, search, hash } = useLocation();
  const keepReturn = useSetAtom(signInReturnAtom);
  useEffect(() => keepReturn(`${pathname}${search}${hash}`), [keepReturn, pathname, search, hash]);
  return <Navigate to={routes.login} replace />;
}

/** spec 1 §2.1: a logged-in person opening an auth page is sent back. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const landing = useAtomValue(signInLandingAtom);
  // Where the sign-in on this page sends the user (binding/useSignIn.ts), so the two never disagree;
  // opened while signed in, the sdk's landing before a gateway is read (spec 1 §2.6).
  if (session && user) return <Navigate to={landing ?? redirectAfterSignIn({ user, gateway: null, pinLocked: false })} replace />;
  return <>{children}</>;
}

/** A route element for signed-out people only: `element` inside RedirectIfSignedIn. */
export const signedOut = (element: ReactNode) => <RedirectIfSignedIn>{element}</RedirectIfSignedIn>;

/** Admin-only routes (spec 1 §2.4); others go to the default landing. */
export function RequireAdmin() {
  const user = useAtomValue(userAtom);
  if (!user || !isAdmin(user)) return <Navigate to={routes.gtw_settings} replace />;
  return <Outlet />;
}

/**
 * spec 1 §6: an admin has no current gateway by default and is sent to
 * gate_select; spec 2: a user without a gateway goes to the initial wizard,
 * which says what to do next (no gateway page can show anything without one).
 */
export function RequireGateway() {
  const user = useAtomValue(userAtom);
  const chosen = useAtomValue(chosenSerialAtom);
  if (user && isAdmin(user) && !chosen) return <Navigate to={routes.gate_select} replace />;
  if (user && !isAdmin(user) && user.devices.length === 0) return <Navigate to={routes.initial_wizard} replace />;
  return <Outlet />;
}

/**
 * The routes of a navigation module (spec 1 §6): when the module is off in
 * this build its menu entry is hidden and its addresses say the section is
 * turned off, rather than render a page the deployment does not offer.
 */
export function RequireModule({ module }: { module: Module }) {
  const { config } = useServices();
  if (!config.modules[module]) return <ModuleOffPage />;
  return <Outlet />;
}
