import { mayBeAction, mayBeChosen, mayBeTrigger, type Device, type DeviceProperty, type DeviceService } from '@homeport/sdk';

export interface PropertyChoice {
  service: DeviceService;
  property: DeviceProperty;
}

/** spec 2 §4: only online devices are offered for triggers and actions. */
export const devicesToChoose = (devices: readonly Device[]): Device[] => devices.filter(mayBeChosen);

/** spec 2 §5: every property but LimitValue, PowerLimit, ActivePower and Calibrate may be a trigger. */
export const triggerChoices = (device: Pick<Device, 'service_list'>): PropertyChoice[] =>
  device.service_list.flatMap((service) => service.property_list.filter((p) => mayBeTrigger(p.name)).map((property) => ({ service, property })));

/** spec 2 §5: read-only properties are not added to action sets. */
export const actionChoices = (device: Pick<Device, 'service_list'>): PropertyChoice[] =>
  device.service_list.flatMap((service) => service.property_list.filter(mayBeAction).map((property) => ({ service, property })));

/** One select value for a service's property (a service or property name holds no newline). */
export const choiceKey = (service: string, property: string): string => `${service}\n${property}`;

export function findChoice(choices: readonly PropertyChoice[], key: string): PropertyChoice | undefined {
  return choices.find((c) => choiceKey(c.service.name, c.property.name) === key);
}
