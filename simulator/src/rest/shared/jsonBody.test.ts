// The depth check of the REST JSON body parser at its function (verifyJsonDepth,
// the `verify` of every jsonBody): the deep bodies the REST fuzz sends, many
// more of them than a round trip each could afford. That each parser of the
// app refuses them on the wire is in fuzz/restFuzz.test.ts, once a parser.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fc from 'fast-check';
import { MAX_JSON_DEPTH } from '@homeport/sdk';
import { describe, expect, it } from 'vitest';
import { deepObjectText, FUZZ_SEED, fuzzRuns, jsonInput, nestedText } from '../../../test/fuzz/fuzzInput';
import { ApiError } from '../../errors/apiError';
import { verifyJsonDepth } from './jsonBody';

const req = {} as IncomingMessage;
const res = {} as ServerResponse;
const verify = (text: string, encoding = 'utf-8') => verifyJsonDepth(req, res, Buffer.from(text, 'utf8'), encoding);

/** What verify threw: the ApiError's status, code and field, or null when it let the body through. */
function refusalOf(text: string): { status: number; errorCode: string; field?: string } | null {
  try {
    verify(text);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, errorCode: error.errorCode, field: error.field };
  }
}

describe('verifyJsonDepth', () => {
  it('refuses any body nested past the limit (33 to 8,000 levels, arrays or objects, around any leaf) as 400 000400 on body', () => {
    fc.assert(
      fc.property(deepObjectText, (text) => {
        expect(refusalOf(text)).toEqual({ status: 400, errorCode: '000400', field: 'body' });
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(200) },
    );
  });

  it('lets through a body nested exactly to the limit, and any body the JSON fuzz sends that keeps within it', () => {
    // The body object is one level, so its field may nest MAX_JSON_DEPTH - 1 more.
    expect(refusalOf(`{"a":${nestedText(MAX_JSON_DEPTH - 1, 'array')}}`)).toBeNull();
    expect(refusalOf(`{"a":${nestedText(MAX_JSON_DEPTH, 'object')}}`)).toEqual({ status: 400, errorCode: '000400', field: 'body' });
    fc.assert(
      fc.property(jsonInput, (value) => {
        const text = JSON.stringify(value) ?? 'null';
        // The fuzz's own bodies nest a few levels: never refused for depth.
        expect(refusalOf(text)).toBeNull();
      }),
      { seed: FUZZ_SEED, numRuns: fuzzRuns(200) },
    );
  });

  it('reads the body in the encoding it was sent in, an unknown one as UTF-8', () => {
    const deep = nestedText(MAX_JSON_DEPTH + 1, 'array');
    expect(() => verifyJsonDepth(req, res, Buffer.from(deep, 'utf16le'), 'utf16le')).toThrow(ApiError);
    expect(() => verify(deep, 'no-such-encoding')).toThrow(ApiError);
  });
});
