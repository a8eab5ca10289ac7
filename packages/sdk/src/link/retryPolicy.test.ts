import { ErrorWithReasonCode } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { isAuthRefusal, RetryPolicy } from './retryPolicy';

describe('RetryPolicy (spec 1 §4.4: 5 retries)', () => {
  it('gives up on the fifth failure in a row', () => {
    const policy = new RetryPolicy(5);
    expect([1, 2, 3, 4].map(() => policy.failed())).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect(policy.failed()).toBe('give-up');
  });

  it('counts only consecutive failures', () => {
    const policy = new RetryPolicy(5);
    for (let i = 0; i < 4; i += 1) policy.failed();
    policy.connected();
    expect(policy.failures).toBe(0);
    expect([1, 2, 3, 4].map(() => policy.failed())).not.toContain('give-up');
  });
});

describe('isAuthRefusal', () => {
  it('recognises CONNACK 4 and 5 as mqtt.js 5 reports them', () => {
    expect(isAuthRefusal(new ErrorWithReasonCode('Connection refused: Bad username or password', 4))).toBe(true);
    expect(isAuthRefusal(new ErrorWithReasonCode('Connection refused: Not authorized', 5))).toBe(true);
  });

  it('ignores other refusals and socket errors', () => {
    expect(isAuthRefusal(new ErrorWithReasonCode('Connection refused: Server unavailable', 3))).toBe(false);
    expect(isAuthRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(false);
    expect(isAuthRefusal(null)).toBe(false);
    expect(isAuthRefusal(new Error('x'))).toBe(false);
  });
});
