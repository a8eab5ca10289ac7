// The partner example (examples/partner, built from the packed tarballs by
// `npm test`) against a simulator of its own, in Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '@homeport/simulator';
import { GatewayLink, RestClient } from '@homeport/sdk';
import { launchChromium, screenshot, watchCspViolations } from './browser';
import { DEMO } from '@homeport/test-support/accounts';

let sim: Simulator;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'homeport-partner-'));

beforeAll(async () => {
  sim = await startSimulator({ port: 0, mqttPort: 0, dataDir, fresh: true, serveDir: 'examples/partner/dist', quiet: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await sim?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('signs in with the sdk and drives the thermostat, door lock and TV remote of the simulated home', async () => {
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  const violations = watchCspViolations(page);
  await page.goto(sim.httpUrl);
  await page.getByLabel('Password').fill(DEMO.secret);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const door = page.getByRole('group', { name: 'Front door' }).getByRole('status');
  await expect.poll(() => door.textContent(), { timeout: 15_000 }).toContain('Locked');
  await page.getByRole('button', { name: 'Unlock Front door' }).click();
  // The widget asks before it unlocks; nothing is sent until the answer.
  expect(await door.textContent()).not.toContain('Unlocked');
  await page.getByRole('button', { name: 'Yes, unlock Front door' }).click();
  await expect.poll(() => door.textContent()).toContain('Unlocked');

  const mode = page.getByRole('radiogroup', { name: /Bedroom thermostat: Mode/ });
  await mode.getByText('Cool', { exact: true }).click();
  await expect.poll(() => mode.getByRole('radio', { name: 'Cool' }).isChecked()).toBe(true);
  const setPoint = page.getByRole('slider', { name: /set point/i });
  await setPoint.waitFor();
  expect(await setPoint.inputValue()).toBe('21.5');
  await setPoint.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => setPoint.inputValue()).toBe('22');
  // The gateway itself has it once the slider's quiet time has passed.
  const qa = await new RestClient({ apiBase: `${sim.httpUrl}/api` }).auth.login(DEMO.identity, DEMO.secret);
  const link = GatewayLink.connect({ url: sim.mqttTcpUrl, userId: qa.userId, sessionId: qa.sessionId, product: 'homeport' });
  await link.ready();
  const read = () =>
    link
      .request<{ value: unknown }>({ owner: qa.userId, serial: 'HP1000000001' }, 'get_service_property_value', { device: 3, service: 'ThermostatService', property: 'SetPoint' })
      .then((a) => a.value);
  await expect.poll(read, { timeout: 15_000 }).toBe(22);
  await link.end();

  const power = page.getByRole('switch', { name: 'TV: power' });
  await power.click();
  await expect.poll(() => power.getAttribute('aria-checked')).toBe('true');
  await page.getByRole('button', { name: 'TV: Volume up' }).click();
  await expect.poll(() => page.getByText(/Last key: vol_up/).count()).toBe(1);
  await screenshot(page, 'partner-example');

  // A new visit reads the gateway again: the changes are the gateway's, not the page's.
  await page.reload();
  await page.getByLabel('Password').fill(DEMO.secret);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByRole('group', { name: 'Front door' }).getByRole('status').textContent(), { timeout: 15_000 }).toContain('Unlocked');
  await expect.poll(() => page.getByRole('slider', { name: /set point/i }).inputValue()).toBe('22');
  await expect.poll(() => page.getByRole('switch', { name: 'TV: power' }).getAttribute('aria-checked')).toBe('true');
  await page.close();
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
});
