import { ADDING_FAILED_CODES, AddingFailedData, DEVICE_ALREADY_EXISTS, DeviceAddedData, NetworkStateSchema, parseWire, type GatewayEvent } from '@homeport/sdk';

/**
 * Where the include step stands (spec 2 §4 "Add-device"): getting
 * privileged mode and opening the network, open and counting down,
 * a device being interviewed, or how it ended.
 */
export type Inclusion =
  | { phase: 'starting' }
  | { phase: 'open'; endsAt: number }
  | { phase: 'adding'; endsAt: number | null }
  | { phase: 'added'; deviceId: number; name: string }
  | { phase: 'failed'; code: number; message: string }
  | { phase: 'duplicate' }
  | { phase: 'closed' }
  | { phase: 'error'; error: Error };

/** The include step's next state after one gateway event; the same state when the event says nothing to it. */
export function nextInclusion(now: Inclusion, event: GatewayEvent, at: number): Inclusion {
  if (now.phase === 'added' || now.phase === 'error') return now;
  switch (event.name) {
    case 'network_state_changed': {
      const read = parseWire(NetworkStateSchema, event.data, 'data');
      if (!read.ok) return now;
      const state = read.value;
      // spec 2 §4: an open network starts the countdown; any other state stops it.
      if (state.state === 'inclusion')
        return now.phase === 'adding' ? { phase: 'adding', endsAt: at + state.seconds_left * 1000 } : { phase: 'open', endsAt: at + state.seconds_left * 1000 };
      if (state.state === 'closed' && (now.phase === 'open' || now.phase === 'starting')) return { phase: 'closed' };
      return now.phase === 'adding' ? { phase: 'adding', endsAt: null } : now;
    }
    case 'adding_device_in_progress':
      return { phase: 'adding', endsAt: now.phase === 'open' ? now.endsAt : null };
    case 'device_added': {
      const read = parseWire(DeviceAddedData, event.data, 'data');
      return read.ok ? { phase: 'added', deviceId: read.value.device_id, name: read.value.device_name } : now;
    }
    case 'event_adding_device_failed': {
      const read = parseWire(AddingFailedData, event.data, 'data');
      if (!read.ok) return now;
      // spec 2 §8: 705 or this message is a duplicate device.
      if (read.value.code === ADDING_FAILED_CODES.duplicate || read.value.message === DEVICE_ALREADY_EXISTS) return { phase: 'duplicate' };
      return { phase: 'failed', code: read.value.code, message: read.value.message };
    }
    default:
      return now;
  }
}
