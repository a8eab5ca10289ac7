// Write access by role and model (spec 1 §6) in Debian's Chromium: an admin
// with the admin-support subrole controls a home's devices, an admin without
// it sees them disabled, and the virtual model (voc200) hides the controls.
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const VIEWER = { identity: 'viewer@homeport.test', secret: 'Viewer-Pass-2026!' };

const ui = portalPage(baseUrl);
const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 20_000 }).toBe(path);

/** Signs an admin in with `serial` as the chosen gateway (as a connect from gateway selection leaves it), then opens the devices page. */
async function adminOnDevices(who: { identity: string; secret: string }, serial: string) {
  await signIn(ui.page, baseUrl, who, { gateway: serial });
  await ui.page.goto(`${baseUrl}/gtw_settings`);
  await ui.page.waitForURL((url) => url.pathname === '/gtw_settings', { timeout: 20_000 });
  await ui.page.getByRole('link', { name: 'Devices' }).first().click();
  await at('/devices');
  await ui.page.getByRole('heading', { name: 'Quick controls' }).waitFor();
}

const outlet = () => ui.page.getByRole('switch', { name: /Living Room Outlet/i });

describe('write access', () => {
  it('lets the admin-support admin switch a device of the home', async () => {
    await adminOnDevices(ACCOUNTS.admin, 'HP1000000001');
    await expect.poll(() => outlet().isEnabled(), { timeout: 15_000 }).toBe(true);
    const before = await outlet().getAttribute('aria-checked');
    await outlet().click();
    await expect.poll(() => outlet().getAttribute('aria-checked')).not.toBe(before);
    expect(await ui.page.getByText('You can see this device but not change it.').count()).toBe(0);
  });

  it('shows an admin without the subrole the devices with every control disabled, and says why', async () => {
    await adminOnDevices(VIEWER, 'HP1000000001');
    await ui.page.getByText('You can see this device but not change it.').waitFor();
    await expect.poll(() => outlet().count(), { timeout: 15_000 }).toBe(1);
    expect(await outlet().isDisabled()).toBe(true);
    const enabled = await ui.page.getByRole('switch').evaluateAll((switches) => switches.filter((s) => !(s as HTMLButtonElement).disabled).length);
    expect(enabled).toBe(0);
    await screenshot(ui.page, 'devices-read-only-admin');
  });

  it('hides the controls of the virtual gateway model, even for the admin-support admin', async () => {
    const { data } = (await sim(baseUrl, 'GET', '/gateways')) as { data: Array<{ serialNumber: string; model: string; connectionStatus: string }> };
    const virtual = data.find((g) => g.model.toLowerCase() === 'voc200' && g.connectionStatus === 'online');
    expect(virtual).toBeDefined();
    await adminOnDevices(ACCOUNTS.admin, virtual!.serialNumber);
    await ui.page.getByText('This is a virtual gateway').waitFor();
    expect(await ui.page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await ui.page.getByRole('switch').count()).toBe(0);
    expect(await ui.page.getByRole('slider').count()).toBe(0);
    await screenshot(ui.page, 'devices-virtual-gateway');
  });
});
