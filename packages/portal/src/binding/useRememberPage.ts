import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isAuthRoute, isStatusRoute } from '@homeport/sdk';
import { lastPageAtom, sessionAtom } from '../state/atoms';

/**
 * Keeps the page the signed-in user has open as their last page, for the
 * next sign-in on this browser (binding/useSignIn.ts). A status screen
 * (gateway offline, firmware upgrade…) is a state of the gateway, not a page
 * to return to, and is not kept.
 */
export function useRememberPage(): void {
  const session = useAtomValue(sessionAtom);
  const remember = useSetAtom(lastPageAtom);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!session || isAuthRoute(pathname) || isStatusRoute(pathname)) return;
    remember({ userId: session.userId, path: `${pathname}${search}` });
  }, [session, remember, pathname, search]);
}
