import { describe, expect, it } from 'vitest';
import { nextInclusion, type Inclusion } from './inclusion';

const event = (name: string, data: unknown) => ({ name, data, ts: 0 });
const open: Inclusion = { phase: 'open', endsAt: 60_000 };

describe('nextInclusion', () => {
  it('counts down while the network is open for inclusion, and stops on any other state', () => {
    expect(nextInclusion({ phase: 'starting' }, event('network_state_changed', { state: 'inclusion', seconds_left: 120 }), 1000)).toEqual({ phase: 'open', endsAt: 121_000 });
    expect(nextInclusion(open, event('network_state_changed', { state: 'closed', seconds_left: 0, reason: 'timeout' }), 0)).toEqual({ phase: 'closed' });
    expect(nextInclusion({ phase: 'adding', endsAt: 5 }, event('network_state_changed', { state: 'closed', seconds_left: 0 }), 0)).toEqual({ phase: 'adding', endsAt: null });
  });

  it('follows a device through its interview to added', () => {
    const adding = nextInclusion(open, event('adding_device_in_progress', { bus_id: 'zwave' }), 0);
    expect(adding).toEqual({ phase: 'adding', endsAt: 60_000 });
    expect(nextInclusion(adding, event('device_added', { device_id: 31, device_name: 'Dimmer 2', class: 'Dimmer' }), 0)).toEqual({
      phase: 'added',
      deviceId: 31,
      name: 'Dimmer 2',
    });
  });

  it('tells a duplicate by its code 705 or its message, and any other failure with its reason', () => {
    expect(nextInclusion(open, event('event_adding_device_failed', { code: 705, message: 'x' }), 0)).toEqual({ phase: 'duplicate' });
    expect(nextInclusion(open, event('event_adding_device_failed', { code: 1, message: 'Device already exists' }), 0)).toEqual({ phase: 'duplicate' });
    expect(nextInclusion(open, event('event_adding_device_failed', { code: 711, message: 'keys refused' }), 0)).toEqual({ phase: 'failed', code: 711, message: 'keys refused' });
  });

  it('ignores malformed events and anything after the device was added', () => {
    expect(nextInclusion(open, event('device_added', { device_id: 'x' }), 0)).toBe(open);
    const added: Inclusion = { phase: 'added', deviceId: 1, name: 'A' };
    expect(nextInclusion(added, event('event_adding_device_failed', { code: 710, message: 'late' }), 0)).toBe(added);
  });
});
