// The spine story in Debian's Chromium against host + simulator.
import mqtt from 'mqtt';
import { describe, expect, it } from 'vitest';
import { RestClient, topics } from '@homeport/sdk';
import { ADMIN, DEMO, DEMO_ONLINE } from '@homeport/test-support/accounts';
import { portalPage, screenshot, sim, submitLogin, showAllQuickControls, workerSimulator } from './browser';

const { baseUrl, mqttTcpUrl } = workerSimulator();

const SERIAL = DEMO_ONLINE;

const ui = portalPage(baseUrl, { viewport: { width: 1280, height: 860 } });

const waitForPath = (path: string | RegExp) => ui.page.waitForURL((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), { timeout: 20_000 });

const signIn = (who: { identity: string; secret: string }) => submitLogin(ui.page, who);

/** The session the browser holds, for checking it over REST and MQTT. */
async function browserSession(): Promise<{ sessionId: string; userId: string }> {
  const raw = await ui.page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!);
      if (value && value.includes('sessionId')) return value;
    }
    return null;
  });
  if (!raw) throw new Error('no session in localStorage');
  return JSON.parse(raw) as { sessionId: string; userId: string };
}

describe('home user', () => {
  it('is sent to login from the gateway settings, refused with a wrong password, and lands back on the real ones', async () => {
    await ui.page.goto(`${baseUrl}/gtw_settings`);
    await waitForPath('/login');
    await ui.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => ui.page.getByRole('alert').innerText()).toMatch(/username or password is not provided/i);

    await signIn({ identity: DEMO.identity, secret: 'Wrong-Pass-2026!' });
    await expect.poll(() => ui.page.getByRole('alert').innerText()).toMatch(/wrong|incorrect|invalid/i);
    await screenshot(ui.page, 'login-refused');

    await signIn(DEMO);
    await waitForPath('/gtw_settings');
    const main = ui.page.getByRole('main');
    await expect.poll(() => main.innerText(), { timeout: 15_000 }).toMatch(/Ethernet|Wi-?Fi/i);
    const text = await main.innerText();
    expect(text).toContain('Demo Home');
    expect(text).toContain(SERIAL);
    expect(text).toMatch(/DOC400/i);
    expect(text).toContain('3.6.2');
    expect(text).toMatch(/online/i);
    await screenshot(ui.page, 'gtw-settings');
  });

  it('controls a switch over MQTT and shows changes made by another client without reload', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await signIn(DEMO);
    await waitForPath('/gtw_settings');
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    const outlet = ui.page.getByRole('switch', { name: /Living Room Outlet/i });
    await outlet.waitFor({ timeout: 15_000 });
    expect(await ui.page.getByRole('switch').count()).toBeGreaterThanOrEqual(5);
    expect(await ui.page.getByRole('slider').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => ui.page.getByRole('main').innerText()).toMatch(/°C|kWh|W\b|%|lx/);
    await screenshot(ui.page, 'devices');

    const before = await outlet.getAttribute('aria-checked');
    const after = before === 'true' ? 'false' : 'true';
    await outlet.click();
    await expect.poll(() => outlet.getAttribute('aria-checked')).toBe(after);

    // Keyboard: Space toggles the focused switch; arrows move a slider and one command is sent.
    await outlet.focus();
    await ui.page.keyboard.press('Space');
    await expect.poll(() => outlet.getAttribute('aria-checked')).toBe(before);
    await ui.page.keyboard.press('Enter');
    await expect.poll(() => outlet.getAttribute('aria-checked')).toBe(after);
    const level = ui.page.getByRole('slider', { name: /Hall Dimmer: Level/i });
    const start = Number(await level.inputValue());
    await level.focus();
    await ui.page.keyboard.press('ArrowRight');
    await ui.page.keyboard.press('ArrowRight');
    await expect.poll(() => level.inputValue()).toBe(String(start + 2));
    const session0 = await browserSession();
    const readLevel = async () => {
      const c = await mqtt.connectAsync(mqttTcpUrl, { username: session0.userId, password: session0.sessionId, reconnectPeriod: 0 });
      const scope = { product: 'homeport', owner: session0.userId, serial: SERIAL };
      await c.subscribeAsync(topics.response(scope));
      const answer = new Promise<number>((resolve) => c.on('message', (_t, payload) => resolve((JSON.parse(payload.toString()) as { data: { value: number } }).data.value)));
      await c.publishAsync(
        topics.request(scope),
        JSON.stringify({
          uid: `e2e-read-${Date.now()}`,
          sender: 'e2e',
          type: 'query',
          name: 'get_service_property_value',
          params: { device: 2, service: 'LevelService', property: 'Level' },
        }),
      );
      const value = await answer;
      await c.endAsync();
      return value;
    };
    await expect.poll(readLevel, { timeout: 5000 }).toBe(start + 2);

    // Another MQTT client (as mosquitto_pub would) switches it back.
    const session = await browserSession();
    const client = await mqtt.connectAsync(mqttTcpUrl, { username: session.userId, password: session.sessionId, reconnectPeriod: 0 });
    const scope = { product: 'homeport', owner: session.userId, serial: SERIAL };
    await client.publishAsync(
      topics.request(scope),
      JSON.stringify({
        uid: 'e2e-1',
        sender: 'e2e',
        type: 'command',
        name: 'set_service_property_value',
        params: { device: 1, service: 'SwitchService', property: 'State', value: before === 'true' },
      }),
    );
    await client.endAsync();
    await expect.poll(() => outlet.getAttribute('aria-checked'), { timeout: 10_000 }).toBe(before);
  });

  it('controls a thermostat, a colour light and an IR remote from the devices page', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await signIn(DEMO);
    await waitForPath('/gtw_settings');
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    const mode = ui.page.getByRole('radiogroup', { name: /Bedroom Thermostat: Mode/i });
    await mode.waitFor({ timeout: 15_000 });
    const session = await browserSession();
    const scope = { product: 'homeport', owner: session.userId, serial: SERIAL };
    const read = async (device: number, service: string, property: string) => {
      const c = await mqtt.connectAsync(mqttTcpUrl, { username: session.userId, password: session.sessionId, reconnectPeriod: 0 });
      await c.subscribeAsync(topics.response(scope));
      const uid = `e2e-${device}-${property}-${Date.now()}`;
      const answer = new Promise<unknown>((resolve) =>
        c.on('message', (_t, payload) => {
          const r = JSON.parse(payload.toString()) as { uid: string; data: { value: unknown } };
          if (r.uid === uid) resolve(r.data.value);
        }),
      );
      await c.publishAsync(topics.request(scope), JSON.stringify({ uid, sender: 'e2e', type: 'query', name: 'get_service_property_value', params: { device, service, property } }));
      const value = await answer;
      await c.endAsync();
      return value;
    };

    // Thermostat: mode by radio (keyboard), set point by slider.
    await mode.getByText('Cool', { exact: true }).click();
    await expect.poll(() => mode.getByRole('radio', { name: 'Cool' }).isChecked()).toBe(true);
    await expect.poll(() => read(3, 'ThermostatService', 'Mode')).toBe(2);
    const setPoint = ui.page.getByRole('slider', { name: /Bedroom Thermostat: Set point/i });
    await setPoint.focus();
    await ui.page.keyboard.press('ArrowLeft');
    await expect.poll(() => read(3, 'ThermostatService', 'SetPoint'), { timeout: 5000 }).toBe(21);

    // Colour light: hue slider.
    const hue = ui.page.getByRole('slider', { name: /Kitchen Colour Bulb: Hue/i });
    const hueStart = Number(await hue.inputValue());
    await hue.focus();
    await ui.page.keyboard.press('ArrowRight');
    await expect.poll(() => read(8, 'ColorService', 'HueLevel'), { timeout: 5000 }).toBe(hueStart + 1);

    // IR remote: the quick control's power sends the TV's on code (spec 2 §4: TV on 5, off 6), then a key.
    const irPower = ui.page.getByRole('switch', { name: 'TV Remote: power' });
    expect(await irPower.getAttribute('aria-checked')).toBe('false');
    await irPower.focus();
    await ui.page.keyboard.press('Space');
    await expect.poll(() => read(7, 'IRService', 'DeviceState'), { timeout: 5000 }).toBe(5);
    await ui.page.getByRole('button', { name: 'TV Remote: Volume up' }).click();
    await expect.poll(() => read(7, 'IRService', 'Key'), { timeout: 5000 }).toBe('vol_up');
    await screenshot(ui.page, 'devices-controls');
  });

  it('keeps the session on reload, sends unknown paths to gateway settings, follows the gateway offline and back, and logs out for good', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await signIn(DEMO);
    await waitForPath('/gtw_settings');
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    await ui.page.getByRole('switch').first().waitFor({ timeout: 15_000 });
    await ui.page.reload();
    await waitForPath('/devices');
    await ui.page.getByRole('switch').first().waitFor({ timeout: 15_000 });

    await ui.page.goto(`${baseUrl}/no/such/ui.page`);
    await waitForPath('/gtw_settings');
    await ui.page.goto(`${baseUrl}/devices`);
    await showAllQuickControls(ui.page);
    await ui.page.getByRole('switch').first().waitFor({ timeout: 15_000 });

    await sim(baseUrl, 'PATCH', `/gateways/${SERIAL}`, { connectionStatus: 'offline' });
    await waitForPath('/gateway_offline');
    await screenshot(ui.page, 'gateway-offline');
    await sim(baseUrl, 'PATCH', `/gateways/${SERIAL}`, { connectionStatus: 'online' });
    await waitForPath('/devices');

    const session = await browserSession();
    await ui.page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await waitForPath('/login');
    const rest = new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => session.sessionId });
    await expect(rest.gateways.info(SERIAL)).rejects.toMatchObject({ status: 401, errorCode: '00003' });
    await expect(mqtt.connectAsync(mqttTcpUrl, { username: session.userId, password: session.sessionId, reconnectPeriod: 0, connectTimeout: 5000 })).rejects.toThrow();
  });
});

describe('admin', () => {
  it('lands on gateway selection, pages and searches, and connects to an online gateway', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await signIn(ADMIN);
    await waitForPath('/gate_select');
    const main = ui.page.getByRole('main');
    await expect.poll(() => main.innerText(), { timeout: 15_000 }).toMatch(/HP10000000/);
    const counts = (await sim(baseUrl, 'GET', '/gateways')) as { data: Array<{ userId: string | null; connectionStatus: string }> };
    const total = counts.data.length;
    const online = counts.data.filter((g) => g.connectionStatus === 'online').length;
    const assigned = counts.data.filter((g) => g.userId).length;
    // The figures come with their own query, which may land after the first rows.
    for (const n of [total, online, assigned]) await expect.poll(() => main.innerText(), { timeout: 15_000 }).toContain(String(n));
    const rows = ui.page.getByRole('row');
    expect(await rows.count()).toBe(11); // header + 10 per ui.page
    await screenshot(ui.page, 'gate-select');

    const search = ui.page.getByRole('searchbox');
    await search.fill('Demo Home');
    await search.press('Enter');
    await expect.poll(() => rows.count()).toBe(2);
    await search.press('Escape');
    await expect.poll(() => rows.count()).toBe(11);

    await search.fill('HP1000000003');
    await search.press('Enter');
    await expect.poll(() => rows.count()).toBe(2);
    await ui.page
      .getByRole('row', { name: /HP1000000003/ })
      .getByRole('button')
      .first()
      .click();
    await ui.page.getByRole('dialog').waitFor();
    await screenshot(ui.page, 'gate-select-connecting');
    await waitForPath('/gtw_settings');
    const header = ui.page.getByRole('banner');
    await expect.poll(() => header.innerText()).toContain('Other Flat');
    expect(await header.getByRole('button', { name: /change gateway/i }).count()).toBe(1);
    expect(await header.getByRole('button', { name: /sign out/i }).count()).toBe(1);
    await screenshot(ui.page, 'admin-gtw-settings');
  });

  it('returns to the list with the spec alert when the gateway is PIN locked or held in privilege mode', async () => {
    await sim(baseUrl, 'PATCH', '/gateways/HP1000000003', { pinLocked: true });
    await sim(baseUrl, 'PATCH', '/gateways/HP1000000005', { privilegedBy: 'someone-else:console' });
    await ui.page.goto(`${baseUrl}/login`);
    await signIn(ADMIN);
    await waitForPath('/gate_select');
    const search = ui.page.getByRole('searchbox');

    await search.fill('HP1000000003');
    await search.press('Enter');
    await ui.page.getByRole('button', { name: /connect to HP1000000003/i }).click();
    const alert = ui.page.getByRole('alertdialog');
    await expect.poll(() => alert.innerText(), { timeout: 10_000 }).toMatch(/currently pin locked due to pin code verification failure/);
    await screenshot(ui.page, 'gate-select-pin-locked');
    await alert.getByRole('button', { name: /ok/i }).click();
    expect(new URL(ui.page.url()).pathname).toBe('/gate_select');

    await search.fill('HP1000000005');
    await search.press('Enter');
    await ui.page.getByRole('button', { name: /connect to HP1000000005/i }).click();
    await expect.poll(() => alert.innerText(), { timeout: 10_000 }).toMatch(/Another user is using this gateway so it is in privilege mode/);
    await ui.page.keyboard.press('Escape');
    expect(new URL(ui.page.url()).pathname).toBe('/gate_select');
  });
});

describe('session', () => {
  it('sends the browser to login with the 00003 message when its session ends elsewhere', async () => {
    await ui.page.goto(`${baseUrl}/login`);
    await signIn(DEMO);
    await waitForPath('/gtw_settings');
    // Let the page finish its reads first: one still on the way after the logout below would end
    // the session in this page (toast, stored session dropped) before the reload this test is about.
    await ui.page.getByText('Ethernet').waitFor();
    const session = await browserSession();
    await new RestClient({ apiBase: `${baseUrl}/api`, getSessionId: () => session.sessionId }).auth.logout();
    await ui.page.reload();
    // The toast shows for 5 s from the moment the session ends; look for it first, so a slow
    // route change under load cannot use up its time, then for the login page.
    await expect
      .poll(
        () =>
          ui.page
            .getByRole('status')
            .filter({ hasText: /session has expired/i })
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    await waitForPath('/login');
  });
});
