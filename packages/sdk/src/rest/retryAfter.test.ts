import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retryAfter';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    [null, null],
    ['', null],
    ['0', 0],
    [' 120 ', 120],
    ['Thu, 01 Jan 2026 00:00:45 GMT', 45],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', null],
    ['-5', null],
  ])('%j → %s', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});
