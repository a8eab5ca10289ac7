import type { DeviceProperty, PropertyValue } from '@homeport/sdk';

export type ValueProblem = 'required' | 'number' | 'range' | 'option';
export type ValueRead = { ok: true; value: PropertyValue } | { ok: false; problem: ValueProblem };

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** An option's code as the device holds it: the seed's codes are numbers written as keys ("0", "1"). */
const optionValue = (code: string): PropertyValue => (NUMERIC.test(code) ? Number(code) : code);

/**
 * What a person typed or chose for a property, as the value the gateway
 * takes: true or false for a switch, a number within the property's range,
 * one of an option property's codes, or text. The form holds it as text.
 */
export function parsePropertyValue(property: Pick<DeviceProperty, 'type' | 'options'>, raw: string): ValueRead {
  const text = raw.trim();
  switch (property.type) {
    case 'bool':
      return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false, problem: 'required' };
    case 'option': {
      const codes = Object.keys(property.options?.values ?? {});
      if (text === '') return { ok: false, problem: 'required' };
      return codes.includes(text) ? { ok: true, value: optionValue(text) } : { ok: false, problem: 'option' };
    }
    case 'number': {
      if (text === '') return { ok: false, problem: 'required' };
      const value = Number(text);
      if (!Number.isFinite(value)) return { ok: false, problem: 'number' };
      const { min, max } = property.options ?? {};
      if ((min !== undefined && value < min) || (max !== undefined && value > max)) return { ok: false, problem: 'range' };
      return { ok: true, value };
    }
    case 'text':
      return text === '' ? { ok: false, problem: 'required' } : { ok: true, value: text };
  }
}

/** The form's starting text for a property: its current value where it has one. */
export function rawOf(property: Pick<DeviceProperty, 'type' | 'value' | 'options'>): string {
  if (property.type === 'bool') return property.value === false ? 'false' : 'true';
  if (property.type === 'option') {
    const codes = Object.keys(property.options?.values ?? {});
    const current = property.value === null ? '' : String(property.value);
    return codes.includes(current) ? current : (codes[0] ?? '');
  }
  return property.value === null ? '' : String(property.value);
}
