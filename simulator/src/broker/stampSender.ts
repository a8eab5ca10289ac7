import { parseUntrusted } from '@homeport/sdk';

/**
 * DESIGN.md "Access control": a request's identity is the connection's,
 * never a field in the payload. The broker writes the connection's user id
 * into `sender` of every user request before anyone receives it, so a
 * gateway's privilege check (spec 1 §4.2) and its role check read who really
 * asked. The payload passes the one guard for untrusted JSON first (sdk
 * parseUntrusted: size and depth before anything parses or stringifies it).
 * A payload that is not a JSON object within those limits goes on as it is:
 * every receiver reads it through the same guard and drops it as malformed.
 */
export function stampSender(payload: Buffer | string, userId: string): Buffer | string {
  const read = parseUntrusted(payload);
  if (!read.ok) return payload;
  const request = read.value;
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return payload;
  return Buffer.from(JSON.stringify({ ...request, sender: userId }));
}
