// Scenes in Debian's Chromium against the simulator, whose gateway runs the
// rules it keeps: a scene built in the wizard ("when the bedroom window
// opens, turn the living-room outlet on after 10 s and notify me") that the
// simulator then runs on its clock, a time trigger with repeat days, a status
// switched off, a cancelled wizard that leaves nothing behind, and a scene
// deleted in a second browser while the first has it open.
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isUnfinishedRule, type Rule, type ScenarioStatus } from '@homeport/sdk';
import { ACCOUNTS, gatewayReader, launchChromium, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });
const SERIAL = 'HP1000000001';
const OUTLET = 1;
const WINDOW = 17;

/** The shared check (axe at 1366 and 375 px, no sideways scroll) and the page's pictures in test-results/screenshots. */
const shots = (page: Page, name: string): Promise<void> => screenshot(page, `scenes-${name}`);

async function signInTo(page: Page, path: string): Promise<void> {
  await signIn(page, baseUrl, ACCOUNTS.demo);
  await page.goto(`${baseUrl}${path}`);
}

let other: Browser | undefined;
beforeEach(async () => {
  // The rules run on the simulator's clock: stopped, it moves only when a test moves it.
  await sim(baseUrl, 'POST', '/clock', { rate: 0 });
});
afterEach(async () => {
  await sim(baseUrl, 'POST', '/clock', { rate: 1 });
  await other?.close();
  other = undefined;
});

const sceneList = (page: Page) => page.getByRole('region', { name: 'Your scenes' });
const dialog = (page: Page) => page.getByRole('dialog');

describe('scenes', () => {
  it('builds “when the bedroom window opens, turn the living-room outlet on after 10 s and notify me”, and the gateway runs it', async () => {
    const page = ui.page;
    const gateway = await gatewayReader(baseUrl);
    try {
      await gateway.request('set_service_property_value', { device: OUTLET, service: 'SwitchService', property: 'State', value: false });
      await signInTo(page, '/scenes');
      await sceneList(page).getByRole('link', { name: 'Gas leak', exact: true }).waitFor({ timeout: 20_000 });
      await page.getByRole('switch', { name: 'At home' }).waitFor();
      await shots(page, 'list');

      // Triggers: the bedroom window, open.
      await page.getByRole('link', { name: 'Add scene' }).click();
      await page.getByRole('tab', { name: '1. Triggers' }).waitFor({ timeout: 15_000 });
      await expect.poll(() => page.getByRole('tab', { name: '3. Name' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Add device trigger' }).click();
      await dialog(page).getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Bedroom Window' });
      await dialog(page).getByRole('combobox', { name: 'Property' }).selectOption({ label: 'Open' });
      // spec 2 §5: a bool compares for equality only.
      expect(await dialog(page).getByRole('combobox', { name: 'Comparison' }).locator('option').allTextContents()).toEqual(['is']);
      await dialog(page).getByRole('combobox', { name: 'Value' }).selectOption({ label: 'On' });
      await shots(page, 'dialog-device-trigger');
      await dialog(page).getByRole('button', { name: 'Add trigger' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByText('Bedroom Window: Open is On').waitFor();

      // The same trigger again is refused in the dialog, before anything is sent.
      await page.getByRole('button', { name: 'Add device trigger' }).click();
      await dialog(page).getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Bedroom Window' });
      await dialog(page).getByRole('combobox', { name: 'Property' }).selectOption({ label: 'Open' });
      await dialog(page).getByRole('button', { name: 'Add trigger' }).click();
      await dialog(page).getByText('This scene already has a trigger on Open of Bedroom Window.').waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      await shots(page, 'wizard-triggers');

      // Actions: a 10 s delay, then the outlet on and a push notification.
      await page.getByRole('button', { name: 'Next' }).click();
      const next = page.getByRole('button', { name: 'Next' });
      expect(await next.isDisabled()).toBe(true);
      await page.getByText('Add an action to go on.').waitFor();
      await page.getByRole('button', { name: 'Add delay' }).click();
      await dialog(page).getByRole('radio', { name: '10 s' }).check();
      await shots(page, 'dialog-delay');
      await dialog(page).getByRole('button', { name: 'Add delay' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByText('After 10 s').waitFor();

      await page.getByRole('button', { name: 'Add action to step 1' }).click();
      await dialog(page).getByRole('combobox', { name: 'Device' }).selectOption({ label: 'Living Room Outlet' });
      await dialog(page).getByRole('combobox', { name: 'Property' }).selectOption({ label: 'Power' });
      await dialog(page).getByRole('combobox', { name: 'Set to' }).selectOption({ label: 'On' });
      await shots(page, 'dialog-action');
      await dialog(page).getByRole('button', { name: 'Add action' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByText('Living Room Outlet: Power to On').waitFor();

      await page.getByRole('button', { name: 'Add action to step 1' }).click();
      await dialog(page).getByRole('tab', { name: 'Notification' }).click();
      await dialog(page).getByRole('radio', { name: 'Push notification' }).check();
      await dialog(page).getByRole('button', { name: 'Add action' }).click();
      await dialog(page).getByText('Enter the message to send.').waitFor();
      await dialog(page).getByRole('textbox', { name: 'Message' }).fill('The bedroom window is open');
      await dialog(page).getByRole('button', { name: 'Add action' }).click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByText('Push notification: The bedroom window is open').waitFor();
      await shots(page, 'wizard-actions');

      // Name: a taken name is refused; then the scene is saved under its own.
      await next.click();
      await page.getByRole('textbox', { name: 'Scene name' }).fill('gas LEAK');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByText('There is already a scene named gas LEAK.').waitFor();
      await shots(page, 'wizard-name');
      await page.getByRole('textbox', { name: 'Scene name' }).fill('Window airing');
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.waitForURL((url) => /^\/summary\/\d+$/.test(url.pathname), { timeout: 15_000 });
      await page.getByRole('heading', { name: 'Window airing', level: 1 }).waitFor();
      await shots(page, 'summary');

      const saved = (await gateway.request('get_rules', {})) as Rule[];
      const rule = saved.find((r) => r.name === 'Window airing');
      expect(rule).toMatchObject({
        active: true,
        rule_logic: 'OR',
        event_triggers: [{ event_source: WINDOW, service_name: 'ContactService', property_name: 'Open', value: true, compare_type: 'EQ', delay: 0 }],
        scenes: [
          {
            delay: 10_000,
            devices: [{ id: OUTLET, settings: [{ service_name: 'SwitchService', property: 'State', value: true }] }],
            notifications: [{ type: 1, desc: 'The bedroom window is open' }],
          },
        ],
      });
      expect(saved.some((r) => r.name.startsWith('Unfinished rule'))).toBe(false);

      // The window opens; 10 s later on the simulator's clock the outlet is on in the portal, and the push is in the outbox.
      await page.goto(`${baseUrl}/device/${OUTLET}`);
      const outlet = page.getByRole('switch', { name: /^Living Room Outlet: / }).first();
      await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 15_000 }).toBe('false');
      await sim(baseUrl, 'POST', `/gateways/${SERIAL}/devices/${WINDOW}/report`, { service: 'ContactService', property: 'Open', value: true });
      const log = async () => ((await sim(baseUrl, 'GET', `/gateways/${SERIAL}/rules/log?ruleId=${rule!.id}`)) as { data: Array<{ cause: string; outcome: string }> }).data;
      await expect.poll(async () => (await log()).map((run) => run.cause), { timeout: 10_000 }).toEqual(['device']);
      expect(await outlet.getAttribute('aria-checked')).toBe('false');
      await sim(baseUrl, 'POST', '/clock', { advanceMs: 10_000 });
      await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
      const outbox = (await sim(baseUrl, 'GET', `/outbox?to=${encodeURIComponent(ACCOUNTS.demo.identity)}&kind=push`)) as { data: Array<{ text: string }> };
      expect(outbox.data.map((m) => m.text)).toContain('The bedroom window is open');
    } finally {
      await gateway.close();
    }
  });

  it('adds a time trigger with repeat days to a scene, refusing a time in the past that does not repeat', async () => {
    const page = ui.page;
    await signInTo(page, '/scenes');
    await sceneList(page).getByRole('link', { name: 'Edit Gas leak' }).click();
    await page.getByRole('heading', { name: 'Gas leak', level: 1 }).waitFor({ timeout: 15_000 });
    await shots(page, 'advanced');

    await page.getByRole('button', { name: 'Add time trigger' }).click();
    const form = dialog(page).getByRole('form', { name: 'Time trigger' });
    await form.getByLabel('Date').fill('2020-01-06');
    await form.getByLabel('Hour').fill('7');
    await form.getByLabel('Minute').fill('30');
    await form.getByRole('button', { name: 'Save trigger' }).click();
    await dialog(page).getByText('This time has passed. Choose a later time or repeat it on some days.').waitFor();
    await form.getByRole('checkbox', { name: 'Monday' }).check();
    await form.getByRole('checkbox', { name: 'Saturday' }).check();
    await shots(page, 'dialog-time-trigger');
    await form.getByRole('button', { name: 'Save trigger' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByText('At 07:30:00 every Mon, Sat').waitFor();

    const gateway = await gatewayReader(baseUrl);
    try {
      const rule = ((await gateway.request('get_rules', {})) as Rule[]).find((r) => r.name === 'Gas leak');
      expect(rule?.time_triggers).toEqual([
        expect.objectContaining({ year: 2020, month: 1, day: 6, hour: 7, minute: 30, second: 0, repeat: [true, false, false, false, false, true, false] }),
      ]);
    } finally {
      await gateway.close();
    }

    // The triggers show three a page (spec 2 §9): a fourth goes to page 2.
    await page.getByRole('button', { name: 'Add status trigger' }).click();
    await dialog(page).getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Night' });
    await dialog(page).getByRole('button', { name: 'Add trigger' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Add status trigger' }).click();
    await dialog(page).getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Sunrise' });
    await dialog(page).getByRole('button', { name: 'Add trigger' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    const triggers = page.getByRole('list', { name: 'Triggers' });
    await page.getByText('1–3 of 4').waitFor();
    await expect.poll(() => triggers.getByRole('listitem').count()).toBe(3);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => triggers.getByRole('listitem').allTextContents()).toEqual([expect.stringContaining('Status Sunrise turns on')]);
  });

  it('switches off a status that is on, and a second browser sees it', async () => {
    const page = ui.page;
    other = await launchChromium();
    const second = await (await other.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await signInTo(page, '/scenes');
    await signInTo(second, '/scenes');
    const atHome = page.getByRole('switch', { name: 'At home' });
    await expect.poll(() => atHome.getAttribute('aria-checked'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => second.getByRole('switch', { name: 'At home' }).getAttribute('aria-checked'), { timeout: 20_000 }).toBe('true');
    // spec 2 §4: a status that is off has no toggle here.
    expect(await page.getByRole('switch', { name: 'Away' }).isDisabled()).toBe(true);
    await atHome.click();
    await expect.poll(() => atHome.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => second.getByRole('switch', { name: 'At home' }).getAttribute('aria-checked'), { timeout: 10_000 }).toBe('false');
    const gateway = await gatewayReader(baseUrl);
    try {
      const statuses = (await gateway.request('get_scenario_statuses', {})) as ScenarioStatus[];
      expect(statuses.find((s) => s.name === 'at_home')?.state).toBe(false);
    } finally {
      await gateway.close();
    }
  });

  it('leaves no half rule behind when the wizard is cancelled or left', async () => {
    const page = ui.page;
    const gateway = await gatewayReader(baseUrl);
    // Any unfinished name ("Unfinished rule", "Unfinished rule 2"): the gateway's answer is what counts.
    const names = async () => ((await gateway.request('get_rules', {})) as Rule[]).map((r) => (isUnfinishedRule(r) ? 'Unfinished rule' : r.name));
    try {
      await signInTo(page, '/add_scene');
      await page.getByRole('button', { name: 'Add device trigger' }).waitFor({ timeout: 15_000 });
      await expect.poll(names).toContain('Unfinished rule');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/scenes', { timeout: 10_000 });
      await expect.poll(names, { timeout: 10_000 }).not.toContain('Unfinished rule');

      // Leaving by the menu deletes it too.
      await page.getByRole('link', { name: 'Add scene' }).click();
      await page.getByRole('button', { name: 'Add device trigger' }).waitFor({ timeout: 15_000 });
      await expect.poll(names).toContain('Unfinished rule');
      await page.getByRole('link', { name: 'Devices' }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/devices'), { timeout: 10_000 });
      await expect.poll(names, { timeout: 10_000 }).not.toContain('Unfinished rule');
    } finally {
      await gateway.close();
    }
  });

  it('tells the first browser when a second one deletes the scene it has open, and Continue leaves for the list', async () => {
    const page = ui.page;
    other = await launchChromium();
    const second = await (await other.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await signInTo(page, '/scenes');
    await sceneList(page).getByRole('link', { name: 'Leaving home', exact: true }).click();
    await page.getByRole('heading', { name: 'Leaving home', level: 1 }).waitFor({ timeout: 15_000 });
    await page.getByText('30 s after step 1').waitFor();

    await signInTo(second, '/scenes');
    await sceneList(second).getByRole('button', { name: 'Delete Leaving home' }).click({ timeout: 20_000 });
    const confirm = second.getByRole('alertdialog', { name: 'Delete Leaving home?' });
    await shots(second, 'dialog-delete');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => sceneList(second).getByRole('link', { name: 'Leaving home', exact: true }).count(), { timeout: 10_000 }).toBe(0);

    const alert = page.getByRole('alertdialog', { name: 'Scene deleted' });
    await alert.waitFor({ timeout: 10_000 });
    await alert.getByText('Leaving home was deleted, maybe in another browser.', { exact: false }).waitFor();
    await shots(page, 'deleted-alert');
    await alert.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/scenes', { timeout: 10_000 });
    await sceneList(page).getByRole('link', { name: 'Gas leak', exact: true }).waitFor({ timeout: 10_000 });
    expect(await sceneList(page).getByRole('link', { name: 'Leaving home', exact: true }).count()).toBe(0);
  });
});
