import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Thermostat, roundToHalf, type ThermostatProps } from './thermostat';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const props = (over: Partial<ThermostatProps> = {}): ThermostatProps => ({
  label: 'Bedroom',
  mode: 1,
  setPoint: 21.5,
  temperature: 20.8,
  onModeChange: vi.fn(),
  onSetPointCommit: vi.fn(),
  ...over,
});

describe('Thermostat (spec 2 §4)', () => {
  it('rounds incoming temperature to the nearest 0.5', () => {
    expect([20.74, 20.75, 20.8, 21.24, 21.25, -3.3].map(roundToHalf)).toEqual([20.5, 21, 21, 21, 21.5, -3.5]);
    render(<Thermostat {...props()} />);
    expect(screen.getByRole('group', { name: 'Bedroom' }).textContent).toContain('21 °C');
  });

  it('offers the four modes and sends the chosen one', () => {
    const p = props();
    render(<Thermostat {...p} />);
    const group = screen.getByRole('radiogroup', { name: 'Bedroom: Mode' });
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: 'Cool' }));
    expect(p.onModeChange).toHaveBeenCalledWith(2);
  });

  it('disables the set point in fan mode (3) only', () => {
    const { rerender } = render(<Thermostat {...props({ mode: 3 })} />);
    expect((screen.getByRole('slider', { name: 'Bedroom: Set point' }) as HTMLInputElement).disabled).toBe(true);
    rerender(<Thermostat {...props({ mode: 0 })} />);
    expect((screen.getByRole('slider', { name: 'Bedroom: Set point' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('sends the set point 700 ms after the last change', () => {
    const p = props();
    render(<Thermostat {...p} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bedroom: Set point: higher' }));
    act(() => void vi.advanceTimersByTime(700));
    expect(p.onSetPointCommit).toHaveBeenCalledWith(22);
  });
});
