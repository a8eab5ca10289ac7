// Admin announcements in Debian's Chromium against the simulator: two
// users are moved into a city of their own, one opted in to push and one
// not; the admin sends a push announcement to that city and the outbox
// holds it for the opted-in user only. A repeating announcement is
// scheduled, the simulator clock passes its time (delivered), then a day
// (delivered again). A template is deleted by typing its own name. With
// ANNOUNCEMENT_UI off (set as a deployment would) the menu offers Log and
// Create, no WhatsApp and no templates, and the Groups audience.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RestClient } from '@homeport/sdk';
import { FAMILY, OTHER } from '@homeport/test-support';
import { ACCOUNTS, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });
const ADMIN = ACCOUNTS.admin;
/** A city no seeded user lives in: its audience is exactly the users the test moves there. */
const CITY = 'Harbourtown';

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

interface OutboxMessage {
  kind: string;
  to: string;
  userId: string | null;
  subject: string;
}
const outbox = async (kind: string, subject: string) =>
  ((await sim(baseUrl, 'GET', `/outbox?kind=${kind}`)) as { data: OutboxMessage[] }).data.filter((message) => message.subject === subject);

/** Moves a user to CITY with push on or off (through the user's own profile call, as the settings page does). */
async function moveToCity(who: { identity: string; secret: string }, push: boolean): Promise<string> {
  const login = await new RestClient({ apiBase: `${baseUrl}/api` }).auth.login(who.identity, who.secret);
  const rest = new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => login.sessionId });
  await rest.profile.update(login.userId, {
    addresses: [{ line1: '1 Quay street', city: CITY, country: 'India' }],
    receiveAnnouncementsBy: [
      { contactType: 'email', sendAnnouncements: false },
      { contactType: 'pushMobile', sendAnnouncements: push },
    ],
  });
  return login.userId;
}

async function signInAdmin(page: Page): Promise<void> {
  await signIn(page, baseUrl, ADMIN);
  await page.goto(`${baseUrl}/gate_select`);
  await on(page, '/gate_select');
}

/** From the side menu to the create page, through the log. */
async function openCreate(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Announcement', exact: true }).click();
  await on(page, '/announcement/log');
  await page.getByRole('main').getByRole('link', { name: 'Create announcement' }).click();
  await on(page, '/announcement');
  await page.getByRole('heading', { name: 'Create an announcement', level: 1 }).waitFor();
}

/** Fills a push announcement to CITY. */
async function fillPush(page: Page, name: string, title: string): Promise<void> {
  await page.getByRole('tab', { name: 'Push' }).click();
  await page.getByRole('textbox', { name: 'Campaign name' }).fill(name);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Text' }).fill('Your gateway gets a new firmware tonight.');
  await page.getByRole('textbox', { name: 'City' }).fill(CITY);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('list', { name: 'Chosen names' }).getByText(CITY).waitFor();
}

async function sendConfirmed(page: Page, shot?: string): Promise<void> {
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this announcement?' });
  await dialog.getByText(`goes to Cities: ${CITY}.`).waitFor();
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByText('The announcement was created.').waitFor();
  await on(page, '/announcement/log');
}

describe('announcements', () => {
  it('sends a push announcement to a city; the outbox has it only for that city’s opted-in users', async () => {
    const page = ui.page;
    const optedIn = await moveToCity(OTHER, true);
    const optedOut = await moveToCity(FAMILY, false);
    await signInAdmin(page);
    await openCreate(page);
    await fillPush(page, 'Harbour firmware', 'Firmware tonight');
    await page.getByRole('radio', { name: 'System' }).check();
    await screenshot(page, 'announcement-create');
    await sendConfirmed(page, 'announcement-confirm');

    // The campaign runs on the simulator clock: its one message arrives.
    await expect.poll(async () => (await outbox('push', 'Firmware tonight')).map((message) => message.userId), { timeout: 20_000 }).toEqual([optedIn]);
    expect((await outbox('push', 'Firmware tonight')).some((message) => message.userId === optedOut)).toBe(false);

    const table = page.getByRole('table', { name: 'Announcements' });
    await table.getByRole('link', { name: 'Details of Harbour firmware' }).waitFor();
    await table
      .getByRole('row', { name: /Harbour firmware/ })
      .getByText('Completed')
      .waitFor();
    await screenshot(page, 'announcement-log');
    await table.getByRole('link', { name: 'Details of Harbour firmware' }).click();
    await page.getByRole('heading', { name: 'Campaign Harbour firmware', level: 1 }).waitFor();
    const recipients = page.getByRole('table', { name: 'Recipients' });
    await recipients.getByRole('row').filter({ hasText: OTHER.identity }).waitFor();
    expect(await recipients.getByRole('row').filter({ hasText: FAMILY.identity }).count()).toBe(0);
    await screenshot(page, 'announcement-details');
  });

  it('schedules a repeating announcement that is delivered at its time and again a day later', async () => {
    const page = ui.page;
    const optedIn = await moveToCity(OTHER, true);
    await signInAdmin(page);
    await openCreate(page);
    await fillPush(page, 'Daily tip', 'Tip of the day');
    // Ten minutes ahead on the simulator clock (UTC), every day.
    const { now } = ((await sim(baseUrl, 'GET', '/clock')) as { data: { now: number } }).data;
    const at = new Date(Math.ceil((now + 10 * 60_000) / 60_000) * 60_000);
    await page.getByRole('radio', { name: 'Repeat' }).check();
    await page.getByRole('spinbutton', { name: 'Hour (0-23)' }).fill(String(at.getUTCHours()));
    await page.getByRole('spinbutton', { name: 'Minute (0-59)' }).fill(String(at.getUTCMinutes()));
    await page.getByRole('spinbutton', { name: 'Second (0-59)' }).fill('0');
    await page.getByText(`Schedule: 0 ${at.getUTCMinutes()} ${at.getUTCHours()} * * *`).waitFor();
    await sendConfirmed(page);
    const table = page.getByRole('table', { name: 'Announcements' });
    await table
      .getByRole('row', { name: /Daily tip/ })
      .getByText('Scheduled')
      .waitFor();
    await screenshot(page, 'announcement-scheduled');
    expect(await outbox('push', 'Tip of the day')).toEqual([]);

    await sim(baseUrl, 'POST', '/clock', { to: at.getTime() + 10_000 });
    await expect.poll(async () => (await outbox('push', 'Tip of the day')).map((message) => message.userId), { timeout: 20_000 }).toEqual([optedIn]);
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 86_400_000 });
    await expect.poll(async () => (await outbox('push', 'Tip of the day')).map((message) => message.userId), { timeout: 20_000 }).toEqual([optedIn, optedIn]);
  });

  it('deletes a template only after its own name is typed', async () => {
    const page = ui.page;
    await signInAdmin(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Templates' }).click();
    await on(page, '/announcement/template');
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New template' });
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('push');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Storm warning');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Storm tonight');
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Close your shutters before 20:00.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The template was saved.').waitFor();
    const table = page.getByRole('table', { name: 'Templates' });
    await table.getByRole('cell', { name: 'Storm warning', exact: true }).waitFor();

    await table.getByRole('button', { name: 'Delete Storm warning' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this template?' });
    const remove = confirm.getByRole('button', { name: 'Delete', exact: true });
    expect(await remove.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('storm warning');
    expect(await remove.isDisabled()).toBe(true);
    await confirm.getByRole('textbox').fill('Storm warning');
    expect(await remove.isEnabled()).toBe(true);
    await screenshot(page, 'announcement-template-delete');
    await remove.click();
    await page.getByText('The template was deleted.').waitFor();
    await expect.poll(() => table.getByRole('cell', { name: 'Storm warning', exact: true }).count()).toBe(0);
  });

  it('without the announcement UI: Log and Create in the menu, no WhatsApp, the Groups audience, no templates', async () => {
    const page = ui.page;
    await page.addInitScript(() => Object.assign(window, { HOMEPORT_CONFIG: { flags: { ANNOUNCEMENT_UI: false } } }));
    await signInAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual(['Gateways', 'Notifications', 'Bulk', 'Log', 'Create', 'Operations', 'Announcement', 'Log', 'Create', 'Groups']);
    await openCreate(page);
    expect(await page.getByRole('tab').allTextContents()).toEqual(['E-mail', 'Push']);
    await page.getByRole('radio', { name: 'Groups' }).check();
    await page.getByRole('textbox', { name: 'Group' }).waitFor();
    await page.goto(`${baseUrl}/announcement/template`);
    await page.getByRole('heading', { name: 'Turned off', level: 1 }).waitFor();
  });
});
