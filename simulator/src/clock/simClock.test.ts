import { describe, expect, it } from 'vitest';
import { SimClock } from './simClock';

const START = Date.parse('2026-11-25T08:00:00Z');

describe('the simulator clock', () => {
  it('stands still when paused and moves only when advanced', () => {
    const clock = new SimClock({ start: START, rate: 0 });
    expect(clock.now()).toBe(START);
    expect(clock.advance(90_000)).toEqual({ now: START + 90_000, fired: 0 });
    expect(clock.now()).toBe(START + 90_000);
  });

  it('fires timers in order of due time, ties in the order set, each seeing its own due time', () => {
    const clock = new SimClock({ start: START, rate: 0 });
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`c@${clock.now() - START}`), 3000);
    clock.setTimeout(() => seen.push(`a@${clock.now() - START}`), 1000);
    clock.setTimeout(() => seen.push(`b@${clock.now() - START}`), 1000);
    expect(clock.advance(999).fired).toBe(0);
    expect(clock.advance(5000).fired).toBe(3);
    expect(seen).toEqual(['a@1000', 'b@1000', 'c@3000']);
    expect(clock.now()).toBe(START + 5999);
  });

  it('runs in the same advance the timers that a timer sets when they fall due before its end', () => {
    const clock = new SimClock({ start: START, rate: 0 });
    const seen: number[] = [];
    const tick = () => {
      seen.push(clock.now() - START);
      if (seen.length < 5) clock.setTimeout(tick, 1000);
    };
    clock.setTimeout(tick, 1000);
    expect(clock.advance(3500).fired).toBe(3);
    expect(seen).toEqual([1000, 2000, 3000]);
    clock.advance(10_000);
    expect(seen).toEqual([1000, 2000, 3000, 4000, 5000]);
    expect(clock.state().pending).toBe(0);
  });

  it('fires a timer set for an instant exactly then, and one set for a past instant at once', () => {
    const clock = new SimClock({ start: START, rate: 0 });
    const seen: number[] = [];
    clock.setTimeoutAt(() => seen.push(clock.now()), START + 7_200_000);
    clock.setTimeoutAt(() => seen.push(clock.now()), START - 5);
    expect(clock.state().nextDue).toBe(START);
    clock.advance(7_200_000);
    expect(seen).toEqual([START, START + 7_200_000]);
  });

  it('forgets a cleared timer and every timer on clear()', () => {
    const clock = new SimClock({ start: START, rate: 0 });
    let fired = 0;
    const one = clock.setTimeout(() => fired++, 10);
    clock.setTimeout(() => fired++, 20);
    clock.clearTimeout(one);
    expect(clock.state()).toMatchObject({ pending: 1, nextDue: START + 20 });
    clock.clear();
    clock.advance(100);
    expect(fired).toBe(0);
  });

  it('moves only forward, and a failing timer neither stops the others nor the clock', () => {
    const errors: unknown[] = [];
    const clock = new SimClock({ start: START, rate: 0, onError: (e) => errors.push(e) });
    expect(() => clock.set(START - 1)).toThrow(/only moves forward/);
    expect(() => clock.advance(-5)).toThrow(RangeError);
    let after = false;
    clock.setTimeout(() => {
      throw new Error('boom');
    }, 1);
    clock.setTimeout(() => (after = true), 2);
    clock.set(START + 10);
    expect(after).toBe(true);
    expect(errors).toHaveLength(1);
    expect(clock.now()).toBe(START + 10);
  });

  it('fires on its own when running, at the chosen rate', async () => {
    const clock = new SimClock({ rate: 1000 });
    const start = clock.now();
    const at = await new Promise<number>((resolve) => clock.setTimeout(() => resolve(clock.now()), 60_000));
    // A simulated minute at 1000x passes in about 60 real ms.
    expect(at - start).toBeGreaterThanOrEqual(60_000);
    expect(() => clock.setRate(-1)).toThrow(RangeError);
    clock.close();
  });
});
