/**
 * Wi-Fi rules of the local gateway interface and of gateway settings
 * (spec 2 §3 "Wi-Fi network", §7 set-wifi-network, §9 quality bands).
 * Shared by the UI (checks before sending) and the simulator (checks on
 * arrival), so both refuse the same things.
 */
export const WIFI_ENCRYPTIONS = ['none', 'WEP', 'WPA', 'WPA2'] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

export function isWifiEncryption(value: unknown): value is WifiEncryption {
  return typeof value === 'string' && (WIFI_ENCRYPTIONS as readonly string[]).includes(value);
}

/** What is wrong with a password for an encryption, or null when it fits. */
export type WifiPasswordProblem = 'mustBeEmpty' | 'wepKey' | 'wpaLength';

export function wifiPasswordProblem(encryption: WifiEncryption, password: string): WifiPasswordProblem | null {
  switch (encryption) {
    case 'none':
      return password === '' ? null : 'mustBeEmpty';
    case 'WEP':
      return password.length === 5 || password.length === 13 || /^(?:[0-9a-fA-F]{10}|[0-9a-fA-F]{26})$/.test(password) ? null : 'wepKey';
    case 'WPA':
    case 'WPA2':
      return password.length >= 8 && password.length <= 63 ? null : 'wpaLength';
  }
}

/** An SSID is 1 to 32 characters (IEEE 802.11). */
export function isValidSsid(ssid: string): boolean {
  return ssid.length >= 1 && ssid.length <= 32;
}

/** Wi-Fi quality icon bands (spec 2 §9): 0 to 0.4, 0.4 to 0.5, 0.5 to 1. */
export type WifiQualityBand = 'weak' | 'fair' | 'good';

/**
 * The band of a quality reading. The local API reports quality in percent
 * (0 to 100, docs/contracts.md); the spec's bands are fractions of 1.
 */
export function wifiQualityBand(qualityPercent: number): WifiQualityBand {
  const fraction = Math.min(Math.max(qualityPercent, 0), 100) / 100;
  if (fraction < 0.4) return 'weak';
  if (fraction < 0.5) return 'fair';
  return 'good';
}

/** The local gateway password (spec 2 §7, docs/contracts.md): 8 to 64 characters. */
export const LOCAL_PASSWORD_MIN = 8;
export const LOCAL_PASSWORD_MAX = 64;

export function isValidLocalPassword(password: string): boolean {
  return password.length >= LOCAL_PASSWORD_MIN && password.length <= LOCAL_PASSWORD_MAX;
}
