import { describe, expect, it } from 'vitest';
import { isValidLocalPassword, isValidSsid, isWifiEncryption, wifiPasswordProblem, wifiQualityBand } from './wifi';

describe('wifiPasswordProblem', () => {
  it.each([
    ['none', '', null],
    ['none', 'x', 'mustBeEmpty'],
    ['WEP', '12345', null],
    ['WEP', '1234567890123', null],
    ['WEP', '0123456789', null],
    ['WEP', 'abcdef0123456789abcdef0123', null],
    ['WEP', '123456', 'wepKey'],
    ['WEP', 'ghijklmnop', 'wepKey'],
    ['WPA', '1234567', 'wpaLength'],
    ['WPA', '12345678', null],
    ['WPA2', 'x'.repeat(63), null],
    ['WPA2', 'x'.repeat(64), 'wpaLength'],
  ] as const)('%s with %j → %s', (encryption, password, problem) => {
    expect(wifiPasswordProblem(encryption, password)).toBe(problem);
  });
});

describe('wifi rules', () => {
  it('knows the four encryptions and nothing else', () => {
    expect(['none', 'WEP', 'WPA', 'WPA2'].every(isWifiEncryption)).toBe(true);
    expect(isWifiEncryption('WPA3')).toBe(false);
    expect(isWifiEncryption(2)).toBe(false);
  });

  it('bands quality at 0.4 and 0.5 of 100 %', () => {
    expect([0, 39, 40, 49, 50, 100, 140, -3].map(wifiQualityBand)).toEqual(['weak', 'weak', 'fair', 'fair', 'good', 'good', 'good', 'weak']);
  });

  it('checks SSID and local password lengths', () => {
    expect([isValidSsid(''), isValidSsid('a'), isValidSsid('x'.repeat(32)), isValidSsid('x'.repeat(33))]).toEqual([false, true, true, false]);
    expect([isValidLocalPassword('1234567'), isValidLocalPassword('12345678'), isValidLocalPassword('x'.repeat(64)), isValidLocalPassword('x'.repeat(65))]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
