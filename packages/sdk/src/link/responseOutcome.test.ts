import { describe, expect, it } from 'vitest';
import { GatewayRequestError, PrivilegedModeError } from './errors';
import { responseOutcome } from './responseOutcome';

describe('responseOutcome (spec 1 §7.4, §8)', () => {
  it('code 0 is success with the data', () => {
    expect(responseOutcome({ uid: 'u', code: 0, data: { v: 1 } })).toEqual({ ok: true, data: { v: 1 } });
  });

  it('-1 with "Privileged mode is active" is a PrivilegedModeError', () => {
    const outcome = responseOutcome({ uid: 'u', code: -1, message: 'Privileged mode is active' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toBeInstanceOf(PrivilegedModeError);
    expect(outcome.error).toBeInstanceOf(GatewayRequestError);
    expect(outcome.error.code).toBe(-1);
  });

  it('any other nonzero code rejects with its code and message', () => {
    for (const [code, message] of [
      [-1, 'something else'],
      [5, 'value out of range'],
      [1, undefined],
    ] as const) {
      const outcome = responseOutcome({ uid: 'u', code, ...(message ? { message } : {}) });
      if (outcome.ok) throw new Error('expected a failure');
      expect(outcome.error).not.toBeInstanceOf(PrivilegedModeError);
      expect(outcome.error).toMatchObject({ code, name: 'GatewayRequestError' });
      if (message) expect(outcome.error.message).toBe(message);
    }
  });
});
