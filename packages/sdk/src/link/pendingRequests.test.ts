import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingRequests } from './pendingRequests';

describe('PendingRequests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves by uid, clearing the timer and the entry', async () => {
    const pending = new PendingRequests();
    const answer = pending.add<string>('u1', 1000, () => new Error('timeout'));
    expect(pending.size).toBe(1);
    expect(vi.getTimerCount()).toBe(1);
    expect(pending.resolve('u1', 'ok')).toBe(true);
    await expect(answer).resolves.toBe('ok');
    expect(pending.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('times out with the given error and leaves no timer and no entry', async () => {
    const pending = new PendingRequests();
    const answer = pending.add('u1', 1000, () => new Error('too slow'));
    const outcome = expect(answer).rejects.toThrow('too slow');
    vi.advanceTimersByTime(999);
    expect(pending.size).toBe(1);
    vi.advanceTimersByTime(1);
    await outcome;
    expect(pending.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles once: a late or duplicate answer is ignored', async () => {
    const pending = new PendingRequests();
    const answer = pending.add('u1', 1000, () => new Error('timeout'));
    expect(pending.reject('u1', new Error('first'))).toBe(true);
    expect(pending.resolve('u1', 'late')).toBe(false);
    expect(pending.resolve('nobody', 'x')).toBe(false);
    await expect(answer).rejects.toThrow('first');
  });

  it('rejectAll rejects every entry and clears every timer', async () => {
    const pending = new PendingRequests();
    const answers = ['a', 'b', 'c'].map((uid) => pending.add(uid, 1000, () => new Error('timeout')));
    pending.rejectAll(new Error('closed'));
    await Promise.all(answers.map((a) => expect(a).rejects.toThrow('closed')));
    expect(pending.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
