import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 as lower-case hex: how one-time tokens are kept (never the raw value). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A URL-safe random token (`bytes` of entropy). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
