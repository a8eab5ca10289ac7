import { describe, expect, it } from 'vitest';
import { parseDeviceList } from './parseDeviceList';

const outlet = (id: number) => ({
  id,
  device_name: `Outlet ${id}`,
  class: 'Outlet',
  kind: 'switch',
  device_manufacturer: 'Homeport',
  status: 2,
  bus_id: 'zwave',
  icon: 'outlet',
  firmwareVersion: '1.0',
  room_id: null,
  service_list: [{ name: 'SwitchService', type: 'control', property_list: [{ name: 'State', value: true, type: 'bool', readonly: false }] }],
  quick_properties: [],
});

describe('parseDeviceList', () => {
  it('keeps the good entries and names the field of each dropped one', () => {
    const broken = { ...outlet(2), service_list: [{ name: 'SwitchService', type: 'control', property_list: [{ name: 'State', value: true, type: 'switch', readonly: false }] }] };
    const { devices, dropped } = parseDeviceList([outlet(1), broken, outlet(3)]);
    expect(devices.map((d) => d.id)).toEqual([1, 3]);
    expect(dropped).toEqual([expect.stringMatching(/^device list \[1\] service_list\.0\.property_list\.0\.type: /)]);
  });

  it('an answer that is not an array is an empty list with a reason', () => {
    expect(parseDeviceList({ devices: [] })).toEqual({ devices: [], dropped: ['device list: expected an array, got object'] });
  });
});
