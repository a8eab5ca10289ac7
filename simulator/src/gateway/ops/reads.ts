import type { Device } from '@homeport/sdk';
import type { GatewayContents } from '../contents';
import { gatewayOp } from '../gatewayOps';

/**
 * Reads of a gateway's state from the cloud side: each answers a copy
 * (through JSON), never the emulator's own objects.
 */

/** The gateway's whole contents. */
export const readContents = gatewayOp<void, GatewayContents>('contents', (emulator) => emulator.contents);

/** Its devices, as the cloud's cached image shows them. */
export const readDevices = gatewayOp<void, { devices: Device[] }>('devices', (emulator) => ({ devices: emulator.contents.devices }));
