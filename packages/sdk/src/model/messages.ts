import { MAX_PAYLOAD_BYTES, jsonDepthWithin } from './jsonLimits';

/**
 * The gateway messaging contract (DESIGN.md "Gateway messaging contract").
 * Parsers validate every payload from the wire; a payload that does not
 * parse yields null and is dropped (and logged) by the receiver.
 */

export const REQUEST_TYPES = [
  'command',
  'query',
  'req',
  'service_command',
  'bus_command',
  'controller_command',
] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export interface GatewayRequest<P = Record<string, unknown>> {
  uid: string;
  sender: string;
  name: string;
  params: P;
  type: RequestType;
}

export interface GatewayResponse<D = unknown> {
  uid: string;
  /** 0 is success (spec 1 §7.4). -1 with "Privileged mode is active" is special. */
  code: number;
  data?: D;
  message?: string;
}

export interface GatewayEvent<D = unknown> {
  name: string;
  data: D;
  ts: number;
}

/** device_{id}_property_changed (spec 3 §7 "Real-time events received"). */
export interface PropertyChangedData {
  device_id: number;
  service_name: string;
  service_type: string;
  property_name: string;
  property_value: boolean | number | string | null;
}

export interface DeviceStatusChangedData {
  device_id: number;
  device_status: number;
}

/**
 * Cloud event for a change of the gateway record (connection status and the
 * fields QA patches). Published on the gateway's evt topic by the cloud, so
 * it arrives even while the gateway itself is offline.
 */
export interface GatewayUpdatedData {
  serialNumber: string;
  changes: Record<string, unknown>;
}

export const propertyChangedEventName = (deviceId: number): string =>
  `device_${deviceId}_property_changed`;

const PROPERTY_CHANGED = /^device_(\d+)_property_changed$/;

/** The device id of a property-changed event name, or null for any other name. */
export function propertyChangedDeviceId(name: string): number | null {
  const match = PROPERTY_CHANGED.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * A JSON object from the wire, or null. Too large or too deep counts as
 * malformed (jsonLimits.ts): dropped, never parsed. A string is measured in
 * characters, each at least one byte, so one over the limit is surely over.
 */
function parseJsonObject(payload: Uint8Array | string): Record<string, unknown> | null {
  if (payload.length > MAX_PAYLOAD_BYTES) return null;
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    if (!jsonDepthWithin(text)) return null;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 256;

export function parseRequest(payload: Uint8Array | string): GatewayRequest | null {
  const o = parseJsonObject(payload);
  if (!o) return null;
  const { uid, sender, name, params, type } = o;
  if (!isNonEmptyString(uid) || typeof sender !== 'string' || !isNonEmptyString(name)) return null;
  if (!REQUEST_TYPES.includes(type as RequestType)) return null;
  const p = params === undefined ? {} : params;
  if (typeof p !== 'object' || p === null || Array.isArray(p)) return null;
  return { uid, sender, name, params: p as Record<string, unknown>, type: type as RequestType };
}

export function parseResponse(payload: Uint8Array | string): GatewayResponse | null {
  const o = parseJsonObject(payload);
  if (!o) return null;
  const { uid, code, data, message } = o;
  if (!isNonEmptyString(uid) || typeof code !== 'number' || !Number.isInteger(code)) return null;
  if (message !== undefined && typeof message !== 'string') return null;
  return { uid, code, data, ...(message !== undefined ? { message } : {}) };
}

export function parseEvent(payload: Uint8Array | string): GatewayEvent | null {
  const o = parseJsonObject(payload);
  if (!o) return null;
  const { name, data, ts } = o;
  if (!isNonEmptyString(name) || typeof ts !== 'number') return null;
  return { name, data: data ?? null, ts };
}
