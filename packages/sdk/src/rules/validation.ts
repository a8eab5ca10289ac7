import type { CustomerConfig } from '../config/customerConfig';

type WithConstants = Pick<CustomerConfig, 'constants'>;

export type PasswordRule = 'tooShort' | 'tooLong' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export interface PasswordCheck {
  valid: boolean;
  /** Every rule the value breaks, in a stable order, for per-rule hints. */
  failed: PasswordRule[];
}

const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const DIGIT = /\p{Nd}/u;
/** Anything that is not a letter, mark, digit or whitespace counts as special. */
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/u;

/**
 * spec 1 §5: configured password, 10 to 38 characters with a lowercase
 * letter, an uppercase letter, a digit and (when required) a special
 * character. Length counts code points, so an emoji is one character.
 */
export function validatePassword(value: string, config: WithConstants): PasswordCheck {
  const rules = config.constants.password;
  const length = [...value].length;
  const failed: PasswordRule[] = [];
  if (length < rules.minLength) failed.push('tooShort');
  if (length > rules.maxLength) failed.push('tooLong');
  if (!LOWERCASE.test(value)) failed.push('lowercase');
  if (!UPPERCASE.test(value)) failed.push('uppercase');
  if (!DIGIT.test(value)) failed.push('digit');
  if (rules.requireSpecial && !SPECIAL.test(value)) failed.push('special');
  return { valid: failed.length === 0, failed };
}

/**
 * spec 1 §5: "e-mail pattern (configured)". Ours: one @, a local part without
 * spaces, a dotted domain whose last label has 2+ letters; at most 254
 * characters (RFC 5321 path limit).
 */
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** spec 1 §5: letters with accents, apostrophe, hyphen or space; at least one letter. */
const NAME = /^[\p{L}\p{M}'’\- ]+$/u;

export function isValidName(value: string): boolean {
  return NAME.test(value) && /\p{L}/u.test(value);
}

/** spec 1 §5: address is letters, digits and whitespace only, and required. */
const ADDRESS = /^[\p{L}\p{M}\p{N}\s]+$/u;

export function isValidAddress(value: string): boolean {
  return value.trim().length > 0 && ADDRESS.test(value);
}

/**
 * spec 1 §5: linked account id, 5 to 45 characters (configured), digits only
 * or an e-mail.
 */
export function isValidLinkedAccountId(value: string, config: WithConstants): boolean {
  const { minLength, maxLength } = config.constants.linkedAccountId;
  if (value.length < minLength || value.length > maxLength) return false;
  return /^\d+$/.test(value) || isValidEmail(value);
}

/** spec 1 §5: wise device id, 12 or 16 hexadecimal characters. */
export function isValidWiseDeviceId(value: string): boolean {
  return /^(?:[0-9a-fA-F]{12}|[0-9a-fA-F]{16})$/.test(value);
}

/** spec 1 §5: the OTP dialog continues only when the code is exactly otpLength (6) characters. */
export function isValidOtp(value: string, config: WithConstants): boolean {
  return value.length === config.constants.otpLength;
}

/** spec 1 §5: the PIN dialog needs a non-empty code. */
export function isValidPin(value: string): boolean {
  return value.length > 0;
}

/**
 * spec 1 §5: replace gateway needs firmware at least 3.4 (configured).
 * Compared as versions, part by part ('3.10' is above '3.4'); a version we
 * cannot read does not qualify.
 */
export function canReplaceGateway(fwVersion: string | null | undefined, config: WithConstants): boolean {
  const version = versionParts(fwVersion ?? '');
  const minimum = versionParts(String(config.constants.replaceMinGatewayFirmware));
  if (!version || !minimum) return false;
  return compareVersions(version, minimum) >= 0;
}

/** spec 1 §5: bridge gateway models allowed: doc400, shh600, shh800 (configured). */
export function isBridgeModel(model: string, config: WithConstants): boolean {
  const wanted = model.trim().toLowerCase();
  return config.constants.bridgeModels.some((m) => m.toLowerCase() === wanted);
}

/** '3.4.1', 'v3.4', '3.4-rc1' → [3, 4, 1]; null when it does not start with a number. */
function versionParts(value: string): number[] | null {
  const match = /^v?(\d+(?:\.\d+)*)/i.exec(value.trim());
  return match?.[1] ? match[1].split('.').map(Number) : null;
}

function compareVersions(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
