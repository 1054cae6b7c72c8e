import { z } from 'zod';
import { LicenceTenantInputSchema } from '../admin/admin-users.schemas.ts';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import { isAllowedIssuerUrl, isEmailDomain } from './sso.rules.ts';

export const SsoDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isEmailDomain, 'must be an e-mail domain such as example.com');

export const SsoDefaultLicenceEntrySchema = LicenceTenantInputSchema.extend({
  tenant: TenantIdSchema,
}).strict();

/** What the back office sends; the client secret is write-only (absent on update keeps the stored one). */
export const SsoProviderInputSchema = z
  .object({
    organisation: z.string().trim().min(1).max(120),
    displayName: z.string().trim().min(1).max(120),
    issuerUrl: z
      .string()
      .trim()
      .max(500)
      .refine(isAllowedIssuerUrl, 'must be an https URL (http only on loopback)'),
    clientId: z.string().trim().min(1).max(300),
    clientSecret: z.string().min(1).max(1000).optional(),
    emailDomains: z
      .array(SsoDomainSchema)
      .min(1)
      .max(50)
      .refine((domains) => new Set(domains).size === domains.length, 'duplicate domain'),
    defaultLicence: z
      .array(SsoDefaultLicenceEntrySchema)
      .max(10)
      .refine((entries) => new Set(entries.map((e) => e.tenant)).size === entries.length, 'duplicate tenant'),
    ssoRequired: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict();
export type SsoProviderInput = z.infer<typeof SsoProviderInputSchema>;

export const SsoProviderSchema = z.object({
  id: z.number().int(),
  organisation: z.string(),
  displayName: z.string(),
  issuerUrl: z.string(),
  clientId: z.string(),
  /** Always true: a secret is stored; its value is never sent. */
  hasClientSecret: z.literal(true),
  emailDomains: z.array(z.string()),
  defaultLicence: z.array(SsoDefaultLicenceEntrySchema),
  ssoRequired: z.boolean(),
  active: z.boolean(),
  redirectUri: z.string(),
  modifiedAt: z.string(),
});
export type SsoProvider = z.infer<typeof SsoProviderSchema>;
export const SsoProviderResponseSchema = z.object({ data: SsoProviderSchema });
export const SsoProviderListResponseSchema = z.object({ data: z.array(SsoProviderSchema) });
export const SsoProviderParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const SsoDiscoveryQuerySchema = z.object({ email: z.string().trim().max(320) });
/** Only a configured, active domain answers more than `sso: false`. */
export const SsoDiscoverySchema = z.union([
  z.object({ sso: z.literal(false) }),
  z.object({ sso: z.literal(true), displayName: z.string(), required: z.boolean() }),
]);
export type SsoDiscovery = z.infer<typeof SsoDiscoverySchema>;
export const SsoDiscoveryResponseSchema = z.object({ data: SsoDiscoverySchema });

export const SsoStartRequestSchema = z.object({ email: z.string().trim().min(3).max(320) }).strict();
/** The browser goes to `authorizationUrl` and keeps `browserKey` for the callback (same tab). */
export const SsoStartSchema = z.object({ authorizationUrl: z.string(), browserKey: z.string() });
export type SsoStart = z.infer<typeof SsoStartSchema>;
export const SsoStartResponseSchema = z.object({ data: SsoStartSchema });

/** The callback page posts the query the provider redirected it with, and the key kept at start. */
export const SsoCallbackRequestSchema = z
  .object({
    query: z.string().max(8000),
    browserKey: z.string().min(1).max(200),
  })
  .strict();
export type SsoCallbackRequest = z.infer<typeof SsoCallbackRequestSchema>;
