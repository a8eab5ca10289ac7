import type { Device, DeviceKind, NetworkStateName } from '@homeport/sdk';

/** The radio's pairing state as the emulator holds it (gateway/pairing/network.ts changes it). */
export interface NetworkSession {
  state: NetworkStateName;
  /** Epoch ms when it closes by itself (0 when closed). */
  endsAt: number;
  /** The failed device being replaced (state replace). */
  deviceId: number | null;
  /** Counts openings: a delayed step of an earlier opening does nothing. */
  generation: number;
}

export const CLOSED: NetworkSession = { state: 'closed', endsAt: 0, deviceId: null, generation: 0 };

/** A new device whose pair button was pressed (the control API's pairing call). */
export interface WaitingPress {
  kind: DeviceKind;
  bus?: Device['bus_id'];
  name?: string;
  hardwareId: string;
  outcome: 'join' | 'fail';
  failCode: number;
  /** Failures left before it joins. */
  failuresLeft: number;
  /** Epoch ms after which it stops waiting for the network. */
  until: number;
}
