import type { createStore } from 'jotai';
import {
  BackupRestoreData,
  DeviceRoomData,
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
  UNSORTED_ROOM_ID,
  type Floor,
  type Gateway,
  type GatewayEvent,
  type WireResult,
  type WireSchema,
} from '@homeport/sdk';
import { backupEvents } from '../features/gateway/gtw-settings/backups/backupEvents';
import { settingsEvents } from '../features/gateway/gtw-settings/settingsEvents';
import { roomIdOf, withDeviceInRoom } from '../binding/useFloors';
import { gatewayAtom, gatewayLocksAtom, sessionAtom } from '../state/atoms';
import { markGatewayRemoved, setLocks } from '../state/gatewayChanges';
import { onData, onEvent, type EventNotice, type GatewayEventContext, type GatewayEventHandler, type GatewayEventTable } from '../state/gatewayEventTable';
import { queryKeys } from '../state/queryKeys';
import { withStatusChange, type ScenarioStatuses } from '../state/scenarioStatuses';
import { queryClientOf } from '../state/serverState';
import { noticeEvents } from './gatewayNotices';

type Store = ReturnType<typeof createStore>;

/**
 * The current gateway's record, its locks, its network, rules and layout,
 * kept by its events. An event that carries the change writes it into the
 * cache; one that only names what changed (a rule, the layout) has it read
 * again. Device events are the sdk's device store's (the devices feature
 * reads it).
 */
const gatewayStateEvents: GatewayEventTable = {
  gateway_updated: onData(GatewayUpdatedDataSchema, ({ store, queryClient, serial }, data) => {
    const gateway = store.get(gatewayAtom);
    // The event carries the changes: the cached record takes them without a read.
    if (gateway?.serialNumber === serial && data.serialNumber === serial) queryClient.setQueryData(queryKeys.gateway(serial), mergeGatewayChanges(gateway, data.changes));
  }),
  // spec 1 §4.2: a status with the high bit set and not all ones is locked; 0 is unlocked.
  gateway_lock_status: onData(GatewayLockStatusData, ({ store, serial }, data) => {
    const locks = store.get(gatewayLocksAtom);
    if (locks?.serial === serial) setLocks(store, { ...locks, pinLocked: isPinLockedStatus(data.status) });
  }),
  privileged_mode: onData(PrivilegedModeData, ({ store, serial }, data) => {
    const locks = store.get(gatewayLocksAtom);
    const userId = store.get(sessionAtom)?.userId ?? '';
    if (locks?.serial === serial) setLocks(store, { ...locks, privileged: { active: data.active, ownedByMe: data.active && holdsPrivilege(data.owner, userId) } });
  }),
  gateway_removed: onData(GatewayRemovedData, ({ store, serial }, data) => {
    if (data.serialNumber === serial) markGatewayRemoved(store, serial);
  }),
  network_state_changed: onData(NetworkStateSchema, ({ queryClient, serial }, data) => queryClient.setQueryData(queryKeys.networkState(serial), data)),
  // A rule created, changed or deleted in any browser (or by the gateway): the list and the rule are read again.
  scenario_changed: onData(ScenarioChangedData, ({ queryClient, serial }) => void queryClient.invalidateQueries({ queryKey: queryKeys.rulesOf(serial) })),
  scenario_status_changed: onData(ScenarioStatusChangedData, ({ queryClient, serial }, data) =>
    queryClient.setQueryData<ScenarioStatuses>(queryKeys.scenarioStatuses(serial), (cached) => cached && withStatusChange(cached, data)),
  ),
  // A restore put another home on the gateway: its layout, rules and statuses are read again (devices: the sdk's store).
  backup_restore: onData(BackupRestoreData, ({ queryClient, serial }, data) => {
    if (data.status !== 'restoreCompleted') return;
    for (const queryKey of [queryKeys.floors(serial), queryKeys.rulesOf(serial), queryKeys.scenarioStatuses(serial)]) void queryClient.invalidateQueries({ queryKey });
  }),
  // Floors and rooms: a change of them reads the layout again (one small read; the event names what changed, the read gives the whole truth).
  ...Object.fromEntries(LAYOUT_EVENTS.map((name) => [name, onEvent(({ queryClient, serial }) => void queryClient.invalidateQueries({ queryKey: queryKeys.floors(serial) }))])),
  // A device's move carries all of it: the layout (the one home of room membership) takes it without a read.
  dev_added_to_room: onData(DeviceRoomData, ({ queryClient, serial }, { device_id, room_id }) =>
    queryClient.setQueryData<Floor[]>(queryKeys.floors(serial), (floors) => floors && withDeviceInRoom(floors, device_id, room_id)),
  ),
  // It left `room_id`: to Unsorted Devices, unless its dev_added_to_room came first.
  dev_removed_from_room: onData(DeviceRoomData, ({ queryClient, serial }, { device_id, room_id }) =>
    queryClient.setQueryData<Floor[]>(
      queryKeys.floors(serial),
      (floors) => floors && (roomIdOf(floors, device_id) === room_id ? withDeviceInRoom(floors, device_id, UNSORTED_ROOM_ID) : floors),
    ),
  ),
};

/**
 * Every live event of the current gateway enters here (Runtime holds the one
 * listener). Each feature declares what it listens to as a table; the
 * handlers of one event share its data, read once with the sdk wire schema.
 */
const TABLES: readonly GatewayEventTable[] = [gatewayStateEvents, noticeEvents, settingsEvents, backupEvents];

const HANDLERS = new Map<string, GatewayEventHandler[]>();
for (const table of TABLES) for (const [name, handler] of Object.entries(table)) HANDLERS.set(name, [...(HANDLERS.get(name) ?? []), handler]);

/** The event names some handler takes. */
export const HANDLED_EVENTS: ReadonlySet<string> = new Set(HANDLERS.keys());

const ignoreNotice = () => undefined;

/**
 * Applies one event of the current gateway: each handler of its name gets
 * its data, read with the handler's sdk schema once per event; a malformed
 * event is dropped and logged with the field at fault.
 */
export function applyGatewayEvent(store: Store, serial: string, event: GatewayEvent, notify: (notice: EventNotice) => void = ignoreNotice): void {
  const handlers = HANDLERS.get(event.name);
  if (!handlers) return;
  const context: GatewayEventContext = { store, serial, queryClient: queryClientOf(store), notify };
  const reads = new Map<WireSchema, WireResult<WireSchema>>();
  for (const handler of handlers) {
    if (!handler.schema) {
      handler.apply(context, event.data);
      continue;
    }
    let read = reads.get(handler.schema);
    if (!read) {
      read = parseWire(handler.schema, event.data, 'data');
      reads.set(handler.schema, read);
      if (!read.ok) console.warn(`[homeport/portal] dropped malformed ${event.name}: ${read.message}`);
    }
    if (read.ok) handler.apply(context, read.value);
  }
}

/**
 * After an outage of the live link (a lost connection, a broker restart)
 * the gateway's events of that time are lost: the gateway record
 * (gateway_updated: firmware, backup restore, replacement, subscription
 * lock) and its locks (privileged_mode, gateway_lock_status) are read again,
 * so a state that began meanwhile still sends the page to its screen; and
 * its backups list, which otherwise follows backup_added and backup_updated
 * alone (a backup finished meanwhile would stay "being made"). The device
 * store reads its devices again itself.
 */
export function catchUpAfterOutage(store: Store, serial: string): void {
  const queryClient = queryClientOf(store);
  for (const queryKey of [queryKeys.gateway(serial), queryKeys.gatewayLocks(serial), queryKeys.backups(serial)]) void queryClient.invalidateQueries({ queryKey });
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
