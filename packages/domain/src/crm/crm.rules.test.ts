import { describe, expect, it } from 'vitest';
import { crmSkipReason, retryDelayMs } from './crm.rules.ts';

describe('crmSkipReason', () => {
  const none = new Set<string>();
  it('sends a revealed contact with an e-mail not yet in the push', () => {
    expect(crmSkipReason({ email: 'ada@acme.test', revealed: true }, none)).toBeNull();
  });
  it('skips a contact the reveal rule hides, even if an e-mail is there', () => {
    expect(crmSkipReason({ email: 'ada@acme.test', revealed: false }, none)).toBe('NOT_REVEALED');
  });
  it('skips a contact without an e-mail, and a second one with the same e-mail in any case', () => {
    expect(crmSkipReason({ email: '  ', revealed: true }, none)).toBe('NO_EMAIL');
    expect(crmSkipReason({ email: ' ADA@acme.test', revealed: true }, new Set(['ada@acme.test']))).toBe(
      'DUPLICATE_EMAIL',
    );
  });
});

describe('retryDelayMs', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it("uses the vendor's Retry-After in seconds or as a date, within a minute", () => {
    expect(retryDelayMs('2', 1, now)).toBe(2000);
    expect(retryDelayMs('Fri, 27 Nov 2026 10:00:05 GMT', 1, now)).toBe(5000);
    expect(retryDelayMs('3600', 1, now)).toBe(60_000);
  });
  it('doubles from one second without one, up to 30 s', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(null, attempt, now))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs('soon', 10, now)).toBe(30_000);
  });
});
