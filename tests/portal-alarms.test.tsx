// /alarms and the notification pages in jsdom against the real simulator in
// a child process: the sdk's rules hold a change back before anything is
// sent (a duplicate recipient, an unchanged name, the same priority), the
// server's refusals show as spec 2 §8 words them, and a reaction lowers
// the unread counter.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RestClient, type Gateway, type LoginResult } from '@homeport/sdk';
import { AlarmsPage } from '../packages/portal/src/features/alarms/AlarmsPage';
import { NotificationsPage } from '../packages/portal/src/features/alarms/NotificationsPage';
import { DEMO, DEMO_ONLINE } from '@homeport/test-support';
import { renderInPortal } from './portalRender';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';

let sim: SimProcess;
let demo: LoginResult;
let gateway: Gateway;
const restOf = (session: LoginResult) => new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => session.sessionId });
const control = async (method: string, path: string, body?: unknown) =>
  fetch(`${sim.httpUrl}/api/__sim${path}`, {
    method,
    headers: { authorization: `Bearer ${sim.controlToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  sim = await startSimProcess();
  demo = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  gateway = await restOf(demo).gateways.info(DEMO_ONLINE);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

const alarmCard = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('li')!;

describe('/alarms against the simulator', () => {
  it('changes a priority only to another one, and saves an edit only once the name or description changed', async () => {
    const user = userEvent.setup();
    renderInPortal(<AlarmsPage />, { sim, rest: restOf(demo), signedInAs: demo, gateway, path: '/alarms' });
    const card = within(await alarmCard('Panic button'));
    const change = card.getByRole('button', { name: 'Change the priority of Panic button' });
    expect((change as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(card.getByRole('combobox', { name: 'Priority of Panic button' }), 'High');
    expect((change as HTMLButtonElement).disabled).toBe(false);
    await user.selectOptions(card.getByRole('combobox', { name: 'Priority of Panic button' }), 'Urgent');
    expect((change as HTMLButtonElement).disabled).toBe(true);

    await user.click(card.getByRole('button', { name: 'Edit Panic button' }));
    const dialog = within(await screen.findByRole('dialog'));
    const save = dialog.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(dialog.getByLabelText('Name'), ' ');
    expect(save.disabled).toBe(true);
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Scene alarm');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(await dialog.findByText('An alarm with this name already exists.')).toBeTruthy();
    expect((await restOf(demo).alarms.byCode(DEMO_ONLINE, 102)).alarmName[0]!.name).toBe('Panic button');
  });

  it('lower-cases a recipient, refuses the same e-mail again before sending, takes push for any address and shows an outside one waiting for confirmation', async () => {
    const user = userEvent.setup();
    renderInPortal(<AlarmsPage />, { sim, rest: restOf(demo), signedInAs: demo, gateway, path: '/alarms' });
    const card = within(await alarmCard('Gas detected'));
    await user.click(card.getByRole('button', { name: 'Recipients of Gas detected' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('E-mail address'), 'Aunt.May@Example.com');
    await user.click(dialog.getByRole('button', { name: 'Add recipient' }));
    expect(await dialog.findByText('aunt.may@example.com')).toBeTruthy();
    await user.type(dialog.getByLabelText('E-mail address'), 'AUNT.MAY@example.com');
    await user.click(dialog.getByRole('button', { name: 'Add recipient' }));
    expect(await dialog.findByText('This email is already added !')).toBeTruthy();
    await user.clear(dialog.getByLabelText('E-mail address'));
    await user.type(dialog.getByLabelText('E-mail address'), 'nobody@example.com');
    await user.click(dialog.getByLabelText('By e-mail'));
    await user.click(dialog.getByLabelText('By push (to the account of this e-mail, if there is one)'));
    await user.click(dialog.getByRole('button', { name: 'Add recipient' }));
    expect(await dialog.findByText('nobody@example.com')).toBeTruthy();
    // Both are outside the home: nothing reaches them until they confirm.
    expect(dialog.getAllByText('Waiting for confirmation')).toHaveLength(2);
    expect((await restOf(demo).alarms.recipients(DEMO_ONLINE, 101)).map((r) => [r.contact, r.pushNotification, r.confirmed])).toEqual([
      ['aunt.may@example.com', false, false],
      ['nobody@example.com', true, false],
    ]);
  });
});

describe('notifications against the simulator', () => {
  it('counts the unread, filters them, and a reaction lowers the count', async () => {
    for (const code of [101, 102]) expect((await control('POST', `/gateways/${DEMO_ONLINE}/alarms`, { alarmCode: code })).status).toBe(201);
    const user = userEvent.setup();
    renderInPortal(<NotificationsPage />, { sim, rest: restOf(demo), signedInAs: demo, gateway, path: '/notifications_all' });
    const table = within(await screen.findByRole('table', { name: 'Notifications' }));
    await waitFor(() => expect(screen.getByLabelText('2 unread').textContent).toBe('2'));
    expect(table.getAllByRole('row')).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText('Show'), 'Reacted');
    expect(await screen.findByText('No notifications match.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    const rows = within(await screen.findByRole('table', { name: 'Notifications' }));
    await user.click(rows.getAllByRole('button', { name: /^React to Panic button/ })[0]!);
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send response' }));
    expect(await dialog.findByText('Enter a response.')).toBeTruthy();
    await user.type(dialog.getByLabelText('Response'), 'False alarm, the cat');
    await user.click(dialog.getByRole('button', { name: 'Send response' }));
    await waitFor(() => expect(screen.getByLabelText('1 unread').textContent).toBe('1'));
    expect((await restOf(demo).alarms.notifications({ filterBy: 1 })).notifications.map((n) => n.responseMsg)).toEqual(['False alarm, the cat']);
  });
});
