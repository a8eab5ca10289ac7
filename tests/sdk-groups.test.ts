// The sdk's RestClient.groups against the real simulator over real HTTP:
// every group call the portal makes, as the portal makes it, and the
// refusals as ApiErrors carrying the group error codes (docs/contracts.md "Groups").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, canSaveGroup, GROUP_USERS_PAGE_SIZE, GroupErrorCode, splitList, type LoginResult, type RestClient } from '@homeport/sdk';
import { ADMIN, DEMO, DEMO_ONLINE, FAMILY, login, OTHER_SERIALS, restFor, startHarness, type Harness } from '@homeport/test-support';

let h: Harness;
let admin: LoginResult;
let rest: RestClient;

beforeAll(async () => {
  h = await startHarness();
  admin = await login(h.sim, ADMIN);
  rest = restFor(h.sim, admin);
});
afterAll(async () => {
  await h?.stop();
});

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('RestClient.groups', () => {
  it('creates, edits, fills by names and serials, pages, searches and removes a group', async () => {
    const draft = { groupName: ' Pilot homes ', description: ' Homes in the pilot ', tag: 'pilot' };
    expect(canSaveGroup(draft)).toBe(true);
    const group = await rest.groups.create(draft);
    expect(group).toMatchObject({ groupName: 'Pilot homes', description: 'Homes in the pilot', tag: 'pilot', userCount: 0 });

    const duplicate = await refusal(rest.groups.create({ groupName: 'PILOT HOMES', description: 'again' }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.errorCode).toBe(GroupErrorCode.nameTaken);

    const edited = await rest.groups.update({ _id: group._id, groupName: 'Pilot homes', description: 'Homes in the first pilot' });
    expect(edited).toMatchObject({ description: 'Homes in the first pilot', tag: '' });

    // As the form sends them: the text split with the sdk's rule.
    const byName = await rest.groups.addUsers({ groupId: group._id, usernames: splitList(`${DEMO.identity}, ${FAMILY.identity}, ghost@nowhere.test`) });
    expect(byName.added.map((u) => u.username).sort()).toEqual([DEMO.identity, FAMILY.identity].sort());
    expect(byName.unknownUsernames).toEqual(['ghost@nowhere.test']);
    const bySerial = await rest.groups.addUsers({ groupId: group._id, deviceSN: `${OTHER_SERIALS[0]}, ${DEMO_ONLINE}, HPNOPE` });
    expect(bySerial.added.map((u) => u.username)).toEqual(['other@homeport.test']);
    expect(bySerial.alreadyMembers).toEqual([DEMO.identity]);
    expect(bySerial.unknownSerials).toEqual(['HPNOPE']);
    expect(bySerial.group.userCount).toBe(3);

    const users = await rest.groups.users({ groupId: group._id });
    expect(users.count).toBe(3);
    expect(users.data.map((u) => u.username)).toEqual([DEMO.identity, FAMILY.identity, 'other@homeport.test'].sort());

    expect((await rest.groups.search({ searchText: 'first pilot' })).data.map((g) => g._id)).toEqual([group._id]);
    expect((await rest.groups.list()).data.map((g) => g.groupName)).toContain('Pilot homes');
    const audience = await rest.groups.usersByGroupNames({ groupNames: ['pilot homes', 'Nobody'] });
    expect(audience.count).toBe(3);
    expect(audience.unknownGroupNames).toEqual(['Nobody']);

    const left = await rest.groups.removeUser(group._id, users.data[0]!._id);
    expect(left.group.userCount).toBe(2);
    const notMember = await refusal(rest.groups.removeUser(group._id, users.data[0]!._id));
    expect(notMember.errorCode).toBe(GroupErrorCode.userNotInGroup);

    expect(await rest.groups.remove(group._id)).toEqual({ _id: group._id });
    expect((await refusal(rest.groups.users({ groupId: group._id }))).errorCode).toBe(GroupErrorCode.notFound);
  });

  it('pages the seeded group 10 users at a time', async () => {
    const beta = (await rest.groups.list()).data.find((g) => g.groupName === 'Beta testers')!;
    expect(beta.userCount).toBeGreaterThan(GROUP_USERS_PAGE_SIZE);
    const first = await rest.groups.users({ groupId: beta._id });
    const second = await rest.groups.users({ groupId: beta._id, page: 2 });
    expect(first.data).toHaveLength(GROUP_USERS_PAGE_SIZE);
    expect(second.data).toHaveLength(beta.userCount - GROUP_USERS_PAGE_SIZE);
    expect(new Set([...first.data, ...second.data].map((u) => u._id)).size).toBe(beta.userCount);
  });

  it('refuses a home user', async () => {
    const demo = restFor(h.sim, await login(h.sim, DEMO));
    expect((await refusal(demo.groups.list())).status).toBe(403);
  });
});
