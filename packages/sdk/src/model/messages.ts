import type * as v from 'valibot';
import { parseWire, type WireSchema } from '../wire/parseWire';
import { GatewayEventSchema, GatewayRequestSchema, GatewayResponseSchema, type GatewayEvent, type GatewayRequest, type GatewayResponse } from '../wire/mqtt';
import { parseUntrusted } from './jsonLimits';

export { REQUEST_TYPES, type GatewayEvent, type GatewayRequest, type GatewayResponse, type RequestType } from '../wire/mqtt';
export type { GatewayUpdatedData } from '../wire/events';

/**
 * The gateway messaging contract (DESIGN.md "Gateway messaging contract").
 * The envelopes are defined once in wire/mqtt.ts; these parsers read bytes
 * into them. A payload that does not parse yields null and is dropped (and
 * logged) by the receiver.
 */

/** The device events' data, defined once with the device schemas (wire/deviceEvents.ts). */
export type { PropertyChanged as PropertyChangedData, DeviceStatusChanged as DeviceStatusChangedData } from '../wire/deviceEvents';

export const propertyChangedEventName = (deviceId: number): string => `device_${deviceId}_property_changed`;

const PROPERTY_CHANGED = /^device_(\d+)_property_changed$/;

/** The device id of a property-changed event name, or null for any other name. */
export function propertyChangedDeviceId(name: string): number | null {
  const match = PROPERTY_CHANGED.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * A JSON object from the wire, or null. Too large or too deep counts as
 * malformed (jsonLimits.ts parseUntrusted): dropped, never parsed.
 */
function parseJsonObject(payload: Uint8Array | string): Record<string, unknown> | null {
  const read = parseUntrusted(payload);
  if (!read.ok) return null;
  const { value } = read;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** Parses one envelope from the wire; a payload that does not parse is null. */
function parseEnvelope<S extends WireSchema>(schema: S, payload: Uint8Array | string): v.InferOutput<S> | null {
  const object = parseJsonObject(payload);
  if (!object) return null;
  const result = parseWire(schema, object);
  return result.ok ? result.value : null;
}

export const parseRequest = (payload: Uint8Array | string): GatewayRequest | null => parseEnvelope(GatewayRequestSchema, payload);

/** A request read off the wire, or why not, with the uid to answer when the envelope names one. */
export type RequestRead = { ok: true; request: GatewayRequest } | { ok: false; uid: string | null; message: string };

/**
 * Reads a request as a gateway does: a JSON object whose uid is readable but
 * whose other fields are not (params an array, no name, an unknown type) is
 * answered with code 2 and what was wrong, so the sender is not left waiting
 * for its time-out; anything else (not JSON, no uid) can only be dropped.
 */
export function readRequest(payload: Uint8Array | string): RequestRead {
  const object = parseJsonObject(payload);
  if (!object) return { ok: false, uid: null, message: 'not a JSON object (or too large or too deep)' };
  const result = parseWire(GatewayRequestSchema, object);
  if (result.ok) return { ok: true, request: result.value };
  const { uid } = object;
  return { ok: false, uid: typeof uid === 'string' && uid.length > 0 && uid.length <= 256 ? uid : null, message: result.message };
}
export const parseResponse = (payload: Uint8Array | string): GatewayResponse | null => parseEnvelope(GatewayResponseSchema, payload);
export const parseEvent = (payload: Uint8Array | string): GatewayEvent | null => parseEnvelope(GatewayEventSchema, payload);
