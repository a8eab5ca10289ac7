import type { Device, DeviceProperty, DeviceService } from '@homeport/sdk';
import type { GatewayContents } from './contents';
import type { PropertyAddress } from './commands/params';
import { CommandError, ResponseCode } from './commands/outcome';

export interface FoundProperty {
  device: Device;
  service: DeviceService;
  property: DeviceProperty;
}

/** Finds device, service and property, or answers code 3 naming the one that is missing. */
export function findProperty(contents: GatewayContents, address: PropertyAddress): FoundProperty {
  const device = contents.devices.find((d) => d.id === address.device);
  if (!device) throw new CommandError(ResponseCode.notFound, `No such device: ${address.device}`);
  const service = device.service_list.find((s) => s.name === address.service);
  if (!service) throw new CommandError(ResponseCode.notFound, `No such service: ${address.service}`);
  const property = service.property_list.find((p) => p.name === address.property);
  if (!property) throw new CommandError(ResponseCode.notFound, `No such property: ${address.property}`);
  return { device, service, property };
}
