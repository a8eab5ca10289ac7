import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS } from '../binding/useDraftValue';
import { Dimmer } from './dimmer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Dimmer', () => {
  it('is a slider named by its label with aria-valuenow and its range', () => {
    render(<Dimmer label="Hall Dimmer: Level" visibleLabel="Level" value={60} min={0} max={100} onValueCommit={() => undefined} />);
    const slider = screen.getByRole('slider', { name: /Hall Dimmer: Level/ });
    expect(slider.getAttribute('aria-valuenow') ?? (slider as HTMLInputElement).value).toBe('60');
    expect(slider.getAttribute('min')).toBe('0');
    expect(slider.getAttribute('max')).toBe('100');
  });

  it('sends one commit after the user stops moving it', () => {
    const commit = vi.fn();
    render(<Dimmer label="Level" value={60} onValueCommit={commit} commitDelayMs={400} />);
    const slider = screen.getByRole('slider');
    fireEvent.change(slider, { target: { value: '61' } });
    act(() => void vi.advanceTimersByTime(200));
    fireEvent.change(slider, { target: { value: '70' } });
    act(() => void vi.advanceTimersByTime(399));
    expect(commit).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith(70);
  });

  it('shows the draft while moving, then the confirmed value', () => {
    const { rerender } = render(<Dimmer label="Level" value={60} onValueCommit={() => undefined} commitDelayMs={400} />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    fireEvent.change(slider, { target: { value: '80' } });
    expect(slider.value).toBe('80');
    act(() => void vi.advanceTimersByTime(400));
    rerender(<Dimmer label="Level" value={75} onValueCommit={() => undefined} commitDelayMs={400} />);
    expect(slider.value).toBe('75');
  });

  it('holds the sent value until it is confirmed, and falls back when no confirmation comes', () => {
    const { rerender } = render(<Dimmer label="Level" value={60} onValueCommit={() => undefined} commitDelayMs={400} />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    fireEvent.change(slider, { target: { value: '70' } });
    act(() => void vi.advanceTimersByTime(1000));
    expect(slider.value).toBe('70');
    act(() => void vi.advanceTimersByTime(SETTLE_MS));
    expect(slider.value).toBe('60');
    fireEvent.change(slider, { target: { value: '65' } });
    act(() => void vi.advanceTimersByTime(500));
    rerender(<Dimmer label="Level" value={65} onValueCommit={() => undefined} commitDelayMs={400} />);
    expect(slider.value).toBe('65');
  });

  it('reports every movement for echo suppression', () => {
    const change = vi.fn();
    render(<Dimmer label="Level" value={60} onValueCommit={() => undefined} onValueChange={change} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '61' } });
    fireEvent.change(screen.getByRole('slider'), { target: { value: '62' } });
    expect(change.mock.calls).toEqual([[61], [62]]);
  });

  it('is not operable when disabled', () => {
    render(<Dimmer label="Level" value={10} disabled onValueCommit={() => undefined} />);
    expect((screen.getByRole('slider') as HTMLInputElement).disabled).toBe(true);
  });

  it('paints its track when given one, and keeps the native track otherwise', () => {
    render(<Dimmer label="Hue" value={210} max={360} unit="°" track="linear-gradient(to right, red, blue)" onValueCommit={() => undefined} />);
    expect((screen.getByRole('slider', { name: 'Hue' }) as HTMLInputElement).style.background).toContain('linear-gradient');
    cleanup();
    render(<Dimmer label="Level" value={50} onValueCommit={() => undefined} />);
    expect((screen.getByRole('slider', { name: 'Level' }) as HTMLInputElement).style.background).toBe('');
  });
});
