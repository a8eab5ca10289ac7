import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Group } from '@homeport/sdk';
import { demoAccount, viewerAccount } from '../../src/seed/accounts';
import type { HttpRequest, MatrixFixture } from './fixture';
import { adminOnly, allowed, ROLE_REFUSED, withSession, type Outcome } from './outcomes';
import type { RestRow } from './restRow';

/**
 * The access matrix rows of the admin user groups (docs/contracts.md
 * "Groups"): every admin reads; only admin-support changes them (the
 * read-only admin 000403); users 000403. REST_ROWS takes them in. State is
 * read from the data folder's `groups/` files, never through the role
 * itself; after each cell the seed's groups are put back through
 * admin-support (groups made by the cell deleted, the seeded ones' fields
 * and members restored).
 */

const BETA = 'grp-beta-testers';
const WATCHLIST = 'grp-support-watchlist';
const MATRIX_GROUP = 'Matrix group';

interface StoredGroup {
  _id: string;
  groupName: string;
  description: string;
  tag: string;
  members: string[];
}

const row = <T>(r: RestRow<T>): RestRow => r as RestRow;
const get = (path: string): HttpRequest => ({ method: 'GET', path });
const post = (path: string, body: unknown = {}): HttpRequest => ({ method: 'POST', path, body });

/** spec 3 §1: admin-support changes groups; the read-only admin and users 000403. */
const groupWrite = (outcome: Outcome = allowed(200)) =>
  withSession({ owner: ROLE_REFUSED, linked: ROLE_REFUSED, stranger: ROLE_REFUSED, viewer: ROLE_REFUSED, support: outcome, supportConnected: outcome });

function groupsOnDisk(fx: MatrixFixture): StoredGroup[] {
  const dir = join(fx.t.dataDir, 'groups');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredGroup)
    .map((g) => ({ _id: g._id, groupName: g.groupName, description: g.description, tag: g.tag, members: [...g.members].sort() }))
    .sort((a, b) => a._id.localeCompare(b._id));
}

/** The seed's groups, as the first groups cell found them (the matrix starts on a fresh seed). */
let seeded: StoredGroup[] | null = null;
const seedGroups = (fx: MatrixFixture): StoredGroup[] => (seeded ??= groupsOnDisk(fx));

const stored = (fx: MatrixFixture, id: string) => groupsOnDisk(fx).find((g) => g._id === id);

/** Puts the seed's groups back through admin-support. */
async function restoreGroups(fx: MatrixFixture): Promise<void> {
  const seed = seedGroups(fx);
  const users = await fx.qaOk<Array<{ id: string; username: string }>>('GET', '/__db/users');
  const usernameOf = new Map(users.map((u) => [u.id, u.username]));
  for (const group of groupsOnDisk(fx)) {
    const original = seed.find((g) => g._id === group._id);
    if (!original) {
      await fx.call('support', { method: 'DELETE', path: `/api/crm/group/${group._id}` });
      continue;
    }
    if (group.groupName !== original.groupName || group.description !== original.description || group.tag !== original.tag) {
      await fx.call('support', post('/api/crm/group/update', { _id: original._id, groupName: original.groupName, description: original.description, tag: original.tag }));
    }
    for (const id of group.members.filter((m) => !original.members.includes(m))) {
      await fx.call('support', { method: 'DELETE', path: `/api/crm/group/${group._id}/user/${id}` });
    }
    const missing = original.members.filter((m) => !group.members.includes(m)).map((id) => usernameOf.get(id) ?? id);
    if (missing.length > 0) await fx.call('support', post('/api/crm/group/addUsersToGroup', { groupId: group._id, usernames: missing }));
  }
  const after = groupsOnDisk(fx);
  if (JSON.stringify(after) !== JSON.stringify(seed)) throw new Error('the matrix could not put the seed’s groups back');
}

/** A group of the cell's own, for the delete. */
async function matrixGroup(fx: MatrixFixture): Promise<void> {
  seedGroups(fx);
  if (groupsOnDisk(fx).some((g) => g.groupName === MATRIX_GROUP)) return;
  const answer = await fx.call('support', post('/api/crm/group/create', { groupName: MATRIX_GROUP, description: 'made by the access matrix' }));
  if (answer.status !== 201) throw new Error(`no matrix group: ${answer.status} ${answer.text}`);
}
const matrixGroupId = (fx: MatrixFixture): string => groupsOnDisk(fx).find((g) => g.groupName === MATRIX_GROUP)?._id ?? 'grp-none';

const prepareSeed = async (fx: MatrixFixture): Promise<void> => {
  seedGroups(fx);
};

export const GROUP_ROWS: RestRow[] = [
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/group/create',
    why: 'spec 3 §2 "Groups", §6: admin only; a change needs admin-support',
    expect: groupWrite(allowed(201)),
    prepare: prepareSeed,
    request: () => post('/api/crm/group/create', { groupName: 'Made in a cell', description: 'access matrix' }),
    observe: groupsOnDisk,
    effect: (after, before) => expect(after).toHaveLength(before.length + 1),
    restore: restoreGroups,
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/group/update',
    why: 'spec 3 §2 "Groups": edit page; admin-support',
    expect: groupWrite(),
    prepare: prepareSeed,
    request: () => post('/api/crm/group/update', { _id: BETA, groupName: 'Beta testers', description: 'Changed by a cell', tag: 'firmware' }),
    observe: (fx) => stored(fx, BETA),
    effect: (after) => expect(after?.description).toBe('Changed by a cell'),
    restore: restoreGroups,
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/group/addUsersToGroup',
    why: 'spec 3 §2 "Groups": add users by names or serials; admin-support',
    expect: groupWrite(),
    prepare: prepareSeed,
    request: () => post('/api/crm/group/addUsersToGroup', { groupId: WATCHLIST, usernames: viewerAccount.username }),
    observe: (fx) => stored(fx, WATCHLIST)?.members ?? [],
    effect: (after, before) => expect(after).toHaveLength(before.length + 1),
    restore: restoreGroups,
  }),
  row({
    service: 'crm',
    method: 'POST',
    route: '/api/crm/group/getUsersByGroupNames',
    why: 'spec 3 §7 "Groups": a read (admins)',
    expect: adminOnly,
    request: () => post('/api/crm/group/getUsersByGroupNames', { groupNames: 'Beta testers' }),
    answer: (body) => expect((body as { count: number }).count).toBeGreaterThan(0),
  }),
  row({
    service: 'crm',
    method: 'GET',
    route: '/api/crm/group/getGroupsForOwner',
    why: 'spec 3 §2 "Groups": the group dropdown (admins)',
    expect: adminOnly,
    request: () => get('/api/crm/group/getGroupsForOwner'),
    answer: (body) => expect((body as { data: Group[] }).data.map((g) => g._id)).toContain(BETA),
  }),
  row({
    service: 'crm',
    method: 'GET',
    route: '/api/crm/group/getUsersForGroup',
    why: 'spec 3 §2 "Groups": the paged user list (admins)',
    expect: adminOnly,
    request: () => get(`/api/crm/group/getUsersForGroup?groupId=${BETA}`),
    answer: (body) => {
      const { data, count } = body as { data: unknown[]; count: number };
      expect(data.length).toBe(Math.min(10, count));
      expect(count).toBeGreaterThan(0);
    },
  }),
  row({
    service: 'crm',
    method: 'GET',
    route: '/api/crm/groups/search',
    why: 'spec 3 §7 "Groups": search (admins)',
    expect: adminOnly,
    request: () => get('/api/crm/groups/search?searchText=beta'),
    answer: (body) => expect((body as { count: number }).count).toBe(1),
  }),
  row({
    service: 'crm',
    method: 'DELETE',
    route: '/api/crm/group/:id/user/:userId',
    why: 'spec 3 §7 "Groups": a user leaves a group; admin-support',
    expect: groupWrite(),
    prepare: prepareSeed,
    request: () => ({ method: 'DELETE', path: `/api/crm/group/${BETA}/user/${demoAccount.userId}` }),
    observe: (fx) => stored(fx, BETA)?.members ?? [],
    effect: (after, before) => {
      expect(before).toContain(demoAccount.userId);
      expect(after).not.toContain(demoAccount.userId);
    },
    restore: restoreGroups,
  }),
  row({
    service: 'crm',
    method: 'DELETE',
    route: '/api/crm/group/:id',
    why: 'spec 3 §7 "Groups": delete a group; admin-support',
    expect: groupWrite(),
    prepare: matrixGroup,
    request: (fx) => ({ method: 'DELETE', path: `/api/crm/group/${matrixGroupId(fx)}` }),
    observe: groupsOnDisk,
    effect: (after, before) => expect(after).toHaveLength(before.length - 1),
    restore: restoreGroups,
  }),
];
