/**
 * A phone number as the OTP login matches it (docs/contracts.md "Login"):
 * `+` and 8 to 15 digits once spaces, dashes, dots and parentheses are
 * dropped; 10 digits without `+` are taken as +91 (spec 1 §9: default
 * country India). Null when it is not a phone number.
 */
export function normalizePhone(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(compact)) return `+91${compact}`;
  return /^\+\d{8,15}$/.test(compact) ? compact : null;
}
