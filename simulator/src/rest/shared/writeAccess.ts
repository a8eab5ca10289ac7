import { defaultCustomerConfig, mayChangeAccount, mayWriteGateway } from '@homeport/sdk';
import type { GatewayRecord, UserRecord } from '../../store/cloudState';
import { forbidden } from '../../errors/apiError';

/**
 * spec 1 §6, spec 3 §1: only the admin-support subrole writes; a read-only
 * admin reaches every gateway and account but changes nothing. The rules are
 * the sdk's, so the portal's disabled controls and the server's refusals agree.
 * A refusal is 403 000403 and changes nothing.
 */
export function requireGatewayWrite(user: UserRecord, gateway: GatewayRecord): void {
  if (!mayWriteGateway(user, gateway, defaultCustomerConfig)) throw forbidden('Your role does not allow changes to this gateway (admin-support only)');
}

export function requireAccountChange(user: UserRecord, accountId: string): void {
  if (!mayChangeAccount(user, accountId, defaultCustomerConfig)) throw forbidden('Your role does not allow changes to this account');
}
