import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routes, type LoginOutcome, type LoginRequest } from '@homeport/sdk';
import { useSignIn } from './useSignIn';

/** What /accept_privacy_and_tos receives in the router state: never in the URL or storage. */
export interface AcceptTermsState {
  request: LoginRequest;
  content: Extract<LoginOutcome, { kind: 'acceptTerms' }>['content'];
}

/**
 * spec 1 §4.1: a signed-in outcome signs in; a 300 answer sends the person
 * to the acceptance screen with what they typed, to send the same login again.
 */
export function useLoginOutcome() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  return useCallback(
    async (outcome: LoginOutcome, request: LoginRequest) => {
      if (outcome.kind === 'signedIn') await signIn(outcome.result);
      else navigate(routes.accept_privacy_and_tos, { state: { request, content: outcome.content } satisfies AcceptTermsState });
    },
    [signIn, navigate],
  );
}
