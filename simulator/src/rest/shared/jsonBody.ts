import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type RequestHandler } from 'express';
import { MAX_JSON_DEPTH, jsonDepthWithin } from '@homeport/sdk';
import { badInput } from '../../errors/apiError';

/**
 * body-parser's `verify`: refuses JSON nested deeper than MAX_JSON_DEPTH
 * before it is parsed (sdk jsonLimits.ts says why: JSON.parse takes any
 * depth, the writes after it do not). The ApiError keeps its 400 through
 * body-parser, and errorHandler answers it as 000400 on `body`.
 */
export function verifyJsonDepth(_req: IncomingMessage, _res: ServerResponse, body: Buffer, encoding: string): void {
  const text = body.toString(Buffer.isEncoding(encoding) ? encoding : 'utf8');
  if (!jsonDepthWithin(text)) throw badInput('body', `JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
}

type JsonType = NonNullable<Parameters<typeof express.json>[0]>['type'];

/**
 * The one JSON body parser of the simulator (DESIGN.md "REST contract":
 * every input validated): strict (an object or array at the top), a size
 * limit, and the depth limit. Forms are parsed with `extended: false`, flat
 * by construction, so they need no depth check.
 */
export function jsonBody(options: { limit: string; type?: JsonType }): RequestHandler {
  return express.json({ limit: options.limit, strict: true, type: options.type ?? 'application/json', verify: verifyJsonDepth });
}
