import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RollerShutter, clampShutterLevel } from './roller-shutter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RollerShutter', () => {
  it('opens to 99 for a roller shutter and to 100 for a basic level', () => {
    const commit = vi.fn();
    const { rerender } = render(<RollerShutter label="Shutter" value={40} onValueCommit={commit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Shutter' }));
    expect(commit).toHaveBeenLastCalledWith(99);
    expect(screen.getByRole('slider').getAttribute('max')).toBe('99');
    rerender(<RollerShutter label="Shutter" value={40} kind="basic" onValueCommit={commit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open Shutter' }));
    expect(commit).toHaveBeenLastCalledWith(100);
    expect(screen.getByRole('slider').getAttribute('max')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Close Shutter' }));
    expect(commit).toHaveBeenLastCalledWith(0);
  });

  it('clamps levels to 0..open top and names the state', () => {
    expect([
      clampShutterLevel(-5, 'roller'),
      clampShutterLevel(150, 'roller'),
      clampShutterLevel(150, 'basic'),
      clampShutterLevel(42.6, 'roller'),
      clampShutterLevel(Number.NaN, 'basic'),
    ]).toEqual([0, 99, 100, 43, 0]);
    const { rerender } = render(<RollerShutter label="Shutter" value={99} onValueCommit={() => undefined} />);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Open');
    expect((screen.getByRole('button', { name: 'Open Shutter' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<RollerShutter label="Shutter" value={0} onValueCommit={() => undefined} />);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('Closed');
    expect((screen.getByRole('button', { name: 'Close Shutter' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<RollerShutter label="Shutter" value={50} kind="basic" onValueCommit={() => undefined} />);
    expect(screen.getAllByRole('status')[0]!.textContent).toBe('50 % open');
  });

  it('sends the slider once it settles and reports each movement for echo suppression', () => {
    const commit = vi.fn();
    const moved = vi.fn();
    render(<RollerShutter label="Shutter" value={20} onValueCommit={commit} onValueChange={moved} commitDelayMs={400} />);
    const slider = screen.getByRole('slider', { name: /Shutter: Position/ });
    fireEvent.change(slider, { target: { value: '30' } });
    fireEvent.change(slider, { target: { value: '60' } });
    expect(moved).toHaveBeenCalledTimes(2);
    act(() => void vi.advanceTimersByTime(399));
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith(60);
  });

  it('shows Stop only when it can stop, and disables everything when disabled', () => {
    const stop = vi.fn();
    const { rerender } = render(<RollerShutter label="Shutter" value={20} onValueCommit={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Stop Shutter' })).toBeNull();
    rerender(<RollerShutter label="Shutter" value={20} onValueCommit={() => undefined} onStop={stop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop Shutter' }));
    expect(stop).toHaveBeenCalledOnce();
    rerender(<RollerShutter label="Shutter" value={20} onValueCommit={() => undefined} onStop={stop} disabled />);
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
  });
});
