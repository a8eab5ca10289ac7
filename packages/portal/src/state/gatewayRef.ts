import type { Gateway } from '@homeport/sdk';

/** The topic scope of a gateway; unassigned gateways live under `unassigned` (docs/simulator.md). */
export function gatewayRef(gateway: Pick<Gateway, 'userId' | 'serialNumber'>): { owner: string; serial: string } {
  return { owner: gateway.userId ?? 'unassigned', serial: gateway.serialNumber };
}
