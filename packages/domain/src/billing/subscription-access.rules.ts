import type { SubscriptionStatus } from './billing.api.schemas.ts';
import {
  LICENCE_EXPIRING_SOON_DAYS,
  type LicenceCoverageStatus,
  type SubscriptionAccess,
} from './billing.constants.ts';

export interface SubscriptionAccessInput {
  /** Tagged registration_flow: the account was opened through the e-commerce sign-up. */
  isInRegistrationFlow: boolean;
  /** The status of the user's online subscription in the tenant; null without one. */
  status: SubscriptionStatus | null;
}

/**
 * A self-registered user, or anyone with an online subscription still in force, is an e-commerce
 * customer: checkout and the billing portal serve them. Everybody else holds a licence sold under
 * a sales contract, which only their account manager renews or changes.
 */
export function subscriptionAccess({
  isInRegistrationFlow,
  status,
}: SubscriptionAccessInput): SubscriptionAccess {
  if (isInRegistrationFlow) return 'ecommerce';
  return status !== null && status !== 'canceled' ? 'ecommerce' : 'contract';
}

const DAY_MS = 86_400_000;

/**
 * Where a licence entry (expiry `exp` in unix seconds) stands at `now`: expired from its expiry
 * instant on, expiring within LICENCE_EXPIRING_SOON_DAYS, else active.
 */
export function licenceCoverageStatus(exp: number, now: Date): LicenceCoverageStatus {
  const left = exp * 1000 - now.getTime();
  if (left <= 0) return 'expired';
  return left <= LICENCE_EXPIRING_SOON_DAYS * DAY_MS ? 'expiring' : 'active';
}
