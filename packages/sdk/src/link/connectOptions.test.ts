import { describe, expect, it } from 'vitest';
import { buildConnectOptions } from './connectOptions';

const base = { url: 'ws://localhost/mqtt', userId: 'u1', sessionId: 's1', product: 'homeport' };

describe('buildConnectOptions (spec 1 §9, DESIGN.md)', () => {
  it('uses the spec constants and session credentials', () => {
    expect(buildConnectOptions(base)).toMatchObject({
      protocolVersion: 4,
      clean: true,
      keepalive: 55,
      connectTimeout: 30_000,
      username: 'u1',
      password: 's1',
    });
  });

  it('leaves reconnecting and resubscribing to the link (its back-off, its watches)', () => {
    expect(buildConnectOptions(base)).toMatchObject({ reconnectPeriod: 0, resubscribe: false });
    expect(buildConnectOptions({ ...base, mqtt: { reconnectPeriodMs: 200 } })).toMatchObject({ reconnectPeriod: 0 });
  });

  it('takes overrides, a client id and the timer variant', () => {
    const options = buildConnectOptions({ ...base, mqtt: { keepaliveSeconds: 30 }, clientId: 'c1', timerVariant: 'worker' });
    expect(options).toMatchObject({ keepalive: 30, connectTimeout: 30_000, clientId: 'c1', timerVariant: 'worker' });
    expect(buildConnectOptions(base)).not.toHaveProperty('timerVariant');
  });

  it('generates distinct client ids of at most 23 characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => buildConnectOptions(base).clientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id!.length).toBeLessThanOrEqual(23);
  });
});
