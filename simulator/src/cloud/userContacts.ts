import type { UserRecord } from '../store/cloudState';

/** The next free `{userId}-c{n}` contact id of a profile. */
export function nextContactId(user: UserRecord): string {
  const taken = new Set(user.contacts.map((c) => c._id));
  let n = 1;
  while (taken.has(`${user.id}-c${n}`)) n += 1;
  return `${user.id}-c${n}`;
}

/** The ids of a new address list: a requested id the profile already has is kept (once), the others get fresh `{userId}-a{n}` ids. */
export function addressIds(user: UserRecord, requested: (string | undefined)[]): string[] {
  const known = new Set((user.addresses ?? []).map((a) => a._id));
  const taken = new Set<string>();
  const kept = requested.map((id) => (id && known.has(id) && !taken.has(id) ? (taken.add(id), id) : null));
  let n = 1;
  return kept.map((id) => {
    if (id) return id;
    while (taken.has(`${user.id}-a${n}`) || known.has(`${user.id}-a${n}`)) n += 1;
    taken.add(`${user.id}-a${n}`);
    return `${user.id}-a${n}`;
  });
}

/**
 * Contacts from before contact ids (seeded, registered, older data folders)
 * get theirs, in list order, so PUT and DELETE can name them. Answers
 * whether anything changed (the caller commits).
 */
export function ensureContactIds(user: UserRecord): boolean {
  let changed = false;
  for (const contact of user.contacts) {
    if (!contact._id) {
      contact._id = nextContactId(user);
      changed = true;
    }
  }
  return changed;
}
