import type { GatewayRecord, LicenceRecord } from '../store/cloudState';
import { demoAccount, NAMED_GATEWAY_COUNT, otherAccount } from './accounts';
import { DAY_MS, SEED_EPOCH } from './ids';
import { Prng } from './prng';

export const PLANS = ['Homeport Care', 'Homeport Care Plus'] as const;
/** A subscription runs a year from its activation (ours; docs/decisions.md "Gateway settings"). */
export const LICENCE_TERM_MS = 365 * DAY_MS;

/**
 * Licence keys (spec 2 §5: 20 uppercase hex): the named gateways' owners
 * have an active one on each gateway they own, and spare ones to assign a
 * new gateway with (demo two, other one). A PRNG of its own, so the rest of
 * the seed is the same with or without them.
 */
export function seedLicences(seed: number, gateways: GatewayRecord[]): LicenceRecord[] {
  const prng = new Prng(seed ^ 0x27d4eb2f);
  const activatedAt = SEED_EPOCH - 30 * DAY_MS;
  const active = gateways.slice(0, NAMED_GATEWAY_COUNT).flatMap((gateway, i): LicenceRecord[] =>
    gateway.userId === null
      ? []
      : [
          {
            id: prng.hex(20),
            userId: gateway.userId,
            plan: PLANS[i % PLANS.length]!,
            serialNumber: gateway.serialNumber,
            status: 'active',
            activatedAt,
            validUntil: activatedAt + LICENCE_TERM_MS,
          },
        ],
  );
  const spare = (userId: string, plan: string): LicenceRecord => ({ id: prng.hex(20), userId, plan, serialNumber: null, status: 'unused', activatedAt: null, validUntil: null });
  return [...active, spare(demoAccount.userId, PLANS[0]), spare(demoAccount.userId, PLANS[1]), spare(otherAccount.userId, PLANS[0])];
}
