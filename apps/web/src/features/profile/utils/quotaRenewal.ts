import {
  type CreditRenewal,
  creditRenewal,
  type SubscriptionInfo,
  TRIAL_PLAN_ID,
} from '@adatlas/domain/billing';

/** The sentence of each outcome on the quotas page. */
export const RENEWAL_TEXT_KEYS = {
  renews: 'PROFILE.QUOTAS.RENEWAL',
  endsWithTrial: 'PROFILE.QUOTAS.ENDS_WITH_TRIAL',
  endsWithPlan: 'PROFILE.QUOTAS.ENDS_WITH_PLAN',
} as const satisfies Record<CreditRenewal['kind'], string>;

/** When the caller's credits come back, or end with the plan, from the subscription the server answers. */
export function quotaRenewal(info: SubscriptionInfo): CreditRenewal {
  const term = info.plans[0];
  return creditRenewal({
    periodEnd: new Date(info.renewalDate),
    planEnd: term ? new Date(term.periodEndDate * 1000) : null,
    isTrial: info.plan?.id === TRIAL_PLAN_ID,
    isRenewing: info.canManage,
  });
}
