import { createHash } from 'node:crypto';
import type { GatewayContents, GatewaySettingsState } from './contents';

/**
 * The gateway's own settings (spec 2 §2 "Gateway settings"), made from
 * factory settings on first use. A factory reset puts them back.
 */
export const FACTORY_SETTINGS: GatewaySettingsState = {
  bridgeMode: 'normal',
  // docs/decisions.md "Gateway settings": node firmware upgrades run at night by default.
  ota: { AutoUpdateStartTime: '02:00', AutoUpdateStopTime: '05:00' },
  alarms: { Notifications: true, StatusChangeNotifications: true },
};

export function settingsOf(contents: GatewayContents): GatewaySettingsState {
  contents.settings ??= structuredClone(FACTORY_SETTINGS);
  return contents.settings;
}

/** A stable number of the serial's, for the radio figures a real gateway reads from its chips. */
export function serialDigest(serial: string, salt: string): Buffer {
  return createHash('sha256').update(`${salt}:${serial}`).digest();
}
