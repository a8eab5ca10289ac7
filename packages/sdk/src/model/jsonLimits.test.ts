import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_PAYLOAD_BYTES, jsonDepthWithin, parseUntrusted } from './jsonLimits';
import { parseEvent, parseRequest, parseResponse } from './messages';

const nested = (depth: number, open = '[', close = ']') => `${open.repeat(depth)}${close.repeat(depth)}`;

describe('jsonDepthWithin', () => {
  it('counts arrays and objects, and accepts exactly the limit', () => {
    expect(jsonDepthWithin('1', 0)).toBe(true);
    expect(jsonDepthWithin('{}', 0)).toBe(false);
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH))).toBe(true);
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(jsonDepthWithin('{"a":[{"b":[1,2]},{"c":{}}]}', 4)).toBe(true);
    expect(jsonDepthWithin('{"a":[{"b":[1,2]},{"c":{}}]}', 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthWithin(JSON.stringify({ text: '[[[[[[{{{{' }), 1)).toBe(true);
    expect(jsonDepthWithin(JSON.stringify({ text: 'say \\"[[[[\\" and "[[["' }), 1)).toBe(true);
    expect(jsonDepthWithin(JSON.stringify(['\\', [[1]]]), 2)).toBe(false);
  });

  it('scans a 100,000-deep text without recursion', () => {
    expect(jsonDepthWithin(nested(100_000))).toBe(false);
    expect(jsonDepthWithin(nested(100_000), 100_000)).toBe(true);
  });
});

describe('wire parsers drop too deep and too large payloads', () => {
  const deep = (depth: number) => JSON.parse(nested(depth)) as unknown;

  it('parses data nested to the limit, and drops one level more', () => {
    // The event object itself is one level, its data the rest.
    const event = (data: unknown) => JSON.stringify({ name: 'e', data, ts: 1 });
    expect(parseEvent(event(deep(MAX_JSON_DEPTH - 1)))).not.toBeNull();
    expect(parseEvent(event(deep(MAX_JSON_DEPTH)))).toBeNull();
    expect(parseEvent(`{"name":"e","ts":1,"data":${nested(12_000)}}`)).toBeNull();
    expect(parseResponse(new TextEncoder().encode(`{"uid":"u","code":0,"data":${nested(5_000)}}`))).toBeNull();
    expect(parseRequest(`{"uid":"u","sender":"s","name":"n","type":"command","params":{"a":${nested(40)}}}`)).toBeNull();
  });

  it('drops a payload over MAX_PAYLOAD_BYTES before reading it', () => {
    const padding = 'x'.repeat(MAX_PAYLOAD_BYTES);
    expect(parseEvent(JSON.stringify({ name: 'e', data: padding, ts: 1 }))).toBeNull();
    expect(parseResponse(new TextEncoder().encode(JSON.stringify({ uid: 'u', code: 0, data: padding })))).toBeNull();
    expect(parseEvent(JSON.stringify({ name: 'e', data: padding.slice(0, 1000), ts: 1 }))?.data).toHaveLength(1000);
  });
});

describe('parseUntrusted', () => {
  it('parses JSON within the limits, from text or bytes', () => {
    expect(parseUntrusted('{"a":[1,{"b":null}]}')).toEqual({ ok: true, value: { a: [1, { b: null }] } });
    expect(parseUntrusted(new TextEncoder().encode('"é"'))).toEqual({ ok: true, value: 'é' });
    expect(parseUntrusted(nested(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
  });

  it('refuses too deep before parsing: 6,000 arrays, 5,000 objects, one past a given limit', () => {
    expect(parseUntrusted(nested(6000))).toEqual({ ok: false, reason: 'too deep', message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels` });
    expect(parseUntrusted(`${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)).toMatchObject({ ok: false, reason: 'too deep' });
    expect(parseUntrusted(nested(4), { maxDepth: 3 })).toMatchObject({ ok: false, reason: 'too deep' });
  });

  it('refuses too large by bytes, whether given text (multi-byte characters counted as bytes) or bytes', () => {
    expect(parseUntrusted(`"${'a'.repeat(9)}"`, { maxBytes: 10 })).toMatchObject({ ok: false, reason: 'too large' });
    expect(parseUntrusted(`"${'é'.repeat(4)}"`, { maxBytes: 9 })).toMatchObject({ ok: false, reason: 'too large' });
    expect(parseUntrusted(`"${'é'.repeat(3)}"`, { maxBytes: 9 })).toMatchObject({ ok: true });
    expect(parseUntrusted(new Uint8Array(MAX_PAYLOAD_BYTES + 1).fill(0x20))).toMatchObject({ ok: false, reason: 'too large' });
  });

  it('answers text that is not JSON without throwing', () => {
    for (const text of ['', '{', 'nope', '[1,]', '\u0000']) expect(parseUntrusted(text)).toMatchObject({ ok: false, reason: 'not JSON' });
  });
});
