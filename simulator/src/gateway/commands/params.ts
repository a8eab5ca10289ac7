import { CommandError, ResponseCode } from './types';

/** Readers for request params; a missing or mistyped one answers code 2 naming the field. */

export function requireString(params: Record<string, unknown>, field: string, maxLength = 128): string {
  const value = params[field];
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) {
    throw new CommandError(ResponseCode.badParams, `${field} must be a non-empty string of at most ${maxLength} characters`);
  }
  return value;
}

export function requireDeviceId(params: Record<string, unknown>, field = 'device'): number {
  const value = params[field];
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new CommandError(ResponseCode.badParams, `${field} must be a device id (a non-negative integer)`);
  }
  return value;
}

export interface PropertyAddress {
  device: number;
  service: string;
  property: string;
}

export function requirePropertyAddress(params: Record<string, unknown>): PropertyAddress {
  return { device: requireDeviceId(params), service: requireString(params, 'service'), property: requireString(params, 'property') };
}
