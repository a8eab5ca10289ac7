import { describe, expect, it } from 'vitest';
import { contained } from './contained';

describe('contained', () => {
  it('logs a throw with what was handled, answers it through onError, and returns normally', () => {
    const logs: string[] = [];
    const answered: string[] = [];
    const handler = contained(
      (m) => logs.push(m),
      (topic: string) => `a message on ${topic}`,
      () => {
        throw new Error('boom');
      },
      (error, topic) => answered.push(`${topic}: ${(error as Error).message}`),
    );
    expect(() => handler('t/1')).not.toThrow();
    expect(logs[0]).toMatch(/^a message on t\/1 failed: Error: boom/);
    expect(answered).toEqual(['t/1: boom']);
  });

  it('logs a rejected promise the same way', async () => {
    const logs: string[] = [];
    contained(
      (m) => logs.push(m),
      () => 'an async handler',
      () => Promise.reject(new Error('later')),
    )();
    await new Promise((resolve) => setImmediate(resolve));
    expect(logs[0]).toMatch(/^an async handler failed: Error: later/);
  });

  it('keeps a failing onError from escaping too', () => {
    const logs: string[] = [];
    const handler = contained(
      (m) => logs.push(m),
      () => 'x',
      () => {
        throw new Error('first');
      },
      () => {
        throw new Error('second');
      },
    );
    expect(() => handler()).not.toThrow();
    expect(logs).toHaveLength(2);
  });
});
