import { gatewayCommands, WifiCommand, type WifiNetwork, type WifiStatus } from '@homeport/sdk';
import { localStateOf } from '../../local/localState';
import { scanWifi, wifiPasswordProblem } from '../../local/wifiScan';
import { wifiView } from '../../local/wifiStatus';
import { beginWifi } from '../wifiConnect';
import { readParams } from './params';
import { CommandError, ResponseCode } from './outcome';
import type { CommandHandler } from './types';

/**
 * Wi-Fi from gateway settings (spec 2 §2, docs/contracts.md "Wi-Fi from
 * gateway settings"): the local interface's scan, state and setting
 * (scan-wifi-networks, get-board-info `wifi`, set-wifi-network), so a
 * network set either way shows in the other.
 */
export const scanWifiNetworks: CommandHandler = {
  name: WifiCommand.scan,
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    const networks: WifiNetwork[] = scanWifi(emulator.serial);
    return { code: ResponseCode.ok, data: networks };
  },
};

export const getWifiStatus: CommandHandler = {
  name: WifiCommand.status,
  channel: 'osm',
  writes: false,
  run(_params, emulator) {
    const status: WifiStatus = wifiView(emulator, localStateOf(emulator), emulator.now());
    return { code: ResponseCode.ok, data: status };
  },
};

export const setWifiNetwork: CommandHandler = {
  name: WifiCommand.set,
  channel: 'osm',
  writes: true,
  run(params, emulator) {
    const settings = readParams(gatewayCommands.set_wifi_network.params, params);
    const problem = wifiPasswordProblem(settings.encryption, settings.password);
    if (problem) throw new CommandError(ResponseCode.badValue, `params.password: ${problem}`);
    const { answer, events } = beginWifi(emulator, settings);
    return { code: ResponseCode.ok, data: answer, events, report: { wifiConnecting: true } };
  },
};
