import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionGroup } from './option-group';

afterEach(cleanup);

const MODES = [
  { value: '0', label: 'Off' },
  { value: '1', label: 'Heat' },
  { value: '2', label: 'Cool' },
  { value: '3', label: 'Fan' },
];

describe('OptionGroup', () => {
  it('is a named radiogroup whose checked radio is the confirmed value', () => {
    render(<OptionGroup label="Thermostat: Mode" visibleLabel="Mode" value="1" options={MODES} onValueChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Thermostat: Mode' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Heat' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('sends the chosen code and keeps showing the confirmed one until it changes', () => {
    const change = vi.fn();
    const { rerender } = render(<OptionGroup label="Mode" value="1" options={MODES} onValueChange={change} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Cool' }));
    expect(change).toHaveBeenCalledWith('2');
    expect((screen.getByRole('radio', { name: 'Heat' }) as HTMLInputElement).checked).toBe(true);
    rerender(<OptionGroup label="Mode" value="2" options={MODES} onValueChange={change} />);
    expect((screen.getByRole('radio', { name: 'Cool' }) as HTMLInputElement).checked).toBe(true);
  });

  it('disables every choice when disabled', () => {
    render(<OptionGroup label="Mode" value="0" options={MODES} disabled onValueChange={() => undefined} />);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).matches(':disabled')).toBe(true);
  });
});
