import { z } from 'zod';
import { TENANT_IDS } from './tenants.constants.ts';

export const TenantIdSchema = z.enum(TENANT_IDS);

/**
 * A country's page elsewhere, set in the back office (its plans page, where the subscription page's
 * change-plan link goes; its privacy policy and terms, which registration links): an https address
 * of a named host, without credentials.
 */
export const ExternalPageUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain })
  .max(2000)
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:\d+)?([/?#]\S*)?$/, 'an https address without credentials');

export const TenantSchema = z.object({
  id: TenantIdSchema,
  countryCode: z.string().length(2),
  name: z.string(),
  freeTrialEnabled: z.boolean(),
  hidden: z.boolean(),
  companyCredits: z.number().int().nonnegative(),
  contactCredits: z.number().int().nonnegative(),
  helpdeskEmail: z.string().nullable(),
  /** Where Change plan goes; null: the in-app plan choice. */
  plansPageUrl: z.string().nullable(),
  /** The privacy policy and the terms of service registration links to; null: not linked. */
  privacyUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
});
export type Tenant = z.infer<typeof TenantSchema>;

export const TenantListResponseSchema = z.object({ data: z.array(TenantSchema) });
export type TenantListResponse = z.infer<typeof TenantListResponseSchema>;
