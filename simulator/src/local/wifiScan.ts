import { createHash } from 'node:crypto';
import type { WifiEncryption } from '../gateway/contents';
import { Prng } from '../seed/prng';

export interface ScannedNetwork {
  ssid: string;
  encryption: WifiEncryption;
  quality: number;
}

const NEIGHBOURS: Array<[name: string, encryption: WifiEncryption]> = [
  ['JioFiber-', 'WPA2'],
  ['Airtel_Xstream_', 'WPA2'],
  ['ACT-Home-', 'WPA'],
  ['OldRouter-', 'WEP'],
  ['Cafe Free WiFi ', 'none'],
];

/** A PRNG seeded by the serial: the same networks for a gateway on every scan and every start. */
function prngOf(serial: string): Prng {
  return new Prng(createHash('sha256').update(serial).digest().readUInt32BE(0));
}

/** What the gateway "sees" (spec 2 §7 scan-wifi-networks): its own home network first, then neighbours, best quality first. */
export function scanWifi(serial: string): ScannedNetwork[] {
  const prng = prngOf(serial);
  const networks: ScannedNetwork[] = [{ ssid: `Homeport-${serial.slice(-4)}`, encryption: 'WPA2', quality: prng.int(80, 99) }];
  for (const [name, encryption] of NEIGHBOURS) networks.push({ ssid: `${name}${prng.hex(4)}`, encryption, quality: prng.int(10, 79) });
  return networks.sort((a, b) => b.quality - a.quality || a.ssid.localeCompare(b.ssid));
}

/** spec 2 §7 set-wifi-network: what the password must look like for each encryption, or null when it fits. */
export function wifiPasswordProblem(encryption: WifiEncryption, password: string): string | null {
  switch (encryption) {
    case 'none':
      return password === '' ? null : 'password must be empty for an open network';
    case 'WEP':
      return password.length === 5 || password.length === 13 || /^(?:[0-9a-fA-F]{10}|[0-9a-fA-F]{26})$/.test(password)
        ? null
        : 'a WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits';
    case 'WPA':
    case 'WPA2':
      return password.length >= 8 && password.length <= 63 ? null : 'a WPA passphrase is 8 to 63 characters';
  }
}
