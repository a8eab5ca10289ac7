import type { createStore } from 'jotai';
import type { Device, DeviceStatusCode, PropertyValue } from '@homeport/sdk';
import { deviceAtomFamily, deviceIdsAtom, devicesLoadAtom } from './atoms';

type Store = ReturnType<typeof createStore>;

/** Replaces the device list of the current gateway (a first load, or a new read after a reconnect). */
export function setDevices(store: Store, devices: Device[]): void {
  const kept = new Set(devices.map((d) => d.id));
  // A device that stays keeps its atom: its card (memoised by id) keeps listening to that atom.
  for (const id of store.get(deviceIdsAtom)) if (!kept.has(id)) deviceAtomFamily.remove(id);
  for (const device of devices) store.set(deviceAtomFamily(device.id), device);
  store.set(deviceIdsAtom, devices.map((d) => d.id));
  store.set(devicesLoadAtom, 'ready');
}

export function clearDevices(store: Store): void {
  for (const id of store.get(deviceIdsAtom)) deviceAtomFamily.remove(id);
  store.set(deviceIdsAtom, []);
  store.set(devicesLoadAtom, 'idle');
}

/** Applies a confirmed property value (response or device_{id}_property_changed). */
export function applyPropertyValue(store: Store, deviceId: number, service: string, property: string, value: PropertyValue): void {
  if (!store.get(deviceIdsAtom).includes(deviceId)) return;
  const a = deviceAtomFamily(deviceId);
  const device = store.get(a);
  if (!device) return;
  let changed = false;
  const service_list = device.service_list.map((s) =>
    s.name !== service
      ? s
      : {
          ...s,
          property_list: s.property_list.map((p) => {
            if (p.name !== property || p.value === value) return p;
            changed = true;
            return { ...p, value };
          }),
        },
  );
  if (changed) store.set(a, { ...device, service_list });
}

export function applyDeviceStatus(store: Store, deviceId: number, status: DeviceStatusCode): void {
  if (!store.get(deviceIdsAtom).includes(deviceId)) return;
  const a = deviceAtomFamily(deviceId);
  const device = store.get(a);
  if (device && device.status !== status) store.set(a, { ...device, status });
}
