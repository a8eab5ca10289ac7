import { hashPasswordSync, scryptCost } from '../auth/password';
import type { UserRecord } from '../store/cloudState';
import type { SeedAccount } from './accounts';
import { DAY_MS, SEED_EPOCH } from './ids';
import type { Prng } from './prng';

const hashes = new Map<string, string>();

/** scrypt is slow on purpose; a reset reseeds the same salts, so remember the answers. */
function seededHash(password: string, salt: Buffer): string {
  const key = `${scryptCost()}:${salt.toString('hex')}:${password}`;
  let hash = hashes.get(key);
  if (!hash) {
    hash = hashPasswordSync(password, salt);
    hashes.set(key, hash);
  }
  return hash;
}

export function userRecord(
  fields: Pick<UserRecord, 'id' | 'username' | 'firstName' | 'lastName' | 'groups' | 'devices' | 'parentsIds'>,
  passwordHash: string | null,
  createdAt: number,
): UserRecord {
  return {
    ...fields,
    _id: fields.id,
    contacts: [{ contactType: 'email', contact: fields.username, isDefault: true, label: 'Default' }],
    preferredLanguage: 'en_EN',
    passwordHash,
    createdAt,
  };
}

/** A seeded login account. `devices` are the serials it owns or reaches as a linked account. */
export function accountRecord(account: SeedAccount, devices: string[], saltPrng: Prng): UserRecord {
  const record = userRecord(
    {
      id: account.userId,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      groups: account.groups,
      // A copy: the account's own list is a module constant every seed reads (a push must not reach the next seed).
      devices: [...devices],
      parentsIds: account.linkedTo ? [account.linkedTo.master] : [],
    },
    seededHash(account.password, saltPrng.bytes(16)),
    SEED_EPOCH - 400 * DAY_MS,
  );
  if (account.phone) record.contacts.push({ contactType: 'phone', contact: account.phone, isDefault: false, label: 'Mobile' });
  if (account.accepted === false) {
    record.privacyPolicyAccepted = false;
    record.termsOfServiceAccepted = false;
  }
  return record;
}
