import { describe, expect, it } from 'vitest';
import { PLANS } from './billing.constants.ts';
import {
  isLivePaidSubscription,
  planTier,
  reconcilePlanScopes,
  subscriptionScopes,
} from './plan-scopes.rules.ts';

describe('planTier', () => {
  it('reads the tier from the plan code: Pro and Adv include tags, Advance and Base do not', () => {
    const tiers = Object.fromEntries(PLANS.map((plan) => [plan.id, planTier(plan.id)]));
    expect(tiers).toEqual({
      PLAN_ADVANCE_YEARLY_V2: 'base',
      PLAN_PRO_YEARLY_V2: 'pro',
      PLAN_ADV_YEARLY_V2: 'pro',
      PLAN_ADV_MONTHLY_V2: 'pro',
      PLAN_ADVANCE_MONTHLY_V2: 'base',
      PLAN_PRO_MONTHLY_V2: 'pro',
      ES_ADVANCE: 'base',
      ES_PRO: 'pro',
      BASE_MONTHLY_V1: 'base',
      trial: 'trial',
    });
  });

  it('matches whole words only, so plans created in the back office follow the same rule', () => {
    expect(planTier('MX_PRO_2027')).toBe('pro');
    expect(planTier('de-pro-monthly')).toBe('pro');
    expect(planTier('PROMO_MONTHLY')).toBe('base');
    expect(planTier('ADVANCED_YEARLY')).toBe('base');
    expect(planTier('')).toBe('base');
  });
});

describe('subscriptionScopes', () => {
  it('grants favourites on a live Pro subscription only', () => {
    expect(subscriptionScopes({ planId: 'PLAN_PRO_MONTHLY_V2', status: 'active' })).toEqual(['favourites']);
    expect(subscriptionScopes({ planId: 'ES_PRO', status: 'past_due' })).toEqual(['favourites']);
    expect(subscriptionScopes({ planId: 'PLAN_PRO_YEARLY_V2', status: 'canceled' })).toEqual([]);
    expect(subscriptionScopes({ planId: 'PLAN_ADVANCE_MONTHLY_V2', status: 'active' })).toEqual([]);
    expect(subscriptionScopes({ planId: 'trial', status: 'trialing' })).toEqual([]);
    expect(subscriptionScopes(null)).toEqual([]);
  });
});

describe('reconcilePlanScopes', () => {
  const trialScopes = ['company', 'contact', 'ecommerce', 'companyQuota'];

  it('adds the new grants once, keeping the order of what is held', () => {
    expect(reconcilePlanScopes(trialScopes, { before: [], after: ['favourites'] })).toEqual([
      ...trialScopes,
      'favourites',
    ]);
    expect(
      reconcilePlanScopes([...trialScopes, 'favourites'], { before: ['favourites'], after: ['favourites'] }),
    ).toEqual([...trialScopes, 'favourites']);
  });

  it('takes away only what the previous plan granted and the new one does not', () => {
    const held = ['company', 'favourites', 'pitchScores', 'favourites:read'];
    expect(reconcilePlanScopes(held, { before: ['favourites'], after: [] })).toEqual([
      'company',
      'pitchScores',
      'favourites:read',
    ]);
  });

  it('leaves scopes granted by hand alone when no plan granted them', () => {
    const held = ['company', 'favourites', 'activemailer'];
    expect(reconcilePlanScopes(held, { before: [], after: [] })).toEqual(held);
  });
});

describe('isLivePaidSubscription', () => {
  it('is a paid plan billed by a provider and not cancelled', () => {
    expect(isLivePaidSubscription({ status: 'active', provider: 'stripe', price: 79 })).toBe(true);
    expect(isLivePaidSubscription({ status: 'past_due', provider: 'local', price: 79 })).toBe(true);
    expect(isLivePaidSubscription({ status: 'canceled', provider: 'stripe', price: 79 })).toBe(false);
    expect(isLivePaidSubscription({ status: 'trialing', provider: 'none', price: 0 })).toBe(false);
    expect(isLivePaidSubscription({ status: 'active', provider: 'local', price: 0 })).toBe(false);
  });
});
