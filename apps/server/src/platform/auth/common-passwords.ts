import { readFileSync } from 'node:fs';
import { AppError } from '../errors/app-error.ts';

/**
 * The 10,000 passwords of the shipped block list (common-passwords.txt): the classic top entries
 * of public breach lists and their word + digits variants, then the most frequent passwords of
 * six characters or more from the ranked list of @zxcvbn-ts/language-common 4.1.3 (MIT), copied
 * once. Checked case-insensitively, because "Password1" is as guessable as "password1".
 * ASVS 5.0 6.2.4 asks for at least the top 3,000.
 */
const BLOCKED = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return BLOCKED.has(password.trim().toLowerCase());
}

export const COMMON_PASSWORD_COUNT = BLOCKED.size;

/** Refuses a block-listed password with VALIDATION_ERROR on the given field. */
export function assertNotCommonPassword(password: string, path = 'body.password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_ERROR', 'This password is too common', [
      { path, message: 'is on the list of common passwords; choose another' },
    ]);
  }
}
