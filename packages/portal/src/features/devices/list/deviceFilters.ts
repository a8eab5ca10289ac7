import type { Device } from '@homeport/sdk';

/** The table's filters (spec 2 §2: chips by device name, class and manufacturer); empty means any. */
export interface DeviceFilter {
  name: string;
  deviceClass: string;
  manufacturer: string;
}

export const NO_FILTER: DeviceFilter = { name: '', deviceClass: '', manufacturer: '' };

/** Devices matching every filter that is set: the name contains the text (any case), class and manufacturer are equal. */
export function filterDevices(devices: readonly Device[], filter: DeviceFilter): Device[] {
  const needle = filter.name.trim().toLocaleLowerCase();
  return devices.filter(
    (d) =>
      (!needle || d.device_name.toLocaleLowerCase().includes(needle)) &&
      (!filter.deviceClass || d.class === filter.deviceClass) &&
      (!filter.manufacturer || d.device_manufacturer === filter.manufacturer),
  );
}

/** The distinct values of a field, sorted, for the filter choices. */
export const distinct = (devices: readonly Device[], field: 'class' | 'device_manufacturer'): string[] =>
  [...new Set(devices.map((d) => d[field]))].sort((a, b) => a.localeCompare(b));

/** spec 2 §9: quick controls show 10 devices, 6 on large and 9 on extra-large screens (docs/portal.md "Devices"). */
export const LARGE_MIN_WIDTH = 1200;
export const EXTRA_LARGE_MIN_WIDTH = 1600;
export function quickControlsPageSize(width: number): number {
  if (width >= EXTRA_LARGE_MIN_WIDTH) return 9;
  if (width >= LARGE_MIN_WIDTH) return 6;
  return 10;
}

/** spec 2 §9: "load more" doubles what is shown. */
export const loadMore = (shown: number): number => shown * 2;

/** Pinned devices first (most recently pinned first), then the gateway's order. */
export function pinnedFirst(ids: readonly number[], pinned: readonly number[]): number[] {
  const present = new Set(ids);
  const top = pinned.filter((id) => present.has(id));
  const rest = ids.filter((id) => !top.includes(id));
  return [...top, ...rest];
}
