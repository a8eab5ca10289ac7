import type { CompareType, PropertyValue } from '@homeport/sdk';

/**
 * Whether a device trigger's condition holds for a value: numbers compare
 * as numbers, anything else (text, option codes) as strings; a value not
 * yet known (null) never matches. Booleans and options only ever get EQ
 * (the sdk's compareTypesFor; add_device_trigger refuses the rest).
 */
export function compares(actual: PropertyValue | undefined, op: CompareType, expected: PropertyValue): boolean {
  if (actual === null || actual === undefined || expected === null) return false;
  if (typeof actual === 'number' && typeof expected === 'number') {
    if (op === 'EQ') return actual === expected;
    return op === 'LT' ? actual < expected : actual > expected;
  }
  if (typeof actual === 'boolean' || typeof expected === 'boolean') return op === 'EQ' && actual === expected;
  const a = String(actual);
  const b = String(expected);
  if (op === 'EQ') return a === b;
  return op === 'LT' ? a < b : a > b;
}
