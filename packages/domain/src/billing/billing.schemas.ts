import { z } from 'zod';
import { PLAN_PERIODS } from './billing.constants.ts';

export const PlanPeriodSchema = z.enum(PLAN_PERIODS);

/** A plan as the active-plans call returns it (spec access §3). */
export const PlanSchema = z.object({
  id: z.string().min(1),
  planName: z.string().min(1),
  price: z.number().nonnegative(),
  priceId: z.string().min(1),
  period: PlanPeriodSchema,
  companyCredits: z.number().int().nonnegative(),
  contactCredits: z.number().int().nonnegative(),
  archived: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const SubscriptionPlanSchema = z.object({
  priceId: z.string().min(1),
  /** Unix seconds. */
  periodEndDate: z.number().int().nonnegative(),
});

export const SubscriptionSchema = z.object({ plans: z.array(SubscriptionPlanSchema) });
export type Subscription = z.infer<typeof SubscriptionSchema>;

const OpenedRecordsSchema = z.object({
  count: z.number().int().nonnegative(),
  /** Records already opened this period: reopening them is free. */
  ids: z.array(z.number().int().positive()),
});

export const ConsumptionSchema = z.object({
  companies: OpenedRecordsSchema,
  contacts: OpenedRecordsSchema,
  companyExport: z.object({ count: z.number().int().nonnegative() }),
});
export type Consumption = z.infer<typeof ConsumptionSchema>;

export const BillingPeriodSchema = z.object({ start: z.date(), end: z.date() });
export type BillingPeriod = z.infer<typeof BillingPeriodSchema>;
