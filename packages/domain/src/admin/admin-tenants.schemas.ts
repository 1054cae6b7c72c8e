import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from '../flags/flags.constants.ts';
import { ExternalPageUrlSchema, TenantIdSchema } from '../tenants/tenants.schemas.ts';

const FlagSettingsSchema = z
  .partialRecord(z.enum(FEATURE_FLAGS), z.boolean())
  .describe('Per-tenant feature-flag settings; an absent flag falls back to the tenant default');

export const AdminTenantSchema = z.object({
  id: TenantIdSchema,
  name: z.string(),
  freeTrialEnabled: z.boolean(),
  hidden: z.boolean(),
  companyCredits: z.number().int(),
  contactCredits: z.number().int(),
  helpdeskEmail: z.string().nullable(),
  plansPageUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  settings: FlagSettingsSchema,
  /** Tenant defaults with the stored settings applied, for the form. */
  effectiveFlags: z.record(z.string(), z.boolean()),
});
export type AdminTenant = z.infer<typeof AdminTenantSchema>;
export const AdminTenantResponseSchema = z.object({ data: AdminTenantSchema });
export const AdminTenantListResponseSchema = z.object({ data: z.array(AdminTenantSchema) });

export const AdminTenantParamsSchema = z.object({ id: TenantIdSchema });

export const AdminTenantPatchSchema = z
  .object({
    freeTrialEnabled: z.boolean().optional(),
    hidden: z.boolean().optional(),
    companyCredits: z.number().int().min(0).max(100_000).optional(),
    contactCredits: z.number().int().min(0).max(100_000).optional(),
    helpdeskEmail: z.email().max(254).nullable().optional(),
    /** The country's plans page for Change plan; null goes back to the in-app plan choice. */
    plansPageUrl: ExternalPageUrlSchema.nullable().optional(),
    /** The privacy policy and terms registration links to; null: not linked. */
    privacyUrl: ExternalPageUrlSchema.nullable().optional(),
    termsUrl: ExternalPageUrlSchema.nullable().optional(),
    /** Replaces the stored settings; send only the flags that differ from the defaults. */
    settings: FlagSettingsSchema.optional(),
  })
  .strict();
export type AdminTenantPatch = z.infer<typeof AdminTenantPatchSchema>;
export type FlagSettings = Partial<Record<FeatureFlag, boolean>>;
