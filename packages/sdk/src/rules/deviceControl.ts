import { DeviceStatus, type DeviceProperty, type PropertyOptions } from '../model/entities';

export type ControlProperty = Pick<DeviceProperty, 'readonly'> & {
  options?: Pick<PropertyOptions, 'notToDisable' | 'enabledWhenRestricted'>;
};

/**
 * Whether a property's control accepts input (spec 2 §4): enabled at status
 * 1 (ready) or 2 (online); at 5 (offline) only for properties marked
 * not-to-disable; at 7 (restricted) only for properties enabled when
 * restricted; never at 0, 3, 4, 6. A read-only property is never a control.
 */
export function isControlEnabled(deviceStatus: number, property: ControlProperty): boolean {
  if (property.readonly) return false;
  switch (deviceStatus) {
    case DeviceStatus.ready:
    case DeviceStatus.online:
      return true;
    case DeviceStatus.offline:
      return property.options?.notToDisable === true;
    case DeviceStatus.restricted:
      return property.options?.enabledWhenRestricted === true;
    default:
      return false;
  }
}

/** spec 2 §4: only online devices (status 2) can be chosen for triggers and actions. */
export function isSelectableForAutomation(deviceStatus: number): boolean {
  return deviceStatus === DeviceStatus.online;
}
