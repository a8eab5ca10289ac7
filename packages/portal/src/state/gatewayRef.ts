import { topicOwner, type Gateway } from '@homeport/sdk';

/** The topic scope of a gateway (the sdk's rule names the owner segment, `unassigned` when none). */
export function gatewayRef(gateway: Pick<Gateway, 'userId' | 'serialNumber'>): { owner: string; serial: string } {
  return { owner: topicOwner(gateway), serial: gateway.serialNumber };
}
