import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * DESIGN.md "Auth": passwords are stored as salted scrypt hashes, as
 * `scrypt$N$r$p$<salt b64>$<hash b64>`.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** The same as hashPasswordSync without blocking the event loop (registration, resets). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) => (error ? reject(error) : resolve(key))));
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A hash nobody's password matches, so unknown users cost as much time as known ones. */
const DECOY = hashPasswordSync('decoy', Buffer.alloc(16));

interface StoredHash {
  salt: Buffer;
  expected: Buffer;
  params: { N: number; r: number; p: number };
}

function parseHash(stored: string): StoredHash | null {
  const parts = stored.split('$');
  const [scheme, n, r, p, saltText, hashText] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltText || !hashText) return null;
  return { salt: Buffer.from(saltText, 'base64'), expected: Buffer.from(hashText, 'base64'), params: { N: Number(n), r: Number(r), p: Number(p) } };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseHash(stored ?? DECOY);
  if (!parsed) return false;
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, parsed.salt, parsed.expected.length, parsed.params, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return stored !== null && actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}

/** The same as verifyPassword, blocking: for a one-off check while a data folder is upgraded. */
export function verifyPasswordSync(password: string, stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const actual = scryptSync(password, parsed.salt, parsed.expected.length, parsed.params);
  return actual.length === parsed.expected.length && timingSafeEqual(actual, parsed.expected);
}
