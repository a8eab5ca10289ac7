import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { routes } from '@homeport/sdk';
import { keepOAuthRequest, oauthRequestFrom } from '../../../services/oauthRequest';
import { sessionAtom, userAtom } from '../../../state/atoms';
import { queryKeys } from '../../../state/queryKeys';

/**
 * spec 1 §2.1 /login with client_id: a person already signed in goes
 * straight to the gateway choice (which has the server check the request);
 * everyone else sees the login page.
 *
 * A request the server has already refused on this page (the login page
 * checks it, see useLoginBrand) is not followed: signing in after that
 * refusal is an ordinary sign-in, so the gate stands aside while the
 * sign-in moves on.
 */
export function OAuthSignedInGate({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const request = oauthRequestFrom(useSearchParams()[0]);
  // Reads the login page's check of this request from the cache; never fetches it.
  const refused = useQuery({ queryKey: queryKeys.oauthRequest(request ?? {}), enabled: false }).isError;
  if (session && user && request && !refused) {
    keepOAuthRequest(request);
    return <Navigate to={routes.oauth2_dialog} replace />;
  }
  return <>{children}</>;
}
