import type { WifiStatus } from '@homeport/sdk';
import type { GatewayEmulator } from '../gateway/emulator';
import type { LocalState } from '../gateway/contents';
import { scanWifi } from './wifiScan';

/** docs/contracts.md: a new Wi-Fi network is "connecting" this long (simulator clock) before it is connected or failed. */
export const WIFI_CONNECT_MS = 2000;

/**
 * The gateway's Wi-Fi as the local interface (get-board-info `wifi`) and
 * gateway settings (get_wifi_status) both show it: a network just set is
 * connecting until gateway/wifiConnect.ts settles it on the simulator clock
 * (connected when the scan shows it with that encryption, else failed).
 * Untouched gateways on Wi-Fi sit on their home network. `now` is the
 * simulator clock's reading; it only judges files saved before the state
 * was kept.
 */
export function wifiView(emulator: GatewayEmulator, local: LocalState, now: number): WifiStatus {
  const scan = scanWifi(emulator.serial);
  if (!local.wifi) {
    const home = scan.find((n) => n.ssid.startsWith('Homeport-'))!;
    return emulator.contents.platform.networkType === 'wifi'
      ? { ssid: home.ssid, encryption: home.encryption, state: 'connected', quality: home.quality }
      : { ssid: null, encryption: null, state: 'disconnected', quality: null };
  }
  const { ssid, encryption, setAt } = local.wifi;
  const seen = scan.find((n) => n.ssid === ssid && n.encryption === encryption);
  const state = local.wifi.state ?? (now - setAt < WIFI_CONNECT_MS ? 'connecting' : seen ? 'connected' : 'failed');
  return { ssid, encryption, state, quality: state === 'connected' && seen ? seen.quality : null };
}
