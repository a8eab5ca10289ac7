import { gatewayCommands } from '@homeport/sdk';
import { setPropertyValue } from '../setProperty';
import { readParams } from './params';
import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * Sets a property (spec 2 §7: device, service, property, value): code 2 bad
 * params, 3 unknown device/service/property, 4 read-only, 5 bad value. The
 * value is saved before the response; the device then reports it with
 * `device_{id}_property_changed` (gateway/setProperty.ts, the path a rule's
 * device action takes too).
 */
export const setServicePropertyValue: CommandHandler = {
  name: 'set_service_property_value',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { value: requested, ...address } = readParams(gatewayCommands.set_service_property_value.params, params);
    const { value, events, later } = setPropertyValue(emulator, address, requested);
    return { code: ResponseCode.ok, data: { value }, events, later };
  },
};
