import type { createStore } from 'jotai';
import { gatewayAtom, gatewayRemovedAtom, sessionAtom, userAtom, type GatewayLocks } from './atoms';
import { queryKeys } from './queryKeys';
import { queryClientOf } from './serverState';

type Store = ReturnType<typeof createStore>;

/**
 * spec 1 §8: a gateway answer -1 "Privileged mode is active" is a
 * privilege-mode event: the gateway's locks are read again, and privileged
 * mode held by another party sends the page to its screen (a gateway that is
 * not in fact privileged leaves the page where it is).
 */
export function recheckLocks(store: Store, serial: string): void {
  void queryClientOf(store).invalidateQueries({ queryKey: queryKeys.gatewayLocks(serial) });
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
export function setLocks(store: Store, locks: GatewayLocks): void {
  queryClientOf(store).setQueryData(queryKeys.gatewayLocks(locks.serial), locks);
}
