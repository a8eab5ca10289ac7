import { describe, expect, it } from 'vitest';
import type { Device } from '@homeport/sdk';
import { distinct, filterDevices, loadMore, NO_FILTER, pinnedFirst, quickControlsPageSize } from './deviceFilters';

const device = (id: number, device_name: string, cls: string, device_manufacturer: string) => ({ id, device_name, class: cls, device_manufacturer }) as Device;
const all = [device(1, 'Hall Dimmer', 'Dimmer', 'Aeotec'), device(2, 'Kitchen Plug', 'Outlet', 'Fibaro'), device(3, 'Desk dimmer', 'Dimmer', 'Fibaro')];

describe('device filters', () => {
  it('match the name in any case, the class and the manufacturer, all together', () => {
    expect(filterDevices(all, { ...NO_FILTER, name: 'DIMMER' }).map((d) => d.id)).toEqual([1, 3]);
    expect(filterDevices(all, { ...NO_FILTER, deviceClass: 'Dimmer', manufacturer: 'Fibaro' }).map((d) => d.id)).toEqual([3]);
    expect(filterDevices(all, NO_FILTER)).toHaveLength(3);
  });

  it('offer each class and manufacturer once, sorted', () => {
    expect(distinct(all, 'device_manufacturer')).toEqual(['Aeotec', 'Fibaro']);
    expect(distinct(all, 'class')).toEqual(['Dimmer', 'Outlet']);
  });
});

describe('quick controls paging', () => {
  it('shows 10, 6 from 1200 px and 9 from 1600 px; load more doubles', () => {
    expect([375, 1199, 1200, 1599, 1600].map(quickControlsPageSize)).toEqual([10, 10, 6, 6, 9]);
    expect(loadMore(6)).toBe(12);
  });

  it('puts pinned devices first, most recent pin first, ignoring pins of devices gone', () => {
    expect(pinnedFirst([1, 2, 3, 4], [3, 9, 1])).toEqual([3, 1, 2, 4]);
  });
});
