import { describe, expect, it } from 'vitest';
import { CONFIRMED_TRIAL_TAG, REGISTRATION_FLOW_TAG } from './registration.constants.ts';
import {
  applySelfServiceTags,
  canChoosePlan,
  checkoutOutcome,
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
  const choose = (tags: string[], held: ReturnType<typeof licence>, tenant: 'italy' | 'france' = 'italy') =>
    canChoosePlan({ tags, licence: held, tenant, now });

  it('refuses a user outside the registration flow whose licence is live in the tenant', () => {
    expect(choose([], licence(live))).toBe(false);
    expect(choose(['vip', CONFIRMED_TRIAL_TAG], licence(live))).toBe(false);
  });
  it('offers the choice to registration-flow users, trial licence live or not, confirmed or not', () => {
    expect(choose([REGISTRATION_FLOW_TAG], licence(live))).toBe(true);
    expect(choose([REGISTRATION_FLOW_TAG, CONFIRMED_TRIAL_TAG], licence(live))).toBe(true);
    expect(choose([REGISTRATION_FLOW_TAG], licence())).toBe(true);
  });
  it('offers it where the licence has no live entry for the tenant, the expiry instant included', () => {
    expect(choose([], licence())).toBe(true);
    expect(choose([], licence(live), 'france')).toBe(true);
    expect(choose([], licence({ tenant: 'italy', exp: seconds('2026-03-01T12:00:00Z') }))).toBe(true);
    expect(choose([], licence({ tenant: 'italy', exp: seconds('2026-03-01T12:00:01Z') }))).toBe(false);
  });
});
