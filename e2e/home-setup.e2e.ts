// Home setup in Debian's Chromium against the simulator: floors and rooms
// made, refused, renamed and removed through the tabbed dialogs, a device
// moved out of Unsorted Devices, and a second browser following each change.
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, launchChromium, portalPage, screenshot, signIn, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

let other: Browser | undefined;
let second: Page | undefined;

async function signInTo(page: Page, path: string) {
  await signIn(page, baseUrl, ACCOUNTS.demo);
  await page.goto(`${baseUrl}${path}`);
}

beforeEach(async () => {
  other = await launchChromium();
  second = await (await other.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
});
afterEach(async () => {
  await other?.close();
});

const floorCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const unsorted = (page: Page) => page.getByRole('region', { name: 'Unsorted Devices' });

describe('home setup', () => {
  it('adds a floor and a room, refuses a duplicate, moves a device from Unsorted Devices, and a second browser follows', async () => {
    const page = ui.page;
    await signInTo(page, '/home_setup');
    await signInTo(second!, '/home_setup');
    await page.getByRole('heading', { name: 'Home setup', level: 1 }).waitFor();
    await floorCard(page, 'Ground Floor').waitFor();
    await unsorted(page).getByRole('link', { name: 'Bedroom Window' }).waitFor();
    await screenshot(page, 'home-setup');

    // A floor, from the Floor tab of the add dialog.
    await page.getByRole('button', { name: 'Add floor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Floor' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Floor' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByLabel('Name').fill('ground floor');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByText('There is already a floor named ground floor.').waitFor();
    await dialog.getByLabel('Name').fill('Attic');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await floorCard(page, 'Attic').waitFor();
    await floorCard(second!, 'Attic').waitFor({ timeout: 10_000 });

    // A room on it, from the Room tab, chosen by keyboard.
    await page.getByRole('button', { name: 'Add room' }).click();
    await dialog.getByRole('tab', { name: 'Room' }).waitFor();
    expect(await dialog.getByRole('tab', { name: 'Room' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('combobox', { name: 'Floor' }).selectOption({ label: 'Attic' });
    await dialog.getByLabel('Name').fill('Studio');
    await dialog.getByLabel('Name').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await floorCard(page, 'Attic').getByRole('link', { name: 'Studio' }).waitFor();
    await floorCard(second!, 'Attic').getByRole('link', { name: 'Studio' }).waitFor({ timeout: 10_000 });

    // Bedroom Window leaves Unsorted Devices for the new room.
    await unsorted(page).getByRole('button', { name: 'Assign Bedroom Window to a room' }).click();
    await dialog.getByRole('combobox', { name: 'Floor' }).selectOption({ label: 'Attic' });
    await dialog.getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Studio' });
    await screenshot(page, 'home-setup-assign');
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => unsorted(page).getByRole('link', { name: 'Bedroom Window' }).count()).toBe(0);
    await expect.poll(() => unsorted(second!).getByRole('link', { name: 'Bedroom Window' }).count(), { timeout: 10_000 }).toBe(0);
    await floorCard(second!, 'Attic').getByText('1 device').waitFor();

    // Renaming the floor from its card; the other browser follows.
    await floorCard(page, 'Attic').getByRole('button', { name: 'Edit floor Attic' }).click();
    await dialog.getByLabel('New name').fill('Loft');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await floorCard(page, 'Loft').waitFor();
    await floorCard(second!, 'Loft').waitFor({ timeout: 10_000 });

    // The filter keeps only the floors whose name matches.
    await page.getByLabel('Filter by floor name').fill('LOF');
    await expect.poll(() => page.getByRole('region', { name: 'Ground Floor' }).count()).toBe(0);
    await floorCard(page, 'Loft').waitFor();
    await page.getByLabel('Filter by floor name').fill('');
  });

  it('shows a room, adds devices to it, removes one, and removes the room with its devices going back to Unsorted', async () => {
    const page = ui.page;
    await signInTo(page, '/home_setup');
    await floorCard(page, 'First Floor').getByRole('link', { name: 'Bathroom' }).click();
    await page.getByRole('heading', { name: 'Bathroom', level: 1 }).waitFor();
    await signInTo(second!, new URL(page.url()).pathname);
    await second!.getByRole('heading', { name: 'Bathroom', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Add devices' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: /Bedroom Window/ }).check();
    await dialog.getByRole('checkbox', { name: /Garden Pump/ }).check();
    await screenshot(page, 'room-add-devices');
    await dialog.getByRole('button', { name: 'Move 2 devices' }).click();
    await dialog.waitFor({ state: 'detached' });
    const devices = (p: Page) => p.getByRole('region', { name: 'Devices in this room' });
    await devices(page).getByRole('link', { name: 'Garden Pump' }).waitFor();
    await devices(second!).getByRole('link', { name: 'Bedroom Window' }).waitFor({ timeout: 10_000 });

    await devices(page).getByRole('button', { name: 'Remove Garden Pump from this room' }).click();
    await expect.poll(() => devices(page).getByRole('link', { name: 'Garden Pump' }).count()).toBe(0);
    await expect.poll(() => devices(second!).getByRole('link', { name: 'Garden Pump' }).count(), { timeout: 10_000 }).toBe(0);
    await screenshot(page, 'room-page');

    await page.goto(`${baseUrl}/home_setup`);
    await floorCard(page, 'First Floor').waitFor();
    await page.getByRole('button', { name: 'Remove floor First Floor' }).click();
    const remove = page.getByRole('dialog');
    await remove.getByRole('tab', { name: 'Room' }).click();
    await remove.getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Bathroom (First Floor)' });
    await remove.getByText(/Remove the room Bathroom\? Its \d+ device\(s\) go to Unsorted Devices\./).waitFor();
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await remove.waitFor({ state: 'detached' });
    await expect.poll(() => floorCard(page, 'First Floor').getByRole('link', { name: 'Bathroom' }).count()).toBe(0);
    await unsorted(page).getByRole('link', { name: 'Bedroom Window' }).waitFor();
    // The second browser was on the removed room: it says so.
    await second!.getByText(/There is no room \d+ on this gateway/).waitFor({ timeout: 10_000 });
  });
});
