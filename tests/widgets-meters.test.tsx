// The meter and comfort widgets' connected forms against the real simulator:
// real broker, real gateway emulator, values read back from the gateway.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HueBridgeConnected, RollerShutterConnected, SmartMeterConnected, WeatherConnected } from '@homeport/widgets';
import { startWidgetGateway, type WidgetGateway } from './widgetHarness';

let g: WidgetGateway;
const read = (device: number, service: string, property: string) => g.read(device, service, property);

beforeAll(async () => {
  g = await startWidgetGateway();
});
afterAll(async () => {
  await g?.stop();
});
afterEach(cleanup);

describe('connected meter widgets on the simulated demo home', () => {
  it('RollerShutterConnected closes and opens the shutter to 99 and follows other clients', async () => {
    render(<RollerShutterConnected handle={g.handle} deviceId={5} />);
    const group = await screen.findByRole('group', { name: 'Living Room Shutter' });
    const close = within(group).getByRole('button', { name: 'Close Living Room Shutter' }) as HTMLButtonElement;
    await waitFor(() => expect(close.disabled).toBe(false));
    fireEvent.click(close);
    await waitFor(async () => expect(await read(5, 'ShutterService', 'Level')).toBe(0));
    await waitFor(() => expect(within(group).getAllByRole('status')[0]!.textContent).toBe('Closed'));
    fireEvent.click(within(group).getByRole('button', { name: 'Open Living Room Shutter' }));
    await waitFor(async () => expect(await read(5, 'ShutterService', 'Level')).toBe(99));
    // Another client moves it: the widget follows the gateway's event.
    await g.handle.request('set_service_property_value', { device: 5, service: 'ShutterService', property: 'Level', value: 40 });
    await waitFor(() => expect((within(group).getByRole('slider') as HTMLInputElement).value).toBe('40'));
  });

  it('SmartMeterConnected shows scaled readings and switches a relay on the gateway', async () => {
    render(<SmartMeterConnected handle={g.handle} deviceId={9} />);
    const table = await screen.findByRole('table', { name: 'Main Smart Meter' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /Overall/ }).textContent).toContain('2310 W'));
    await waitFor(() => expect(within(table).getByRole('row', { name: /Phase 1/ }).textContent).toContain('3.55 A'));
    const relay2 = screen.getByRole('switch', { name: 'Main Smart Meter: Switch 2' }) as HTMLButtonElement;
    await waitFor(() => expect(relay2.disabled).toBe(false));
    fireEvent.click(relay2);
    await waitFor(async () => expect(await read(9, 'RelayService', 'Relay2')).toBe(true));
    await waitFor(() => expect(relay2.getAttribute('aria-checked')).toBe('true'));
  });

  it('WeatherConnected reads the summary and rounded values', async () => {
    render(<WeatherConnected handle={g.handle} deviceId={13} label="Garden" />);
    const group = await screen.findByRole('group', { name: 'Garden' });
    await waitFor(() => expect(group.textContent).toContain('Mostly sunny'));
    await waitFor(() => expect(group.textContent).toContain('27 °C'));
  });

  it('HueBridgeConnected pairs the bridge', async () => {
    render(<HueBridgeConnected handle={g.handle} deviceId={19} />);
    const pair = (await screen.findByRole('button', { name: 'Pair Hue Bridge' })) as HTMLButtonElement;
    await waitFor(() => expect(pair.disabled).toBe(false));
    fireEvent.click(pair);
    await waitFor(async () => expect(await read(19, 'HueBridgeService', 'Paired')).toBe(true));
    await screen.findByRole('button', { name: 'Unpair Hue Bridge' });
  });

  it('disables controls when the device goes offline (status 5) and enables them again', async () => {
    render(<RollerShutterConnected handle={g.handle} deviceId={5} />);
    const group = await screen.findByRole('group', { name: 'Living Room Shutter' });
    const slider = within(group).getByRole('slider') as HTMLInputElement;
    await waitFor(() => expect(slider.disabled).toBe(false));
    const publish = (status: number) => g.publish('device_status_changed', { device_id: 5, device_status: status });
    await publish(5);
    await waitFor(() => expect(slider.disabled).toBe(true));
    await publish(2);
    await waitFor(() => expect(slider.disabled).toBe(false));
  });
});
