// What the fuzz tests throw at the simulator: arbitrary JSON shaped like the
// bodies and params the portal sends (the field names it uses, values of every
// type and size), and text that is not JSON at all. Shared by the REST and the
// MQTT property tests (restFuzz.test.ts, mqttFuzz.test.ts).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

/**
 * The seed of every property run: fixed, so CI is reproducible and a failure
 * is replayed by running the file again; `FUZZ_SEED=<n>` explores elsewhere,
 * `FUZZ_RUNS=<n>` runs more cases per route or command.
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261126);
export const fuzzRuns = (fallback: number) => Number(process.env.FUZZ_RUNS ?? fallback);

/** Field names the wire shapes use, so objects reach past "unknown field" into the checks of each field. */
const FIELD = fc.constantFrom(
  'serial',
  'serialNumber',
  'sn',
  'name',
  'id',
  'device',
  'deviceId',
  'service',
  'property',
  'userId',
  'username',
  'identity',
  'secret',
  'email',
  'password',
  'newPassword',
  'phone',
  'code',
  'otp',
  'value',
  'values',
  'from',
  'to',
  'period',
  'type',
  'kind',
  'state',
  'enabled',
  'title',
  'body',
  'message',
  'language',
  'timezone',
  'description',
  'tag',
  'filters',
  'page',
  'size',
  'search',
  'retryNumber',
  'rule_id',
  'room_id',
  'floor_id',
  'params',
  'items',
  '__proto__',
  'constructor',
);

/**
 * Text a client should never send but an attacker will: NUL and other
 * control characters, CR/LF (header injection), line and paragraph
 * separators, a lone surrogate, a right-to-left override, a byte-order mark,
 * emoji, and strings long enough to pass no length limit.
 */
const ODD_TEXT = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '12\u000034',
    'a\u0000b',
    'victim@example.com\r\nBcc: list@example.org',
    '\r\n',
    '\u2028\u2029',
    '\ud800',
    '\u202emoc.elpmaxe',
    '\ufeff',
    '\u001b[31m',
    '😀'.repeat(100),
    '=HYPERLINK("http://example.org")',
  ),
  fc.constantFrom(1_000, 5_000, 70_000).map((length) => 'a'.repeat(length)),
  fc.string({ unit: fc.constantFrom('\u0000', '\r', '\n', '\t', '"', '\\', '\u2028', 'é', '漢', '😀'), maxLength: 40 }),
);

/** Leaves: every JSON type, the edges of each (empty, huge, negative, fractional, unicode, odd text), and values that look right. */
const LEAF = fc.oneof(
  ODD_TEXT,
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('', ' ', 'HP1000000001', 'demo@homeport.test', '2026-11-26T00:00:00Z', '-1', '0', '1e309', 'NaN', '../../etc/passwd', '<script>', '%00'),
  fc.constantFrom(0, -1, 1, 2 ** 31, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0.5),
);

const VALUE: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, LEAF, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(FIELD, tie('value'), { maxKeys: 5 })),
})).value;

/** A JSON body or params object: arbitrary JSON, or an object of the wire's field names. */
export const jsonInput: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue(), fc.dictionary(FIELD, VALUE, { maxKeys: 8 }), VALUE);

/**
 * JSON text nested `depth` levels of arrays or objects around `inner`
 * (thousands deep, or just past the limit): built as text, because
 * JSON.stringify itself overflows the stack on a value that deep.
 */
export function nestedText(depth: number, kind: 'array' | 'object', inner = 'null'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${inner}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${inner}${'}'.repeat(depth)}`;
}

/** A deep JSON text: past the depth limit (33 levels) up to 8,000, of arrays or objects, around any leaf. */
export const deepText: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(fc.constantFrom(33, 100, 5_000, 6_000), fc.integer({ min: 33, max: 8_000 })), fc.constantFrom('array' as const, 'object' as const), LEAF)
  .map(([depth, kind, leaf]) => nestedText(depth, kind, JSON.stringify(leaf)));

/** A JSON object text with one field, named as the wire names them, holding a deep value: a body or params past the depth limit. */
export const deepObjectText: fc.Arbitrary<string> = fc.tuple(FIELD, deepText).map(([field, deep]) => `{${JSON.stringify(field)}:${deep}}`);

/** Text sent as a body that is not (good) JSON. */
export const rawText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.constantFrom('{', '[1,', '{"a":}', 'null', '"text"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', '\u0000', '1'.repeat(5000)),
);

/** A path segment: any text, percent-encoded as a client would put it in a URL. */
export const pathSegment: fc.Arbitrary<string> = fc
  .oneof(fc.string({ minLength: 1 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }), fc.constantFrom('..', '%', '%zz', '-1', '0', '1e3', 'null', 'undefined'))
  .map((text) => (text.startsWith('%') ? text : encodeURIComponent(text)));

/** A query string of arbitrary names and values. */
export const queryString: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(FIELD, fc.string()), fc.oneof(fc.string(), LEAF.map(String))), { maxLength: 5 })
  .map((pairs) => new URLSearchParams(pairs).toString());

/**
 * What the data folder holds, file by file (size and time of the last write):
 * a refused input must leave it as it was. Every write the simulator makes
 * lands here before its answer (docs/simulator.md "The data folder").
 */
export function folderState(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const stat = statSync(path);
        files.set(path.slice(dir.length + 1), `${stat.size}:${stat.mtimeMs}`);
      }
    }
  };
  walk(dir);
  return files;
}

/** The files that differ between two folder states (written, made or gone). */
export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed = [...after].filter(([path, stamp]) => before.get(path) !== stamp).map(([path]) => path);
  return [...changed, ...[...before.keys()].filter((path) => !after.has(path))];
}
