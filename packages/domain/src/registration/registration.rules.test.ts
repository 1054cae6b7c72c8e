import { describe, expect, it } from 'vitest';
import { CONFIRMED_TRIAL_TAG, REGISTRATION_FLOW_TAG } from './registration.constants.ts';
import {
  applySelfServiceTags,
  canChoosePlan,
  checkoutOutcome,
  hasUsedTrial,
  mayRenewAtSignIn,
  nextRegistrationStep,
  type RegistrationInput,
  requestedPlanFromQuery,
} from './registration.rules.ts';
import { RequestedPlanQuerySchema } from './registration.schemas.ts';

const COMPLETE = {
  firstName: 'Ada',
  lastName: 'Rossi',
  birthDate: '1980-01-01',
  phoneNumber: '+39 333 1234567',
};
const BASE: RegistrationInput = {
  tags: [REGISTRATION_FLOW_TAG],
  billingInfo: COMPLETE,
  isOverdue: false,
  requestedPlan: null,
  tenant: 'italy',
  activePlans: [
    { id: 'PLAN_PRO_MONTHLY_V2', archived: false },
    { id: 'PLAN_OLD', archived: true },
  ],
};
const step = (overrides: Partial<RegistrationInput>) => nextRegistrationStep({ ...BASE, ...overrides });
const to = (path: string) => ({ kind: 'route', path });

describe('nextRegistrationStep', () => {
  it('leaves users outside the registration flow alone', () => {
    expect(step({ tags: [], billingInfo: null, isOverdue: true })).toEqual(to('/'));
    expect(step({ tags: [CONFIRMED_TRIAL_TAG], billingInfo: null })).toEqual(to('/'));
  });
  it('asks for billing info first, even when overdue or with a requested plan', () => {
    expect(step({ billingInfo: null })).toEqual(to('/completeBillingInfo'));
    expect(step({ billingInfo: { ...COMPLETE, phoneNumber: '' } })).toEqual(to('/completeBillingInfo'));
    expect(step({ billingInfo: { ...COMPLETE, isCompany: true }, isOverdue: true })).toEqual(
      to('/completeBillingInfo'),
    );
    const requestedPlan = { planId: 'PLAN_PRO_MONTHLY_V2', tenant: 'italy' };
    expect(step({ billingInfo: undefined, requestedPlan })).toEqual(to('/completeBillingInfo'));
  });
  it('sends an overdue user with complete billing info to /past-due', () => {
    expect(step({ isOverdue: true })).toEqual(to('/past-due'));
    expect(
      step({ isOverdue: true, requestedPlan: { planId: 'PLAN_PRO_MONTHLY_V2', tenant: 'italy' } }),
    ).toEqual(to('/past-due'));
  });
  it('checks out a requested plan that is active on this tenant, trial confirmed or not', () => {
    const requestedPlan = { planId: 'PLAN_PRO_MONTHLY_V2', tenant: 'italy' };
    expect(step({ requestedPlan })).toEqual({ kind: 'checkout', planId: 'PLAN_PRO_MONTHLY_V2' });
    expect(step({ requestedPlan, tags: [REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG] })).toEqual({
      kind: 'checkout',
      planId: 'PLAN_PRO_MONTHLY_V2',
    });
  });
  it('falls back to /confirmPlan for an archived, unknown or other-tenant plan', () => {
    expect(step({ requestedPlan: { planId: 'PLAN_OLD', tenant: 'italy' } })).toEqual(to('/confirmPlan'));
    expect(step({ requestedPlan: { planId: 'NOPE', tenant: 'italy' } })).toEqual(to('/confirmPlan'));
    expect(step({ requestedPlan: { planId: 'PLAN_PRO_MONTHLY_V2', tenant: 'france' } })).toEqual(
      to('/confirmPlan'),
    );
    const confirmed = [REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG];
    expect(step({ tags: confirmed, requestedPlan: { planId: 'NOPE', tenant: 'italy' } })).toEqual(
      to('/confirmPlan'),
    );
  });
  it('asks to choose a plan until the trial is confirmed, then goes home', () => {
    expect(step({})).toEqual(to('/confirmPlan'));
    expect(step({ tags: [REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG] })).toEqual(to('/'));
  });
});

describe('requestedPlanFromQuery', () => {
  it('reads the plan and tenant, defaulting to the current tenant', () => {
    expect(requestedPlanFromQuery({ selectedPlan: 'ES_PRO', selectedTenant: 'spain' }, 'italy')).toEqual({
      planId: 'ES_PRO',
      tenant: 'spain',
    });
    expect(requestedPlanFromQuery({ selectedPlan: 'ES_PRO' }, 'italy')).toEqual({
      planId: 'ES_PRO',
      tenant: 'italy',
    });
    expect(requestedPlanFromQuery({ selectedTenant: 'spain' }, 'italy')).toBeNull();
  });
  it('reads malformed query values as absent', () => {
    expect(RequestedPlanQuerySchema.parse({ selectedPlan: ['a', 'b'], selectedTenant: ' ' })).toEqual({});
    expect(RequestedPlanQuerySchema.parse({ selectedPlan: ' ES_PRO ' })).toEqual({ selectedPlan: 'ES_PRO' });
  });
});

describe('checkoutOutcome', () => {
  it('routes a paid checkout to /paymentSuccessful', () => {
    expect(checkoutOutcome({ done: true, success: true })).toEqual(to('/paymentSuccessful'));
  });
  it('routes a failed checkout or a missing url to /paymentFailed', () => {
    expect(checkoutOutcome({ done: true, success: false, url: 'https://pay.example/x' })).toEqual(
      to('/paymentFailed'),
    );
    expect(checkoutOutcome({})).toEqual(to('/paymentFailed'));
  });
  it('redirects to the checkout page otherwise', () => {
    expect(checkoutOutcome({ url: 'https://pay.example/x' })).toEqual({
      kind: 'redirect',
      url: 'https://pay.example/x',
    });
  });
});

describe('applySelfServiceTags', () => {
  it('keeps the system tags whatever the request says and lets only self-service tags change', () => {
    expect(applySelfServiceTags([REGISTRATION_FLOW_TAG], [])).toEqual([REGISTRATION_FLOW_TAG]);
    expect(
      applySelfServiceTags([REGISTRATION_FLOW_TAG], [REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG]),
    ).toEqual([REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG]);
    expect(applySelfServiceTags([], [REGISTRATION_FLOW_TAG, 'vip'])).toEqual([]);
    expect(applySelfServiceTags([CONFIRMED_TRIAL_TAG, 'vip'], [])).toEqual(['vip']);
  });
});

describe('canChoosePlan', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  const licence = (...tenants: { tenant: 'italy' | 'france'; exp: number }[]) => ({ tenants });
  const live = { tenant: 'italy' as const, exp: seconds('2027-03-01T00:00:00Z') };
  const expired = { tenant: 'italy' as const, exp: seconds('2026-03-01T12:00:00Z') };
  const choose = (
    tags: string[],
    held: ReturnType<typeof licence>,
    tenant: 'italy' | 'france' = 'italy',
    kind: 'trial' | 'paid' = 'paid',
  ) => canChoosePlan({ tags, licence: held, tenant, now, kind });
  const both = (tags: string[], held: ReturnType<typeof licence>, tenant: 'italy' | 'france' = 'italy') => [
    choose(tags, held, tenant, 'trial'),
    choose(tags, held, tenant, 'paid'),
  ];

  it('refuses a user outside the registration flow whose licence is live in the tenant', () => {
    expect(both([], licence(live))).toEqual([false, false]);
    expect(both(['vip', CONFIRMED_TRIAL_TAG], licence(live))).toEqual([false, false]);
  });
  it('offers the choice to registration-flow users whose trial licence runs or was never given', () => {
    expect(both([REGISTRATION_FLOW_TAG], licence(live))).toEqual([true, true]);
    expect(both([REGISTRATION_FLOW_TAG], licence())).toEqual([true, true]);
  });
  it('counts the trial used once confirmed with a licence in the tenant or ended there, not elsewhere', () => {
    const used = (tags: string[], held: ReturnType<typeof licence>, tenant: 'italy' | 'france' = 'italy') =>
      hasUsedTrial({ tags, licence: held, tenant, now });
    expect(used([REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG], licence(live))).toBe(true);
    expect(used([REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG], licence(live), 'france')).toBe(false);
    expect(used([REGISTRATION_FLOW_TAG], licence(live))).toBe(false);
    expect(used([REGISTRATION_FLOW_TAG], licence(expired))).toBe(true);
  });
  it('offers it where the licence has no live entry for the tenant, the expiry instant included', () => {
    expect(both([], licence())).toEqual([true, true]);
    expect(both([], licence(live), 'france')).toEqual([true, true]);
    expect(choose([], licence(expired))).toBe(true);
    expect(choose([], licence({ tenant: 'italy', exp: seconds('2026-03-01T12:00:01Z') }))).toBe(false);
  });
  it('gives the trial once: once the licence ran out in the tenant only a paid plan is offered', () => {
    expect(both([REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG], licence(expired))).toEqual([false, true]);
    expect(both([REGISTRATION_FLOW_TAG], licence(expired))).toEqual([false, true]);
    expect(both([], licence(expired))).toEqual([false, true]);
    // Another country's ended licence does not use up this one's trial.
    expect(both([REGISTRATION_FLOW_TAG], licence(expired), 'france')).toEqual([true, true]);
  });
});

describe('mayRenewAtSignIn', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
  const expired = { tenant: 'italy' as const, exp: seconds('2026-03-01T12:00:00Z') };
  const live = { tenant: 'italy' as const, exp: seconds('2026-03-01T12:00:01Z') };
  const renew = (tags: string[], tenants: (typeof expired)[], tenant: 'italy' | 'france' = 'italy') =>
    mayRenewAtSignIn({ tags, licence: { tenants }, tenant, now });

  it('lets a self-registered user whose licence ran out in the tenant in to buy a plan', () => {
    expect(renew([REGISTRATION_FLOW_TAG], [expired])).toBe(true);
    expect(renew([REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG], [expired])).toBe(true);
  });
  it('keeps refusing contract customers, a tenant without an entry, and has nothing to do on a live licence', () => {
    expect(renew([], [expired])).toBe(false);
    expect(renew(['vip'], [expired])).toBe(false);
    expect(renew([REGISTRATION_FLOW_TAG], [expired], 'france')).toBe(false);
    expect(renew([REGISTRATION_FLOW_TAG], [])).toBe(false);
    expect(renew([REGISTRATION_FLOW_TAG], [live])).toBe(false);
  });
});
