import { describe, expect, it } from 'vitest';
import { registrationRedirect, registrationStepFor } from './registrationStep.ts';

const COMPLETE = {
  firstName: 'A',
  lastName: 'B',
  birthDate: '1985-12-10',
  phoneNumber: '333 1234567',
  isCompany: false,
};
const PLANS = [
  { id: 'trial', archived: false },
  { id: 'PLAN_PRO_MONTHLY_V2', archived: false },
  { id: 'OLD', archived: true },
];
const flowUser = (tags: string[] = ['registration_flow']) => ({
  tags,
  billingInfo: COMPLETE,
  overdue: false,
});

describe('registrationStepFor', () => {
  it('goes to checkout for an active plan requested for the signed-in tenant', () => {
    expect(
      registrationStepFor(
        flowUser(),
        'italy',
        '?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=italy',
        PLANS,
      ),
    ).toEqual({
      kind: 'checkout',
      planId: 'PLAN_PRO_MONTHLY_V2',
    });
  });

  it('falls back on the plan choice for an archived, unknown or foreign request', () => {
    for (const search of [
      '?selectedPlan=OLD',
      '?selectedPlan=NOPE',
      '?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=spain',
    ]) {
      expect(registrationStepFor(flowUser(), 'italy', search, PLANS)).toEqual({
        kind: 'route',
        path: '/confirmPlan',
      });
    }
  });
});

describe('registrationRedirect', () => {
  const route = (path: '/' | '/completeBillingInfo' | '/past-due' | '/confirmPlan') => ({
    kind: 'route' as const,
    path,
  });
  const checkout = { kind: 'checkout' as const, planId: 'PLAN_PRO_MONTHLY_V2' };
  const plan = '?selectedPlan=PLAN_PRO_MONTHLY_V2&selectedTenant=italy';

  it('sends missing billing info and a suspended subscription there from anywhere', () => {
    expect(registrationRedirect(route('/completeBillingInfo'), '/confirmPlan', '')).toBe(
      '/completeBillingInfo',
    );
    expect(registrationRedirect(route('/past-due'), '/companies', '')).toBe('/past-due');
    expect(registrationRedirect(route('/past-due'), '/past-due', '')).toBeNull();
  });

  it('carries a requested plan to the billing info, which comes first', () => {
    expect(registrationRedirect(route('/completeBillingInfo'), '/', `${plan}&utm=x`)).toBe(
      `/completeBillingInfo${plan}`,
    );
    expect(registrationRedirect(route('/completeBillingInfo'), '/completeBillingInfo', plan)).toBeNull();
  });

  it('shows a plan the tenant sells preselected on the plan choice, and stays there', () => {
    expect(registrationRedirect(checkout, '/', plan)).toBe(`/confirmPlan${plan}`);
    expect(registrationRedirect(checkout, '/companies', `${plan}&utm=x`)).toBe(`/confirmPlan${plan}`);
    expect(registrationRedirect(checkout, '/confirmPlan', plan)).toBeNull();
  });

  it('drops a requested plan the tenant does not sell, leaving the plain plan choice', () => {
    expect(registrationRedirect(route('/confirmPlan'), '/confirmPlan', '?selectedPlan=OLD')).toBe(
      '/confirmPlan',
    );
    expect(registrationRedirect(route('/confirmPlan'), '/', '?selectedPlan=OLD')).toBe('/confirmPlan');
  });

  it('lets the plan choice wait on the flow pages (edit info, payment result) but not elsewhere', () => {
    expect(registrationRedirect(route('/confirmPlan'), '/completeBillingInfo', '')).toBeNull();
    expect(registrationRedirect(route('/confirmPlan'), '/paymentFailed', '')).toBeNull();
    expect(registrationRedirect(route('/confirmPlan'), '/profile/quotas', '')).toBe('/confirmPlan');
  });

  it('leaves a user who finished the flow where they are', () => {
    expect(registrationRedirect(route('/'), '/companies', '')).toBeNull();
  });
});
