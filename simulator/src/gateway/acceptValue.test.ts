import { describe, expect, it } from 'vitest';
import type { DeviceProperty } from '@homeport/sdk';
import { type CommandError, ResponseCode } from './commands/outcome';
import { acceptValue } from './acceptValue';

const setPoint: DeviceProperty = { name: 'SetPoint', value: 21, type: 'number', readonly: false, options: { min: 16, max: 31, step: 0.5 } };
const mode: DeviceProperty = { name: 'Mode', value: 1, type: 'option', readonly: false, options: { values: { '0': 'off', '1': 'heat' } } };
const state: DeviceProperty = { name: 'State', value: true, type: 'bool', readonly: false };
const key: DeviceProperty = { name: 'Key', value: '', type: 'text', readonly: false };

function codeOf(property: DeviceProperty, value: unknown): number {
  try {
    acceptValue(property, value);
    return ResponseCode.ok;
  } catch (error) {
    return (error as CommandError).code;
  }
}

describe('acceptValue', () => {
  it('accepts values of the right type within min, max and step', () => {
    expect(acceptValue(setPoint, 16)).toBe(16);
    expect(acceptValue(setPoint, 22.5)).toBe(22.5);
    expect(acceptValue(state, false)).toBe(false);
    expect(acceptValue(key, 'POWER')).toBe('POWER');
  });

  it('answers code 5 for out of range, off-step or mistyped values', () => {
    for (const value of [15.5, 31.5, 22.25, '22', null, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(codeOf(setPoint, value), String(value)).toBe(ResponseCode.badValue);
    }
    expect(codeOf(state, 'true')).toBe(ResponseCode.badValue);
    expect(codeOf(state, 1)).toBe(ResponseCode.badValue);
    expect(codeOf(key, 'x'.repeat(2000))).toBe(ResponseCode.badValue);
  });

  it('takes an option by its code, as number or string, and keeps the stored type', () => {
    expect(acceptValue(mode, '0')).toBe(0);
    expect(acceptValue(mode, 1)).toBe(1);
    expect(codeOf(mode, 2)).toBe(ResponseCode.badValue);
    expect(codeOf(mode, 'toString')).toBe(ResponseCode.badValue);
    expect(codeOf(mode, true)).toBe(ResponseCode.badValue);
  });
});
