// The announcement pages (spec 3 §2 "Create-announcement", "Announcement
// log", "Announcement details", "Templates", §4, §5, §8) in jsdom against
// the real simulator in a child process: the title and text limits follow
// the type; a past send time without a repeat is refused; the audience
// filter refuses a blank or repeated name; sending to All asks with the
// customer's name in upper case; a sent campaign is in the log after the
// redirect; a name already active is refused with the alert titled
// CREATE_ANO_MSG_ERR (other refusals in their code's words, no answer a
// toast); the details follow the asm_* events; a template is deleted only
// after typing its name, the templates sort on the server, and "create
// campaign" opens the create page with it chosen; an admin without the
// write subrole reads without the controls that write.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultCustomerConfig, GatewayLink, RestClient, templatePageOf, type CustomerConfig, type LoginResult } from '@homeport/sdk';
import { viewerAccount } from '@homeport/simulator';
import { ADMIN } from '@homeport/test-support';
import { deadPort } from '@homeport/test-support/dead-port';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { Toasts } from '../packages/portal/src/components/Toasts';
import { AnnouncementCreatePage, AnnouncementDetailsPage, AnnouncementLogPage, TemplatesPage } from '../packages/portal/src/features/announcements/pages';
import { renderInPortal } from './portalRender';

let sim: SimProcess;
let admin: LoginResult;
let rest: RestClient;
let made = 0;
/** A name no other test uses. */
const uniqueName = (what: string) => `${what} ${++made} ${Date.now().toString(36)}`;

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

function Announcements() {
  return (
    <>
      <Routes>
        <Route path="/announcement" element={<AnnouncementCreatePage />} />
        <Route path="/announcement/log" element={<AnnouncementLogPage />} />
        <Route path="/announcement/details/:campaignId" element={<AnnouncementDetailsPage />} />
        <Route path="/announcement/template" element={<TemplatesPage />} />
      </Routes>
      <Where />
      <Toasts />
    </>
  );
}

const withUi = (on: boolean): CustomerConfig => ({ ...defaultCustomerConfig, flags: { ...defaultCustomerConfig.flags, ANNOUNCEMENT_UI: on } });
const render = (path: string, config: CustomerConfig = withUi(true)) => renderInPortal(<Announcements />, { sim, rest, signedInAs: admin, path, config });
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const hintOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

beforeAll(async () => {
  sim = await startSimProcess();
  admin = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(ADMIN.identity, ADMIN.secret);
  rest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => admin.sessionId });
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(cleanup);

/**
 * Puts text into a field as a person pasting it: one input event, so one
 * render of the page, where typing renders it once a character. For the
 * text a test needs rather than tests; the counter following each typed
 * character is proved by typing the title over its limit.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills the fields every send needs. */
async function fillBasics(user: ReturnType<typeof userEvent.setup>, name: string) {
  await enter(user, await screen.findByRole('textbox', { name: 'Campaign name' }), name);
  await enter(user, screen.getByRole('textbox', { name: 'Title' }), 'Maintenance tonight');
  await enter(user, screen.getByRole('textbox', { name: 'Text' }), 'The service pauses from 01:00 to 02:00.');
}

async function addCity(user: ReturnType<typeof userEvent.setup>, city: string) {
  await user.clear(screen.getByRole('textbox', { name: 'City' }));
  if (city) await enter(user, screen.getByRole('textbox', { name: 'City' }), city);
  await user.click(screen.getByRole('button', { name: 'Add' }));
}

describe('the create-announcement page', () => {
  it('shows and enforces the title and text limits of each type; WhatsApp and Groups follow the announcement UI', async () => {
    const user = userEvent.setup({ delay: null });
    render('/announcement');
    const tabs = within(await screen.findByRole('tablist', { name: 'Type' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['E-mail', 'Push', 'WhatsApp']);
    const expected = { 'E-mail': [200, 2000], Push: [128, 1024], WhatsApp: [60, 1024] } as const;
    for (const [tab, [title, body]] of Object.entries(expected)) {
      await user.click(tabs.getByRole('tab', { name: tab }));
      expect(tabs.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      const titleField = screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' });
      expect(hintOf(titleField)).toBe(`0 of ${title} characters`);
      expect(titleField.maxLength).toBe(title);
      expect(hintOf(screen.getByRole('textbox', { name: 'Text' }))).toBe(`0 of ${body} characters`);
    }
    // A title fine for e-mail is too long once the type is WhatsApp: refused, no confirmation.
    await user.click(tabs.getByRole('tab', { name: 'E-mail' }));
    await fillBasics(user, uniqueName('Limits'));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'x'.repeat(61));
    await addCity(user, 'Pune');
    await user.click(tabs.getByRole('tab', { name: 'WhatsApp' }));
    expect(hintOf(screen.getByRole('textbox', { name: 'Title' }))).toBe('61 of 60 characters');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(hintOf(screen.getByRole('textbox', { name: 'Title' }))).toContain('The title is too long for this type.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // With the announcement UI the audience is Cities or All.
    expect(screen.getAllByRole('radio', { name: /^(Cities|Groups|All)$/ }).map((radio) => radio.getAttribute('value'))).toEqual(['Cities', 'All']);
    cleanup();

    render('/announcement', withUi(false));
    const without = within(await screen.findByRole('tablist', { name: 'Type' }));
    expect(without.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['E-mail', 'Push']);
    expect(screen.getAllByRole('radio', { name: /^(Cities|Groups|All)$/ }).map((radio) => radio.getAttribute('value'))).toEqual(['Cities', 'Groups', 'All']);
  });

  it('refuses a send time in the past without a repeat, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Past');
    render('/announcement');
    await fillBasics(user, name);
    await addCity(user, 'Pune');
    await user.click(screen.getByRole('radio', { name: 'Send at a time' }));
    fireEvent.change(screen.getByLabelText('Send time'), { target: { value: '2020-01-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(hintOf(screen.getByLabelText('Send time'))).toContain('The send time is in the past.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // A repeat is not refused for the time: it opens the confirmation.
    await user.click(screen.getByRole('radio', { name: 'Repeat' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    screen.getByText('Times are UTC. Schedule: 0 0 9 * * 1,5');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this announcement?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const list = await rest.announcements.campaign.search({ searchPhrase: name });
    expect(list.count).toBe(0);
  });

  it('schedules one at a future time: the campaign waits for it', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Later');
    render('/announcement');
    await fillBasics(user, name);
    await addCity(user, 'Pune');
    await user.click(screen.getByRole('radio', { name: 'Send at a time' }));
    // datetime-local is the browser's local time, to the minute.
    const later = new Date(Date.now() + 3 * 3_600_000);
    later.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${later.getFullYear()}-${pad(later.getMonth() + 1)}-${pad(later.getDate())}T${pad(later.getHours())}:${pad(later.getMinutes())}`;
    fireEvent.change(screen.getByLabelText('Send time'), { target: { value: local } });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Send this announcement?' })).getByRole('button', { name: 'Send' }));
    await screen.findByText('The announcement was created.');
    const [campaign] = (await rest.announcements.campaign.search({ searchPhrase: name })).data;
    expect(campaign).toMatchObject({ status: 'Scheduled', sendAt: later.getTime(), repeat: null, runs: 0 });
  });

  it('refuses a blank or repeated audience name ("filter exists") and removes a chosen one', async () => {
    const user = userEvent.setup({ delay: null });
    render('/announcement');
    await screen.findByRole('textbox', { name: 'City' });
    await addCity(user, '   ');
    expect(hintOf(screen.getByRole('textbox', { name: 'City' }))).toContain('Enter a name to add.');
    await addCity(user, 'Pune');
    await addCity(user, ' pune ');
    expect(hintOf(screen.getByRole('textbox', { name: 'City' }))).toContain('This filter exists already.');
    await addCity(user, 'Mumbai');
    const chosen = screen.getByRole('list', { name: 'Chosen names' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Pune', 'Mumbai']);
    await user.click(screen.getByRole('button', { name: 'Remove Pune' }));
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Mumbai']);
    // Enter in the field adds rather than sends.
    await enter(user, screen.getByRole('textbox', { name: 'City' }), 'Chennai');
    await user.keyboard('{Enter}');
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Cities without a name cannot be sent.
    await user.click(screen.getByRole('button', { name: 'Remove Mumbai' }));
    await user.click(screen.getByRole('button', { name: 'Remove Chennai' }));
    await fillBasics(user, uniqueName('Nobody'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(hintOf(screen.getByRole('textbox', { name: 'City' }))).toContain('Add at least one name to the audience.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks before sending to All, naming the customer in upper case', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Everyone');
    render('/announcement');
    await fillBasics(user, name);
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send to every user?' });
    expect(within(dialog).getByText(`The E-mail announcement "${name}" goes to all users of HOMEPORT.`)).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await rest.announcements.campaign.search({ searchPhrase: name })).count).toBe(0);
  });

  it('sends a push announcement to a city after the confirmation, says so, and opens the log after the redirect', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Created');
    render('/announcement');
    await user.click(within(await screen.findByRole('tablist', { name: 'Type' })).getByRole('tab', { name: 'Push' }));
    await fillBasics(user, name);
    await user.click(screen.getByRole('radio', { name: 'System' }));
    await addCity(user, 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this announcement?' });
    expect(dialog.textContent).toContain(`The Push announcement "${name}" goes to Cities: Pune.`);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('The announcement was created.');
    const created = (await rest.announcements.campaign.search({ searchPhrase: name })).data;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ announcementName: name, type: 'pushMobile', topicType: 'System', filter: { filterType: 'Cities', selected: ['Pune'] } });
    expect(location()).toBe('/announcement');
    await waitFor(() => expect(location()).toBe('/announcement/log'), { timeout: 5000 });
    const table = await screen.findByRole('table', { name: 'Announcements' });
    await within(table).findByRole('link', { name: `Details of ${name}` });
  });

  it('shows the alert titled CREATE_ANO_MSG_ERR with DUPLICATE_CAMPAIGN when an active campaign has the name, and stays', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Twice');
    await rest.announcements.sendEmail({
      type: 'email',
      title: 'First',
      text: 'The first one',
      announcementName: name,
      filter: { filterType: 'Cities', selected: ['Pune'] },
      repeat: '0 0 9 * * 1',
    });
    render('/announcement');
    await fillBasics(user, name);
    await addCity(user, 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert', { name: 'The announcement could not be created' });
    expect(alert.textContent).toContain('An active campaign already has this name.');
    expect((await rest.announcements.campaign.search({ searchPhrase: name })).count).toBe(1);
    expect(location()).toBe('/announcement');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(false);
  });
});

describe('the create-announcement page, other answers', () => {
  it('moves between the type tabs with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    render('/announcement');
    const tabs = within(await screen.findByRole('tablist', { name: 'Type' }));
    tabs.getByRole('tab', { name: 'E-mail' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'Push' }).getAttribute('aria-selected')).toBe('true');
    expect(hintOf(screen.getByRole('textbox', { name: 'Title' }))).toBe('0 of 128 characters');
    await user.keyboard('{ArrowRight}');
    expect(tabs.getByRole('tab', { name: 'WhatsApp' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a refusal other than a duplicate with the code’s own words (a group that does not exist)', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Unknown group');
    render('/announcement', withUi(false));
    await fillBasics(user, name);
    await user.click(screen.getByRole('radio', { name: 'Groups' }));
    await enter(user, screen.getByRole('textbox', { name: 'Group' }), `No such group ${Date.now()}`);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert', { name: 'The announcement could not be created' });
    expect(alert.textContent).toContain('A group of the audience does not exist.');
    expect((await rest.announcements.campaign.search({ searchPhrase: name })).count).toBe(0);
  });

  it('says so in a toast when the service does not answer, with no alert, and stays', async () => {
    const user = userEvent.setup({ delay: null });
    const unreachable = new RestClient({ apiBase: `http://127.0.0.1:${await deadPort()}/api`, getSessionId: () => admin.sessionId });
    renderInPortal(<Announcements />, { sim, rest: unreachable, signedInAs: admin, path: '/announcement', config: withUi(true) });
    await fillBasics(user, uniqueName('Unanswered'));
    await addCity(user, 'Pune');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send' }));
    await screen.findByText('The announcement could not be sent: the service did not answer.');
    expect(screen.queryByRole('alert', { name: 'The announcement could not be created' })).toBeNull();
    expect(location()).toBe('/announcement');
  });
});

describe('the log and the details', () => {
  it('lists a campaign, opens its details (no recipients before its first run), cancels it after a confirmation; an unknown campaign returns to the log', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Logged');
    const campaign = await rest.announcements.sendPush({
      type: 'pushMobile',
      title: 'Weekly tips',
      text: 'Save energy on Mondays.',
      announcementName: name,
      filter: { filterType: 'Cities', selected: ['Mumbai'] },
      repeat: '0 0 9 * * 1',
    });
    render('/announcement/log');
    await user.type(await screen.findByRole('searchbox', { name: 'Search campaigns' }), `${name}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Announcements' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await user.click(within(table).getByRole('link', { name: `Details of ${name}` }));
    await screen.findByRole('heading', { name: `Campaign ${name}`, level: 1 });
    expect(location()).toBe(`/announcement/details/${campaign._id}`);
    screen.getByText('Repeats: 0 0 9 * * 1');
    // Scheduled for Monday 09:00: no run yet, so no recipients.
    await screen.findByText('No recipients yet.');
    await user.click(screen.getByRole('button', { name: 'Cancel campaign' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel campaign' }));
    await screen.findByText('The campaign was canceled.');
    await waitFor(async () => expect((await rest.announcements.campaign.get(campaign._id)).status).toBe('Canceled'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull());
    cleanup();

    render('/announcement/details/5f0000000000000000000000');
    await waitFor(() => expect(location()).toBe('/announcement/log'), { timeout: 5000 });
  });
});

describe('live progress', () => {
  it('the details page follows the asm_* events as the simulator clock delivers the campaign', async () => {
    const name = uniqueName('Live');
    const link = GatewayLink.connect({ url: sim.wsUrl, userId: admin.userId, sessionId: admin.sessionId, product: 'homeport', timerVariant: 'native' });
    await link.ready();
    // The clock stands still: the campaign waits at 0% until it moves.
    await sim.control('POST', '/clock', { rate: 0 });
    try {
      const campaign = await rest.announcements.sendEmail({
        type: 'email',
        title: 'Live news',
        text: 'Watch it arrive.',
        announcementName: name,
        filter: { filterType: 'Cities', selected: ['Pune', 'Mumbai'] },
      });
      renderInPortal(<Announcements />, { sim, rest, signedInAs: admin, path: `/announcement/details/${campaign._id}`, config: withUi(true), link });
      await screen.findByRole('heading', { name: `Campaign ${name}`, level: 1 });
      const progress = screen.getByRole<HTMLProgressElement>('progressbar', { name: `Progress of ${name}` });
      expect(progress.value).toBe(0);
      // Delivered on the clock: the page is told, not asked again by a timer.
      await sim.control('POST', '/clock', { advanceMs: 60_000 });
      await waitFor(() => expect(screen.getByRole<HTMLProgressElement>('progressbar', { name: `Progress of ${name}` }).value).toBe(100), { timeout: 10_000 });
      await screen.findByText('Completed');
      const total = (await rest.announcements.campaign.get(campaign._id)).taskCounters.total;
      expect(total).toBeGreaterThan(0);
      const recipients = await screen.findByRole('table', { name: 'Recipients' });
      expect(within(recipients).getAllByRole('row')).toHaveLength(Math.min(10, total) + 1);
    } finally {
      await sim.control('POST', '/clock', { rate: 1 });
      await link.end();
    }
  });
});

describe('the templates page', () => {
  it('deletes a template only after its own name is typed', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Doomed');
    const template = await rest.announcements.template.create({ name, notificationType: 'push', title: 'Tip', message: 'A tip of the week' });
    render('/announcement/template');
    await user.type(await screen.findByRole('searchbox', { name: 'Search templates' }), `${name}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Templates' });
    await user.click(await within(table).findByRole('button', { name: `Delete ${name}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this template?' });
    const confirm = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete' });
    expect(confirm.disabled).toBe(true);
    const typed = within(dialog).getByRole('textbox');
    await user.type(typed, name.toUpperCase());
    expect(confirm.disabled).toBe(true);
    await user.clear(typed);
    await user.type(typed, name);
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    await screen.findByText('The template was deleted.');
    const left = templatePageOf(await rest.announcements.template.search({ searchPhrase: name }));
    expect(left.items.map((item) => item._id)).not.toContain(template._id);
    await screen.findByText('No template matches.');
  });

  it('sorts by a column on the server, both ways', async () => {
    const user = userEvent.setup({ delay: null });
    const tag = Date.now().toString(36);
    for (const name of [`Mid ${tag}`, `Alpha ${tag}`, `Zulu ${tag}`]) await rest.announcements.template.create({ name, notificationType: 'email', title: name, message: 'Sorted' });
    render('/announcement/template');
    await user.type(await screen.findByRole('searchbox', { name: 'Search templates' }), `${tag}{Enter}`);
    const table = await screen.findByRole('table', { name: 'Templates' });
    // Each row's Edit button is named after its template: their order is the rows'.
    const names = () =>
      within(table)
        .queryAllByRole('button', { name: /^Edit / })
        .map((button) => button.getAttribute('aria-label')?.slice('Edit '.length));
    const header = within(table).getByRole('columnheader', { name: /Name/ });
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual([`Alpha ${tag}`, `Mid ${tag}`, `Zulu ${tag}`]));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(header).getByRole('button'));
    await waitFor(() => expect(names()).toEqual([`Zulu ${tag}`, `Mid ${tag}`, `Alpha ${tag}`]));
    expect(header.getAttribute('aria-sort')).toBe('descending');
  });

  it('refuses a template without a title, saves one within the limits, and opens the create page with it chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const name = uniqueName('Reused');
    render('/announcement/template');
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New template' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(hintOf(dialog.getByRole('combobox', { name: 'Type' }))).toContain('Choose a type.');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Type' }), 'whatsapp');
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), name);
    expect(hintOf(dialog.getByRole('textbox', { name: 'Title' }))).toBe('0 of 60 characters');
    await user.type(dialog.getByRole('textbox', { name: 'Text' }), 'Your gateway updates tonight.');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(hintOf(dialog.getByRole('textbox', { name: 'Title' }))).toContain('Enter a title.');
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Update tonight');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('The template was saved.');
    const table = await screen.findByRole('table', { name: 'Templates' });
    await user.click(await within(table).findByRole('link', { name: `Create a campaign from ${name}` }));
    const tabs = within(await screen.findByRole('tablist', { name: 'Type' }));
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'WhatsApp' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Template' }).selectedOptions[0]?.textContent).toBe(name);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title' }).value).toBe('Update tonight');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text' }).value).toBe('Your gateway updates tonight.');
  });
});

describe('an admin without the write subrole', () => {
  it('reads the log, the details and the templates without the controls that write, and cannot send', async () => {
    const viewer = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(viewerAccount.username, viewerAccount.password);
    const viewerRest = new RestClient({ apiBase: `${sim.httpUrl}/api`, getSessionId: () => viewer.sessionId });
    const name = uniqueName('Viewed');
    const campaign = await rest.announcements.sendPush({
      type: 'pushMobile',
      title: 'Read only',
      text: 'Seen by a viewer.',
      announcementName: name,
      filter: { filterType: 'Cities', selected: ['Pune'] },
      repeat: '0 0 9 * * 2',
    });
    const template = await rest.announcements.template.create({ name: uniqueName('Viewer template'), notificationType: 'push', title: 'Hello', message: 'Hi' });
    const as = (path: string) => renderInPortal(<Announcements />, { sim, rest: viewerRest, signedInAs: viewer, path, config: withUi(true) });

    as(`/announcement/details/${campaign._id}`);
    await screen.findByRole('heading', { name: `Campaign ${name}`, level: 1 });
    expect(screen.queryByRole('button', { name: 'Cancel campaign' })).toBeNull();
    cleanup();

    as('/announcement/log');
    const table = await screen.findByRole('table', { name: 'Announcements' });
    await within(table).findByRole('link', { name: `Details of ${name}` });
    expect(within(table).queryByRole('button', { name: `Cancel ${name}` })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create announcement' })).toBeNull();
    cleanup();

    as('/announcement/template');
    await screen.findByRole('table', { name: 'Templates' });
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Delete ${template.name}` })).toBeNull();
    cleanup();

    as('/announcement');
    await screen.findByText('Your role may read announcements but not send them.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });
});
