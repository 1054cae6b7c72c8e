import { isRegistrationPassword } from '@adatlas/domain/auth';

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A hint while typing, not a rule: the server's rules are the minimum (8 characters, a letter and a
 * digit) and the common-password list. Length counts most, as NIST and ASVS advise.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!isRegistrationPassword(password)) return 'weak';
  let score = 0;
  if (password.length >= 12) score += 1;
  if (password.length >= 16) score += 1;
  if (/[^\p{L}\p{Nd}]/u.test(password) || (/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) score += 1;
  return score >= 2 ? 'strong' : 'fair';
}
