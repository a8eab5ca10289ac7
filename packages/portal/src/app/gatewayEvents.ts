import type { createStore } from 'jotai';
import {
  BackupRestoreData,
  GatewayLockStatusData,
  GatewayRemovedData,
  GatewayUpdatedDataSchema,
  LAYOUT_EVENTS,
  NetworkStateSchema,
  PrivilegedModeData,
  ScenarioChangedData,
  ScenarioStatusChangedData,
  holdsPrivilege,
  isPinLockedStatus,
  parseWire,
  type Gateway,
  type GatewayEvent,
  type WireOutput,
  type WireSchema,
} from '@homeport/sdk';
import { gatewayAtom, gatewayLocksAtom, sessionAtom } from '../state/atoms';
import { markGatewayRemoved, setLocks } from '../state/gatewayChanges';
import { queryKeys } from '../state/queryKeys';
import { withStatusChange, type ScenarioStatuses } from '../state/scenarioStatuses';
import { queryClientOf } from '../state/serverState';

type Store = ReturnType<typeof createStore>;

/** The event's data read with its sdk schema; a malformed one is dropped and logged with the field at fault. */
function dataOf<S extends WireSchema>(schema: S, event: GatewayEvent): WireOutput<S> | null {
  const read = parseWire(schema, event.data, 'data');
  if (read.ok) return read.value;
  console.warn(`[homeport/portal] dropped malformed ${event.name}: ${read.message}`);
  return null;
}

/**
 * Applies one event of the current gateway to the cache. Payloads are read
 * with the sdk's wire schemas; anything malformed is dropped and logged.
 * Device events are the sdk's device store's (the devices feature reads it).
 */
export function applyGatewayEvent(store: Store, serial: string, event: GatewayEvent): void {
  switch (event.name) {
    case 'gateway_updated': {
      const gateway = store.get(gatewayAtom);
      if (!gateway || gateway.serialNumber !== serial) return;
      const data = dataOf(GatewayUpdatedDataSchema, event);
      // The event carries the changes: the cached record takes them without a read.
      if (data?.serialNumber === serial) queryClientOf(store).setQueryData(queryKeys.gateway(serial), mergeGatewayChanges(gateway, data.changes));
      return;
    }
    case 'gateway_lock_status': {
      // spec 1 §4.2: a status with the high bit set and not all ones is locked; 0 is unlocked.
      const data = dataOf(GatewayLockStatusData, event);
      const locks = store.get(gatewayLocksAtom);
      if (data && locks?.serial === serial) setLocks(store, { ...locks, pinLocked: isPinLockedStatus(data.status) });
      return;
    }
    case 'privileged_mode': {
      const data = dataOf(PrivilegedModeData, event);
      const locks = store.get(gatewayLocksAtom);
      const userId = store.get(sessionAtom)?.userId ?? '';
      if (data && locks?.serial === serial) setLocks(store, { ...locks, privileged: { active: data.active, ownedByMe: data.active && holdsPrivilege(data.owner, userId) } });
      return;
    }
    case 'gateway_removed': {
      const data = dataOf(GatewayRemovedData, event);
      if (data?.serialNumber === serial) markGatewayRemoved(store, serial);
      return;
    }
    case 'network_state_changed': {
      const data = dataOf(NetworkStateSchema, event);
      if (data) queryClientOf(store).setQueryData(queryKeys.networkState(serial), data);
      return;
    }
    case 'scenario_changed': {
      // A rule created, changed or deleted in any browser (or by the gateway): the list and the rule are read again.
      if (dataOf(ScenarioChangedData, event)) void queryClientOf(store).invalidateQueries({ queryKey: queryKeys.rulesOf(serial) });
      return;
    }
    case 'scenario_status_changed': {
      const data = dataOf(ScenarioStatusChangedData, event);
      if (data) queryClientOf(store).setQueryData<ScenarioStatuses>(queryKeys.scenarioStatuses(serial), (cached) => cached && withStatusChange(cached, data));
      return;
    }
    case 'backup_restore': {
      // A restore put another home on the gateway: its layout, rules and statuses are read again (devices: the sdk's store).
      if (dataOf(BackupRestoreData, event)?.status !== 'restoreCompleted') return;
      const queryClient = queryClientOf(store);
      for (const queryKey of [queryKeys.floors(serial), queryKeys.rulesOf(serial), queryKeys.scenarioStatuses(serial)]) void queryClient.invalidateQueries({ queryKey });
      return;
    }
    default:
      // Floors and rooms: any change reads the layout again (one small read; the event names what changed, the read gives the whole truth).
      if ((LAYOUT_EVENTS as readonly string[]).includes(event.name)) void queryClientOf(store).invalidateQueries({ queryKey: queryKeys.floors(serial) });
      return;
  }
}

/**
 * After an outage of the live link (a lost connection, a broker restart)
 * the gateway's events of that time are lost: the gateway record
 * (gateway_updated: firmware, backup restore, replacement, subscription
 * lock) and its locks (privileged_mode, gateway_lock_status) are read again,
 * so a state that began meanwhile still sends the page to its screen. The
 * device store reads its devices again itself.
 */
export function catchUpAfterOutage(store: Store, serial: string): void {
  const queryClient = queryClientOf(store);
  for (const queryKey of [queryKeys.gateway(serial), queryKeys.gatewayLocks(serial)]) void queryClient.invalidateQueries({ queryKey });
}

/** Only known fields with the type the record already has are taken. */
function mergeGatewayChanges(gateway: Gateway, changes: Record<string, unknown>): Gateway {
  const next: Record<string, unknown> = { ...gateway };
  for (const [key, value] of Object.entries(changes)) {
    if (key in gateway && typeof value === typeof (gateway as unknown as Record<string, unknown>)[key]) next[key] = value;
    // Optional on the record, absent until set: taken when it has its type.
    else if (key === 'dataUnavailable' && typeof value === 'boolean') next[key] = value;
  }
  return next as unknown as Gateway;
}
