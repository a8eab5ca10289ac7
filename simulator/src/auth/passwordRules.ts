import { defaultCustomerConfig, validatePassword, type PasswordRule } from '@homeport/sdk';

const RULE_TEXT: Record<PasswordRule, string> = {
  tooShort: `at least ${defaultCustomerConfig.constants.password.minLength} characters`,
  tooLong: `at most ${defaultCustomerConfig.constants.password.maxLength} characters`,
  lowercase: 'a lower-case letter',
  uppercase: 'an upper-case letter',
  digit: 'a digit',
  special: 'a special character',
};

/**
 * spec 1 §5: the configured customer password rule (10 to 38 characters,
 * lower, upper, digit, special), the same function the portal uses. Null
 * when it passes, else a message naming every rule broken.
 */
export function passwordProblem(secret: string): string | null {
  const check = validatePassword(secret, defaultCustomerConfig);
  if (check.valid) return null;
  return `The password needs ${check.failed.map((rule) => RULE_TEXT[rule]).join(', ')}`;
}
