import { createHash } from 'node:crypto';
import { WifiEvent, type WifiStatus } from '@homeport/sdk';
import type { EmittedEvent } from './commands/outcome';

/** Pure parts of a Wi-Fi join (gateway/wifiConnect.ts), shared with its gateway operations (ops/cloudChanges.ts). */

/** The status event of a Wi-Fi state. */
export const wifiStatusEvent = (status: WifiStatus): EmittedEvent => ({ name: WifiEvent.status, data: status });

/** The address a Wi-Fi network's router hands the gateway (fixed per gateway and network). */
export function wifiAddress(serial: string, ssid: string): string {
  const bytes = createHash('sha256').update(`${serial}/${ssid}`).digest();
  return `192.168.${1 + (bytes[0]! % 254)}.${2 + (bytes[1]! % 252)}`;
}
