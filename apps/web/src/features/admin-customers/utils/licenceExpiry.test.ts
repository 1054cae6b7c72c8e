import { describe, expect, it } from 'vitest';
import { isLicenceExpiryPast, licenceExpiryInstant } from './licenceExpiry.ts';

describe('licence expiry', () => {
  const now = new Date('2026-05-10T12:00:00Z');

  it('ends a licence day at its last second, UTC', () => {
    expect(licenceExpiryInstant('2026-05-10')).toBe('2026-05-10T23:59:59.000Z');
  });

  it('calls a day before today past, and today or later not', () => {
    expect(isLicenceExpiryPast('2026-05-09', now)).toBe(true);
    expect(isLicenceExpiryPast('2020-01-01', now)).toBe(true);
    expect(isLicenceExpiryPast('2026-05-10', now)).toBe(false);
    expect(isLicenceExpiryPast('2027-01-01', now)).toBe(false);
  });

  it('says nothing for an empty or unreadable day', () => {
    expect(isLicenceExpiryPast('', now)).toBe(false);
    expect(isLicenceExpiryPast(undefined, now)).toBe(false);
    expect(isLicenceExpiryPast('not-a-day', now)).toBe(false);
  });
});
