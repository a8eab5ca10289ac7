import { useEffect, useState } from 'react';
import { isControlEnabled, type Device, type DeviceProperty, type GatewayHandle } from '@homeport/sdk';

/** One device list per handle, however many widgets ask (a failed read is asked again next time). */
const lists = new WeakMap<GatewayHandle, Promise<Device[]>>();

function deviceList(handle: GatewayHandle): Promise<Device[]> {
  let list = lists.get(handle);
  if (!list) {
    list = handle.request<Device[]>('get_object_list_by_type_detailed', { type: 'device' }, { type: 'query' }).then((devices) => (Array.isArray(devices) ? devices : []));
    list.catch(() => lists.delete(handle));
    lists.set(handle, list);
  }
  return list;
}

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

/**
 * The device-status rules for connected widgets: reads the device once
 * (shared per handle) and follows `device_status_changed` for it.
 * Pass `device` when the page already has it, to skip the read.
 */
export function useDeviceControl(handle: GatewayHandle, deviceId: number, known?: Device): DeviceControl {
  const [device, setDevice] = useState<Device | undefined>(known);

  useEffect(() => {
    let live = true;
    if (known) setDevice(known);
    else
      deviceList(handle)
        .then((devices) => live && setDevice(devices.find((d) => d.id === deviceId)))
        .catch(() => undefined);
    const off = handle.onEvent((event) => {
      if (event.name !== 'device_status_changed') return;
      const data = event.data as { device_id?: unknown; device_status?: unknown } | null;
      if (data?.device_id !== deviceId || typeof data.device_status !== 'number') return;
      const status = data.device_status as Device['status'];
      setDevice((current) => (current ? { ...current, status } : current));
    });
    return () => {
      live = false;
      off();
    };
  }, [handle, deviceId, known]);

  const definition = (service: string, property: string) => device?.service_list.find((s) => s.name === service)?.property_list.find((p) => p.name === property);
  const canChange = (service: string, property: string) => {
    const known = definition(service, property);
    return device !== undefined && known !== undefined && isControlEnabled(device.status, known);
  };
  return { device, canChange, definition };
}
