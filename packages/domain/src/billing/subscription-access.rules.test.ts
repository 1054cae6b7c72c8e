import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from './billing.api.schemas.ts';
import { licenceCoverageStatus, subscriptionAccess } from './subscription-access.rules.ts';

describe('subscriptionAccess', () => {
  it('reads a licence without an online subscription, outside the registration flow, as a contract', () => {
    expect(subscriptionAccess({ isInRegistrationFlow: false, status: null })).toBe('contract');
    expect(subscriptionAccess({ isInRegistrationFlow: false, status: 'canceled' })).toBe('contract');
  });
  it('reads a self-registered user as e-commerce, with or without a plan yet', () => {
    for (const status of [null, ...SUBSCRIPTION_STATUSES]) {
      expect(subscriptionAccess({ isInRegistrationFlow: true, status })).toBe('ecommerce');
    }
  });
  it('reads an online subscription in force as e-commerce, a failed renewal included', () => {
    for (const status of ['trialing', 'active', 'past_due'] as const) {
      expect(subscriptionAccess({ isInRegistrationFlow: false, status })).toBe('ecommerce');
    }
  });
});

describe('licenceCoverageStatus', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const inDays = (days: number) => Math.floor(now.getTime() / 1000) + days * 86_400;

  it('is expired from the expiry instant on', () => {
    expect(licenceCoverageStatus(inDays(0), now)).toBe('expired');
    expect(licenceCoverageStatus(inDays(-400), now)).toBe('expired');
  });
  it('is expiring within 30 days, active beyond', () => {
    expect(licenceCoverageStatus(inDays(0) + 1, now)).toBe('expiring');
    expect(licenceCoverageStatus(inDays(30), now)).toBe('expiring');
    expect(licenceCoverageStatus(inDays(30) + 1, now)).toBe('active');
    expect(licenceCoverageStatus(inDays(365), now)).toBe('active');
  });
});
