// The portal in Debian's Chromium against a simulator whose fleet and cloud
// are on an external Mosquitto (docs/simulator.md "External broker"): the
// demo user signs in and switches the Living Room Outlet; the page's request
// goes through the edge broker, the bridge and Mosquitto to the fleet, and
// the answer and event come back the same way, seen by a plain client on
// Mosquitto. Once with the fleet in the simulator's process, once with two
// fleet workers (docs/simulator.md "Fleet workers"), where the landing page's
// gateway reads are operations run on the owning worker. This spec cannot
// use the test worker's simulator (it runs on the embedded broker alone): it
// starts Mosquitto and a simulator of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadPort } from '@homeport/test-support/dead-port';
import { startMosquitto, type Mosquitto } from '@homeport/test-support/mosquitto';
import { startSimProcess, type SimProcess } from '@homeport/test-support/sim-process';
import { ACCOUNTS, launchChromium, screenshot, submitLogin, watchCspViolations } from './browser';

describe.each([
  ['in the simulator’s process', []],
  ['in two fleet workers', ['--fleet-workers', '2']],
])('the portal on a simulator whose fleet is on Mosquitto, %s', (_label, workerArgs) => {
  const dir = mkdtempSync(join(tmpdir(), 'homeport-e2e-broker-'));
  let mosquitto: Mosquitto;
  let simulator: SimProcess;
  let browser: Browser;
  let spy: MqttClient;
  const seen: { topic: string; payload: string }[] = [];

  beforeAll(async () => {
    mosquitto = await startMosquitto(await deadPort(), dir);
    simulator = await startSimProcess({ args: ['--broker', mosquitto.url, '--serve', resolve('host/dist'), ...workerArgs] });
    spy = await mqtt.connectAsync(mosquitto.url, { protocolVersion: 4, reconnectPeriod: 0 });
    spy.on('message', (topic, payload) => seen.push({ topic, payload: payload.toString('utf8') }));
    await spy.subscribeAsync('homeport/+/gtw/+/ohm/#', { qos: 0 });
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await spy?.endAsync();
    await simulator?.stop();
    await mosquitto?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);

  it('switches a light', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page: Page = await context.newPage();
    const violations = watchCspViolations(page);
    await page.goto(`${simulator.httpUrl}/login`);
    await submitLogin(page, ACCOUNTS.demo);
    await page.waitForURL((url) => url.pathname === '/gtw_settings', { timeout: 20_000 });
    // The gateway's network and Z-Wave role come from the gateway itself (operations run on its owner).
    await page.getByTestId('network-type').getByText('Ethernet').waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Z-Wave', exact: true }).getByText('Primary controller').waitFor({ timeout: 20_000 });
    await screenshot(page, `external-broker-settings${workerArgs.length > 0 ? '-workers' : ''}`);
    await page.getByRole('navigation').getByRole('link', { name: 'Devices' }).click();
    const outlet = page.getByRole('switch', { name: /Living Room Outlet/i });
    await outlet.waitFor({ timeout: 15_000 });
    const before = await outlet.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';

    await outlet.click();
    await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 15_000 }).toBe(after);
    // The page's command and the gateway's answer crossed Mosquitto.
    const command = () => seen.find((m) => m.topic.endsWith('/ohm/req') && m.payload.includes('"set_service_property_value"') && m.payload.includes('"SwitchService"'));
    await expect.poll(command).toBeDefined();
    const { uid } = JSON.parse(command()!.payload) as { uid: string };
    await expect.poll(() => seen.some((m) => m.topic.endsWith('/ohm/res') && m.payload.includes(uid))).toBe(true);
    await screenshot(page, `external-broker-devices${workerArgs.length > 0 ? '-workers' : ''}`);

    // Switched back: the light follows the page again.
    await outlet.click();
    await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 15_000 }).toBe(before);
    expect(violations).toEqual([]);
    await context.close();
  });
});
