import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { groupNameKey, type Group } from '@homeport/sdk';
import type { UserRecord } from '../../store/cloudState';
import { writeFileAtomic } from '../../store/atomicWrite';

/** A group as kept: the wire fields and its members' user ids, in the order they joined. */
export interface GroupRecord extends Omit<Group, 'userCount'> {
  members: string[];
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The admin user groups on disk (docs/simulator.md "Groups"), under
 * `groups/` of the data folder: one `{id}.json` per group, its record and
 * its members. A change rewrites that group's file only (atomically, before
 * the answer; a write proportional to the change, never a rewrite of every
 * group); a delete removes the file. Loaded into memory at start. The
 * members are user ids (the account's `groups` field is its role, not these
 * groups); an account deleted since is left out of every answer.
 */
export class GroupStore {
  private readonly groups = new Map<string, GroupRecord>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.load();
  }

  private fileOf(id: string): string {
    if (!ID.test(id)) throw new Error(`not a group id: ${id}`);
    return join(this.dir, `${id}.json`);
  }

  private load(): void {
    this.groups.clear();
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const record = JSON.parse(readFileSync(join(this.dir, name), 'utf8')) as GroupRecord;
        if (typeof record._id === 'string' && ID.test(record._id) && Array.isArray(record.members)) this.groups.set(record._id, record);
      } catch {
        // A file that is not a group (hand-edited) is skipped.
      }
    }
  }

  /** Every group, by name (any case), then id. */
  all(): GroupRecord[] {
    return [...this.groups.values()].sort((a, b) => a.groupName.localeCompare(b.groupName, 'en', { sensitivity: 'base' }) || a._id.localeCompare(b._id));
  }

  find(id: string): GroupRecord | null {
    return this.groups.get(id) ?? null;
  }

  /** The group with this name, compared without case or surrounding spaces. */
  findByName(name: string): GroupRecord | null {
    const key = groupNameKey(name);
    for (const group of this.groups.values()) if (groupNameKey(group.groupName) === key) return group;
    return null;
  }

  newId(): string {
    let id: string;
    do id = `grp-${randomBytes(6).toString('hex')}`;
    while (this.groups.has(id));
    return id;
  }

  /** Writes the group's file, then keeps it in memory. */
  save(record: GroupRecord): void {
    writeFileAtomic(this.fileOf(record._id), `${JSON.stringify(record)}\n`);
    this.groups.set(record._id, record);
  }

  remove(id: string): void {
    rmSync(this.fileOf(id), { force: true });
    this.groups.delete(id);
  }

  /**
   * Empties the folder and writes the seed's groups (a fresh folder or a
   * reset): "Beta testers" (demo, other and the first ten generated
   * customers: more than one page) and "Support watchlist" (family, terms).
   */
  seed(users: readonly UserRecord[], now: number): void {
    rmSync(this.dir, { recursive: true, force: true });
    mkdirSync(this.dir, { recursive: true });
    this.groups.clear();
    const idOf = (username: string) => users.find((u) => u.username === username)?.id;
    const customers = users
      .filter((u) => u.passwordHash === null && u.groups[0] === 'users')
      .map((u) => u.id)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .slice(0, 10);
    const named = (names: string[]) => names.map(idOf).filter((id): id is string => id !== undefined);
    const seeded: GroupRecord[] = [
      {
        _id: 'grp-beta-testers',
        groupName: 'Beta testers',
        description: 'Customers who get early gateway firmware',
        tag: 'firmware',
        createdAt: now,
        updatedAt: now,
        members: [...named(['demo@homeport.test', 'other@homeport.test']), ...customers],
      },
      {
        _id: 'grp-support-watchlist',
        groupName: 'Support watchlist',
        description: 'Homes the support team follows closely',
        tag: 'support',
        createdAt: now,
        updatedAt: now,
        members: named(['family@homeport.test', 'terms@homeport.test']),
      },
    ];
    for (const record of seeded) this.save(record);
  }

  /** Whether the folder was there before (an older data folder has none: it is seeded at start). */
  static exists(dir: string): boolean {
    return existsSync(dir);
  }
}
