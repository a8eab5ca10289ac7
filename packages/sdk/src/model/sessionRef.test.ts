import { describe, expect, it } from 'vitest';
import { sessionRefOf, sessionSecretOf } from './sessionRef';

describe('sessionRefOf / sessionSecretOf', () => {
  it('splits {ref}.{secret}', () => {
    expect(sessionRefOf('abc123.s3cr3t-_x')).toBe('abc123');
    expect(sessionSecretOf('abc123.s3cr3t-_x')).toBe('s3cr3t-_x');
  });

  it.each(['', 'no-separator', '.secret', 'ref.', 'a.b.c'])('refuses %j', (id) => {
    expect(sessionRefOf(id)).toBeNull();
    expect(sessionSecretOf(id)).toBeNull();
  });
});
