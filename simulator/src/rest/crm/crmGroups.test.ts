// Admin user groups (spec 3 §2 "Groups", §7 "Groups"; docs/contracts.md
// "Groups") against the real simulator: create, update, add by usernames and
// by serials, paging, search, removals, roles, restart and reset.
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddUsersToGroupAnswer, ErrorEntry, Gateway, Group, GroupUserRow, LoginResult, UsersByGroupNamesAnswer } from '@homeport/sdk';
import { adminAccount, DEMO_ONLINE_SERIAL, demoAccount, familyAccount, OTHER_SERIALS, otherAccount, viewerAccount } from '../../seed/accounts';
import { api, cloudOnDisk, control, loginAs, startTestSim, type TestSim } from '../../../test/harness/simHarness';

let t: TestSim;
let admin: LoginResult;
let viewer: LoginResult;

beforeAll(async () => {
  t = await startTestSim({ gateways: 60 });
});
afterAll(() => t.stop());

beforeEach(async () => {
  await control(t.sim, 'POST', '/reset');
  [admin, viewer] = await Promise.all([loginAs(t.sim, adminAccount), loginAs(t.sim, viewerAccount)]);
});

type Answer<T> = { data: T } & ErrorEntry[];
const call = <T>(method: string, path: string, body?: unknown, session: LoginResult = admin) => api<Answer<T>>(t.sim, method, path, { sessionId: session.sessionId, body });
const paged = <T>(path: string, session: LoginResult = admin) => api<{ data: T[]; count: number } & ErrorEntry[]>(t.sim, 'GET', path, { sessionId: session.sessionId });

interface StoredGroup extends Omit<Group, 'userCount'> {
  members: string[];
}
const groupsDir = (dataDir = t.dataDir) => join(dataDir, 'groups');
/** Every group file as stored, by name: what "nothing changed" compares. */
const onDisk = (dataDir = t.dataDir): Record<string, StoredGroup> =>
  Object.fromEntries(
    readdirSync(groupsDir(dataDir))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((n) => [n, JSON.parse(readFileSync(join(groupsDir(dataDir), n), 'utf8')) as StoredGroup]),
  );
const stored = (id: string) => Object.values(onDisk()).find((g) => g._id === id);
const users = () => cloudOnDisk<{ users: Array<{ id: string; username: string }>; gateways: Gateway[] }>(t.dataDir);
const BETA = 'grp-beta-testers';

async function create(groupName: string, description = 'A group for tests', tag?: string): Promise<Group> {
  const answer = await call<Group>('POST', '/crm/group/create', { groupName, description, tag });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

describe('seeded groups', () => {
  it('lists the seed’s groups by name, each with its user count', async () => {
    const answer = await paged<Group>('/crm/group/getGroupsForOwner');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((g) => g.groupName)).toEqual(['Beta testers', 'Support watchlist']);
    expect(answer.body.count).toBe(2);
    const beta = answer.body.data[0]!;
    expect(beta.userCount).toBe(stored(BETA)?.members.length);
    expect(beta.userCount).toBeGreaterThan(10);
  });
});

describe('POST /crm/group/create and update', () => {
  it('creates a trimmed group, on disk, and refuses a duplicate name in any case', async () => {
    const group = await create('  Early adopters ', '  First to try  ', ' pilot ');
    expect(group).toMatchObject({ groupName: 'Early adopters', description: 'First to try', tag: 'pilot', userCount: 0 });
    expect(stored(group._id)).toMatchObject({ groupName: 'Early adopters', members: [] });
    const before = onDisk();
    const duplicate = await call('POST', '/crm/group/create', { groupName: 'EARLY ADOPTERS', description: 'again' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body[0]?.errorCode).toBe('GROUP_NAME_TAKEN');
    expect(onDisk()).toEqual(before);
  });

  it('refuses a blank name or description, unknown fields and long names, changing nothing', async () => {
    const before = onDisk();
    for (const body of [
      { groupName: '   ', description: 'd' },
      { groupName: 'n', description: ' ' },
      { groupName: 'n' },
      { groupName: 'n', description: 'd', members: ['x'] },
      { groupName: 'n'.repeat(65), description: 'd' },
    ]) {
      const answer = await call('POST', '/crm/group/create', body);
      expect(answer.status).toBe(400);
      expect(answer.body[0]?.errorCode).toBe('000400');
    }
    expect(onDisk()).toEqual(before);
  });

  it('updates name, description and tag; refuses another group’s name and an unknown id', async () => {
    const group = await create('Renamed later');
    const updated = await call<Group>('POST', '/crm/group/update', { _id: group._id, groupName: 'Renamed', description: 'New text', tag: 'x' });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ _id: group._id, groupName: 'Renamed', description: 'New text', tag: 'x' });
    expect(stored(group._id)).toMatchObject({ groupName: 'Renamed', description: 'New text', tag: 'x' });
    // Its own name in another case is fine.
    expect((await call('POST', '/crm/group/update', { _id: group._id, groupName: 'RENAMED', description: 'New text' })).status).toBe(200);
    const before = onDisk();
    const taken = await call('POST', '/crm/group/update', { _id: group._id, groupName: 'beta testers', description: 'd' });
    expect(taken.status).toBe(409);
    expect(taken.body[0]?.errorCode).toBe('GROUP_NAME_TAKEN');
    const unknown = await call('POST', '/crm/group/update', { _id: 'grp-none', groupName: 'Other', description: 'd' });
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]?.errorCode).toBe('GROUP_NOT_FOUND');
    expect(onDisk()).toEqual(before);
  });
});

describe('POST /crm/group/addUsersToGroup', () => {
  it('adds by comma-separated usernames (any case), reporting unknown names and members already in', async () => {
    const group = await create('By name');
    const answer = await call<AddUsersToGroupAnswer>('POST', '/crm/group/addUsersToGroup', {
      groupId: group._id,
      usernames: ` ${demoAccount.username.toUpperCase()}, nobody@homeport.test,, ${familyAccount.username}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.added.map((u) => u.username).sort()).toEqual([demoAccount.username, familyAccount.username].sort());
    expect(answer.body.data.unknownUsernames).toEqual(['nobody@homeport.test']);
    expect(answer.body.data.group.userCount).toBe(2);
    expect(stored(group._id)?.members.sort()).toEqual([demoAccount.userId, familyAccount.userId].sort());
    const again = await call<AddUsersToGroupAnswer>('POST', '/crm/group/addUsersToGroup', { groupId: group._id, usernames: [demoAccount.username] });
    expect(again.body.data.added).toEqual([]);
    expect(again.body.data.alreadyMembers).toEqual([demoAccount.username]);
    expect(stored(group._id)?.members).toHaveLength(2);
  });

  it('adds the owners of serials, reporting unknown and unassigned serials', async () => {
    const group = await create('By serial');
    const unassigned = users().gateways.find((g) => g.userId === null)!.serialNumber;
    const answer = await call<AddUsersToGroupAnswer>('POST', '/crm/group/addUsersToGroup', {
      groupId: group._id,
      deviceSN: [DEMO_ONLINE_SERIAL.toLowerCase(), `${OTHER_SERIALS[0]}, ${OTHER_SERIALS[1]}`, 'HP9999999999', unassigned],
    });
    expect(answer.status).toBe(200);
    // Two of other's gateways add other once.
    expect(answer.body.data.added.map((u) => u._id).sort()).toEqual([demoAccount.userId, otherAccount.userId].sort());
    expect(answer.body.data.unknownSerials).toEqual(['HP9999999999']);
    expect(answer.body.data.unassignedSerials).toEqual([unassigned]);
    expect(stored(group._id)?.members.sort()).toEqual([demoAccount.userId, otherAccount.userId].sort());
  });

  it('refuses a bad body or an unknown group, changing nothing', async () => {
    const group = await create('Untouched');
    const before = onDisk();
    for (const body of [
      { groupId: group._id },
      { groupId: group._id, usernames: ' , ' },
      { groupId: group._id, usernames: 7 },
      { groupId: group._id, usernames: demoAccount.username, extra: true },
      { groupId: group._id, usernames: Array.from({ length: 201 }, (_, i) => `u${i}@x.test`) },
      { usernames: demoAccount.username },
    ]) {
      const answer = await call('POST', '/crm/group/addUsersToGroup', body);
      expect(answer.status).toBe(400);
      expect(answer.body[0]?.errorCode).toBe('000400');
    }
    const unknown = await call('POST', '/crm/group/addUsersToGroup', { groupId: 'grp-none', usernames: demoAccount.username });
    expect(unknown.status).toBe(404);
    expect(unknown.body[0]?.errorCode).toBe('GROUP_NOT_FOUND');
    expect(onDisk()).toEqual(before);
  });
});

describe('reading groups', () => {
  it('pages a group’s users 10 at a time, by username', async () => {
    const members = stored(BETA)!.members;
    const byId = new Map(users().users.map((u) => [u.id, u.username]));
    const expected = members.map((id) => byId.get(id)!).sort((a, b) => a.localeCompare(b));
    const first = await paged<GroupUserRow>(`/crm/group/getUsersForGroup?groupId=${BETA}`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(members.length);
    expect(first.body.data.map((u) => u.username)).toEqual(expected.slice(0, 10));
    expect(Object.keys(first.body.data[0]!).sort()).toEqual(['_id', 'devices', 'firstName', 'lastName', 'username']);
    const second = await paged<GroupUserRow>(`/crm/group/getUsersForGroup?groupId=${BETA}&page=2`);
    expect(second.body.data.map((u) => u.username)).toEqual(expected.slice(10, 20));
    const small = await paged<GroupUserRow>(`/crm/group/getUsersForGroup?groupId=${BETA}&page=3&limit=5`);
    expect(small.body.data.map((u) => u.username)).toEqual(expected.slice(10, 15));
    expect((await paged(`/crm/group/getUsersForGroup?groupId=${BETA}&limit=0`)).status).toBe(400);
    expect((await paged('/crm/group/getUsersForGroup')).status).toBe(400);
    expect((await paged('/crm/group/getUsersForGroup?groupId=grp-none')).body[0]?.errorCode).toBe('GROUP_NOT_FOUND');
  });

  it('searches name, description and tag in any case, paged', async () => {
    await create('Gamma', 'third of its kind', 'Beta-adjacent');
    const byName = await paged<Group>('/crm/groups/search?searchText=BETA');
    expect(byName.body.data.map((g) => g.groupName)).toEqual(['Beta testers', 'Gamma']);
    expect(byName.body.count).toBe(2);
    expect((await paged<Group>('/crm/groups/search?searchText=closely')).body.data.map((g) => g.groupName)).toEqual(['Support watchlist']);
    const all = await paged<Group>('/crm/groups/search?limit=1&page=2');
    expect(all.body.count).toBe(3);
    expect(all.body.data.map((g) => g.groupName)).toEqual(['Gamma']);
    expect((await paged('/crm/groups/search?searchText=nothing-like-it')).body).toEqual({ data: [], count: 0 });
    expect((await paged('/crm/groups/search?page=0')).status).toBe(400);
  });

  it('answers the users of named groups once each, reporting unknown names', async () => {
    const group = await create('Overlap');
    await call('POST', '/crm/group/addUsersToGroup', { groupId: group._id, usernames: [demoAccount.username, familyAccount.username] });
    const answer = await api<UsersByGroupNamesAnswer>(t.sim, 'POST', '/crm/group/getUsersByGroupNames', {
      sessionId: admin.sessionId,
      body: { groupNames: 'overlap, Support watchlist, Nope' },
    });
    expect(answer.status).toBe(200);
    const watchlist = stored('grp-support-watchlist')!.members;
    const expected = new Set([demoAccount.userId, familyAccount.userId, ...watchlist]);
    expect(answer.body.data.map((u) => u._id).sort()).toEqual([...expected].sort());
    expect(answer.body.count).toBe(expected.size);
    expect(answer.body.unknownGroupNames).toEqual(['Nope']);
  });
});

describe('removals', () => {
  it('takes a user out of a group, and refuses one who is not in it', async () => {
    const before = stored(BETA)!.members;
    const answer = await call<{ group: Group; userId: string }>('DELETE', `/crm/group/${BETA}/user/${demoAccount.userId}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.userId).toBe(demoAccount.userId);
    expect(answer.body.data.group.userCount).toBe(before.length - 1);
    expect(stored(BETA)!.members).toEqual(before.filter((id) => id !== demoAccount.userId));
    const again = await call('DELETE', `/crm/group/${BETA}/user/${demoAccount.userId}`);
    expect(again.status).toBe(404);
    expect(again.body[0]?.errorCode).toBe('GROUP_USER_NOT_MEMBER');
  });

  it('deletes a group and its file', async () => {
    const group = await create('Short-lived');
    const answer = await call<{ _id: string }>('DELETE', `/crm/group/${group._id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ _id: group._id });
    expect(stored(group._id)).toBeUndefined();
    expect((await call('DELETE', `/crm/group/${group._id}`)).body[0]?.errorCode).toBe('GROUP_NOT_FOUND');
    expect((await paged<Group>('/crm/group/getGroupsForOwner')).body.data.map((g) => g.groupName)).not.toContain('Short-lived');
  });
});

describe('roles', () => {
  it('lets the read-only admin read but not change, and refuses users everything, changing nothing', async () => {
    const before = onDisk();
    expect((await paged('/crm/group/getGroupsForOwner', viewer)).status).toBe(200);
    expect((await paged(`/crm/group/getUsersForGroup?groupId=${BETA}`, viewer)).status).toBe(200);
    const demo = await loginAs(t.sim, demoAccount);
    const writes: Array<[string, string, unknown?]> = [
      ['POST', '/crm/group/create', { groupName: 'Nope', description: 'd' }],
      ['POST', '/crm/group/update', { _id: BETA, groupName: 'Nope', description: 'd' }],
      ['POST', '/crm/group/addUsersToGroup', { groupId: BETA, usernames: viewerAccount.username }],
      ['DELETE', `/crm/group/${BETA}/user/${demoAccount.userId}`],
      ['DELETE', `/crm/group/${BETA}`],
    ];
    for (const [method, path, body] of writes) {
      for (const session of [viewer, demo]) {
        const answer = await call(method, path, body, session);
        expect(answer.status).toBe(403);
        expect(answer.body[0]?.errorCode).toBe('000403');
      }
    }
    for (const path of ['/crm/group/getGroupsForOwner', `/crm/group/getUsersForGroup?groupId=${BETA}`, '/crm/groups/search']) {
      expect((await paged(path, demo)).status).toBe(403);
    }
    expect((await api(t.sim, 'GET', '/crm/group/getGroupsForOwner')).status).toBe(401);
    expect(onDisk()).toEqual(before);
  });
});

describe('durability', () => {
  it('writes only the changed group’s file', async () => {
    const fileOf = (id: string) => join(groupsDir(), `${id}.json`);
    const [betaBefore, watchBefore] = [statSync(fileOf(BETA)).ino, statSync(fileOf('grp-support-watchlist')).ino];
    await call('POST', '/crm/group/addUsersToGroup', { groupId: BETA, usernames: familyAccount.username });
    // The atomic write renames a new file over the old one: a new inode for the changed group only.
    expect(statSync(fileOf(BETA)).ino).not.toBe(betaBefore);
    expect(statSync(fileOf('grp-support-watchlist')).ino).toBe(watchBefore);
  });

  it('seeds the groups at the first start of a data folder made before groups', async () => {
    const own = await startTestSim({ gateways: 20 });
    await own.sim.close();
    rmSync(groupsDir(own.dataDir), { recursive: true, force: true });
    const again = await startTestSim({ gateways: 20, dataDir: own.dataDir, fresh: false });
    try {
      expect(
        Object.values(onDisk(own.dataDir))
          .map((g) => g.groupName)
          .sort(),
      ).toEqual(['Beta testers', 'Support watchlist']);
    } finally {
      await again.stop();
    }
  });

  it('keeps groups across a restart on the same folder, and a reset brings back the seed', async () => {
    const group = await create('Survivor', 'kept on disk', 'keep');
    await call('POST', '/crm/group/addUsersToGroup', { groupId: group._id, usernames: otherAccount.username });
    const own = await startTestSim({ gateways: 20 });
    const dataDir = own.dataDir;
    const session = await loginAs(own.sim, adminAccount);
    const made = await api<{ data: Group }>(own.sim, 'POST', '/crm/group/create', { sessionId: session.sessionId, body: { groupName: 'Kept', description: 'across a restart' } });
    await api(own.sim, 'POST', '/crm/group/addUsersToGroup', { sessionId: session.sessionId, body: { groupId: made.body.data._id, usernames: demoAccount.username } });
    const before = onDisk(dataDir);
    await own.sim.close();
    const again = await startTestSim({ gateways: 20, dataDir, fresh: false });
    try {
      expect(onDisk(dataDir)).toEqual(before);
      const admin2 = await loginAs(again.sim, adminAccount);
      const list = await api<{ data: Group[] }>(again.sim, 'GET', '/crm/group/getGroupsForOwner', { sessionId: admin2.sessionId });
      expect(list.body.data.find((g) => g._id === made.body.data._id)).toMatchObject({ groupName: 'Kept', userCount: 1 });
      const members = await api<{ data: GroupUserRow[] }>(again.sim, 'GET', `/crm/group/getUsersForGroup?groupId=${made.body.data._id}`, { sessionId: admin2.sessionId });
      expect(members.body.data.map((u) => u.username)).toEqual([demoAccount.username]);
    } finally {
      await again.stop();
    }
    // This file's simulator: a reset brings back the seed's two groups.
    await control(t.sim, 'POST', '/reset');
    expect(
      Object.values(onDisk())
        .map((g) => g.groupName)
        .sort(),
    ).toEqual(['Beta testers', 'Support watchlist']);
  });
});
