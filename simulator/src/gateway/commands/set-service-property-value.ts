import { SetPropertyParams } from '@homeport/sdk';
import { findProperty } from '../findProperty';
import { acceptValue } from '../acceptValue';
import { deviceReaction, propertyChanged } from '../deviceReactions';
import { checkUpgradeStart } from '../nodeUpgrade';
import { doesNotAnswer } from '../pairing/network';
import { readParams } from './params';
import { CommandError, ResponseCode, type CommandHandler } from './types';

/**
 * Sets a property (spec 2 §7: device, service, property, value): code 2 bad
 * params, 3 unknown device/service/property, 4 read-only, 5 bad value. The
 * value is saved before the response; the device then reports it with
 * `device_{id}_property_changed`, also when it was already at that value
 * (a real device confirms every set), followed by whatever the device does
 * by itself (deviceReactions.ts; a node upgrade in nodeUpgrade.ts).
 */
export const setServicePropertyValue: CommandHandler = {
  name: 'set_service_property_value',
  channel: 'ohm',
  writes: true,
  run(params, emulator) {
    const { value: requested, ...address } = readParams(SetPropertyParams, params);
    const { device, service, property } = findProperty(emulator.contents, address);
    if (doesNotAnswer(emulator, device.id)) throw new CommandError(ResponseCode.wrongState, 'Device does not answer');
    if (property.readonly) throw new CommandError(ResponseCode.readOnly, `${property.name} is read-only`);
    const value = acceptValue(property, requested);
    checkUpgradeStart(service, property.name, value);
    if (property.value !== value) {
      property.value = value;
      emulator.save();
    }
    const reaction = deviceReaction(emulator, device, service, property.name, value);
    return { code: ResponseCode.ok, data: { value }, events: [propertyChanged(device, service, property.name, value), ...reaction.events], later: reaction.later };
  },
};
