// Connected forms of the basic widgets against the real simulator: each
// change is read back from the gateway, and the device-status rules
// (spec 2 §4) are checked on the seeded offline and restricted devices.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AudioPlayerConnected,
  DimmerConnected,
  DoorLockConnected,
  FanModeConnected,
  GasDetectorConnected,
  SwitchConnected,
  ThermostatConnected,
  ValueSetterConnected,
} from '@homeport/widgets';
import { startWidgetGateway, type WidgetGateway } from './widgetHarness';

let g: WidgetGateway;

beforeAll(async () => {
  g = await startWidgetGateway();
});
afterAll(async () => {
  await g?.stop();
});
afterEach(cleanup);

/** Disabled by itself or by a disabled fieldset around it. */
const isDisabled = (element: Element) => element.matches(':disabled');
const enabled = (element: HTMLElement) => waitFor(() => expect(isDisabled(element)).toBe(false));

describe('connected forms on the simulated demo home', () => {
  it('SwitchConnected names itself after the device and switches the outlet', async () => {
    render(<SwitchConnected handle={g.handle} deviceId={1} />);
    const outlet = await screen.findByRole('switch', { name: 'Living Room Outlet' });
    await enabled(outlet);
    const before = outlet.getAttribute('aria-checked') === 'true';
    fireEvent.click(outlet);
    await waitFor(async () => expect(await g.read(1, 'SwitchService', 'State')).toBe(!before));
    await waitFor(() => expect(outlet.getAttribute('aria-checked')).toBe(String(!before)));
  });

  it('DimmerConnected takes its range from the device and sends the level once it settles', async () => {
    render(<DimmerConnected handle={g.handle} deviceId={2} />);
    const slider = (await screen.findByRole('slider', { name: 'Hall Dimmer' })) as HTMLInputElement;
    await enabled(slider);
    expect([slider.min, slider.max]).toEqual(['0', '100']);
    fireEvent.change(slider, { target: { value: '37' } });
    await waitFor(async () => expect(await g.read(2, 'LevelService', 'Level')).toBe(37), { timeout: 5000 });
  });

  it('ValueSetterConnected sends the thermostat set point 700 ms after the last change', async () => {
    render(<ValueSetterConnected handle={g.handle} deviceId={3} service="ThermostatService" property="SetPoint" label="Set point" />);
    const up = await screen.findByRole('button', { name: 'Set point: higher' });
    await enabled(up);
    const before = (await g.read(3, 'ThermostatService', 'SetPoint')) as number;
    fireEvent.click(up);
    fireEvent.click(up);
    await waitFor(async () => expect(await g.read(3, 'ThermostatService', 'SetPoint')).toBe(before + 1), { timeout: 5000 });
  });

  it('FanModeConnected cycles the fan mode on the gateway', async () => {
    render(<FanModeConnected handle={g.handle} deviceId={4} />);
    const button = await screen.findByRole('button', { name: /^Bedroom Ceiling Fan: .*, next mode$/ });
    await enabled(button);
    const before = (await g.read(4, 'FanService', 'Mode')) as number;
    fireEvent.click(button);
    await waitFor(async () => expect(await g.read(4, 'FanService', 'Mode')).toBe((before + 1) % 4));
  });

  it('AudioPlayerConnected maps PLAY to the speaker playing', async () => {
    render(<AudioPlayerConnected handle={g.handle} deviceId={15} />);
    const play = await screen.findByRole('button', { name: /play/i });
    await enabled(play);
    fireEvent.click(play);
    await waitFor(async () => expect(await g.read(15, 'AudioService', 'PlayState')).toBe(1));
    await waitFor(() => expect(play.getAttribute('aria-pressed')).toBe('true'));
  });

  it('DoorLockConnected shows locked with timer while an auto-relock time is set', async () => {
    render(<DoorLockConnected handle={g.handle} deviceId={6} />);
    const group = await screen.findByRole('group', { name: 'Front Door Lock' });
    const lock = within(group).getByRole('button', { name: 'Lock Front Door Lock' });
    await enabled(lock);
    fireEvent.click(lock);
    await waitFor(() => expect(within(group).getAllByRole('status')[0]!.textContent).toContain('Locked'));
    await g.handle.request('set_service_property_value', { device: 6, service: 'DoorLockService', property: 'AutoRelock', value: 30 });
    await waitFor(() => expect(within(group).getAllByRole('status')[0]!.textContent).toContain('Locked with timer'));
    await g.handle.request('set_service_property_value', { device: 6, service: 'DoorLockService', property: 'AutoRelock', value: 0 });
    await waitFor(() => expect(within(group).getAllByRole('status')[0]!.textContent).not.toContain('timer'));
  });

  it('follows the status rules: restricted lock may still lock but not change mode; offline device keeps only not-to-disable controls', async () => {
    render(<ThermostatConnected handle={g.handle} deviceId={3} />);
    const modes = await screen.findByRole('radiogroup', { name: /Bedroom Thermostat: Mode/ });
    const modeRadio = within(modes).getAllByRole('radio')[0]! as HTMLInputElement;
    await enabled(modeRadio);
    await g.publish('device_status_changed', { device_id: 3, device_status: 5 });
    await waitFor(() => expect(isDisabled(modeRadio)).toBe(true));
    await g.publish('device_status_changed', { device_id: 3, device_status: 2 });
    await waitFor(() => expect(isDisabled(modeRadio)).toBe(false));

    render(<DoorLockConnected handle={g.handle} deviceId={6} />);
    const lockGroup = await screen.findByRole('group', { name: 'Front Door Lock' });
    await g.publish('device_status_changed', { device_id: 6, device_status: 7 });
    const unlock = within(lockGroup).getByRole('button', { name: 'Unlock Front Door Lock' }) as HTMLButtonElement;
    await waitFor(() => expect(isDisabled(within(lockGroup).getAllByRole('radio')[0]!)).toBe(true));
    expect(isDisabled(unlock)).toBe(false);

    render(<DimmerConnected handle={g.handle} deviceId={11} service="ConfigurationService" property="ReportInterval" />);
    const interval = (await screen.findByRole('slider', { name: 'Boiler Pressure' })) as HTMLInputElement;
    await enabled(interval);
  });

  it('GasDetectorConnected reads the gas type and alarm', async () => {
    render(<GasDetectorConnected handle={g.handle} deviceId={10} />);
    const group = await screen.findByRole('group', { name: 'Kitchen Gas Detector' });
    await waitFor(() => expect(group.textContent).toMatch(/combustible/i));
  });
});
