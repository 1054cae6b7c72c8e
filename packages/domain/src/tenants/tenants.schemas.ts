import { z } from 'zod';
import { TENANT_IDS } from './tenants.constants.ts';

export const TenantIdSchema = z.enum(TENANT_IDS);

export const TenantSchema = z.object({
  id: TenantIdSchema,
  countryCode: z.string().length(2),
  name: z.string(),
  freeTrialEnabled: z.boolean(),
  hidden: z.boolean(),
  companyCredits: z.number().int().nonnegative(),
  contactCredits: z.number().int().nonnegative(),
  helpdeskEmail: z.string().nullable(),
});
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantListResponseSchema = z.object({ data: z.array(TenantSchema) });
export type TenantListResponse = z.infer<typeof TenantListResponseSchema>;
