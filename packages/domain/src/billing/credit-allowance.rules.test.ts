import { describe, expect, it } from 'vitest';
import { type CreditSources, creditAllowance } from './credit-allowance.rules.ts';

const at = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const base: CreditSources = {
  accountCreatedAt: at('2026-01-10'),
  extraCredits: { company: 0, contact: 0 },
  tenantCredits: { company: 5, contact: 5 },
};
const subscription = {
  periodStart: at('2026-03-01'),
  period: 'year' as const,
  credits: { company: 100, contact: 50 },
};
const plugin = { periodStart: at('2026-02-15'), period: 1, credits: { company: 30, contact: 20 } };

describe('creditAllowance', () => {
  it('takes the subscription first, then the credits plugin, then the tenant grant', () => {
    const now = at('2026-06-20');
    expect(creditAllowance({ ...base, subscription, creditsPlugin: plugin }, now).source).toBe(
      'subscription',
    );
    expect(creditAllowance({ ...base, creditsPlugin: plugin }, now).source).toBe('plugin');
    expect(creditAllowance(base, now).source).toBe('tenant');
  });

  it("renews a yearly plan's credits only at the year's end", () => {
    const { period, credits } = creditAllowance({ ...base, subscription }, at('2026-11-27'));
    expect(period).toEqual({ start: at('2026-03-01'), end: at('2027-03-01') });
    expect(credits).toEqual({ company: 100, contact: 50 });
  });

  it('renews the tenant grant monthly from the account’s creation', () => {
    const { period } = creditAllowance(base, at('2026-04-02'));
    expect(period).toEqual({ start: at('2026-03-10'), end: at('2026-04-10') });
  });

  it('adds the extra credits an administrator gave to whatever grant is in force', () => {
    const extraCredits = { company: 3, contact: 7 };
    expect(creditAllowance({ ...base, extraCredits }, at('2026-04-02')).credits).toEqual({
      company: 8,
      contact: 12,
    });
    expect(
      creditAllowance({ ...base, extraCredits, creditsPlugin: plugin }, at('2026-04-02')).credits,
    ).toEqual({
      company: 33,
      contact: 27,
    });
  });
});
