// The IR widgets' connected forms against the real simulator: power, keys,
// learning (success after the emulated 3 s, failure reported by QA) and the
// device-selection step of the unassigned controller.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { IrBlasterConnected, IrQuickControlConnected } from '@homeport/widgets';
import { startWidgetGateway, type WidgetGateway } from './widgetHarness';

let g: WidgetGateway;

beforeAll(async () => {
  g = await startWidgetGateway();
});
afterAll(async () => {
  await g?.stop();
});
afterEach(cleanup);

const ir = (device: number, property: string) => g.read(device, 'IRService', property);

async function report(device: number, property: string, value: unknown) {
  const response = await g.sim.control('POST', `/gateways/HP1000000001/devices/${device}/report`, { service: 'IRService', property, value });
  expect(response.ok).toBe(true);
}

describe('IR widgets on the simulated TV remote', () => {
  it('IrQuickControlConnected powers the TV with code 5 and sends a quick key', async () => {
    render(<IrQuickControlConnected handle={g.handle} deviceId={7} />);
    const power = await screen.findByRole('switch', { name: 'TV Remote: power' });
    await waitFor(() => expect((power as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(power);
    await waitFor(async () => expect(await ir(7, 'DeviceState')).toBe(5));
    const volume = screen.getByRole('button', { name: 'TV Remote: Volume up' }) as HTMLButtonElement;
    await waitFor(() => expect(volume.disabled).toBe(false));
    fireEvent.click(volume);
    await waitFor(async () => expect(await ir(7, 'Key')).toBe('vol_up'));
  });

  it('IrBlasterConnected learns a key: in progress, then successful', async () => {
    render(<IrBlasterConnected handle={g.handle} deviceId={7} />);
    const learn = await screen.findByRole('switch', { name: 'TV Remote: Learning mode' });
    await waitFor(() => expect((learn as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(learn);
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Learn 5' }));
    await screen.findByRole('button', { name: '5: learning' });
    await waitFor(async () => expect(await ir(7, 'LearningMode')).toBe(true));
    expect(await ir(7, 'Key')).toBe('5');
    await screen.findByRole('button', { name: '5: learnt' }, { timeout: 8000 });
    expect(screen.getByRole('status').textContent).toBe('Learning successful');
    expect(await ir(7, 'LearnStatus')).toBe(255);
    expect(await ir(7, 'LearningMode')).toBe(false);
  });

  it('IrBlasterConnected shows a failed learn when the device reports status 0', async () => {
    render(<IrBlasterConnected handle={g.handle} deviceId={7} />);
    const learn = await screen.findByRole('switch', { name: 'TV Remote: Learning mode' });
    await waitFor(() => expect((learn as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(learn);
    fireEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Learn 8' }));
    await waitFor(async () => expect(await ir(7, 'LearnStatus')).toBe(1));
    await report(7, 'LearnStatus', 0);
    await screen.findByRole('button', { name: '8: learning failed' });
    expect(screen.getByRole('alert').textContent).toBe('Learning failed');
  });

  it('asks which device an unassigned controller drives, then shows its pads', async () => {
    render(<IrBlasterConnected handle={g.handle} deviceId={20} />);
    const air = await screen.findByRole('radio', { name: 'Air conditioner' });
    await waitFor(() => expect(air.matches(':disabled')).toBe(false));
    fireEvent.click(air);
    fireEvent.click(screen.getByRole('button', { name: 'Use this device' }));
    await waitFor(async () => expect(await ir(20, 'DeviceType')).toBe(3));
    await screen.findByRole('tab', { name: 'AC' });
  });
});
