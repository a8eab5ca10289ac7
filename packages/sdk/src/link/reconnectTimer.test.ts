import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReconnectTimer } from './reconnectTimer';

// Fake timers: the clock only moves when the test says so.
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ReconnectTimer', () => {
  it('runs once when due and tells when that is', () => {
    const run = vi.fn();
    const timer = new ReconnectTimer(run);
    timer.schedule(8000);
    expect(timer.dueAt).toBe(1_008_000);
    vi.advanceTimersByTime(7999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(timer.dueAt).toBeNull();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('fireNow() runs the waiting attempt early and only once', () => {
    const run = vi.fn();
    const timer = new ReconnectTimer(run);
    expect(timer.fireNow()).toBe(false);
    timer.schedule(60_000);
    expect(timer.fireNow()).toBe(true);
    expect(run).toHaveBeenCalledOnce();
    expect(timer.fireNow()).toBe(false);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
  });

  it('a new schedule replaces the waiting one; cancel() drops it', () => {
    const run = vi.fn();
    const timer = new ReconnectTimer(run);
    timer.schedule(1000);
    timer.schedule(5000);
    vi.advanceTimersByTime(4999);
    expect(run).not.toHaveBeenCalled();
    timer.cancel();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets the attempt schedule the next one from inside run', () => {
    const timer: ReconnectTimer = new ReconnectTimer(() => timer.schedule(2000));
    timer.schedule(1000);
    vi.advanceTimersByTime(1000);
    expect(timer.dueAt).toBe(1_003_000);
  });
});
