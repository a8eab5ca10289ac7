// The groups pages (spec 3 §2 "Groups", §4 "Group creation", §5 "Group",
// §8 group rows) in jsdom against the real simulator in a child process:
// Save waits for a trimmed name and description; a created group opens on
// /groups after the redirect; a duplicate name is refused with the alert
// titled GROUP_CREATE_EDIT_PAGE_MSG_ERROR_MESSAGE and nothing is created;
// no response is a toast; editing fills the form and returns to the group;
// the users come 10 a page from the server; adding by device serials adds the devices' owners and lists what was not
// found; removing a user asks first, then the user leaves the group.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GroupErrorCode, RestClient, type LoginResult } from '@homeport/sdk';
import { ADMIN, DEMO, DEMO_ONLINE, OTHER, OTHER_SERIALS } from '@homeport/test-support';
import { deadPort } from '@homeport/test-support/dead-port';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { en_EN_groups } from '../packages/portal/src/features/groups/en_EN.groups';
import { GroupEditPage, GroupsPage } from '../packages/portal/src/features/groups/pages';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let admin: LoginResult;
let rest: RestClient;
let made = 0;
/** A group name no other test uses. */
const uniqueName = (what: string) => `${what} ${++made} ${Date.now().toString(36)}`;

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function Groups() {
  return (
    <>
      <Routes>
        <Route path="/groups" element={<GroupsPage />} />
        <Route path="/create_edit_group_page" element={<GroupEditPage />} />
      </Routes>
      <Where />
      <Toasts />
    </>
  );
}

const render = (path: string) => renderInPortal(<Groups />, { sim, rest, signedInAs: admin, path });
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

beforeAll(async () => {
  sim = await startSimProcess();
  admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

describe('the create/edit group page', () => {
  it('keeps Save disabled while the trimmed name or the trimmed description is empty', async () => {
    const user = userEvent.setup();
    render('/create_edit_group_page');
    const save = await screen.findByRole<HTMLButtonElement>('button', { name: 'Save' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    expect(save.disabled).toBe(true);
    await user.type(name, 'Pilot');
    expect(save.disabled).toBe(true);
    await user.type(description, '   ');
    expect(save.disabled).toBe(true);
    await user.type(description, 'Early adopters');
    expect(save.disabled).toBe(false);
    await user.clear(name);
    await user.type(name, '  ');
    expect(save.disabled).toBe(true);
  });

  it('creates the group and, after the redirect, shows it chosen on /groups', async () => {
    const user = userEvent.setup();
    const groupName = uniqueName('Created');
    render('/create_edit_group_page');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), `  ${groupName} `);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Made by the page');
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'pilot');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(`Group ${groupName} was created.`);
    const created = (await rest.groups.list()).data.find((group) => group.groupName === groupName);
    expect(created).toMatchObject({ groupName, description: 'Made by the page', tag: 'pilot' });
    // Still on the form until the redirect.
    expect(location()).toBe('/create_edit_group_page');
    await waitFor(() => expect(location()).toBe(`/groups?selectedGroupId=${created!._id}`), { timeout: 5000 });
    const choice = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Group' });
    expect(choice.value).toBe(created!._id);
    screen.getByRole('heading', { name: groupName, level: 2 });
  });

  it('shows the alert titled by the error message when the name is taken, and creates nothing', async () => {
    const user = userEvent.setup();
    const groupName = uniqueName('Taken');
    await rest.groups.create({ groupName, description: 'The first one', tag: '' });
    const before = (await rest.groups.list()).count;
    render('/create_edit_group_page');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), groupName);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'A second one');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', { name: 'The group could not be saved' });
    expect(alert.textContent).toContain(en_EN_groups.GROUPS.ERRORS[GroupErrorCode.nameTaken]);
    expect((await rest.groups.list()).count).toBe(before);
    expect(location()).toBe('/create_edit_group_page');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });

  it('says so in a toast when the server does not respond, with no alert, and stays on the form', async () => {
    const user = userEvent.setup();
    const groupName = uniqueName('Unanswered');
    // The same session, sent to a port nothing listens on: the call gets no response.
    const unreachable = new RestClient({ apiBase: `http://127.0.0.1:${await deadPort()}/api`, getSessionId: () => admin.sessionId });
    renderInPortal(<Groups />, { sim, rest: unreachable, signedInAs: admin, path: '/create_edit_group_page' });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), groupName);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Never saved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The server did not respond; the group was not saved. Please try again.');
    expect(screen.queryByRole('alert', { name: 'The group could not be saved' })).toBeNull();
    expect(location()).toBe('/create_edit_group_page');
    expect((await rest.groups.list()).data.some((group) => group.groupName === groupName)).toBe(false);
  });
});

describe('editing a group', () => {
  it('opens with the group filled in, saves the change and returns to the group', async () => {
    const user = userEvent.setup();
    const group = await rest.groups.create({ groupName: uniqueName('Edited'), description: 'Before', tag: 'old' });
    render(`/groups?selectedGroupId=${group._id}`);
    await user.click(await screen.findByRole('link', { name: 'Edit group' }));
    await waitFor(() => expect(location()).toBe(`/create_edit_group_page?editGroup=${group._id}`));
    const description = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(group.groupName);
    expect(description.value).toBe('Before');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Tag' }).value).toBe('old');
    await user.clear(description);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    await user.type(description, 'After');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/groups?selectedGroupId=${group._id}`), { timeout: 5000 });
    await screen.findByText('After');
    expect((await rest.groups.list()).data.find((one) => one._id === group._id)).toMatchObject({ groupName: group.groupName, description: 'After', tag: 'old' });
  });
});

describe('the groups page', () => {
  it('shows the users 10 a page, from the server', async () => {
    const user = userEvent.setup();
    const group = await rest.groups.create({ groupName: uniqueName('Paged'), description: 'Many owners', tag: '' });
    // The serials of 13 gateways with 13 different owners.
    const rows = (await rest.gateways.adminList({ page: 1, limit: 100 })).data;
    const serials: string[] = [];
    const owners = new Set<string>();
    for (const row of rows) {
      if (row.userId === null || owners.has(row.userId) || serials.length === 13) continue;
      owners.add(row.userId);
      serials.push(row.serialNumber);
    }
    expect(serials).toHaveLength(13);
    await rest.groups.addUsers({ groupId: group._id, deviceSN: serials });
    const [first, second] = await Promise.all([1, 2].map((page) => rest.groups.users({ groupId: group._id, page, limit: 10 })));
    render(`/groups?selectedGroupId=${group._id}`);
    await screen.findByRole('heading', { name: 'Users (13)', level: 2 });
    const table = screen.getByRole('table', { name: `Users of group ${group.groupName}` });
    const usernames = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(usernames().map((text) => text?.replace(/^Username/, ''))).toEqual(first!.data.map((one) => one.username));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(usernames().map((text) => text?.replace(/^Username/, ''))).toEqual(second!.data.map((one) => one.username)));
    expect(second!.data).toHaveLength(3);
  });

  it('adds users by device serial numbers: their owners join, and what was not found is listed', async () => {
    const user = userEvent.setup();
    const group = await rest.groups.create({ groupName: uniqueName('Serials'), description: 'By serials', tag: '' });
    render(`/groups?selectedGroupId=${group._id}`);
    await screen.findByText('This group has no users yet.');
    await user.click(screen.getByRole('radio', { name: 'Device serial numbers' }));
    await user.type(screen.getByRole('textbox', { name: 'Device serial numbers' }), `${DEMO_ONLINE}, NO-SUCH-SERIAL ,${OTHER_SERIALS[0]}`);
    await user.click(screen.getByRole('button', { name: 'Add to group' }));
    await screen.findByText('Not found: NO-SUCH-SERIAL');
    const table = await screen.findByRole('table', { name: `Users of group ${group.groupName}` });
    await within(table).findByText(DEMO.identity);
    within(table).getByText(OTHER.identity);
    const members = await rest.groups.users({ groupId: group._id, page: 1, limit: 10 });
    expect(members.data.map((member) => member.username).sort()).toEqual([DEMO.identity, OTHER.identity].sort());
    expect(members.count).toBe(2);
  });

  it('removes a user after the confirmation, and the user leaves the group', async () => {
    const user = userEvent.setup();
    const group = await rest.groups.create({ groupName: uniqueName('Remove'), description: 'Remove one', tag: '' });
    await rest.groups.addUsers({ groupId: group._id, usernames: [DEMO.identity, OTHER.identity] });
    render(`/groups?selectedGroupId=${group._id}`);
    const table = await screen.findByRole('table', { name: `Users of group ${group.groupName}` });
    await user.click(within(table).getByRole('button', { name: `Remove ${DEMO.identity} from the group` }));
    const confirm = await screen.findByRole('alertdialog', { name: `Remove ${DEMO.identity} from ${group.groupName}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText(DEMO.identity)).toBeNull());
    within(table).getByText(OTHER.identity);
    const members = await rest.groups.users({ groupId: group._id, page: 1, limit: 10 });
    expect(members.data.map((member) => member.username)).toEqual([OTHER.identity]);
  });
});
