import { describe, expect, it } from 'vitest';
import { mailerErrorKey } from './mailerErrorKey.ts';

describe('mailerErrorKey', () => {
  it('words the mailer codes with their own messages', () => {
    expect(mailerErrorKey('MAILER_LOGIN_FAILED')).toBe('ERROR.MAILER_LOGIN_FAILED');
    expect(mailerErrorKey('FORBIDDEN_ERROR')).toBe('ERROR.FORBIDDEN_ERROR');
  });

  it('says the mailer is not connected rather than "retry in a few minutes"', () => {
    expect(mailerErrorKey('SERVICE_UNAVAILABLE')).toBe('EXPORT.MAILER_NOT_CONNECTED');
  });

  it('names the list name and the search for a refused request, not highlighted fields', () => {
    expect(mailerErrorKey('VALIDATION_ERROR')).toBe('EXPORT.MAILER_INVALID');
  });

  it('falls back on UNKNOWN for any other answer', () => {
    expect(mailerErrorKey('UNEXPECTED')).toBe('ERROR.UNKNOWN');
    expect(mailerErrorKey(undefined)).toBe('ERROR.UNKNOWN');
  });
});
