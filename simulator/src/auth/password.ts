import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * DESIGN.md "Auth": passwords are stored as salted scrypt hashes, as
 * `scrypt$N$r$p$<salt b64>$<hash b64>`. A hash carries its own N, r and p,
 * so a check always uses those it was made with.
 */
const DEFAULT_N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

/**
 * The cost N of new hashes: 16384, unless HOMEPORT_SCRYPT_N lowers it (a
 * power of two from 1024). The test runs lower it to 1024, as test settings
 * lower a password hasher's work factor elsewhere (Django's test runner
 * suggests MD5): a test proves what a password does, not how slow its hash
 * is, and one scrypt at 16384 is 55 ms of CPU, paid at every sign-in and
 * every seed (about 1,500 times in a vitest run). Read at each hash, so a
 * process may set it before its first simulator starts.
 */
export function scryptCost(text = process.env.HOMEPORT_SCRYPT_N): number {
  if (text === undefined || text === '') return DEFAULT_N;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1024 || n > DEFAULT_N || (n & (n - 1)) !== 0) {
    throw new Error(`HOMEPORT_SCRYPT_N must be a power of two from 1024 to ${DEFAULT_N}, not "${text}"`);
  }
  return n;
}

export function hashPasswordSync(password: string, salt: Buffer = randomBytes(16)): string {
  const N = scryptCost();
  const hash = scryptSync(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** The same as hashPasswordSync without blocking the event loop (registration, resets). */
export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const N = scryptCost();
  const hash = await new Promise<Buffer>((resolve, reject) => scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P }, (error, key) => (error ? reject(error) : resolve(key))));
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** A hash nobody's password matches, at the cost of new hashes, so unknown users cost as much time as known ones. */
const decoys = new Map<number, string>();
function decoy(): string {
  const N = scryptCost();
  let hash = decoys.get(N);
  if (!hash) {
    hash = hashPasswordSync('decoy', Buffer.alloc(16));
    decoys.set(N, hash);
  }
  return hash;
}

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
  const parsed = parseHash(stored ?? decoy());
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
