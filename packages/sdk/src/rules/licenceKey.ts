import type { Constants } from '../config/customerConfig';

/**
 * spec 2 §5: a licence key is upper-cased, of the configured size (default
 * 20) and of the configured characters (default uppercase hex). Shared by
 * /new_gateway (checks before sending) and the simulator (checks on arrival).
 */
export type LicenceKeyRule = Constants['licenceKey'];
export type LicenceKeyProblem = 'empty' | 'length' | 'characters';

export function normaliseLicenceKey(key: string): string {
  return key.trim().toUpperCase();
}

/** What is wrong with a key as typed (after upper-casing), or null when it may be sent. */
export function licenceKeyProblem(key: string, rule: LicenceKeyRule): LicenceKeyProblem | null {
  const normal = normaliseLicenceKey(key);
  if (normal === '') return 'empty';
  if (!new RegExp(rule.pattern).test(normal)) return 'characters';
  if (normal.length !== rule.length) return 'length';
  return null;
}
