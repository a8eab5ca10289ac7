import { useCallback, useSyncExternalStore } from 'react';
import { isControlEnabled, type Device, type DeviceProperty, type GatewayHandle } from '@homeport/sdk';

export interface DeviceControl {
  /** The device as the gateway described it, with its live status; undefined until read. */
  device: Device | undefined;
  /**
   * spec 2 §4: may this property be changed now? Enabled at status 1 or 2;
   * at 5 only when marked not-to-disable; at 7 only when enabled when
   * restricted; never for read-only properties or before the device is known.
   */
  canChange: (service: string, property: string) => boolean;
  /** The property as the device describes it (type, options: min, max, step, unit, values). */
  definition: (service: string, property: string) => DeviceProperty | undefined;
}

/** Whether `device` lets `property` of `service` be changed now (spec 2 §4). */
export function canChangeProperty(device: Device | undefined, service: string, property: string): boolean {
  const known = propertyDefinition(device, service, property);
  return device !== undefined && known !== undefined && isControlEnabled(device.status, known);
}

export function propertyDefinition(device: Device | undefined, service: string, property: string): DeviceProperty | undefined {
  return device?.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property);
}

/**
 * The device-status rules for connected widgets, over the handle's device
 * store: the device with its live status, for every widget alike, however
 * late it mounts. `known` is shown until the store has read the device.
 */
export function useDeviceControl(handle: GatewayHandle, deviceId: number, known?: Device): DeviceControl {
  const store = handle.devices;
  const subscribe = useCallback((listener: () => void) => store.subscribeDevice(deviceId, listener), [store, deviceId]);
  const device = useSyncExternalStore(subscribe, () => store.getDevice(deviceId)) ?? known;
  return {
    device,
    canChange: (service, property) => canChangeProperty(device, service, property),
    definition: (service, property) => propertyDefinition(device, service, property),
  };
}
