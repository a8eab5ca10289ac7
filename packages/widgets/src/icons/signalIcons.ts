import { mdiSignalCellular1, mdiSignalCellular2, mdiSignalCellular3, mdiSignalCellularOutline } from '@mdi/js';

/** Link quality as bars, 0 to 3, as Zigbee2MQTT and Home Assistant show it. */
export type SignalBars = 0 | 1 | 2 | 3;

export const SIGNAL_ICONS: Record<SignalBars, string> = { 0: mdiSignalCellularOutline, 1: mdiSignalCellular1, 2: mdiSignalCellular2, 3: mdiSignalCellular3 };

/** spec 2 §3: lqiValue is 0 to 255; a quarter of the range per bar, 0 bars below 32 (a link that barely answers). */
export function signalBars(lqi: number): SignalBars {
  if (!Number.isFinite(lqi) || lqi < 32) return 0;
  if (lqi < 96) return 1;
  if (lqi < 176) return 2;
  return 3;
}
