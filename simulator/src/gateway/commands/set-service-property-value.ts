import { propertyChangedEventName, type PropertyChangedData } from '@homeport/sdk';
import { findProperty } from '../findProperty';
import { acceptValue } from '../acceptValue';
import { requirePropertyAddress } from './params';
import { CommandError, ResponseCode, type CommandHandler } from './types';

/**
 * Sets a property (spec 2 §7: device, service, property, value): code 2 bad
 * params, 3 unknown device/service/property, 4 read-only, 5 bad value. The
 * value is saved before the response; the device then reports it with
 * `device_{id}_property_changed`, also when it was already at that value
 * (a real device confirms every set).
 */
export const setServicePropertyValue: CommandHandler = {
  name: 'set_service_property_value',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const address = requirePropertyAddress(params);
    if (!Object.hasOwn(params, 'value')) throw new CommandError(ResponseCode.badParams, 'value is required');
    const { device, service, property } = findProperty(emulator.contents, address);
    if (property.readonly) throw new CommandError(ResponseCode.readOnly, `${property.name} is read-only`);
    const value = acceptValue(property, params.value);
    if (property.value !== value) {
      property.value = value;
      emulator.save();
    }
    const changed: PropertyChangedData = {
      device_id: device.id,
      service_name: service.name,
      service_type: service.type,
      property_name: property.name,
      property_value: value,
    };
    return { code: ResponseCode.ok, data: { value }, events: [{ name: propertyChangedEventName(device.id), data: changed }] };
  },
};
