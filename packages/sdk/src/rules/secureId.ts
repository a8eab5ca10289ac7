/**
 * spec 2 §3: a gateway's secureId is shown masked except characters 12 to
 * 20. Read as 1-based and inclusive (docs/decisions.md "Gateway settings"):
 * the 9 characters from the 12th to the 20th stay, every other one is `•`.
 * Shorter ids show what they have of that range.
 */
export const SECURE_ID_SHOWN = { from: 12, to: 20 } as const;
export const MASK_CHARACTER = '•';

export function maskSecureId(secureId: string): string {
  return [...secureId].map((character, index) => (index + 1 >= SECURE_ID_SHOWN.from && index + 1 <= SECURE_ID_SHOWN.to ? character : MASK_CHARACTER)).join('');
}

/**
 * spec 2 §5: serial and secure ids are upper-cased before assignment. A
 * secure id is 8 to 64 letters and digits (ours: the sticker's; the seed's
 * are 24 hex digits).
 */
export const SECURE_ID_PATTERN = /^[A-Z0-9]{8,64}$/;

export type SecureIdProblem = 'empty' | 'format';

export function normaliseSecureId(secureId: string): string {
  return secureId.trim().toUpperCase();
}

export function secureIdProblem(secureId: string): SecureIdProblem | null {
  const id = normaliseSecureId(secureId);
  if (id === '') return 'empty';
  return SECURE_ID_PATTERN.test(id) ? null : 'format';
}
