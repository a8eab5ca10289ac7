import type { DeviceProperty, PropertyValue } from '@homeport/sdk';
import { CommandError, ResponseCode } from './commands/outcome';

const MAX_TEXT = 1024;

function refuse(property: DeviceProperty, why: string): never {
  throw new CommandError(ResponseCode.badValue, `${property.name}: ${why}`);
}

/**
 * The value a set stores, or code 5 when it has the wrong type or lies
 * outside the property's options (min, max, step, allowed values).
 */
export function acceptValue(property: DeviceProperty, value: unknown): PropertyValue {
  switch (property.type) {
    case 'bool':
      if (typeof value !== 'boolean') refuse(property, 'expects true or false');
      return value;
    case 'number':
      return acceptNumber(property, value);
    case 'option':
      return acceptOption(property, value);
    case 'text':
      if (typeof value !== 'string' || value.length > MAX_TEXT) refuse(property, `expects a string of at most ${MAX_TEXT} characters`);
      return value;
  }
}

function acceptNumber(property: DeviceProperty, value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) refuse(property, 'expects a number');
  const { min, max, step } = property.options ?? {};
  if (min !== undefined && value < min) refuse(property, `${value} is below the minimum ${min}`);
  if (max !== undefined && value > max) refuse(property, `${value} is above the maximum ${max}`);
  if (step !== undefined && step > 0) {
    const steps = (value - (min ?? 0)) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) refuse(property, `${value} is not a multiple of the step ${step}`);
  }
  return value;
}

function acceptOption(property: DeviceProperty, value: unknown): PropertyValue {
  const values = property.options?.values ?? {};
  if (typeof value !== 'number' && typeof value !== 'string') refuse(property, 'expects one of its option codes');
  const key = String(value);
  if (!Object.hasOwn(values, key)) refuse(property, `${key} is not one of ${Object.keys(values).join(', ')}`);
  // Keep the stored type (option codes are numbers in the seed).
  return typeof property.value === 'number' ? Number(key) : key;
}
