import { z } from 'zod';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';

export const AdminUsageParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const AdminUsageQuerySchema = z.object({ tenant: TenantIdSchema }).strict();

const CreditsOfKindSchema = z.object({
  total: z.number().int(),
  consumed: z.number().int(),
  remaining: z.number().int(),
});

/** A customer's consumption in one tenant, for the back office. */
export const AdminUsageSchema = z.object({
  tenant: TenantIdSchema,
  /** Where the credits come from: a subscription, a credits plugin sold by sales, or the tenant's trial grant. */
  source: z.enum(['subscription', 'plugin', 'tenant']),
  plan: z.object({ id: z.string(), planName: z.string(), archived: z.boolean() }).nullable(),
  subscriptionStatus: z.string().nullable(),
  period: z.object({ start: z.string(), end: z.string() }),
  credits: z.object({ company: CreditsOfKindSchema, contact: CreditsOfKindSchema }),
  extraCredits: z.object({ company: z.number().int(), contact: z.number().int() }),
  /** Records opened per credits period, newest period first. */
  periods: z.array(
    z.object({ periodStart: z.string(), companies: z.number().int(), contacts: z.number().int() }),
  ),
  /** The latest records opened, with their names in the tenant. */
  recentOpens: z.array(
    z.object({
      entityType: z.enum(['company', 'contact']),
      entityId: z.number().int(),
      name: z.string().nullable(),
      openedAt: z.string(),
    }),
  ),
  /** Exports in the current period, by kind (files and rows). */
  exports: z.array(z.object({ kind: z.string(), files: z.number().int(), rows: z.number().int() })),
  /** Export allowances sold on the licence: limit and the counter the export checks. */
  exportPlugins: z.array(
    z.object({
      name: z.string(),
      companyLimit: z.number().int().nullable(),
      contactLimit: z.number().int().nullable(),
      exportedCount: z.number().int(),
    }),
  ),
});
export type AdminUsage = z.infer<typeof AdminUsageSchema>;
export const AdminUsageResponseSchema = z.object({ data: AdminUsageSchema });
