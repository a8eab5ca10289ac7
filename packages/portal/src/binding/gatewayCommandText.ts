import type { TFunction } from 'i18next';
import { GatewayCode, GatewayRequestError } from '@homeport/sdk';
import { setFailureText } from './setFailureText';

const BY_CODE: Partial<Record<number, string>> = {
  [GatewayCode.duplicate]: 'GATEWAY_CODE.DUPLICATE',
  [GatewayCode.notFound]: 'GATEWAY_CODE.NOT_FOUND',
  [GatewayCode.unsupported]: 'GATEWAY_CODE.UNSUPPORTED',
  [GatewayCode.wrongState]: 'GATEWAY_CODE.WRONG_STATE',
  [GatewayCode.tooMany]: 'GATEWAY_CODE.TOO_MANY',
  [GatewayCode.forbidden]: 'GATEWAY_CODE.FORBIDDEN',
  [GatewayCode.privileged]: 'GATEWAY_CODE.PRIVILEGED',
};

/**
 * What to tell the person when a gateway command (not a property set) was
 * refused or not answered: the code's meaning, else what setFailureText
 * says of time-outs and a closed link. Null when the session has ended
 * (the sign-out says so itself).
 */
export function gatewayCommandText(error: Error, t: TFunction, sessionLive = true): string | null {
  if (error instanceof GatewayRequestError) {
    const key = BY_CODE[error.code];
    if (key) return t(key);
    if (error.code === GatewayCode.badParams) return t('GATEWAY_CODE.BAD_INPUT', { message: error.message });
  }
  return setFailureText(error, t, { sessionLive });
}
