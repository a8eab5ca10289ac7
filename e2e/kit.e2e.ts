// The shared table and form pieces as a person meets them in Chromium: the
// admin's gateway list at a desktop and a phone width, and a form's field
// error, each screenshotted.
import { describe, expect, it } from 'vitest';
import { ADMIN } from '@homeport/test-support/accounts';
import { factorySecretsOf, PICTURES, portalPage, screenshot, signIn, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { viewport: { width: 1366, height: 900 } });
const at = (path: string) => ui.page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
/** How far the page reaches past the window's right edge, in CSS pixels (0: no sideways scroll). */
const overflow = () => ui.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the data table on gateway selection', () => {
  it('pages the gateways at 1366 px and shows each as a card at 375 px without sideways scroll', async () => {
    await signIn(ui.page, baseUrl, ADMIN);
    await ui.page.goto(`${baseUrl}/gate_select`);
    await at('/gate_select');
    const table = ui.page.getByRole('table', { name: 'Gateways' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBe(11); // the header and 10
    const pager = ui.page.getByRole('navigation', { name: 'Pagination' });
    await expect.poll(() => pager.innerText()).toContain('1–10 of');
    // At 1366 and 375 px (screenshot() looks at both widths).
    await screenshot(ui.page, 'kit-gate-select');
    expect(await overflow()).toBe(0);

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => pager.innerText()).toContain('11–');
    await ui.page.getByRole('button', { name: 'Previous page' }).click();

    const search = ui.page.getByRole('searchbox', { name: 'Search gateways' });
    await search.fill('Demo Home');
    await search.press('Enter');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    const chip = ui.page.getByRole('button', { name: 'Remove filter Search: Demo Home' });
    await chip.focus();
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);

    await ui.page.setViewportSize({ width: 375, height: 740 });
    await ui.page.reload();
    await table.waitFor();
    await expect.poll(overflow).toBe(0);
    // Still a table to a screen reader, each row a card with its labels on screen.
    expect(await table.getByRole('row').count()).toBe(11);
    const card = table.getByRole('row', { name: /HP1000000003/ });
    expect(await card.innerText()).toMatch(/Serial number\s+HP1000000003/);
    const box = await card.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    if (PICTURES) await ui.page.screenshot({ path: 'test-results/screenshots/kit-gate-select-375-top.png' });
    await card.getByRole('button', { name: 'Connect to HP1000000003' }).click();
    await ui.page.getByRole('dialog').waitFor();
  });
});

describe('the data table on client data', () => {
  it('sorts the Wi-Fi scan from the header at 375 px, each network a card, without sideways scroll', async () => {
    const serial = 'HP1000000001';
    const { localPassword } = await factorySecretsOf(baseUrl, serial);
    await ui.page.setViewportSize({ width: 375, height: 740 });
    await ui.page.goto(`${baseUrl}/local/${serial}/`);
    await ui.page.getByLabel('Gateway password').fill(localPassword);
    await ui.page.getByRole('button', { name: 'Sign in' }).click();
    await at(`/local/${serial}/gateway-info`);
    const wifi = ui.page.getByRole('region', { name: 'Wi-Fi' });
    await wifi.getByRole('button', { name: 'Scan for networks' }).click();
    const table = wifi.getByRole('table', { name: 'Networks in range' });
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
    const names = () => table.getByRole('button', { name: /^Choose / }).evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')!.slice('Choose '.length)));
    const signalHeader = table.getByRole('columnheader', { name: /Signal/ });
    expect(await signalHeader.getAttribute('aria-sort')).toBe('descending'); // strongest first

    await table.getByRole('button', { name: /Network name/ }).click();
    expect(await table.getByRole('columnheader', { name: /Network name/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(await signalHeader.getAttribute('aria-sort')).toBe('none');
    const ascending = await names();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' })));
    await table.getByRole('button', { name: /Network name/ }).click();
    expect(await names()).toEqual([...ascending].reverse());

    await expect.poll(overflow).toBe(0);
    if (PICTURES) await wifi.screenshot({ path: 'test-results/screenshots/kit-wifi-table-375.png' });
  });
});

describe('form pieces', () => {
  it('shows a refused field at the field: marked invalid, described by its error, announced', async () => {
    await ui.page.goto(`${baseUrl}/register`);
    const email = ui.page.getByLabel('E-mail');
    await email.fill('not-an-address');
    await ui.page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => ui.page.getByRole('alert').textContent()).toBe('Enter a valid e-mail address.');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    expect(await ui.page.locator(`[id="${describedBy}"]`).textContent()).toBe('Enter a valid e-mail address.');
    // At 1366 and 375 px, where it must not scroll sideways either.
    await screenshot(ui.page, 'kit-field-error');
  });
});
