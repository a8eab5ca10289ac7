import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gateway, GatewayEvent, UserDetails } from '@homeport/sdk';
import { gatewayAtom, gatewayLocksAtom, gatewayRemovedAtom, sessionAtom, userAtom } from '../state/atoms';
import { queryKeys } from '../state/queryKeys';
import { queryClientAtom, queryClientOf } from '../state/serverState';
import { recheckLocks } from '../state/gatewayChanges';
import { applyGatewayEvent, catchUpAfterOutage } from './gatewayEvents';

const SERIAL = 'HP1000000001';
const user = { userId: 'u-1', groups: ['users'], devices: [SERIAL, 'HP1000000002'] } as unknown as UserDetails;
const gateway = { serialNumber: SERIAL, name: 'Demo Home', userId: 'u-1', connectionStatus: 'online' } as unknown as Gateway;

/** A store as PortalApp makes it, with the user, the gateway and its locks in the cache. */
function signedInStore() {
  const client = new QueryClient();
  const store = createStore();
  store.set(queryClientAtom, client);
  store.set(sessionAtom, { sessionId: 'ref.secret', userId: 'u-1' });
  client.setQueryData(queryKeys.user('u-1'), user);
  client.setQueryData(queryKeys.gateway(SERIAL), gateway);
  client.setQueryData(queryKeys.gatewayLocks(SERIAL), { serial: SERIAL, pinLocked: false, privileged: { active: false, ownedByMe: false } });
  // Mounted, as the frame's components keep them: derived atoms follow the cache while someone reads them.
  for (const derived of [userAtom, gatewayAtom, gatewayLocksAtom]) store.sub(derived, () => undefined);
  return store;
}

const event = (name: string, data: unknown): GatewayEvent => ({ name, data, ts: 0 });

describe('the current gateway follows its events (read with the sdk wire schemas)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('merges gateway_updated changes into the cached record without a read', () => {
    const store = signedInStore();
    applyGatewayEvent(store, SERIAL, event('gateway_updated', { serialNumber: SERIAL, changes: { name: 'Beach House', connectionStatus: 'offline' } }));
    expect(store.get(gatewayAtom)).toMatchObject({ name: 'Beach House', connectionStatus: 'offline' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('tells who holds privilege mode and whether the gateway is PIN locked', () => {
    const store = signedInStore();
    applyGatewayEvent(store, SERIAL, event('privileged_mode', { active: true, owner: 'u-1:portal' }));
    applyGatewayEvent(store, SERIAL, event('gateway_lock_status', { status: 0x80 }));
    expect(store.get(gatewayLocksAtom)).toEqual({ serial: SERIAL, pinLocked: true, privileged: { active: true, ownedByMe: true } });
    applyGatewayEvent(store, SERIAL, event('privileged_mode', { active: true, owner: 'someone-else' }));
    expect(store.get(gatewayLocksAtom)?.privileged).toEqual({ active: true, ownedByMe: false });
  });

  it('drops a malformed event, names the field at fault and changes nothing', () => {
    const store = signedInStore();
    const before = { gateway: store.get(gatewayAtom), locks: store.get(gatewayLocksAtom) };
    applyGatewayEvent(store, SERIAL, event('gateway_updated', { serialNumber: SERIAL, changes: 'everything' }));
    applyGatewayEvent(store, SERIAL, event('privileged_mode', { active: 'yes', owner: null }));
    applyGatewayEvent(store, SERIAL, event('gateway_lock_status', { status: 1.5 }));
    applyGatewayEvent(store, SERIAL, event('gateway_removed', { serial: SERIAL }));
    expect({ gateway: store.get(gatewayAtom), locks: store.get(gatewayLocksAtom) }).toEqual(before);
    expect(store.get(gatewayRemovedAtom)).toBeNull();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringMatching(/gateway_updated: changes /),
      expect.stringMatching(/privileged_mode: active /),
      expect.stringMatching(/gateway_lock_status: status /),
      expect.stringMatching(/gateway_removed: serialNumber /),
    ]);
  });

  it('gateway_removed for the current gateway says so and drops it from the user', () => {
    const store = signedInStore();
    applyGatewayEvent(store, SERIAL, event('gateway_removed', { serialNumber: SERIAL }));
    expect(store.get(gatewayRemovedAtom)).toEqual({ serialNumber: SERIAL, name: 'Demo Home' });
    expect(store.get(userAtom)?.devices).toEqual(['HP1000000002']);
  });
});

describe('scenes follow their events', () => {
  it('scenario_changed marks the gateway’s rules stale (the list and each rule)', () => {
    const store = signedInStore();
    const client = store.get(queryClientAtom)!;
    client.setQueryData(queryKeys.rules(SERIAL), []);
    client.setQueryData(queryKeys.rule(SERIAL, 4), { id: 4 });
    client.setQueryData(queryKeys.rules('HP1000000002'), []);
    applyGatewayEvent(store, SERIAL, event('scenario_changed', { action: 'deleted', rule_id: 4 }));
    expect(client.getQueryState(queryKeys.rules(SERIAL))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.rule(SERIAL, 4))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.rules('HP1000000002'))?.isInvalidated).toBe(false);
  });

  it('scenario_status_changed switches the one status in the cache, by id or (older firmware) by name', () => {
    const store = signedInStore();
    const client = store.get(queryClientAtom)!;
    client.setQueryData(queryKeys.scenarioStatuses(SERIAL), {
      kind: 'collections',
      statuses: [
        { name: 'silence', state: false, resource_id: 0 },
        { name: 'armed', state: true, resource_id: 1 },
      ],
    });
    applyGatewayEvent(store, SERIAL, event('scenario_status_changed', { name: 'armed', state: false, resource_id: 1 }));
    expect(client.getQueryData(queryKeys.scenarioStatuses(SERIAL))).toEqual({
      kind: 'collections',
      statuses: [
        { name: 'silence', state: false, resource_id: 0 },
        { name: 'armed', state: false, resource_id: 1 },
      ],
    });
    client.setQueryData(queryKeys.scenarioStatuses(SERIAL), { kind: 'legacy', statuses: [{ name: 'away', state: false }] });
    applyGatewayEvent(store, SERIAL, event('scenario_status_changed', { name: 'away', state: true, resource_id: 15 }));
    expect(client.getQueryData(queryKeys.scenarioStatuses(SERIAL))).toEqual({ kind: 'legacy', statuses: [{ name: 'away', state: true }] });
  });

  it('drops a malformed scenario event', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = signedInStore();
    const client = store.get(queryClientAtom)!;
    client.setQueryData(queryKeys.rules(SERIAL), []);
    applyGatewayEvent(store, SERIAL, event('scenario_changed', { action: 'renamed', rule_id: 4 }));
    expect(client.getQueryState(queryKeys.rules(SERIAL))?.isInvalidated).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/dropped malformed scenario_changed: action/);
    warn.mockRestore();
  });
});

describe('after an outage of the live link', () => {
  it('marks the gateway record, its locks and its backups stale, and nothing else', () => {
    const store = signedInStore();
    const client = store.get(queryClientAtom)!;
    client.setQueryData(queryKeys.backups(SERIAL), []);
    catchUpAfterOutage(store, SERIAL);
    expect(client.getQueryState(queryKeys.gateway(SERIAL))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.gatewayLocks(SERIAL))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.backups(SERIAL))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.user('u-1'))?.isInvalidated).toBe(false);
  });
});

describe('a privileged-mode refusal', () => {
  it('marks the locks stale only', () => {
    const store = signedInStore();
    const client = store.get(queryClientAtom)!;
    recheckLocks(store, SERIAL);
    expect(client.getQueryState(queryKeys.gatewayLocks(SERIAL))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.gateway(SERIAL))?.isInvalidated).toBe(false);
  });
});

describe('room membership follows its events in the layout (its one home)', () => {
  const layout = [
    { floor_id: 0, floor_name: 'Unsorted', rooms: [{ room_id: 0, room_name: 'Unsorted Devices', devices: [7] }] },
    {
      floor_id: 1,
      floor_name: 'Ground',
      rooms: [
        { room_id: 3, room_name: 'Kitchen', devices: [5] },
        { room_id: 4, room_name: 'Hall', devices: [] },
      ],
    },
  ];
  const roomsOfDevices = (floors: typeof layout | undefined) => floors?.flatMap((f) => f.rooms.map((r) => [r.room_id, r.devices]));

  it('a move writes the cached layout without a read, in either order of its two events', () => {
    const store = signedInStore();
    const client = queryClientOf(store);
    client.setQueryData(queryKeys.floors(SERIAL), layout);
    applyGatewayEvent(store, SERIAL, event('dev_added_to_room', { device_id: 5, room_id: 4 }));
    applyGatewayEvent(store, SERIAL, event('dev_removed_from_room', { device_id: 5, room_id: 3 }));
    applyGatewayEvent(store, SERIAL, event('dev_added_to_room', { device_id: 7, room_id: 3 }));
    expect(roomsOfDevices(client.getQueryData(queryKeys.floors(SERIAL)))).toEqual([
      [0, []],
      [3, [7]],
      [4, [5]],
    ]);
    applyGatewayEvent(store, SERIAL, event('dev_removed_from_room', { device_id: 7, room_id: 3 }));
    expect(roomsOfDevices(client.getQueryData(queryKeys.floors(SERIAL)))).toEqual([
      [0, [7]],
      [3, []],
      [4, [5]],
    ]);
    expect(client.getQueryState(queryKeys.floors(SERIAL))?.isInvalidated).toBe(false);
  });

  it('a room renamed reads the layout again (the event names the change, the read gives the whole truth)', () => {
    const store = signedInStore();
    const client = queryClientOf(store);
    client.setQueryData(queryKeys.floors(SERIAL), layout);
    applyGatewayEvent(store, SERIAL, event('room_name_changed', { room_id: 3, room_name: 'Cuisine' }));
    expect(client.getQueryState(queryKeys.floors(SERIAL))?.isInvalidated).toBe(true);
  });
});
