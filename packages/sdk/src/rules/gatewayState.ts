import type { Gateway } from '../model/entities';

/** spec 1 §4.2: last installation history status meaning "firmware installing". */
export const FIRMWARE_INSTALLING_STATUSES: readonly string[] = ['accepted', 'delivering', 'delivered', 'downloading', 'installing'];

/** spec 1 §6: operationMode bit 2 (value 4) leaves only Settings usable. */
export const SETTINGS_ONLY_MODE_BIT = 4;

/**
 * spec 1 §4.2: firmware installation is in progress when the last
 * installation's last history status is one of FIRMWARE_INSTALLING_STATUSES.
 * "Last installation" is the one named by installationSoftwareId when the
 * gateway names one, otherwise the last in the list.
 */
export function isFirmwareInstalling(gateway: Pick<Gateway, 'installations' | 'installationSoftwareId'>): boolean {
  const installations = gateway.installations ?? [];
  const current = installations.find((i) => gateway.installationSoftwareId && i.softwareId === gateway.installationSoftwareId) ?? installations[installations.length - 1];
  const last = current?.history[current.history.length - 1];
  return last !== undefined && FIRMWARE_INSTALLING_STATUSES.includes(last.status);
}

/**
 * spec 1 §4.2: a lock status with the high bit set and not all ones means
 * locked; 0 means unlocked. The status is a byte (0x80 locked, 0xFF not).
 */
export function isPinLockedStatus(status: number): boolean {
  if (!Number.isInteger(status) || status < 0 || status > 0xff) return false;
  return (status & 0x80) !== 0 && status !== 0xff;
}

/** spec 1 §3: subscriptionLockMode above 0 means locked. */
export function isSubscriptionLocked(gateway: Pick<Gateway, 'subscriptionLockMode'>): boolean {
  return gateway.subscriptionLockMode > 0;
}

export function isGatewayOnline(gateway: Pick<Gateway, 'connectionStatus'>): boolean {
  return gateway.connectionStatus === 'online';
}

/** spec 1 §6: operation mode with bit 2 set → only Settings enabled. */
export function isSettingsOnlyMode(gateway: Pick<Gateway, 'operationMode'>): boolean {
  return (gateway.operationMode & SETTINGS_ONLY_MODE_BIT) !== 0;
}
