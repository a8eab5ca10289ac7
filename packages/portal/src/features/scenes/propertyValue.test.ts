import { describe, expect, it } from 'vitest';
import { parsePropertyValue, rawOf } from './propertyValue';

const mode = { type: 'option' as const, value: 1, options: { values: { '0': 'off', '1': 'heat', '2': 'cool' } } };
const level = { type: 'number' as const, value: 40, options: { min: 0, max: 99, unit: '%' } };

describe('a property value from the form', () => {
  it('reads a switch as true or false', () => {
    expect(parsePropertyValue({ type: 'bool' }, 'true')).toEqual({ ok: true, value: true });
    expect(parsePropertyValue({ type: 'bool' }, 'false')).toEqual({ ok: true, value: false });
    expect(parsePropertyValue({ type: 'bool' }, '')).toEqual({ ok: false, problem: 'required' });
  });

  it('reads a number within the property’s range, and refuses one outside it', () => {
    expect(parsePropertyValue(level, ' 25.5 ')).toEqual({ ok: true, value: 25.5 });
    expect(parsePropertyValue(level, '100')).toEqual({ ok: false, problem: 'range' });
    expect(parsePropertyValue(level, '-1')).toEqual({ ok: false, problem: 'range' });
    expect(parsePropertyValue(level, 'ten')).toEqual({ ok: false, problem: 'number' });
    expect(parsePropertyValue(level, '')).toEqual({ ok: false, problem: 'required' });
    expect(parsePropertyValue({ type: 'number' }, '1e3')).toEqual({ ok: true, value: 1000 });
  });

  it('takes only an option’s own codes, as the numbers the device holds', () => {
    expect(parsePropertyValue(mode, '2')).toEqual({ ok: true, value: 2 });
    expect(parsePropertyValue(mode, '7')).toEqual({ ok: false, problem: 'option' });
    expect(parsePropertyValue({ type: 'option', options: { values: { eco: 'Eco' } } }, 'eco')).toEqual({ ok: true, value: 'eco' });
  });

  it('takes any text but none', () => {
    expect(parsePropertyValue({ type: 'text' }, ' hello ')).toEqual({ ok: true, value: 'hello' });
    expect(parsePropertyValue({ type: 'text' }, '  ')).toEqual({ ok: false, problem: 'required' });
  });

  it('starts the form from the property’s current value', () => {
    expect(rawOf({ type: 'bool', value: false })).toBe('false');
    expect(rawOf({ type: 'bool', value: null })).toBe('true');
    expect(rawOf(mode)).toBe('1');
    expect(rawOf({ ...mode, value: 9 })).toBe('0');
    expect(rawOf(level)).toBe('40');
    expect(rawOf({ type: 'text', value: null })).toBe('');
  });
});
