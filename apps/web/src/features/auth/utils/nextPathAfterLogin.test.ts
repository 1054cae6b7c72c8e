import type { Me } from '@adatlas/domain/auth';
import { describe, expect, it } from 'vitest';
import { nextPathAfterLogin } from './nextPathAfterLogin.ts';

const COMPLETE: Me['billingInfo'] = {
  firstName: 'Ada',
  lastName: 'Rossi',
  birthDate: '1985-12-10',
  phoneNumber: '+39 333 1234567',
  isCompany: false,
};
const user = (tags: string[], billingInfo: Me['billingInfo'], overdue = false) => ({
  tags,
  billingInfo,
  overdue,
});

describe('nextPathAfterLogin', () => {
  it('sends a registration-flow user with missing billing info to complete it, whatever the redirect', () => {
    expect(nextPathAfterLogin(user(['registration_flow'], null), '/pitch')).toBe('/completeBillingInfo');
    expect(nextPathAfterLogin(user(['registration_flow'], { firstName: 'A' }), null)).toBe(
      '/completeBillingInfo',
    );
  });

  it('sends an overdue user with complete billing info to the past-due page', () => {
    expect(nextPathAfterLogin(user(['registration_flow'], COMPLETE, true), null)).toBe('/past-due');
  });

  it('asks for the plan until the trial is confirmed, then honours the redirect', () => {
    expect(nextPathAfterLogin(user(['registration_flow'], COMPLETE), '/pitch')).toBe('/confirmPlan');
    expect(
      nextPathAfterLogin(user(['registration_flow', 'regFlow_confirmed_trial'], COMPLETE), '/pitch'),
    ).toBe('/pitch');
  });

  it('sends a renewal session to the plan choice, not to the page asked for, after the billing info', () => {
    const confirmed = ['registration_flow', 'regFlow_confirmed_trial'];
    expect(nextPathAfterLogin(user(confirmed, COMPLETE), '/pitch', '', true)).toBe('/confirmPlan');
    expect(nextPathAfterLogin(user(confirmed, null), '/pitch', '', true)).toBe('/completeBillingInfo');
  });

  it('carries a requested plan through billing info to the plan choice, keeping only the plan parameters', () => {
    const search = '?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=italy&utm=x';
    const plan = '?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=italy';
    expect(nextPathAfterLogin(user(['registration_flow'], null), '/pitch', search)).toBe(
      `/completeBillingInfo${plan}`,
    );
    expect(nextPathAfterLogin(user(['registration_flow'], COMPLETE, true), null, search)).toBe(
      `/past-due${plan}`,
    );
    expect(nextPathAfterLogin(user(['registration_flow'], COMPLETE), null, search)).toBe(
      `/confirmPlan${plan}`,
    );
    // Even after the trial was confirmed, a plan asked for by link is offered rather than skipped.
    expect(
      nextPathAfterLogin(user(['registration_flow', 'regFlow_confirmed_trial'], COMPLETE), '/pitch', search),
    ).toBe(`/confirmPlan${plan}`);
  });

  it('ignores a plan request of a user outside the registration flow', () => {
    expect(nextPathAfterLogin(user([], COMPLETE), '/pitch', '?selectedPlan=PLAN_PRO_MONTHLY_V2')).toBe(
      '/pitch',
    );
  });

  it('honours a same-site redirectUri for the others and ignores a foreign one', () => {
    expect(nextPathAfterLogin(user([], null), '/pitch?x=1')).toBe('/pitch?x=1');
    expect(nextPathAfterLogin(user([], null), 'https://evil.test')).toBe('/');
  });
});
