import type { Location } from 'react-router';

/**
 * A message the login page shows above its form (spec 1 §4.1, §8): after a
 * forced logout (000622), a logout by another session, a deleted account,
 * an activation or a password change. Carried in the router state, never in
 * the URL, so a reload or a shared link does not show it again.
 */
export interface LoginMessage {
  /** i18n key of a short title, optional. */
  titleKey?: string;
  /** i18n key of the text. */
  textKey: string;
  tone: 'info' | 'error';
}

export interface LoginRouteState {
  loginMessage?: LoginMessage;
}

/** The router state that makes /login show `message`. */
export const withLoginMessage = (message: LoginMessage): LoginRouteState => ({ loginMessage: message });

/** The message the current location carries, if it is a well-formed one. */
export function loginMessageOf(location: Pick<Location, 'state'>): LoginMessage | null {
  const state = location.state as LoginRouteState | null | undefined;
  const message = state?.loginMessage;
  if (!message || typeof message.textKey !== 'string') return null;
  return { titleKey: typeof message.titleKey === 'string' ? message.titleKey : undefined, textKey: message.textKey, tone: message.tone === 'error' ? 'error' : 'info' };
}
