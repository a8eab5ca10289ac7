import { parseUntrusted, type UntrustedLimits } from '@homeport/sdk';

/**
 * JSON read from a file someone uploaded (a backup's snapshot, an import),
 * through the one guard (sdk parseUntrusted): nested past the limit, it
 * throws as JSON.parse does on bad text, so a caller that already catches
 * that refuses it the same way. Its size is the reader's business (the
 * zip's caps), so none is set here unless asked.
 */
export function untrustedJson(input: Uint8Array | string, limits: UntrustedLimits = {}): unknown {
  const read = parseUntrusted(input, { maxBytes: Number.MAX_SAFE_INTEGER, ...limits });
  if (!read.ok) throw new SyntaxError(read.message);
  return read.value;
}
