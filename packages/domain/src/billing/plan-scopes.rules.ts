import type { ScopeName } from '../scopes/scopes.constants.ts';
import type { SubscriptionStatus } from './billing.api.schemas.ts';
import { TRIAL_PLAN_ID } from './billing.constants.ts';

export type PlanTier = 'trial' | 'base' | 'pro';

/**
 * Words of a plan code that name a tier with tags (spec access §6: favourites require a Pro
 * subscription). `ADV` is read as above Pro: it costs more than Pro for the same credits
 * (2390 against 1500 a year, 99 against 79 a month), so it cannot include less. `ADVANCE` is
 * another word, the entry tier.
 */
export const PRO_TIER_CODE_WORDS: readonly string[] = ['PRO', 'ADV'];

/** What each tier grants beyond the scopes every customer of the tenant holds. */
export const TIER_SCOPES: Record<PlanTier, readonly ScopeName[]> = {
  trial: [],
  base: [],
  pro: ['favourites'],
};

/** Every scope a plan can grant: the ones a change of plan may take away. */
export const PLAN_GRANTED_SCOPES: readonly ScopeName[] = [...new Set(Object.values(TIER_SCOPES).flat())];

/** The tier of a plan, read from its code, so plans created in the back office follow the rule too. */
export function planTier(planId: string): PlanTier {
  if (planId === TRIAL_PLAN_ID) return 'trial';
  const words = planId.toUpperCase().split(/[^A-Z0-9]+/);
  return words.some((word) => PRO_TIER_CODE_WORDS.includes(word)) ? 'pro' : 'base';
}

/** The scopes a subscription grants: its plan's tier while it lives, none once cancelled. */
export function subscriptionScopes(
  subscription: { planId: string; status: SubscriptionStatus } | null | undefined,
): readonly ScopeName[] {
  if (!subscription || subscription.status === 'canceled') return [];
  return TIER_SCOPES[planTier(subscription.planId)];
}

/**
 * The tenant's scopes after a subscription moved from granting `before` to granting `after`: the
 * new grants are added, and only what the previous state granted and the new one does not is taken
 * away. Any other scope stays, so what an admin granted by hand (pitchScores, activemailer, …) survives
 * a change of plan. A scope an admin granted that a plan also grants cannot be told apart from the
 * plan's grant once the plan held it: leaving that plan takes it away, as for anyone on that plan.
 */
export function reconcilePlanScopes(
  held: readonly string[],
  grants: { before: readonly string[]; after: readonly string[] },
): string[] {
  const removed = new Set(grants.before.filter((scope) => !grants.after.includes(scope)));
  const kept = held.filter((scope) => !removed.has(scope));
  return [...kept, ...grants.after.filter((scope) => !kept.includes(scope))];
}

/**
 * A subscription the provider bills: paid plan, a real provider, not cancelled (past due included,
 * the provider keeps retrying). Such a subscriber changes plan in the billing portal only: a trial
 * or a second checkout would overwrite it while the provider keeps billing, or bill twice.
 */
export function isLivePaidSubscription(subscription: {
  status: SubscriptionStatus;
  provider: string;
  price: number;
}): boolean {
  return subscription.provider !== 'none' && subscription.status !== 'canceled' && subscription.price > 0;
}
