import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.UTC(2026, 0, 10, 12, 0, 0);

describe('relativeTime', () => {
  it('says how long ago a Unix-seconds timestamp was, in the largest whole unit', () => {
    expect(relativeTime(now / 1000 - 120, now, 'en_EN')).toBe('2 minutes ago');
    expect(relativeTime(now / 1000 - 3 * 3600, now, 'en_EN')).toBe('3 hours ago');
    expect(relativeTime(now / 1000 - 86_400, now, 'en')).toBe('yesterday');
    expect(relativeTime(now / 1000, now, 'en')).toBe('now');
  });

  it('reads milliseconds too', () => {
    expect(relativeTime(now - 30_000, now, 'en')).toBe('30 seconds ago');
  });
});
