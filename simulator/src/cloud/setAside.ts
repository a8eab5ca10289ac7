import { topics, type GatewayUpdatedData } from '@homeport/sdk';
import type { SetAsideEntry } from '@homeport/sdk/sim';
import type { Log } from '../log';
import type { CloudStore } from '../store/cloudStore';
import { gatewayBySerial } from '../store/cloudIndex';
import type { CloudBus } from './cloudBus';
import { ownerSegment } from './ownerSegment';

export interface SetAsideDeps {
  cloud: CloudStore;
  bus: CloudBus;
  product: string;
  log: Log;
}

/**
 * The cloud's side of a gateway set aside (docs/simulator.md "Set aside"):
 * its record says `dataUnavailable`, so that its owner's portal shows the
 * error state instead of waiting, told by `gateway_updated` on the gateway's
 * events and the admins'. A reseed clears it the same way. Nothing happens
 * when the record already says so.
 */
export async function markDataUnavailable(deps: SetAsideDeps, serial: string, unavailable: boolean): Promise<void> {
  const record = gatewayBySerial(deps.cloud.state, serial);
  if (!record || (record.dataUnavailable === true) === unavailable) return;
  if (unavailable) record.dataUnavailable = true;
  else delete record.dataUnavailable;
  deps.cloud.commitGateways([record]);
  const data: GatewayUpdatedData = { serialNumber: serial, changes: { dataUnavailable: unavailable } };
  await deps.bus.publishEvent(topics.events({ product: deps.product, owner: ownerSegment(record), serial }), 'gateway_updated', data);
  await deps.bus.publishEvent(topics.adminEvents(deps.product), 'gateway_updated', data);
}

/** What the registry (or a fleet worker) set aside, told to the cloud (the registry logged it): a gateway's file marks its record; a time trigger only its entry. */
export function setAsideTold(deps: SetAsideDeps): (entry: SetAsideEntry) => void {
  return (entry) => {
    if (entry.kind !== 'gateway') return;
    markDataUnavailable(deps, entry.serialNumber, true).catch((error: unknown) => deps.log(`set aside: ${entry.serialNumber} could not be marked: ${String(error)}`));
  };
}
