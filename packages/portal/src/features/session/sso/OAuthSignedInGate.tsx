import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { routes } from '@homeport/sdk';
import { keepOAuthRequest, oauthRequestFrom } from '../../../app/oauthRequest';
import { sessionAtom, userAtom } from '../../../state/atoms';

/**
 * spec 1 §2.1 /login with client_id: a person already signed in goes
 * straight to the gateway choice (which has the server check the request);
 * everyone else sees the login page.
 */
export function OAuthSignedInGate({ children }: { children: ReactNode }) {
  const session = useAtomValue(sessionAtom);
  const user = useAtomValue(userAtom);
  const request = oauthRequestFrom(useSearchParams()[0]);
  if (session && user && request) {
    keepOAuthRequest(request);
    return <Navigate to={routes.oauth2_dialog} replace />;
  }
  return <>{children}</>;
}
