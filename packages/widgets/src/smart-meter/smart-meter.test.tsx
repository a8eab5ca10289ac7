import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METER_CURRENT_FACTOR, METER_POWER_FACTOR, SmartMeter, meterShown } from './smart-meter';

afterEach(cleanup);

const phases = [
  { power: 0.82, voltage: 231, current: 0.0355 },
  { power: 0.76, voltage: 229, current: 0.0332 },
  { power: 0.73, voltage: 232, current: 0.0315 },
];

describe('SmartMeter', () => {
  it('shows power x1000 in W and RMS current x100 in A, with units', () => {
    expect([METER_POWER_FACTOR, METER_CURRENT_FACTOR]).toEqual([1000, 100]);
    expect([meterShown(2.31, 1000), meterShown(0.0355, 100), meterShown(5821.437), meterShown(null)]).toEqual([2310, 3.55, 5821.44, null]);
    render(<SmartMeter label="Main meter" power={2.31} energy={5821.4} phases={phases} />);
    const table = within(screen.getByRole('table', { name: 'Main meter' }));
    expect(table.getByRole('row', { name: /Overall/ }).textContent).toContain('2310 W');
    expect(table.getByRole('row', { name: /Overall/ }).textContent).toContain('5821.4 kWh');
    const phase1 = table.getByRole('row', { name: /Phase 1/ });
    expect(phase1.textContent).toContain('820 W');
    expect(phase1.textContent).toContain('231 V');
    expect(phase1.textContent).toContain('3.55 A');
    expect(table.getAllByRole('row')).toHaveLength(5); // head, overall, three phases
  });

  it('has two binary switches that send their intent', () => {
    const change = vi.fn();
    render(<SmartMeter label="Main meter" power={1} energy={1} switches={[{ on: true }, { on: false }]} onSwitchChange={change} />);
    const relay2 = screen.getByRole('switch', { name: 'Main meter: Switch 2' });
    expect(relay2.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(relay2);
    expect(change).toHaveBeenCalledWith(1, true);
    fireEvent.click(screen.getByRole('switch', { name: 'Main meter: Switch 1' }));
    expect(change).toHaveBeenLastCalledWith(0, false);
  });

  it('shows a dash for readings not reported yet and disables switches when told', () => {
    render(<SmartMeter label="Meter" power={null} energy={null} switches={[{ on: true }]} onSwitchChange={() => undefined} disabled />);
    expect(screen.getByRole('row', { name: /Overall/ }).textContent).toContain('–');
    expect((screen.getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });
});
