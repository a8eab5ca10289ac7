import type { BulkDevice, WiseBulkAnswer, WisePairingAnswer } from '../../wire/pairing';
import { segment } from '../buildUrl';
import type { DataEnvelope, RequestFn } from '../requestTypes';

/** The wise pairing calls (spec 2 §7; docs/contracts.md "Network, pairing and replacement"). */
export interface WiseEndpoints {
  /** POST /wise/authorize: the gateway pairs this wise id; device_added or event_adding_device_failed follows. 409 705 for a device already there. */
  authorize(body: { gatewayId: string; deviceId: string; userId?: string; deviceType?: string; deviceName?: string }): Promise<WisePairingAnswer>;
  /** POST /wise/authorize/bulk: each device accepted for pairing, or refused with why. */
  authorizeBulk(body: { gatewayId: string; userId?: string; devices: BulkDevice[] }): Promise<WiseBulkAnswer>;
  /** POST /wise/InitializeRemoteDevice: a media or custom device added by its id alone. */
  initializeRemoteDevice(body: { gatewayId: string; idKind: 'media' | 'custom'; deviceId: string; kind: string; deviceName?: string }): Promise<WisePairingAnswer>;
  /** DELETE /wise/cancelpairing/{serial}: stops the pairings that have not joined yet. */
  cancelPairing(serial: string): Promise<{ cancelled: number }>;
}

export function wiseEndpoints(request: RequestFn): WiseEndpoints {
  return {
    async authorize(body) {
      return (await request<DataEnvelope<WisePairingAnswer>>('POST', '/wise/authorize', { body })).data;
    },
    async authorizeBulk(body) {
      return (await request<DataEnvelope<WiseBulkAnswer>>('POST', '/wise/authorize/bulk', { body })).data;
    },
    async initializeRemoteDevice(body) {
      return (await request<DataEnvelope<WisePairingAnswer>>('POST', '/wise/InitializeRemoteDevice', { body })).data;
    },
    async cancelPairing(serial) {
      return (await request<DataEnvelope<{ cancelled: number }>>('DELETE', `/wise/cancelpairing/${segment(serial)}`)).data;
    },
  };
}
