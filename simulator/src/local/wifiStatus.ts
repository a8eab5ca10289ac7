import type { GatewayEmulator } from '../gateway/emulator';
import type { LocalState } from '../gateway/contents';
import { scanWifi } from './wifiScan';

/** docs/contracts.md: a new Wi-Fi network is "connecting" this long before it is connected or failed. */
export const WIFI_CONNECT_MS = 2000;

/**
 * spec 1 §2.5 trying-to-connect: a network just set is connecting for
 * WIFI_CONNECT_MS, then connected when the scan shows it with that
 * encryption, else failed. Untouched gateways on Wi-Fi sit on their home network.
 */
export function wifiView(emulator: GatewayEmulator, local: LocalState, now: number) {
  const scan = scanWifi(emulator.serial);
  if (!local.wifi) {
    const home = scan.find((n) => n.ssid.startsWith('Homeport-'))!;
    return emulator.contents.platform.networkType === 'wifi'
      ? { ssid: home.ssid, encryption: home.encryption, state: 'connected', quality: home.quality }
      : { ssid: null, encryption: null, state: 'disconnected', quality: null };
  }
  const { ssid, encryption, setAt } = local.wifi;
  const seen = scan.find((n) => n.ssid === ssid && n.encryption === encryption);
  const state = now - setAt < WIFI_CONNECT_MS ? 'connecting' : seen ? 'connected' : 'failed';
  return { ssid, encryption, state, quality: state === 'connected' ? seen!.quality : null };
}
