import { propertyChangedEventName, type Device, type DeviceService, type PropertyChangedData, type PropertyValue } from '@homeport/sdk';
import type { EmittedEvent } from './commands/outcome';

/** The event a device sends when one of its properties changes. */
export function propertyChanged(device: Device, service: DeviceService, name: string, value: PropertyValue): EmittedEvent {
  const data: PropertyChangedData = { device_id: device.id, service_name: service.name, service_type: service.type, property_name: name, property_value: value };
  return { name: propertyChangedEventName(device.id), data };
}

/** Sets a property the way the device itself would (no read-only check), returning its event when it changed. */
export function report(device: Device, service: DeviceService, name: string, value: PropertyValue): EmittedEvent | null {
  const property = service.property_list.find((p) => p.name === name);
  if (!property) return null;
  property.value = value;
  return propertyChanged(device, service, name, value);
}
