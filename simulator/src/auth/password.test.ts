import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordSync, scryptCost, verifyPassword } from './password';

describe('scrypt cost', () => {
  it('is 16384 unless HOMEPORT_SCRYPT_N lowers it to a power of two from 1024', () => {
    expect(scryptCost('')).toBe(16384);
    expect(scryptCost('1024')).toBe(1024);
    expect(scryptCost('4096')).toBe(4096);
    for (const bad of ['1000', '512', '32768', 'fast', '1024.0x']) expect(() => scryptCost(bad), bad).toThrow(/HOMEPORT_SCRYPT_N/);
  });

  it('is written into each hash, and a check uses the hash’s own: a hash made at 16384 still verifies at 1024', async () => {
    const before = process.env.HOMEPORT_SCRYPT_N;
    try {
      process.env.HOMEPORT_SCRYPT_N = '16384';
      const strong = hashPasswordSync('Demo-Pass-2026!');
      expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
      process.env.HOMEPORT_SCRYPT_N = '1024';
      const light = await hashPassword('Demo-Pass-2026!');
      expect(light.split('$')[1]).toBe('1024');
      expect(await verifyPassword('Demo-Pass-2026!', strong)).toBe(true);
      expect(await verifyPassword('Demo-Pass-2026!', light)).toBe(true);
      expect(await verifyPassword('demo-pass-2026!', strong)).toBe(false);
      expect(await verifyPassword('Demo-Pass-2026!', null)).toBe(false);
    } finally {
      if (before === undefined) delete process.env.HOMEPORT_SCRYPT_N;
      else process.env.HOMEPORT_SCRYPT_N = before;
    }
  });
});
