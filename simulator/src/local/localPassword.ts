import { sha256Hex } from '../auth/digest';

const DIGEST = /^[0-9a-fA-F]{64}$/;

/**
 * spec 2 §7 "hashed passwords": the local UI may send the SHA-256 hex digest
 * of the password or the password itself; the gateway works on the digest
 * either way (and stores a salted scrypt of it).
 */
export function passwordDigest(password: string): string {
  return DIGEST.test(password) ? password.toLowerCase() : sha256Hex(password);
}

export function isDigest(password: string): boolean {
  return DIGEST.test(password);
}
