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
  const hash = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A hash nobody's password matches, so unknown users cost as much time as known ones. */
const DECOY = hashPasswordSync('decoy', Buffer.alloc(16));

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DECOY).split('$');
  const [scheme, n, r, p, saltText, hashText] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(saltText, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}
