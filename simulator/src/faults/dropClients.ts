import type { Client } from 'aedes';
import type { MqttRefuseFaultType } from '@homeport/sdk/sim';
import { refusesOn } from './faultBook';

/**
 * Closes the user clients connected on the fault's transport; returns how
 * many. A WebSocket client came with its upgrade request (aedes keeps it as
 * `client.req`), a TCP one without. `clients` holds user sessions only, so
 * the simulator's own fleet and event publisher stay connected.
 */
export function dropClientsOn(clients: Iterable<Client>, fault: MqttRefuseFaultType): number {
  const doomed = [...clients].filter((client) => refusesOn(fault, client.req ? 'ws' : 'tcp'));
  for (const client of doomed) client.close();
  return doomed.length;
}
