import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FanMode, WiseFanMode, nextFanMode, stepWiseFanMode } from './fan-mode';

afterEach(cleanup);

describe('fan mode rules (spec 2 §4)', () => {
  it('cycles 0 to 3 and wraps', () => {
    expect([0, 1, 2, 3].map(nextFanMode)).toEqual([1, 2, 3, 0]);
    expect(nextFanMode(7)).toBe(0);
  });

  it('clamps the wise fan mode at the ends', () => {
    expect(stepWiseFanMode(0, -1)).toBe(0);
    expect(stepWiseFanMode(0, 1)).toBe(1);
    expect(stepWiseFanMode(3, 1)).toBe(3);
    expect(stepWiseFanMode(3, -1)).toBe(2);
  });
});

describe('FanMode', () => {
  it('sends the next mode, wrapping from High to Off', () => {
    const change = vi.fn();
    render(<FanMode label="Ceiling fan" mode={3} onModeChange={change} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ceiling fan: High, next mode' }));
    expect(change).toHaveBeenCalledWith(0);
  });
});

describe('WiseFanMode', () => {
  it('disables lower at 0 and higher at 3', () => {
    const { rerender } = render(<WiseFanMode label="Fan" mode={0} onModeChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Fan: lower' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Fan: higher' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<WiseFanMode label="Fan" mode={3} onModeChange={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Fan: higher' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('steps by one', () => {
    const change = vi.fn();
    render(<WiseFanMode label="Fan" mode={1} onModeChange={change} />);
    fireEvent.click(screen.getByRole('button', { name: 'Fan: higher' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fan: lower' }));
    expect(change.mock.calls).toEqual([[2], [0]]);
  });
});
