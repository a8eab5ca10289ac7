import type { PropertyValue } from '@homeport/sdk';
import { acceptValue } from './acceptValue';
import type { PropertyAddress } from './commands/params';
import { CommandError, ResponseCode } from './commands/outcome';
import { deviceReaction, type Reaction } from './deviceReactions';
import { propertyChanged } from './propertyEvents';
import type { EmulatedGateway } from './emulatedGateway';
import { findProperty } from './findProperty';
import { checkUpgradeStart } from './nodeUpgrade';
import { doesNotAnswer } from './pairing/network';

/**
 * Sets a property as a command does (set_service_property_value, and a
 * rule's device action): code 3 unknown device/service/property, 8 a node
 * that does not answer, 4 read-only, 5 bad value. The value is saved; the
 * answer holds `device_{id}_property_changed`, also when it was already at
 * that value (a real device confirms every set), followed by whatever the
 * device does by itself (deviceReactions.ts; a node upgrade in nodeUpgrade.ts).
 */
export function setPropertyValue(emulator: EmulatedGateway, address: PropertyAddress, requested: unknown): Reaction & { value: PropertyValue } {
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
  return { value, events: [propertyChanged(device, service, property.name, value), ...reaction.events], later: reaction.later };
}
