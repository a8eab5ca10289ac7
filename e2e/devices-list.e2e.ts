// The device lists in Debian's Chromium: the table's paging, filters and
// live changes; a type with new firmware upgraded from the quick controls
// it opens; load more on the quick controls.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, gatewayReader, portalPage, screenshot, signIn, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

async function open(path: string) {
  const page = ui.page;
  await signIn(page, baseUrl, ACCOUNTS.demo);
  await page.goto(`${baseUrl}${path}`);
}

const table = () => ui.page.getByRole('table', { name: 'Devices of this gateway' });
const bodyRows = () => table().locator('tbody tr');

describe('device lists', () => {
  it('pages the table by 10, 20 or 50, searches by name and filters by type and manufacturer with chips', async () => {
    const page = ui.page;
    await open('/devices_table');
    await table().waitFor({ timeout: 20_000 });
    await expect.poll(() => bodyRows().count()).toBe(10);
    await page.getByRole('combobox', { name: /rows per page|page size/i }).selectOption('20');
    await expect.poll(() => bodyRows().count()).toBe(20);
    await screenshot(page, 'devices-table');

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Dimmer' });
    await page.getByRole('button', { name: /Type: Dimmer/ }).waitFor();
    await expect.poll(() => bodyRows().count()).toBe(1);
    await page.getByRole('button', { name: /Type: Dimmer/ }).click();
    await expect.poll(() => bodyRows().count()).toBe(20);

    const search = page.getByRole('searchbox', { name: 'Search by device name' });
    await search.fill('bedroom');
    await search.press('Enter');
    await expect.poll(() => bodyRows().count()).toBe(4);
    await page
      .getByRole('combobox', { name: 'Manufacturer' })
      .selectOption({ label: 'Yale' })
      .catch(() => undefined);
    await screenshot(page, 'devices-table-filtered');
  });

  it('follows a rename made elsewhere without a reload', async () => {
    await open('/devices_table');
    await table().getByRole('link', { name: 'Hall Dimmer' }).waitFor({ timeout: 20_000 });
    const reader = await gatewayReader(baseUrl);
    try {
      await reader.request('set_device_name', { device: 2, name: 'Landing light' });
    } finally {
      await reader.close();
    }
    await table().getByRole('link', { name: 'Landing light' }).waitFor({ timeout: 10_000 });
  });

  it('offers to upgrade a type with new firmware, and upgrades those devices from the quick controls with progress', async () => {
    const page = ui.page;
    await open('/devices_table');
    await table().waitFor({ timeout: 20_000 });
    const badges = table().getByText('New firmware');
    await expect.poll(() => badges.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const row = table()
      .locator('tbody tr', { has: page.getByText('New firmware') })
      .first();
    const typeName = (await row.locator('td').nth(1).locator('.hp-datatable__value').textContent())!.trim();
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: typeName });
    await page.getByRole('button', { name: new RegExp(`Upgrade all ${typeName} devices`) }).click();
    await page.waitForURL((url) => url.pathname === '/quick_controls');
    await page.getByText(/Showing \d+ devices? with new firmware\./).waitFor();
    await page.getByRole('button', { name: 'Upgrade all' }).click();
    await expect.poll(() => page.getByText(/: up to date/).count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'quick-controls-upgrade');
    await page.getByRole('button', { name: 'Show all devices' }).click();
    await expect.poll(() => page.getByText(/Showing \d+ devices? with new firmware/).count()).toBe(0);
  });

  it('shows 6 quick controls on a large screen (1280 px) and loads more, doubling', async () => {
    const page = ui.page;
    await open('/quick_controls');
    await page.getByText(/Showing 6 of \d+/).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('article').count()).toBe(6);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText(/Showing 12 of \d+/).waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
    await screenshot(page, 'quick-controls');
  });
});
