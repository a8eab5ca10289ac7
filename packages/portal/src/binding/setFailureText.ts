import type { TFunction } from 'i18next';
import { GatewayLinkClosedError, GatewayRequestError, GatewayTimeoutError } from '@homeport/sdk';

/**
 * What to tell the user when a change sent to the gateway failed, or null
 * to say nothing here. When the session has ended (or is ending), the
 * change failed because of it: the broker drops a signed-out session and
 * refuses it as not authorized, or the sign-out closes the link under a
 * waiting request. The session end shows its own message and returns to
 * login, so the change is not reported as a device failure as well.
 */
export function setFailureText(error: Error, t: TFunction, { sessionLive }: { sessionLive: boolean }): string | null {
  if (!sessionLive) return null;
  if (error instanceof GatewayLinkClosedError) return error.state === 'unauthorized' ? null : t('ERRORS.LINK_CLOSED');
  if (error instanceof GatewayTimeoutError) return t('ERRORS.GATEWAY_TIMEOUT');
  if (error instanceof GatewayRequestError) return t('ERRORS.GATEWAY_REJECTED', { message: error.message });
  return t('DEVICES.SEND_FAILED');
}
