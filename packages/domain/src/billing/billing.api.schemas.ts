import { z } from 'zod';
import { CheckoutResponseSchema } from '../registration/registration.schemas.ts';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import { PLAN_CURRENCIES, SUBSCRIPTION_ACCESS_KINDS } from './billing.constants.ts';
import { ConsumptionSchema, PlanSchema, SubscriptionPlanSchema } from './billing.schemas.ts';

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * A plan as the API sells it: the spec fields plus its currency (a UK plan is priced in pounds),
 * where it is sold and whether results are capped.
 */
export const ActivePlanSchema = PlanSchema.extend({
  currency: z.enum(PLAN_CURRENCIES),
  markets: z.array(z.string()),
  resultsLimited: z.boolean(),
});
export type ActivePlan = z.infer<typeof ActivePlanSchema>;
export const ActivePlansResponseSchema = z.object({ data: z.object({ plans: z.array(ActivePlanSchema) }) });

export const CheckoutQuerySchema = z.object({ priceId: z.string().trim().min(1).max(200) });
export const CheckoutApiResponseSchema = z.object({ data: CheckoutResponseSchema });

/** Where the portal sends the user back: a path of this application, never another site. */
export const BillingPortalQuerySchema = z.object({
  returnTo: z
    .string()
    .max(2000)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path of this application')
    .default('/profile/subscription-info'),
});
export const BillingPortalResponseSchema = z.object({ data: z.object({ url: z.url() }) });

export const ConsumptionQuerySchema = z.object({
  /** Start of the period to count; without it, the caller's current period. */
  periodStartDate: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
});
export const ConsumptionResponseSchema = z.object({ data: ConsumptionSchema });

/** Credits of one kind in the current period; null when that kind is not metered for the caller. */
export const CreditUsageSchema = z
  .object({
    total: z.number().int().nonnegative(),
    consumed: z.number().int().nonnegative(),
    remaining: z.number().int().nonnegative(),
  })
  .nullable();
export type CreditUsage = z.infer<typeof CreditUsageSchema>;

/** One country of the caller's licence and when access there ends (unix seconds, as the licence holds it). */
export const LicenceCoverageSchema = z.object({ tenant: TenantIdSchema, exp: z.number().int() });
export type LicenceCoverage = z.infer<typeof LicenceCoverageSchema>;

export const SubscriptionInfoSchema = z.object({
  /** Bought online, or a licence under a sales contract (see subscriptionAccess). */
  access: z.enum(SUBSCRIPTION_ACCESS_KINDS),
  /** The countries the caller's licence covers, in the tenants' order; hidden ones only for admins. */
  licence: z.array(LicenceCoverageSchema),
  plan: ActivePlanSchema.nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  /** ISO instants of the credits period in force. */
  periodStart: z.string(),
  periodEnd: z.string(),
  /**
   * When the credits renew: the end of their period, which lasts a month for a monthly plan or
   * plugin and twelve months otherwise (billingPeriodAt, spec access §4). Every page shows this date.
   */
  renewalDate: z.string(),
  /** The spec's subscription shape: the plan's price id and its period end in unix seconds. */
  plans: z.array(SubscriptionPlanSchema),
  /** A paid plan bought through a provider can be managed in its billing portal. */
  canManage: z.boolean(),
  credits: z.object({ company: CreditUsageSchema, contact: CreditUsageSchema }),
});
export type SubscriptionInfo = z.infer<typeof SubscriptionInfoSchema>;
export const SubscriptionInfoResponseSchema = z.object({ data: SubscriptionInfoSchema });
