// Alarms and notifications in Debian's Chromium against the simulator: a gas
// alarm raised through the control API, seen live by the owner and the
// linked account, and answered in the browser; an urgent alarm nobody
// answers escalating on the simulator clock to a recipient added in the
// recipients dialog; the alarm list's priority, edit and delete.
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AlarmDelivery } from '@homeport/sdk';
import { ACCOUNTS, launchChromium, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });
const SERIAL = 'HP1000000001';
const GAS = 101;

/** The shared check (axe at 1366 and 375 px, no sideways scroll) and the page's pictures in test-results/screenshots. */
const shots = (page: Page, name: string): Promise<void> => screenshot(page, `alarms-${name}`);

async function signInTo(page: Page, who: { identity: string; secret: string }, path: string): Promise<void> {
  await signIn(page, baseUrl, who);
  await page.goto(`${baseUrl}${path}`);
}

const raise = async (alarmCode: number) =>
  ((await sim(baseUrl, 'POST', `/gateways/${SERIAL}/alarms`, { alarmCode })) as { data: { notification: { notificationId: string; nextEscalationAt: number | null } } }).data
    .notification;
const deliveries = async (notificationId: string) => ((await sim(baseUrl, 'GET', `/alarms/deliveries?notificationId=${notificationId}`)) as { data: AlarmDelivery[] }).data;
const table = (page: Page) => page.getByRole('table', { name: 'Notifications' });
const unread = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+\+?$/ });
const dialog = (page: Page) => page.getByRole('dialog');

let other: Browser | undefined;
beforeEach(async () => {
  await sim(baseUrl, 'POST', '/clock', { rate: 0 });
});
afterEach(async () => {
  await sim(baseUrl, 'POST', '/clock', { rate: 1 });
  await other?.close();
  other = undefined;
});

describe('alarms and notifications', () => {
  it('a gas alarm raised on the gateway shows at once for the owner and the linked account; the owner reacts and both see it answered', async () => {
    const page = ui.page;
    await signInTo(page, ACCOUNTS.demo, '/notifications_all');
    await page.getByRole('heading', { name: /^Notifications/ }).waitFor({ timeout: 20_000 });
    await page.getByText('No notifications match.').waitFor();

    other = await launchChromium();
    const familyPage = await (await other.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await signInTo(familyPage, ACCOUNTS.family, '/notifications_all');
    await familyPage.getByText('No notifications match.').waitFor({ timeout: 20_000 });

    const raised = await raise(GAS);
    // Live: the user-topic event reads the list again in both browsers.
    for (const p of [page, familyPage]) {
      await table(p).getByRole('link', { name: 'Gas detected' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => unread(p).textContent()).toBe('1');
    }
    await expect.poll(async () => (await table(page).getByRole('row').nth(1).textContent()) ?? '').toContain('Waiting');
    await shots(page, 'notifications');

    await table(page)
      .getByRole('button', { name: /^Details of Gas detected/ })
      .click();
    await dialog(page).getByText('Urgent').waitFor();
    await shots(page, 'details');
    await dialog(page).getByRole('button', { name: 'Close' }).click();

    await table(page)
      .getByRole('button', { name: /^React to Gas detected/ })
      .click();
    await dialog(page).getByRole('button', { name: 'Send response' }).click();
    await dialog(page).getByText('Enter a response.').waitFor();
    await dialog(page).getByLabel('Response').fill('Checked the kitchen: the hob was left on.');
    await shots(page, 'react');
    await dialog(page).getByRole('button', { name: 'Send response' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText('Response saved.').waitFor();
    for (const p of [page, familyPage]) {
      await expect.poll(() => unread(p).textContent()).toBe('0');
      await expect.poll(async () => (await table(p).getByRole('row').nth(1).textContent()) ?? '').toContain('Reacted');
    }
    // The answer stopped the escalation: the clock passing its time tells nobody more.
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 120_000 });
    expect((await deliveries(raised.notificationId)).every((d) => d.step === 0)).toBe(true);
    // The reacted alarm is now a span; choosing it sets the date range.
    await page.getByRole('button', { name: /^Gas detected: / }).click();
    await expect.poll(() => page.getByLabel('From').inputValue()).not.toBe('');
  });

  it('an urgent alarm nobody answers escalates to a recipient added in the recipients dialog', async () => {
    const page = ui.page;
    await signInTo(page, ACCOUNTS.demo, '/alarms');
    const gas = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gas detected' }) });
    await gas.waitFor({ timeout: 20_000 });
    await shots(page, 'list');

    await gas.getByRole('button', { name: 'Recipients of Gas detected' }).click();
    await dialog(page).getByText('No recipients yet: only the gateway’s users are told.').waitFor();
    await dialog(page).getByLabel('E-mail address').fill('not-an-address');
    await dialog(page).getByRole('button', { name: 'Add recipient' }).click();
    await dialog(page).getByText('Enter a valid e-mail address.').waitFor();
    await dialog(page).getByLabel('E-mail address').fill('  Night.Watch@Example.com ');
    await dialog(page).getByRole('button', { name: 'Add recipient' }).click();
    await dialog(page).getByText('night.watch@example.com').waitFor();
    // The same again is refused before it is sent; push is taken for any address (no answer tells an account).
    await dialog(page).getByLabel('E-mail address').fill('night.watch@example.com');
    await dialog(page).getByRole('button', { name: 'Add recipient' }).click();
    await dialog(page).getByText('This email is already added !').waitFor();
    await dialog(page).getByLabel('E-mail address').fill('stranger@example.com');
    await dialog(page).getByLabel('By e-mail').uncheck();
    await dialog(page).getByLabel('By push (to the account of this e-mail, if there is one)').check();
    await dialog(page).getByRole('button', { name: 'Add recipient' }).click();
    await dialog(page).getByText('stranger@example.com').waitFor();
    // Both are outside the home: each waits for its confirmation.
    await expect.poll(() => dialog(page).getByText('Waiting for confirmation').count()).toBe(2);
    await shots(page, 'recipients');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await gas.getByRole('button', { name: 'Recipients of Gas detected' }).getByText('Recipients (2)').waitFor();
    // night.watch opens the one confirmation link it was sent.
    const confirmation = (await sim(baseUrl, 'GET', '/outbox?to=night.watch%40example.com&kind=email')) as { data: Array<{ path: string }> };
    expect(confirmation.data).toHaveLength(1);
    expect((await fetch(`${baseUrl}${confirmation.data[0]!.path}`)).status).toBe(200);

    const raised = await raise(GAS);
    expect(raised.nextEscalationAt).not.toBeNull();
    await page.goto(`${baseUrl}/notifications/${GAS}`);
    await table(page).getByRole('link', { name: 'Gas detected' }).waitFor({ timeout: 15_000 });
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 59_000 });
    expect((await deliveries(raised.notificationId)).filter((d) => d.step > 0)).toEqual([]);
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 1_000 });
    expect((await deliveries(raised.notificationId)).filter((d) => d.step > 0).map((d) => `${d.step} ${d.channel} ${d.to}`)).toEqual(['1 email night.watch@example.com']);
    // Live: the escalation event shows on the open page.
    await expect.poll(async () => (await table(page).getByRole('row').nth(1).textContent()) ?? '', { timeout: 15_000 }).toContain('Escalated (step 1)');
    const outbox = (await sim(baseUrl, 'GET', '/outbox?to=night.watch%40example.com&kind=alarm')) as { data: Array<{ subject: string }> };
    expect(outbox.data.map((m) => m.subject)).toEqual(['Gas detected at Demo Home (nobody reacted: step 1)']);
    await page.getByRole('heading', { name: 'Escalation times' }).waitFor();
    await shots(page, 'escalated');
  });

  it('changes a priority only to a different one, edits only a changed name, adds and deletes a user alarm with the spec’s prompt', async () => {
    const page = ui.page;
    await signInTo(page, ACCOUNTS.demo, '/alarms');
    const door = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Door unlocked in vacation mode' }) });
    await door.waitFor({ timeout: 20_000 });
    const change = door.getByRole('button', { name: 'Change the priority of Door unlocked in vacation mode' });
    expect(await change.isDisabled()).toBe(true);
    await door.getByRole('combobox', { name: 'Priority of Door unlocked in vacation mode' }).selectOption({ label: 'Urgent' });
    await change.click();
    await page.getByText('Priority has been changed').waitFor();
    await expect.poll(() => change.isDisabled()).toBe(true);

    await door.getByRole('button', { name: 'Edit Door unlocked in vacation mode' }).click();
    const save = dialog(page).getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog(page).getByLabel('Description').fill('Front door opened while we are away');
    await save.click();
    await page.getByText('Alarm updated').waitFor();

    await page.getByRole('button', { name: 'Add alarm' }).click();
    await dialog(page).getByLabel('Name').fill('Gas detected');
    await dialog(page).getByRole('button', { name: 'Add alarm' }).click();
    await dialog(page).getByText('An alarm with this name already exists.').waitFor();
    await dialog(page).getByLabel('Name').fill('Water leak');
    await dialog(page).getByLabel('Priority').selectOption({ label: 'High' });
    await dialog(page).getByRole('button', { name: 'Add alarm' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const leak = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Water leak' }) });
    await leak.getByText('Code 1001 · User alarm').waitFor();

    await page.getByRole('button', { name: 'Send to gateways' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to send changes to all gateways?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await page.getByText('Alarm table has been refreshed to newest version').waitFor();
    await page.getByRole('button', { name: 'Send to gateways' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alertdialog').getByText('Alarm table updates already sent to gateways').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await leak.getByRole('button', { name: 'Delete Water leak' }).click();
    await page.getByRole('alertdialog').getByText('Are you sure you want to remove Water leak alarm ?').waitFor();
    await shots(page, 'delete');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Alarm Water leak deleted.').waitFor();
    await leak.waitFor({ state: 'detached' });
  });
});
