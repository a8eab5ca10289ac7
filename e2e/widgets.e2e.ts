// The widgets inside the portal in Debian's Chromium: the devices
// page's shutter, meter, Hue and IR widgets, and the advanced device page's
// connected widgets, each change read back from the gateway.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNTS, gatewayReader, PICTURES, portalPage, screenshot, showAllQuickControls, signIn, sim, submitLogin, workerSimulator } from './browser';

const { baseUrl } = workerSimulator();

const SERIAL = 'HP1000000001';

const ui = portalPage(baseUrl, { viewport: { width: 1280, height: 900 } });
let gateway: Awaited<ReturnType<typeof gatewayReader>>;

beforeEach(async () => {
  gateway = await gatewayReader(baseUrl);
  // Signed in: each test's first page opens signed in (a gateway settings
  // page loaded here first would be thrown away by the test's own).
  await signIn(ui.page, baseUrl, ACCOUNTS.demo);
});
afterEach(async () => {
  await gateway?.close();
});

const report = (device: number, service: string, property: string, value: unknown) =>
  sim(baseUrl, 'POST', `/gateways/${SERIAL}/devices/${device}/report`, { service, property, value });

describe('widgets on the devices page', () => {
  it('closes the shutter, switches a meter relay, pairs the Hue bridge and follows a weather change', async () => {
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    const shutter = ui.page.getByRole('group', { name: 'Living Room Shutter' });
    await shutter.waitFor({ timeout: 15_000 });
    await shutter.getByRole('button', { name: 'Close Living Room Shutter' }).click();
    await expect.poll(() => gateway.read(5, 'ShutterService', 'Level'), { timeout: 5000 }).toBe(0);
    await expect.poll(() => shutter.getByRole('status').first().textContent()).toBe('Closed');

    const meter = ui.page.getByRole('table', { name: 'Main Smart Meter' });
    await expect.poll(() => meter.getByRole('row', { name: /Overall/ }).textContent()).toContain('2310 W');
    await expect.poll(() => meter.getByRole('row', { name: /Phase 1/ }).textContent()).toContain('3.55 A');
    await ui.page.getByRole('switch', { name: 'Main Smart Meter: Switch 2' }).click();
    await expect.poll(() => gateway.read(9, 'RelayService', 'Relay2'), { timeout: 5000 }).toBe(true);

    await ui.page.getByRole('button', { name: 'Pair Hue Bridge' }).click();
    await expect.poll(() => gateway.read(19, 'HueBridgeService', 'Paired'), { timeout: 5000 }).toBe(true);
    await ui.page.getByRole('button', { name: 'Unpair Hue Bridge' }).waitFor();

    const weather = ui.page.getByRole('group', { name: 'Garden Weather Station' });
    await expect.poll(() => weather.textContent()).toContain('Mostly sunny');
    await report(13, 'WeatherService', 'Summary', 12);
    await report(13, 'WeatherService', 'Temperature', 18.6);
    await expect.poll(() => weather.textContent(), { timeout: 5000 }).toContain('Thunderstorm');
    await expect.poll(() => weather.textContent()).toContain('19 °C');
    await screenshot(ui.page, 'devices-widgets');
  });
});

describe('the advanced device page', () => {
  it('opens the TV remote from its quick control and learns a key, then fails one', async () => {
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    const remote = ui.page.getByRole('group', { name: 'TV Remote' });
    await remote.getByRole('button', { name: 'Full control' }).click();
    await ui.page.waitForURL((url) => url.pathname === '/device/7');
    await ui.page.getByRole('heading', { level: 1, name: 'TV Remote' }).waitFor();
    const tabs = ui.page.getByRole('tablist', { name: 'TV Remote: key pads' });
    await tabs.getByRole('tab', { name: '123' }).focus();
    await ui.page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'TV' }).getAttribute('aria-selected')).toBe('true');
    await ui.page.keyboard.press('ArrowLeft');

    await ui.page.getByRole('switch', { name: 'TV Remote: Learning mode' }).click();
    await ui.page.getByRole('button', { name: 'Learn 5' }).click();
    await ui.page.getByRole('button', { name: '5: learning' }).waitFor();
    await screenshot(ui.page, 'device-ir-learning');
    await ui.page.getByRole('button', { name: '5: learnt' }).waitFor({ timeout: 10_000 });
    expect(await gateway.read(7, 'IRService', 'LearnStatus')).toBe(255);

    await ui.page.getByRole('button', { name: 'Learn 6' }).click();
    await expect.poll(() => gateway.read(7, 'IRService', 'LearnStatus')).toBe(1);
    await report(7, 'IRService', 'LearnStatus', 0);
    await ui.page.getByRole('button', { name: '6: learning failed' }).waitFor();
    await expect.poll(() => ui.page.getByRole('alert').first().textContent()).toBe('Learning failed');
    await screenshot(ui.page, 'device-ir');
  });

  it('drives a thermostat and a door lock through their widgets, and chooses the device of an unassigned IR controller', async () => {
    await ui.page.goto(`${baseUrl}/device/3`);
    const modes = ui.page.getByRole('radiogroup', { name: /Bedroom Thermostat: Mode/ });
    await modes.waitFor({ timeout: 15_000 });
    await modes.getByText('Heat', { exact: true }).click();
    await expect.poll(() => gateway.read(3, 'ThermostatService', 'Mode'), { timeout: 5000 }).toBe(1);
    await ui.page.getByRole('region', { name: 'Readings' }).waitFor();
    await screenshot(ui.page, 'device-thermostat');

    await ui.page.goto(`${baseUrl}/device/6`);
    await ui.page.getByRole('button', { name: 'Unlock Front Door Lock' }).click();
    // Unlocking asks first, naming the lock; nothing is sent until confirmed.
    const confirm = ui.page.getByRole('button', { name: 'Yes, unlock Front Door Lock' });
    await confirm.waitFor();
    expect(await gateway.read(6, 'DoorLockService', 'Locked')).toBe(true);
    await confirm.click();
    await expect.poll(() => gateway.read(6, 'DoorLockService', 'Locked'), { timeout: 5000 }).toBe(false);
    await expect.poll(() => ui.page.getByRole('group', { name: 'Front Door Lock' }).getByRole('status').first().textContent()).toBe('Unlocked');
    await ui.page.getByRole('button', { name: 'Lock Front Door Lock', exact: true }).click();
    await expect.poll(() => gateway.read(6, 'DoorLockService', 'Locked'), { timeout: 5000 }).toBe(true);
    await report(6, 'DoorLockService', 'AutoRelock', 60);
    await expect.poll(() => ui.page.getByRole('group', { name: 'Front Door Lock' }).getByRole('status').first().textContent()).toContain('Locked with timer');

    await ui.page.goto(`${baseUrl}/device/20`);
    await ui.page.getByRole('radio', { name: 'DVD player' }).check();
    await ui.page.getByRole('button', { name: 'Use this device' }).click();
    await expect.poll(() => gateway.read(20, 'IRService', 'DeviceType'), { timeout: 5000 }).toBe(4);
    await ui.page.getByRole('tab', { name: 'DVD' }).waitFor();
  });

  it('keeps controls of an offline and a restricted device disabled except those the device allows, and says when a device is unknown', async () => {
    await ui.page.goto(`${baseUrl}/device/11`);
    const interval = ui.page.getByRole('slider', { name: /Boiler Pressure: Report interval/i });
    await interval.waitFor({ timeout: 15_000 });
    expect(await interval.isEnabled()).toBe(true); // notToDisable at status 5

    await ui.page.goto(`${baseUrl}/device/14`);
    const motion = ui.page.getByRole('switch', { name: /Entrance Camera: Motion detection/i });
    await motion.waitFor({ timeout: 15_000 });
    expect(await motion.isEnabled()).toBe(true); // enabledWhenRestricted at status 7
    expect(await ui.page.getByRole('switch', { name: /Entrance Camera: Recording/i }).isEnabled()).toBe(false);
    await screenshot(ui.page, 'device-restricted');

    await ui.page.goto(`${baseUrl}/device/999`);
    await expect.poll(() => ui.page.getByRole('alert').textContent(), { timeout: 15_000 }).toContain('no device 999');
  });
});

describe('cameras', () => {
  it('links the camera views with a token, and its recording duration follows the status rules', async () => {
    await ui.page.goto(`${baseUrl}/device/14`);
    const live = ui.page.getByRole('link', { name: 'Entrance Camera: Live view (opens in a new tab)' });
    await live.waitFor({ timeout: 15_000 });
    const href = (await live.getAttribute('href'))!;
    expect(href).toMatch(/\/sim-media\/HP1000000001\/14\/live\?token=/);
    const livePage = await ui.page.request.get(href);
    expect(livePage.status()).toBe(200);
    expect(await livePage.text()).toContain('Entrance Camera: Live view');
    const events = await ui.page.request.get((await ui.page.getByRole('link', { name: /Event list/ }).getAttribute('href'))!);
    expect(await events.text()).toContain('Motion detected');
    expect((await ui.page.request.get(href.replace(/token=.*/, 'token=forged'))).status()).toBe(403);

    // Restricted (status 7): the duration is not one of the properties enabled when restricted.
    const durations = ui.page.getByRole('radiogroup', { name: 'Entrance Camera: Recording duration' });
    expect(await durations.getByRole('radio', { name: '5 min' }).isDisabled()).toBe(true);
    await sim(baseUrl, 'POST', `/gateways/${SERIAL}/events`, { name: 'device_status_changed', data: { device_id: 14, device_status: 2 } });
    await expect.poll(() => durations.getByRole('radio', { name: '5 min' }).isDisabled(), { timeout: 5000 }).toBe(false);
    await durations.getByText('5 min', { exact: true }).click();
    await expect.poll(() => gateway.read(14, 'MultimediaService', 'RecordingDuration'), { timeout: 5000 }).toBe(300);
    await screenshot(ui.page, 'device-camera');
  });

  it('shows an admin access denied instead of the camera views', async () => {
    await ui.page.goto(`${baseUrl}/gtw_settings`);
    await ui.page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await ui.page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(ui.page, ACCOUNTS.admin);
    await ui.page.waitForURL((url) => url.pathname === '/gate_select', { timeout: 20_000 });
    const search = ui.page.getByRole('searchbox');
    await search.fill(SERIAL);
    await search.press('Enter');
    await ui.page
      .getByRole('row', { name: new RegExp(SERIAL) })
      .getByRole('button')
      .first()
      .click();
    await ui.page.waitForURL((url) => url.pathname === '/gtw_settings', { timeout: 20_000 });
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    const camera = ui.page.getByRole('group', { name: 'Entrance Camera' }).last();
    await expect.poll(() => camera.getByRole('alert').textContent(), { timeout: 15_000 }).toMatch(/Access denied/);
    expect(await ui.page.getByRole('link', { name: /Live view/ }).count()).toBe(0);
  });
});

describe('device presentation', () => {
  const WIDTHS = [1366, 375] as const;
  const fitsWidth = (width: number) => ui.page.evaluate((w) => document.documentElement.scrollWidth <= w, width);

  it('draws the devices page and the colour light and door lock pages at 1366 and 375 px, the colour grid within the phone', async () => {
    for (const width of WIDTHS) {
      await ui.page.setViewportSize({ width, height: 900 });
      await ui.page.goto(`${baseUrl}/devices`);
      await showAllQuickControls(ui.page);
      const lock = ui.page.getByRole('group', { name: 'Front Door Lock', exact: true });
      await lock.waitFor({ timeout: 15_000 });
      expect(await lock.getByRole('status').first().textContent()).toBe('Locked');
      await ui.page.getByRole('img', { name: /^Colour: Blue/ }).waitFor();
      // screenshot() checks both widths itself: once is enough.
      if (width === WIDTHS[0]) await screenshot(ui.page, 'devices');
      // The meter's table stays inside its card's padding.
      const meterCard = ui.page.getByRole('article', { name: 'Main Smart Meter' });
      const table = (await meterCard.getByRole('table').boundingBox())!;
      const card = (await meterCard.boundingBox())!;
      expect(table.x + table.width).toBeLessThanOrEqual(card.x + card.width - 8);
      if (PICTURES) {
        await meterCard.screenshot({ path: `test-results/screenshots/devices-meter-${width}.png` });
        await lock.screenshot({ path: `test-results/screenshots/devices-lock-${width}.png` });
        await ui.page.getByRole('article', { name: 'Kitchen Colour Bulb' }).screenshot({ path: `test-results/screenshots/devices-colour-light-${width}.png` });
      }

      await ui.page.goto(`${baseUrl}/device/8`);
      const grid = ui.page.getByRole('grid', { name: 'Kitchen Colour Bulb' });
      await grid.waitFor({ timeout: 15_000 });
      const box = (await grid.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await ui.page.getByRole('img', { name: /^Signal: (Good|Fair|Weak|No signal)$/ }).waitFor();
      if (width === WIDTHS[0]) await screenshot(ui.page, 'device-colour-light');
      if (width === 375) expect(await fitsWidth(width), 'the colour light page scrolls sideways at 375 px').toBe(true);

      await ui.page.goto(`${baseUrl}/device/6`);
      await ui.page.getByRole('button', { name: 'Unlock Front Door Lock' }).click();
      await ui.page.getByRole('button', { name: 'Yes, unlock Front Door Lock' }).waitFor();
      if (width === WIDTHS[0]) await screenshot(ui.page, 'device-door-lock-confirm');
      await ui.page.getByRole('button', { name: 'Cancel' }).click();
      expect(await gateway.read(6, 'DoorLockService', 'Locked')).toBe(true);
    }
  });

  it('picks a colour in the grid with the keyboard', async () => {
    await ui.page.goto(`${baseUrl}/device/8`);
    const grid = ui.page.getByRole('grid', { name: 'Kitchen Colour Bulb' });
    await grid.waitFor({ timeout: 15_000 });
    await grid.locator('[role="gridcell"][tabindex="0"]').focus();
    await ui.page.keyboard.press('Home');
    await ui.page.keyboard.press('ArrowUp');
    await ui.page.keyboard.press('Enter');
    // The first column of a row is hue 0 (spec 2 §9), sent a second after the pick.
    await expect.poll(() => gateway.read(8, 'ColorService', 'HueLevel'), { timeout: 5000 }).toBe(0);
    await ui.page.getByRole('gridcell', { name: /^Red, hue 0°/, selected: true }).waitFor();
  });

  it('names the type and the radio link, and updates the firmware with its progress', async () => {
    await ui.page.goto(`${baseUrl}/device/13`);
    await ui.page.getByRole('heading', { level: 1, name: 'Garden Weather Station' }).waitFor({ timeout: 15_000 });
    expect(await ui.page.getByText(/Weather station/).count()).toBeGreaterThan(0);
    expect(await ui.page.getByText('WeatherDevice').count()).toBe(0);

    await ui.page.goto(`${baseUrl}/device/14`);
    await ui.page.getByRole('heading', { level: 1, name: 'Entrance Camera' }).waitFor({ timeout: 15_000 });
    expect(await ui.page.getByText(/rtsp:\/\//).count()).toBe(0);

    await ui.page.goto(`${baseUrl}/device/2`);
    const update = ui.page.getByRole('button', { name: 'Update the firmware of Hall Dimmer' });
    await update.waitFor({ timeout: 15_000 });
    expect(await ui.page.getByText('Update available').count()).toBe(1);
    expect(await ui.page.getByText('lqiValue').count()).toBe(0);
    await update.click();
    await ui.page.getByRole('progressbar', { name: 'Firmware update of Hall Dimmer' }).waitFor({ timeout: 5000 });
    await screenshot(ui.page, 'device-firmware-updating');
    await ui.page.getByText('Firmware updated').waitFor({ timeout: 10_000 });
    expect(await gateway.read(2, 'OTAService', 'NewFirmwareAvailable')).toBe(false);
  });
});
