import type { Request } from 'express';
import { badInput } from './apiError';

/**
 * Input readers for query strings and JSON bodies: each returns a typed value
 * or throws 000400 naming the field (DESIGN.md: the simulator validates every
 * input it receives).
 */

type Query = Request['query'];

/** A query value given once as a string; repeated or nested values are refused. */
function queryString(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badInput(name, `${name} must be given once, as a plain value`);
  return value;
}

export function queryInt(query: Query, name: string, fallback: number, min: number, max: number): number {
  const text = queryString(query, name);
  if (text === undefined) return fallback;
  if (!/^\d{1,9}$/.test(text)) throw badInput(name, `${name} must be an integer from ${min} to ${max}`);
  const value = Number(text);
  if (value < min || value > max) throw badInput(name, `${name} must be an integer from ${min} to ${max}`);
  return value;
}

export function queryText(query: Query, name: string, maxLength: number): string | undefined {
  const text = queryString(query, name);
  if (text !== undefined && text.length > maxLength) throw badInput(name, `${name} must be at most ${maxLength} characters`);
  return text;
}

export function queryBool(query: Query, name: string, fallback: boolean): boolean {
  const text = queryString(query, name);
  if (text === undefined) return fallback;
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw badInput(name, `${name} must be true or false`);
}

export function queryChoice<T extends string>(query: Query, name: string, choices: readonly T[], fallback: T): T {
  const text = queryString(query, name);
  if (text === undefined) return fallback;
  if (!(choices as readonly string[]).includes(text)) throw badInput(name, `${name} must be one of ${choices.join(', ')}`);
  return text as T;
}

/** The JSON body as an object; arrays, strings and numbers are refused. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput('body', 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A path id (user id, session ref): letters, digits, _ and -, at most 64. */
export function pathId(value: string | undefined, name: string): string {
  if (value === undefined || !ID.test(value)) throw badInput(name, `${name} is not a valid id`);
  return value;
}

const SERIAL = /^[A-Za-z0-9]{1,32}$/;

/** A gateway serial, upper-cased (spec 2 §5: serials are upper-cased). */
export function pathSerial(value: string | undefined, name = 'sn'): string {
  if (value === undefined || !SERIAL.test(value)) throw badInput(name, `${name} must be 1 to 32 letters and digits`);
  return value.toUpperCase();
}

type Body = Record<string, unknown>;

/** A required string field of 1 to `max` characters (after no trimming: the value is taken as sent). */
export function bodyText(body: Body, name: string, max: number, min = 1): string {
  const value = body[name];
  if (typeof value !== 'string' || value.length < min || value.length > max) {
    throw badInput(name, `${name} must be a string of ${min} to ${max} characters`);
  }
  return value;
}

/** An optional string field; absent (undefined) gives undefined. */
export function optionalBodyText(body: Body, name: string, max: number, min = 0): string | undefined {
  return body[name] === undefined ? undefined : bodyText(body, name, max, min);
}

/** An optional boolean field. */
export function optionalBodyBool(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (value !== undefined && typeof value !== 'boolean') throw badInput(name, `${name} must be true or false`);
  return value;
}

/** spec 1 §9: en_EN is the only supported language; other values are refused. */
export function optionalLanguage(body: Body, name: string): string {
  const value = optionalBodyText(body, name, 16);
  if (value !== undefined && value !== '' && value !== 'en_EN') throw badInput(name, `${name} must be en_EN`);
  return 'en_EN';
}

/** Refuses fields the call does not know, so a typo is not silently ignored. */
export function onlyFields(body: Body, allowed: readonly string[]): void {
  for (const name of Object.keys(body)) {
    if (!allowed.includes(name)) throw badInput(name, `${name} is not a field of this call; expected ${allowed.join(', ')}`);
  }
}

/** The origin a call was made to, for absolute links in messages (`http://localhost:8080`). */
export function originOf(req: Request): string {
  const host = req.get('host');
  return `${req.protocol}://${host && /^[A-Za-z0-9.:[\]-]{1,255}$/.test(host) ? host : 'localhost'}`;
}
