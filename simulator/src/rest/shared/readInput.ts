import type { Request } from 'express';
import { parseWire, type WireOutput, type WireSchema } from '@homeport/sdk';
import { badInput } from '../../errors/apiError';

/**
 * Every input the simulator receives is checked against its wire schema in
 * the sdk (docs/contracts.md "Wire schemas"), before anything is written:
 * a bad field answers 400 000400 naming it (DESIGN.md "REST contract").
 */

/** `value` as `schema` gives it, or 000400 naming the field; `name` names a lone value. */
export function readInput<S extends WireSchema>(schema: S, value: unknown, name?: string): WireOutput<S> {
  const result = parseWire(schema, value, name);
  if (!result.ok) throw badInput(result.field, result.message);
  return result.value;
}

/** The JSON body as an object; arrays, strings and numbers are refused. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput('body', 'body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The JSON body read with `schema`. */
export const readBody = <S extends WireSchema>(req: Request, schema: S): WireOutput<S> => readInput(schema, bodyObject(req));

/** The query string read with `schema`; parameters it does not name are ignored. */
export const readQuery = <S extends WireSchema>(req: Request, schema: S): WireOutput<S> => readInput(schema, req.query);

/** The origin a call was made to, for absolute links in messages (`http://localhost:8080`). */
export function originOf(req: Request): string {
  const host = req.get('host');
  return `${req.protocol}://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : 'localhost'}`;
}
