import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValueSetter, clampToStep } from './value-setter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('clampToStep (spec 2 §5)', () => {
  it.each([
    [21.3, 21.5],
    [21.2, 21],
    [10, 16],
    [40, 31],
    [31, 31],
    [16, 16],
  ])('%f becomes %f in 16..31 step 0.5', (input, output) => {
    expect(clampToStep(input, 16, 31, 0.5)).toBe(output);
  });
});

describe('ValueSetter', () => {
  it('uses the spec defaults 16 to 31 step 0.5', () => {
    render(<ValueSetter label="Set point" value={21.5} onValueCommit={() => undefined} />);
    const slider = screen.getByRole('slider', { name: 'Set point' });
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual(['16', '31', '0.5']);
  });

  it('sends once, 700 ms after the last press', () => {
    const commit = vi.fn();
    render(<ValueSetter label="Set point" value={21.5} onValueCommit={commit} />);
    const up = screen.getByRole('button', { name: 'Set point: higher' });
    fireEvent.click(up);
    act(() => void vi.advanceTimersByTime(500));
    fireEvent.click(up);
    act(() => void vi.advanceTimersByTime(699));
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(22.5);
  });

  it('clamps at the ends and disables the button that would leave the range', () => {
    const commit = vi.fn();
    render(<ValueSetter label="Set point" value={31} onValueCommit={commit} />);
    expect((screen.getByRole('button', { name: 'Set point: higher' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '35' } });
    act(() => void vi.advanceTimersByTime(700));
    expect(commit).not.toHaveBeenCalled();
  });

  it('is disabled as a whole when disabled', () => {
    render(<ValueSetter label="Set point" value={20} disabled onValueCommit={() => undefined} />);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
    for (const b of screen.getAllByRole('button')) expect((b as HTMLButtonElement).disabled).toBe(true);
  });
});
