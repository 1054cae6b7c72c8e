import { z } from 'zod';
import { PLAN_CURRENCIES } from '../billing/billing.constants.ts';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';

const CreditsSchema = z.number().int().min(0).max(1_000_000);
const PriceSchema = z.number().min(0).max(1_000_000).multipleOf(0.01);
/** The provider's price id (Stripe `price_…`); unique across plans. */
const PriceIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_\-.]+$/, 'letters, digits, _ - .');

/** A plan as the back office sees it: sold or archived, with how many subscriptions hold it. */
export const AdminPlanSchema = z.object({
  id: z.string(),
  planName: z.string(),
  price: z.number(),
  currency: z.enum(PLAN_CURRENCIES),
  period: z.enum(['month', 'year', 'none']),
  priceId: z.string(),
  companyCredits: z.number().int(),
  contactCredits: z.number().int(),
  markets: z.array(z.string()),
  archived: z.boolean(),
  resultsLimited: z.boolean(),
  /** The free trial: price 0, no renewal, offered only where the tenant enables free trials. */
  trial: z.boolean(),
  /** Subscriptions not cancelled: they keep the plan and renew on it even once it is archived. */
  subscribers: z.number().int(),
});
export type AdminPlan = z.infer<typeof AdminPlanSchema>;
export const AdminPlanResponseSchema = z.object({ data: AdminPlanSchema });
export const AdminPlanListResponseSchema = z.object({ data: z.array(AdminPlanSchema) });

export const AdminPlanParamsSchema = z.object({
  id: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const AdminPlanCreateSchema = z
  .object({
    /** The plan code, shown in links (`selectedPlan=…`): upper-case letters, digits, underscores. */
    id: z
      .string()
      .trim()
      .regex(/^[A-Z][A-Z0-9_]{1,59}$/, 'upper-case letters, digits and underscores'),
    planName: z.string().trim().min(1).max(100),
    trial: z.boolean().default(false),
    /** Ignored for a trial, which never renews. */
    period: z.enum(['month', 'year']),
    price: PriceSchema,
    currency: z.enum(PLAN_CURRENCIES).default('EUR'),
    priceId: PriceIdSchema,
    companyCredits: CreditsSchema,
    contactCredits: CreditsSchema,
    markets: z.array(TenantIdSchema).min(1).max(7),
    resultsLimited: z.boolean().default(false),
  })
  .strict()
  .refine((plan) => !plan.trial || plan.price === 0, {
    path: ['price'],
    message: 'a trial plan is free',
  });
export type AdminPlanCreate = z.infer<typeof AdminPlanCreateSchema>;

/**
 * What can change on a plan. The period stays: subscriptions already count their credits by it.
 * Credits apply to every holder from their next call; archiving stops new sales only.
 */
export const AdminPlanPatchSchema = z
  .object({
    planName: z.string().trim().min(1).max(100).optional(),
    price: PriceSchema.optional(),
    currency: z.enum(PLAN_CURRENCIES).optional(),
    priceId: PriceIdSchema.optional(),
    companyCredits: CreditsSchema.optional(),
    contactCredits: CreditsSchema.optional(),
    markets: z.array(TenantIdSchema).min(1).max(7).optional(),
    resultsLimited: z.boolean().optional(),
    archived: z.boolean().optional(),
  })
  .strict();
export type AdminPlanPatch = z.infer<typeof AdminPlanPatchSchema>;
