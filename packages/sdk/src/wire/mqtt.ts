import * as v from 'valibot';
import { text } from './fields';

/**
 * The gateway messaging envelopes (DESIGN.md "Gateway messaging contract"):
 * request, response and event, as every receiver checks them.
 */

export const REQUEST_TYPES = ['command', 'query', 'req', 'service_command', 'bus_command', 'controller_command'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON object (arrays, which valibot's record accepts, are refused). */
export const plainObjectSchema = () => v.custom<Record<string, unknown>>(isPlainObject, 'must be an object');

export const GatewayRequestSchema = v.object({
  uid: text(256),
  /** Who sends: the user id, or `{userId}:{client}` (spec 1 §4.2). */
  sender: v.string('must be a string'),
  name: text(256),
  params: v.optional(plainObjectSchema(), () => ({})),
  type: v.picklist(REQUEST_TYPES, `must be one of ${REQUEST_TYPES.join(', ')}`),
});

export const GatewayResponseSchema = v.object({
  uid: text(256),
  /** 0 is success (spec 1 §7.4). -1 with "Privileged mode is active" is special. */
  code: v.pipe(v.number('must be an integer'), v.integer('must be an integer')),
  data: v.optional(v.unknown()),
  message: v.optional(v.string('must be a string')),
});

export const GatewayEventSchema = v.object({
  name: text(256),
  data: v.optional(v.unknown(), null),
  ts: v.number('must be a number'),
});

export type GatewayRequest<P = Record<string, unknown>> = Omit<v.InferOutput<typeof GatewayRequestSchema>, 'params'> & { params: P };
export type GatewayResponse<D = unknown> = Omit<v.InferOutput<typeof GatewayResponseSchema>, 'data'> & { data?: D };
export type GatewayEvent<D = unknown> = Omit<v.InferOutput<typeof GatewayEventSchema>, 'data'> & { data: D };
