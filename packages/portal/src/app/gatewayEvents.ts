import type { createStore } from 'jotai';
import { holdsPrivilege, isPinLockedStatus, type GatewayEvent, type Gateway } from '@homeport/sdk';
import { gatewayAtom, gatewayLocksAtom, gatewayRemovedAtom, sessionAtom, userAtom, type GatewayLocks } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';
import { queryClientOf } from '../state/serverState';

type Store = ReturnType<typeof createStore>;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Applies one event of the current gateway to the atoms. Payloads are
 * checked field by field; anything malformed is dropped and logged. Device
 * events are the sdk's device store's (the devices feature reads it).
 */
export function applyGatewayEvent(store: Store, serial: string, event: GatewayEvent): void {
  const { name, data } = event;
  switch (name) {
    case 'gateway_updated': {
      const gateway = store.get(gatewayAtom);
      if (!gateway || gateway.serialNumber !== serial) return;
      if (isObject(data) && data.serialNumber === serial && isObject(data.changes)) {
        // The event carries the changes: the cached record takes them without a read.
        queryClientOf(store).setQueryData(queryKeys.gateway(serial), mergeGatewayChanges(gateway, data.changes));
      } else console.warn('homeport: dropped malformed', name, data);
      return;
    }
    case 'gateway_lock_status': {
      // spec 1 §4.2: a status with the high bit set and not all ones is locked; 0 is unlocked.
      const locks = store.get(gatewayLocksAtom);
      if (!isObject(data) || !Number.isInteger(data.status)) return void console.warn('homeport: dropped malformed', name, data);
      if (locks?.serial === serial) setLocks(store, { ...locks, pinLocked: isPinLockedStatus(data.status as number) });
      return;
    }
    case 'privileged_mode': {
      const locks = store.get(gatewayLocksAtom);
      if (!isObject(data) || typeof data.active !== 'boolean' || !(data.owner === null || typeof data.owner === 'string'))
        return void console.warn('homeport: dropped malformed', name, data);
      const userId = store.get(sessionAtom)?.userId ?? '';
      if (locks?.serial === serial)
        setLocks(store, { ...locks, privileged: { active: data.active, ownedByMe: data.active && holdsPrivilege(data.owner as string | null, userId) } });
      return;
    }
    case 'gateway_removed':
      if (isObject(data) && data.serialNumber === serial) markGatewayRemoved(store, serial);
      return;
    default:
      return;
  }
}

/** Shows gateway_removed when `serial` is the current gateway, and drops it from the user's list. */
export function markGatewayRemoved(store: Store, serial: string): void {
  const gateway = store.get(gatewayAtom);
  if (gateway?.serialNumber === serial) store.set(gatewayRemovedAtom, { serialNumber: serial, name: gateway.name });
  const user = store.get(userAtom);
  const userId = store.get(sessionAtom)?.userId;
  if (userId && user?.devices.includes(serial)) queryClientOf(store).setQueryData(queryKeys.user(userId), { ...user, devices: user.devices.filter((s) => s !== serial) });
}

/** The lock events change the cached check answer (gatewayLocksAtom reads it). */
function setLocks(store: Store, locks: GatewayLocks): void {
  queryClientOf(store).setQueryData(queryKeys.gatewayLocks(locks.serial), locks);
}

/** Only known fields with the type the record already has are taken. */
function mergeGatewayChanges(gateway: Gateway, changes: Record<string, unknown>): Gateway {
  const next: Record<string, unknown> = { ...gateway };
  for (const [key, value] of Object.entries(changes)) {
    if (key in gateway && typeof value === typeof (gateway as unknown as Record<string, unknown>)[key]) next[key] = value;
  }
  return next as unknown as Gateway;
}
