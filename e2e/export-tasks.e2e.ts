// The admin export tasks in Debian's Chromium against the real simulator,
// in a deployment with the EXPORT_DATA module on: demo's own export (asked
// for in demo's settings, here through the API) appears in /tasks; the
// admin stops it (confirmed), starts it again through the OTP dialog (the
// code read from the outbox), the simulator clock builds the file and the
// row turns Completed live (the admin topic's event); the details page
// shows the timeline and the download is a real JSON file of demo's data.
// Screenshots (with axe) go to test-results/screenshots/export-tasks-*.
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ACCOUNTS, lastOtp, otpCount, portalPage, screenshot, signIn, sim, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const ui = portalPage(baseUrl, { clearOutbox: true });
const ADMIN = ACCOUNTS.admin;
const DEMO = ACCOUNTS.demo;

const on = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });

async function api<T>(path: string, init: { method?: string; sessionId?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.sessionId ? { sessionId: init.sessionId } : {}), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** demo's own export, as demo's settings start it: a code to demo's e-mail, then the start with it. */
async function demoExport(): Promise<string> {
  const session = await api<{ sessionId: string; userId: string }>('/auth/login', { method: 'POST', body: { identity: DEMO.identity, secret: DEMO.secret, loginType: 'EMAIL' } });
  const seen = await otpCount(baseUrl, DEMO.identity);
  await api('/auth/otp/authorize/send', { method: 'POST', sessionId: session.sessionId, body: {} });
  const code = await lastOtp(baseUrl, DEMO.identity, seen);
  const task = await api<{ _id: string }>('/privacy/export/start', { method: 'POST', sessionId: session.sessionId, body: { userId: session.userId }, headers: { otp: code } });
  return task._id;
}

describe('admin export tasks (EXPORT_DATA on)', () => {
  it("lists a user's export, stops it, starts it through the OTP dialog, sees it Completed live and downloads the file", async () => {
    const page = ui.page;
    await page.addInitScript(() => Object.assign(window, { HOMEPORT_CONFIG: { modules: { EXPORT_DATA: true } } }));
    const taskId = await demoExport();

    await signIn(page, baseUrl, ADMIN);
    await page.goto(`${baseUrl}/gate_select`);
    await on(page, '/gate_select');
    // The admin menu offers the module's entry; /tasks is an important route (OTP first).
    await page.getByRole('link', { name: 'Export data' }).first().click();
    const routeOtp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await routeOtp.waitFor();
    await routeOtp.getByLabel(/^Code/).fill(await lastOtp(baseUrl, ADMIN.identity));
    await routeOtp.getByRole('button', { name: 'Continue' }).click();
    await on(page, '/tasks');
    await page.getByRole('heading', { name: 'Export tasks', level: 1 }).waitFor();

    const row = page.getByRole('row').filter({ hasText: DEMO.identity });
    await row.first().waitFor();
    await screenshot(page, 'export-tasks-list');

    // Stop it (whatever stage the running clock has it in), after a confirmation.
    await row.getByRole('button', { name: /^Stop the export of/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Stop this export task?' });
    await confirm.waitFor();
    await screenshot(page, 'export-tasks-stop-confirm');
    await confirm.getByRole('button', { name: 'Stop' }).click();
    await row.getByText('Canceled', { exact: true }).waitFor();

    // Start it again: the OTP dialog first; the code goes with the start.
    const seen = await otpCount(baseUrl, ADMIN.identity);
    await row.getByRole('button', { name: /^Start the export of/ }).click();
    const startOtp = page.getByRole('dialog', { name: 'Confirm it is you' });
    await startOtp.getByText(`We sent a code to ${ADMIN.identity}`, { exact: false }).waitFor();
    await startOtp.getByLabel(/^Code/).fill(await lastOtp(baseUrl, ADMIN.identity, seen));
    await screenshot(page, 'export-tasks-start-otp');
    await startOtp.getByRole('button', { name: 'Continue' }).click();
    await startOtp.waitFor({ state: 'detached' });
    await row.getByText('In Progress', { exact: true }).waitFor();

    // The clock builds the file; the admin topic's event turns the row Completed without a reload.
    await sim(baseUrl, 'POST', '/clock', { advanceMs: 30_000 });
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: 10_000 });
    await screenshot(page, 'export-tasks-completed');

    await row.getByRole('link', { name: /^Details of the export of/ }).click();
    await on(page, `/export_detailsCampaign/${taskId}`);
    // The run that completed: asked for, started (again), completed (a new run clears the last run's end).
    const timeline = page.getByRole('list', { name: 'Timeline' });
    await expect.poll(async () => (await timeline.locator('strong').allTextContents()).join(',')).toBe('Requested,Started,Completed');
    await screenshot(page, 'export-tasks-details');

    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download the export of/ }).click();
    const file = await saved;
    expect(file.suggestedFilename()).toMatch(/^personal-data-.+\.json$/);
    const path = join(tmpdir(), `e2e-${Date.now()}-${file.suggestedFilename()}`);
    await file.saveAs(path);
    const data = JSON.parse(readFileSync(path, 'utf8')) as { profile: { username: string }; gateways: Array<{ serialNumber: string }> };
    expect(data.profile.username).toBe(DEMO.identity);
    expect(data.gateways.map((g) => g.serialNumber)).toContain('HP1000000001');
    await page.getByText(`${file.suggestedFilename()} was downloaded.`).waitFor();
  });
});
