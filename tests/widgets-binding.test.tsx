// The widgets' hooks over the sdk's device store, against the real
// simulator: one property event wakes one component, a widget mounted
// later sees the live status, echoes are ignored while a slider moves.
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ECHO_SUPPRESS_MS, SwitchConnected, useDeviceProperty } from '@homeport/widgets';
import { startWidgetGateway, type WidgetGateway } from './widgetHarness';

let g: WidgetGateway;

beforeAll(async () => {
  g = await startWidgetGateway();
});
afterAll(async () => {
  await g?.stop();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const changed = (device: number, service: string, property: string, value: unknown) =>
  g.publish(`device_${device}_property_changed`, { device_id: device, service_name: service, service_type: 'control', property_name: property, property_value: value });

describe('hooks over the device store', () => {
  it('one property event re-renders the one component bound to it', async () => {
    const renders = { outlet: 0, dimmer: 0 };
    function Outlet() {
      const p = useDeviceProperty<boolean>(g.handle, 1, 'SwitchService', 'State');
      return <span data-testid="outlet">{String(p.value)}</span>;
    }
    function Level() {
      const p = useDeviceProperty<number>(g.handle, 2, 'LevelService', 'Level');
      return <span data-testid="level">{String(p.value)}</span>;
    }
    render(
      <>
        <Profiler id="outlet" onRender={() => renders.outlet++}>
          <Outlet />
        </Profiler>
        <Profiler id="dimmer" onRender={() => renders.dimmer++}>
          <Level />
        </Profiler>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('level').textContent).not.toBe('undefined'));
    await waitFor(() => expect(screen.getByTestId('outlet').textContent).not.toBe('undefined'));
    const before = screen.getByTestId('outlet').textContent === 'true';
    const dimmerRenders = renders.dimmer;
    const outletRenders = renders.outlet;
    await changed(1, 'SwitchService', 'State', !before);
    await waitFor(() => expect(screen.getByTestId('outlet').textContent).toBe(String(!before)));
    expect(renders.outlet).toBe(outletRenders + 1);
    expect(renders.dimmer).toBe(dimmerRenders);
  });

  it('a widget mounted after a status change sees the live status, not the first read', async () => {
    render(<SwitchConnected handle={g.handle} deviceId={1} label="First" />);
    const first = await screen.findByRole('switch', { name: 'First' });
    await waitFor(() => expect(first.matches(':disabled')).toBe(false));
    await g.publish('device_status_changed', { device_id: 1, device_status: 4 });
    await waitFor(() => expect(first.matches(':disabled')).toBe(true));
    render(<SwitchConnected handle={g.handle} deviceId={1} label="Later" />);
    const later = await screen.findByRole('switch', { name: 'Later' });
    expect(later.matches(':disabled')).toBe(true);
    await g.publish('device_status_changed', { device_id: 1, device_status: 2 });
    await waitFor(() => expect(later.matches(':disabled')).toBe(false));
  });

  it(`ignores the property's echoes for ${ECHO_SUPPRESS_MS} ms after suppressEcho, then follows events again`, async () => {
    const { result } = renderHook(() => useDeviceProperty<number>(g.handle, 2, 'LevelService', 'Level'));
    await waitFor(() => expect(result.current.value).toBeTypeOf('number'));
    const before = result.current.value;
    const echo = before === 20 ? 21 : 20;
    vi.useFakeTimers({ toFake: ['Date'] });
    act(() => result.current.suppressEcho());
    // The outlet's event, sent after the echo on the same topic, tells that the echo was handled.
    const outlet = renderHook(() => useDeviceProperty<boolean>(g.handle, 1, 'SwitchService', 'State'));
    await waitFor(() => expect(outlet.result.current.value).toBeTypeOf('boolean'));
    const flipped = !outlet.result.current.value;
    await changed(2, 'LevelService', 'Level', echo);
    await changed(1, 'SwitchService', 'State', flipped);
    await waitFor(() => expect(outlet.result.current.value).toBe(flipped));
    expect(result.current.value).toBe(before);
    vi.setSystemTime(Date.now() + ECHO_SUPPRESS_MS);
    await changed(2, 'LevelService', 'Level', echo);
    await waitFor(() => expect(result.current.value).toBe(echo));
  });
});
