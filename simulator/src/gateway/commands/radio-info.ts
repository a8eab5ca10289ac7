import type { ZigbeeInfo, ZwaveInfo } from '@homeport/sdk';
import { serialDigest } from '../gatewaySettings';
import type { GatewayEmulator } from '../emulator';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/** The virtual gateway (spec 1 §9 voc200) runs in the cloud: it has no radio chips. */
function refuseVirtual(emulator: GatewayEmulator, radio: string): void {
  if (emulator.contents.platform.model.toLowerCase() === 'voc200') throw new CommandError(ResponseCode.unsupported, `${radio} is not on a virtual gateway`);
}

const nodesOn = (emulator: GatewayEmulator, bus: string) => emulator.contents.devices.filter((d) => d.bus_id === bus).length;

/**
 * get_zwave_info (spec 2 §2 "Z-Wave info: API version, home id, node id,
 * role"): the controller chip's figures, fixed per gateway (read from the
 * serial as a real gateway reads its chip), and the nodes paired now.
 */
export const getZwaveInfo: CommandHandler = {
  name: 'get_zwave_info',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    refuseVirtual(emulator, 'Z-Wave');
    const digest = serialDigest(emulator.serial, 'zwave');
    const info: ZwaveInfo = {
      apiVersion: `7.${15 + (digest[0]! % 6)}`,
      homeId: digest.subarray(1, 5).toString('hex').toUpperCase(),
      nodeId: 1,
      role: 'primary',
      nodes: nodesOn(emulator, 'zwave'),
    };
    return { code: ResponseCode.ok, data: info };
  },
};

/** get_zigbee_info (spec 2 §2 "Zigbee info: channel, firmware version, MAC, TX power"). */
export const getZigbeeInfo: CommandHandler = {
  name: 'get_zigbee_info',
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    refuseVirtual(emulator, 'Zigbee');
    const digest = serialDigest(emulator.serial, 'zigbee');
    const info: ZigbeeInfo = {
      // IEEE 802.15.4 channels 11 to 26.
      channel: 11 + (digest[0]! % 16),
      firmwareVersion: `6.10.${digest[1]! % 8}`,
      macAddress: [...digest.subarray(2, 10)].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join(':'),
      txPower: 8,
      nodes: nodesOn(emulator, 'zigbee'),
    };
    return { code: ResponseCode.ok, data: info };
  },
};
