/**
 * DESIGN.md "Access control": a request's identity is the connection's,
 * never a field in the payload. The broker writes the connection's user id
 * into `sender` of every user request before anyone receives it, so a
 * gateway's privilege check (spec 1 §4.2) and its role check read who really
 * asked. A payload that is not a JSON object goes on as it is: every receiver
 * drops it as malformed.
 */
export function stampSender(payload: Buffer | string, userId: string): Buffer | string {
  let request: unknown;
  try {
    request = JSON.parse(payload.toString());
  } catch {
    return payload;
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return payload;
  return Buffer.from(JSON.stringify({ ...request, sender: userId }));
}
