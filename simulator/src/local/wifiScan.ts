import { createHash } from 'node:crypto';
import { wifiPasswordProblem as passwordProblemOf, type WifiEncryption, type WifiPasswordProblem } from '@homeport/sdk';
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

const PASSWORD_MESSAGES: Record<WifiPasswordProblem, string> = {
  mustBeEmpty: 'password must be empty for an open network',
  wepKey: 'a WEP key is 5 or 13 characters, or 10 or 26 hexadecimal digits',
  wpaLength: 'a WPA passphrase is 8 to 63 characters',
};

/** spec 2 §7 set-wifi-network: the sdk's rule (the portal checks the same), with the simulator's message; null when it fits. */
export function wifiPasswordProblem(encryption: WifiEncryption, password: string): string | null {
  const problem = passwordProblemOf(encryption, password);
  return problem && PASSWORD_MESSAGES[problem];
}
