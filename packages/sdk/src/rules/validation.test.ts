import { describe, expect, it } from 'vitest';
import { defaultCustomerConfig as config, type CustomerConfig } from '../config/customerConfig';
import {
  canReplaceGateway,
  isBridgeModel,
  isValidAddress,
  isValidEmail,
  isValidLinkedAccountId,
  isValidName,
  isValidOtp,
  isValidPin,
  isValidWiseDeviceId,
  validatePassword,
} from './validation';

/** A valid password body of `length` characters: 'Aa1!' then lowercase padding. */
const password = (length: number) => 'Aa1!'.concat('x'.repeat(Math.max(0, length - 4))).slice(0, length);

describe('validatePassword (spec 1 §5: 10 to 38, lower, upper, digit, special)', () => {
  it.each([
    [9, false, ['tooShort']],
    [10, true, []],
    [38, true, []],
    [39, false, ['tooLong']],
  ])('length %s → valid %s', (length, valid, failed) => {
    expect(validatePassword(password(length), config)).toEqual({ valid, failed });
  });

  it.each([
    ['AA1!XXXXXXXX', 'lowercase'],
    ['aa1!xxxxxxxx', 'uppercase'],
    ['Aab!xxxxxxxx', 'digit'],
    ['Aa12xxxxxxxx', 'special'],
  ])('%s misses %s', (value, rule) => {
    expect(validatePassword(value, config).failed).toEqual([rule]);
  });

  it('lists every broken rule', () => {
    expect(validatePassword('', config).failed).toEqual(['tooShort', 'lowercase', 'uppercase', 'digit', 'special']);
  });

  it('does not count a space as the special character, counts accented letters', () => {
    expect(validatePassword('Aa1 xxxxxxxx', config).failed).toEqual(['special']);
    expect(validatePassword('Éa1!xxxxxxxx', config).valid).toBe(true);
  });

  it('counts code points, so an emoji is one character (and special)', () => {
    expect(validatePassword('Aa1😀xxxxx', config).failed).toEqual(['tooShort']); // 9 code points
    expect(validatePassword('Aa1😀xxxxxx', config).valid).toBe(true); // 10
  });

  it('follows the configured defaults (7 to 100, special optional)', () => {
    const defaults: Pick<CustomerConfig, 'constants'> = {
      constants: { ...config.constants, password: { minLength: 7, maxLength: 100, requireSpecial: false } },
    };
    expect(validatePassword('Aa1xxxx', defaults).valid).toBe(true);
    expect(validatePassword('Aa1xxx', defaults).failed).toEqual(['tooShort']);
    expect(validatePassword(password(101), defaults).failed).toEqual(['tooLong']);
  });
});

describe('isValidEmail', () => {
  it.each(['demo@homeport.test', 'a.b+c@sub.example.co.in', 'x@ex-ample.org', 'ünï@exämple.de'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'plain', '@example.com', 'a@', 'a@b', 'a@b.c', 'a b@example.com', 'a@@example.com', 'a@-example.com', 'a@example..com', `${'a'.repeat(250)}@ex.com`])(
    'refuses %s',
    (v) => {
      expect(isValidEmail(v)).toBe(false);
    },
  );
});

describe('isValidName (spec 1 §5: letters with accents, apostrophe, hyphen, space)', () => {
  it.each(['Dana', "O'Brien", 'Jean-Luc', 'Zoë Ødegård', 'María José', 'D’Arcy'])('accepts %s', (v) => {
    expect(isValidName(v)).toBe(true);
  });
  it.each(['', ' ', "'-", 'R2D2', 'a_b', 'Dana!', 'a.b'])('refuses %j', (v) => {
    expect(isValidName(v)).toBe(false);
  });
});

describe('isValidAddress (spec 1 §5: letters, digits, whitespace; required)', () => {
  it.each(['12 Main Street', 'Flat 4B\nMG Road', 'Straße 5'])('accepts %j', (v) => {
    expect(isValidAddress(v)).toBe(true);
  });
  it.each(['', '   ', '12, Main St.', 'No #5', 'a-b'])('refuses %j', (v) => {
    expect(isValidAddress(v)).toBe(false);
  });
});

describe('isValidLinkedAccountId (spec 1 §5: 5 to 45, digits only or e-mail)', () => {
  it.each([
    ['1234', false],
    ['12345', true],
    ['9'.repeat(45), true],
    ['9'.repeat(46), false],
    ['12a45', false],
    ['a@b.in', true],
    ['a@b', false],
    [`${'a'.repeat(36)}@mail.com`, true], // 45
    [`${'a'.repeat(37)}@mail.com`, false], // 46
  ])('%s → %s', (v, ok) => {
    expect(isValidLinkedAccountId(v, config)).toBe(ok);
  });
});

describe('isValidWiseDeviceId (spec 1 §5: 12 or 16 hex)', () => {
  it.each([
    ['0123456789ab', true],
    ['0123456789ABCDEF', true],
    ['0123456789abcd', false], // 14
    ['0123456789a', false], // 11
    ['0123456789abcdef0', false], // 17
    ['0123456789ag', false], // non-hex
    ['0123456789abcdeg', false],
    ['', false],
    [' 0123456789ab', false],
  ])('%j → %s', (v, ok) => {
    expect(isValidWiseDeviceId(v)).toBe(ok);
  });
});

describe('isValidOtp / isValidPin (spec 1 §5)', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', false],
    ['', false],
  ])('OTP %j → %s', (v, ok) => {
    expect(isValidOtp(v, config)).toBe(ok);
  });
  it('PIN needs a non-empty code', () => {
    expect(isValidPin('')).toBe(false);
    expect(isValidPin('0')).toBe(true);
  });
});

describe('canReplaceGateway (spec 1 §5: firmware at least 3.4)', () => {
  it.each([
    ['3.4', true],
    ['3.4.0', true],
    ['3.5.2', true],
    ['3.10', true],
    ['4.0', true],
    ['v3.4.1', true],
    ['3.3.9', false],
    ['3', false],
    ['2.99', false],
    ['', false],
    ['beta', false],
    [null, false],
  ])('%j → %s', (v, ok) => {
    expect(canReplaceGateway(v, config)).toBe(ok);
  });
});

describe('isBridgeModel (spec 1 §5: doc400, shh600, shh800)', () => {
  it.each([
    ['doc400', true],
    ['DOC400', true],
    ['shh600', true],
    ['SHH800', true],
    ['ha101', false],
    ['voc200', false],
    ['', false],
  ])('%s → %s', (v, ok) => {
    expect(isBridgeModel(v, config)).toBe(ok);
  });
});
