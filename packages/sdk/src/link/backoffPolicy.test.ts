import { describe, expect, it } from 'vitest';
import { BackoffPolicy, DEFAULT_BACKOFF } from './backoffPolicy';

const delays = (policy: BackoffPolicy, n: number) => Array.from({ length: n }, () => policy.next().delayMs);

describe('BackoffPolicy (docs/decisions.md "Reconnecting")', () => {
  it('doubles from the reconnect period up to the cap, with no jitter drawn', () => {
    const policy = new BackoffPolicy({ baseMs: 10_000, maxMs: 60_000, jitter: 0.2, random: () => 0 });
    expect(delays(policy, 7)).toEqual([10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000]);
  });

  it('numbers the attempts from 1 and starts again after reset()', () => {
    const policy = new BackoffPolicy({ ...DEFAULT_BACKOFF, baseMs: 100, random: () => 0 });
    expect(policy.attempt).toBe(0);
    expect([policy.next(), policy.next()]).toEqual([
      { attempt: 1, delayMs: 100 },
      { attempt: 2, delayMs: 200 },
    ]);
    policy.reset();
    expect(policy.attempt).toBe(0);
    expect(policy.next()).toEqual({ attempt: 1, delayMs: 100 });
  });

  it('takes at most the jitter share off, never adds to the delay', () => {
    const draws = [0.5, 0.999_999, 0];
    const policy = new BackoffPolicy({ baseMs: 10_000, maxMs: 60_000, jitter: 0.2, random: () => draws.shift()! });
    expect(delays(policy, 3)).toEqual([9000, 16_000, 40_000]);
  });

  it('keeps the cap a maximum even with a random source out of range', () => {
    const policy = new BackoffPolicy({ baseMs: 1000, maxMs: 4000, jitter: 0.5, random: () => -3 });
    expect(delays(policy, 4)).toEqual([1000, 2000, 4000, 4000]);
    const greedy = new BackoffPolicy({ baseMs: 1000, maxMs: 4000, jitter: 0.5, random: () => 7 });
    expect(delays(greedy, 2)).toEqual([500, 1000]);
  });

  it('stays at the cap on a page left open for days', () => {
    const policy = new BackoffPolicy({ baseMs: 10_000, maxMs: 60_000, jitter: 0, random: () => 0.5 });
    const last = delays(policy, 5000).at(-1);
    expect(last).toBe(60_000);
  });

  it('never caps below the base', () => {
    const policy = new BackoffPolicy({ baseMs: 500, maxMs: 100, jitter: 0, random: () => 0 });
    expect(delays(policy, 2)).toEqual([500, 500]);
  });
});
