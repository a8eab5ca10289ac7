import { gatewayCommands } from '@homeport/sdk';
import { findProperty } from '../findProperty';
import { readParams } from './params';
import { ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** One property's current value: {value}. */
export const getServicePropertyValue: CommandHandler = {
  name: 'get_service_property_value',
  channel: 'ohm',
  writes: false,
  run(params, emulator) {
    const { property } = findProperty(emulator.contents, readParams(gatewayCommands.get_service_property_value.params, params));
    return { code: ResponseCode.ok, data: { value: property.value } };
  },
};
