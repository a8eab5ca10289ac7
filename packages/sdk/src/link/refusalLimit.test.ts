import { ErrorWithReasonCode } from 'mqtt';
import { describe, expect, it } from 'vitest';
import { connackRefusal, isAuthRefusal, RefusalLimit } from './refusalLimit';

describe('RefusalLimit (spec 1 §4.4: 5 retries)', () => {
  it('gives up on the fifth refusal in a row', () => {
    const limit = new RefusalLimit(5);
    expect([1, 2, 3, 4].map(() => limit.refused())).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect(limit.refused()).toBe('give-up');
  });

  it('counts only refusals with no accepted connect in between', () => {
    const limit = new RefusalLimit(5);
    for (let i = 0; i < 4; i += 1) limit.refused();
    limit.connected();
    expect(limit.refusals).toBe(0);
    expect([1, 2, 3, 4].map(() => limit.refused())).not.toContain('give-up');
  });
});

describe('connackRefusal and isAuthRefusal', () => {
  it('read the return code of a refused CONNACK as mqtt.js 5 reports it', () => {
    expect(connackRefusal(new ErrorWithReasonCode('Connection refused: Server unavailable', 3))).toBe(3);
    expect(connackRefusal(new ErrorWithReasonCode('Connection refused: Identifier rejected', 2))).toBe(2);
    expect(isAuthRefusal(new ErrorWithReasonCode('Connection refused: Bad username or password', 4))).toBe(true);
    expect(isAuthRefusal(new ErrorWithReasonCode('Connection refused: Not authorized', 5))).toBe(true);
  });

  it('ignore socket errors, time-outs and other codes', () => {
    expect(isAuthRefusal(new ErrorWithReasonCode('Connection refused: Server unavailable', 3))).toBe(false);
    expect(connackRefusal(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(connackRefusal(new Error('Keepalive timeout'))).toBeNull();
    expect(connackRefusal(new ErrorWithReasonCode('Protocol error: duplicate CONNACK on the same network connection', 130))).toBeNull();
    expect(connackRefusal(null)).toBeNull();
    expect(isAuthRefusal(new Error('x'))).toBe(false);
  });
});
