import { normalizePhone as sdkNormalizePhone } from '@homeport/sdk';

/**
 * A phone number as the OTP login matches it (docs/contracts.md "Login"):
 * the sdk's rule (rules/userSettings.ts), so registration, contacts and the
 * portal agree. Null when it is not a phone number.
 */
export function normalizePhone(text: string): string | null {
  return sdkNormalizePhone(text);
}
