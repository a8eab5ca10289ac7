import { mdiAccountLock, mdiAlertCircle, mdiCheckCircle, mdiCloseNetwork, mdiSwapHorizontal } from '@mdi/js';

/** What a device's status code (spec 2 §4: 0 to 7) means to its user. */
export type DeviceState = 'online' | 'offline' | 'restricted' | 'error' | 'replace';

export const DEVICE_STATE_ICONS: Record<DeviceState, string> = {
  online: mdiCheckCircle,
  offline: mdiCloseNetwork,
  restricted: mdiAccountLock,
  error: mdiAlertCircle,
  replace: mdiSwapHorizontal,
};

/** spec 2 §4: 4 error, 5 offline, 6 replace, 7 restricted; idle, ready, online and standby all answer. */
export function deviceState(status: number): DeviceState {
  const states: Partial<Record<number, DeviceState>> = { 4: 'error', 5: 'offline', 6: 'replace', 7: 'restricted' };
  return states[status] ?? 'online';
}
