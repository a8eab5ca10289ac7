// @vitest-environment jsdom
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Device } from '@homeport/sdk';
import { deviceAtomFamily, deviceIdsAtom, devicesLoadAtom } from './atoms';
import { clearDevices, setDevices } from './devices';

const outlet = (id: number, on: boolean): Device => ({
  id,
  device_name: `Outlet ${id}`,
  class: 'Outlet',
  kind: 'switch',
  device_manufacturer: 'Homeport',
  status: 2,
  bus_id: 'zwave',
  icon: 'outlet',
  firmwareVersion: '1.0',
  room_id: null,
  service_list: [{ name: 'SwitchService', type: 'control', property_list: [{ name: 'State', value: on, type: 'bool', readonly: false }] }],
  quick_properties: [],
});

describe('setDevices', () => {
  it('a second read (after a reconnect) reaches the atoms the cards already listen to', () => {
    const store = createStore();
    setDevices(store, [outlet(1, true), outlet(2, false)]);
    const listenedTo = deviceAtomFamily(1);
    const seen: (Device | null)[] = [];
    const unsubscribe = store.sub(listenedTo, () => seen.push(store.get(listenedTo)));
    setDevices(store, [outlet(1, false), outlet(3, true)]);
    expect(deviceAtomFamily(1)).toBe(listenedTo);
    expect(seen.map((d) => d?.service_list[0]?.property_list[0]?.value)).toEqual([false]);
    expect(store.get(deviceIdsAtom)).toEqual([1, 3]);
    expect(store.get(devicesLoadAtom)).toBe('ready');
    unsubscribe();
  });

  it('a device that left gets a fresh atom if it comes back', () => {
    const store = createStore();
    setDevices(store, [outlet(2, true)]);
    const before = deviceAtomFamily(2);
    setDevices(store, []);
    expect(deviceAtomFamily(2)).not.toBe(before);
  });

  it('clearDevices empties the list for the next gateway', () => {
    const store = createStore();
    setDevices(store, [outlet(4, true)]);
    clearDevices(store);
    expect(store.get(deviceIdsAtom)).toEqual([]);
    expect(store.get(devicesLoadAtom)).toBe('idle');
  });
});
