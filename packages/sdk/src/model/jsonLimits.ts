/**
 * Limits on JSON read from the wire (DESIGN.md "REST contract": every input
 * validated; "Gateway messaging contract": malformed payloads are dropped).
 * JSON.parse accepts any depth, but JSON.stringify and every recursive walk
 * after it (lowdb writes, lodash clones, our validators) overflow the stack on
 * a few thousand nested arrays: one anonymous request could break every later
 * write. So depth is checked on the text, before anything parses it.
 */

/**
 * The deepest nesting accepted. Our deepest legitimate shape, a gateway's
 * device list (contents, devices, service_list, property_list, options, ...)
 * nests 9 levels and the cloud state 7; 32 leaves room for any scene or rule.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * The largest MQTT payload the sdk parses, in bytes. The largest legitimate
 * one is a gateway's detailed device list, about 1.35 KB a device: a full
 * 232-device Z-Wave network is some 300 KB, but a home of Zigbee, wise and
 * IP devices has no such ceiling, and a 1,000-device home (the devices-table
 * bench) answers 1.4 MB, which a 1 MiB limit dropped (the list never
 * loaded). 4 MiB holds some 3,000 devices and still refuses the tens of
 * megabytes a misbehaving client could send. Firmware and backups go over
 * REST, never MQTT.
 */
export const MAX_PAYLOAD_BYTES = 4 * 1024 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * True when `text` never nests arrays and objects deeper than `max`.
 * One pass, no recursion (so it cannot overflow what it guards against);
 * brackets inside strings do not count. It does not validate the JSON:
 * JSON.parse does that afterwards.
 */
export function jsonDepthWithin(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      depth++;
      if (depth > max) return false;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    }
  }
  return true;
}

/** Limits of one parseUntrusted call; each defaults to the wire's. */
export interface UntrustedLimits {
  maxDepth?: number;
  maxBytes?: number;
}

/** What parseUntrusted read: the value, or why not (nothing was parsed when too large or too deep). */
export type UntrustedJson = { ok: true; value: unknown } | { ok: false; reason: 'too large' | 'too deep' | 'not JSON'; message: string };

/** UTF-8 length without encoding the text when its length alone decides (each character is 1 to 3 bytes). */
function overBytes(input: Uint8Array | string, max: number): boolean {
  if (typeof input !== 'string') return input.byteLength > max;
  if (input.length > max) return true;
  if (input.length * 3 <= max) return false;
  return new TextEncoder().encode(input).byteLength > max;
}

/**
 * The one door for JSON from outside (an MQTT payload on any listener, a
 * REST body, a fleet worker's message): the size, then the depth on the
 * text (jsonDepthWithin: one pass, no recursion), and only then JSON.parse.
 * Whatever walks the value afterwards (JSON.stringify, structuredClone, a
 * deep compare, a valibot schema) meets at most `maxDepth` levels, so it
 * cannot overflow the stack. Never throws.
 */
export function parseUntrusted(input: Uint8Array | string, limits: UntrustedLimits = {}): UntrustedJson {
  const maxBytes = limits.maxBytes ?? MAX_PAYLOAD_BYTES;
  const maxDepth = limits.maxDepth ?? MAX_JSON_DEPTH;
  if (overBytes(input, maxBytes)) return { ok: false, reason: 'too large', message: `JSON larger than ${maxBytes} bytes` };
  // Not fatal: bytes that are not UTF-8 become U+FFFD, and JSON.parse judges the text.
  const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
  if (!jsonDepthWithin(text, maxDepth)) return { ok: false, reason: 'too deep', message: `JSON nested deeper than ${maxDepth} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'not JSON', message: 'not JSON' };
  }
}
