// The failure states (docs/portal.md "Failures") in Debian's Chromium: each
// caused through the simulator's control API (/api/__sim/faults, gateway
// patches and events), its message found by role, and the way back tried
// once the fault is gone.
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_OFFLINE, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { portalPage, screenshot, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl);

type Fault = { data: { id: string } };
const addFault = async (body: Record<string, unknown>) => ((await sim(baseUrl, 'POST', '/faults', body)) as Fault).data.id;
const removeFault = (id: string) => sim(baseUrl, 'DELETE', `/faults/${id}`);
const patch = (body: Record<string, unknown>) => sim(baseUrl, 'PATCH', `/gateways/${DEMO_ONLINE}`, body);
/** The page's path, polled: client-side redirects may land before the call that caused them returns. */
const at = (path: string) => expect.poll(() => new URL(ui.page.url()).pathname, { timeout: 15_000 }).toBe(path);
const alert = (text: string) => ui.page.getByRole('alert').filter({ hasText: text });
const toast = (text: string) => ui.page.getByRole('status').filter({ hasText: text });

async function signIn(landing: string) {
  await ui.page.goto(`${baseUrl}/login`);
  await submitLogin(ui.page, DEMO);
  await at(landing);
}

async function openDevices() {
  await ui.page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
  await at('/devices');
}

describe('failures the portal shows, and the way back', () => {
  it('gateway info answering 500: says what failed and why, and Try again loads it once the fault is gone', async () => {
    const fault = await addFault({ kind: 'rest', method: 'GET', path: `/api/udm/device/hg/${DEMO_ONLINE}/info`, status: 500 });
    await signIn('/gtw_settings');
    const failed = alert("Your gateway's details could not be loaded.");
    await failed.waitFor({ timeout: 15_000 });
    // Why: the catalogue's words for the fault's errorCode (00001), not a spinner.
    expect(await failed.textContent()).toContain('Something went wrong');
    expect(await ui.page.getByRole('status').filter({ hasText: 'Loading' }).count()).toBe(0);
    await screenshot(ui.page, 'failure-gateway-info');

    // Still failing: the retry says so again.
    await failed.getByRole('button', { name: 'Try again' }).click();
    await failed.getByRole('button', { name: 'Try again' }).waitFor({ timeout: 15_000 });
    await removeFault(fault);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await ui.page.getByRole('main').getByText(DEMO_ONLINE, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await failed.count()).toBe(0);
  });

  it('MQTT WebSocket refused: /devices says it cannot reach the gateway, the frame tells the live status, and Try again reconnects', async () => {
    const fault = await addFault({ kind: 'mqtt-refuse', transport: 'ws' });
    await signIn('/gtw_settings');
    await openDevices();
    const unreachable = alert('Cannot reach your gateway.');
    // Within the spec's 15 s request time-out at most (here at once: the refusal is told by the link).
    await unreachable.waitFor({ timeout: 15_000 });
    await expect.poll(() => ui.page.locator('.hp-link-status').getByRole('status').textContent(), { timeout: 15_000 }).toBe('Cannot reach the server. Reconnecting…');
    await ui.page.getByText(/^Attempt \d+, (next try in \d+ s|trying now…)\.?$/).waitFor();
    await screenshot(ui.page, 'failure-mqtt-refused');

    await removeFault(fault);
    await unreachable.getByRole('button', { name: 'Try again' }).click();
    await ui.page.getByRole('switch', { name: /Living Room Outlet/i }).waitFor({ timeout: 15_000 });
    expect(await unreachable.count()).toBe(0);
    await expect.poll(() => ui.page.locator('.hp-link-status').getByRole('status').textContent(), { timeout: 15_000 }).toBe('');
  });

  it('a failed backup restore says so on returning to the page, and a completed one says it worked', async () => {
    await signIn('/gtw_settings');
    await ui.page.getByText('Ethernet').waitFor({ timeout: 15_000 });
    await openDevices();

    await patch({ backupRestoreInProgress: true });
    await at('/bck-restore-progress');
    await patch({ backupRestoreInProgress: false, backupRestoreResult: 'backupFailed' });
    await at('/devices');
    await toast('The backup restore failed.').waitFor({ timeout: 15_000 });
    await screenshot(ui.page, 'failure-restore-failed');

    await patch({ backupRestoreInProgress: true });
    await at('/bck-restore-progress');
    await patch({ backupRestoreInProgress: false, backupRestoreResult: 'restoreCompleted' });
    await at('/devices');
    await toast('The backup was restored.').waitFor({ timeout: 15_000 });
  });

  it("backup_max_number_error shows the event's message, or words of its own without one", async () => {
    await signIn('/gtw_settings');
    await ui.page.getByText('Ethernet').waitFor({ timeout: 15_000 });
    const event = (data: unknown) => sim(baseUrl, 'POST', `/gateways/${DEMO_ONLINE}/events`, { name: 'backup_max_number_error', data });

    await event({ message: 'Backup storage is full (5 of 5)' });
    await toast('Backup storage is full (5 of 5)').waitFor({ timeout: 15_000 });
    await screenshot(ui.page, 'failure-storage-full');
    await event(null);
    await toast('The backup storage is full. Delete an old backup to make room.').waitFor({ timeout: 15_000 });
  });

  it('a user with no gateway: gateway pages go to set-up, which says what to do next and finds the gateway on Check again', async () => {
    let owner = '';
    for (const serial of [DEMO_ONLINE, DEMO_OFFLINE])
      owner = ((await sim(baseUrl, 'DELETE', `/gateways/${serial}/owner`)) as { data: { previousOwner: string } }).data.previousOwner;
    await signIn('/initial-wizard');
    await ui.page.getByRole('heading', { level: 1, name: 'Your account has no gateway yet' }).waitFor();
    const steps = ui.page.getByRole('list');
    expect(await steps.textContent()).toContain('serial number and the secure ID');
    expect(await ui.page.getByRole('main').getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);

    // Gateway pages send the user here instead of spinning.
    for (const path of ['/devices', '/gtw_settings']) {
      await ui.page.goto(`${baseUrl}${path}`);
      await at('/initial-wizard');
    }
    await ui.page.getByRole('heading', { level: 1, name: 'Your account has no gateway yet' }).waitFor();
    await screenshot(ui.page, 'failure-no-gateway');

    const checkAgain = ui.page.getByRole('button', { name: 'Check again' });
    await checkAgain.click();
    await ui.page.getByRole('status').filter({ hasText: 'Still no gateway on your account.' }).waitFor({ timeout: 15_000 });

    // An installer adds the gateway to the account.
    await sim(baseUrl, 'PUT', `/gateways/${DEMO_ONLINE}/owner`, { userId: owner });
    await checkAgain.click();
    await at('/gtw_settings');
    await ui.page.getByRole('main').getByText(DEMO_ONLINE, { exact: true }).waitFor({ timeout: 15_000 });
  });
});
