import { z } from 'zod';
import { PLUGIN_PERIODS } from '../auth/auth.constants.ts';
import { PageInfoSchema } from '../common/common.schemas.ts';
import { LanguageSchema } from '../languages/languages.schemas.ts';
import { SCOPES, USER_GROUPS } from '../scopes/scopes.constants.ts';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';

export const AdminUserQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    group: z.enum(USER_GROUPS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  group: z.enum(USER_GROUPS),
  active: z.boolean(),
  tenants: z.array(z.object({ tenant: TenantIdSchema, exp: z.number().int() })),
  lastInteractionAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;
export const AdminUserPageSchema = z.object({
  data: z.array(AdminUserSummarySchema),
  pageInfo: PageInfoSchema,
});

export const AdminUserCreateSchema = z
  .object({
    email: z
      .email()
      .max(254)
      .transform((email) => email.toLowerCase()),
    name: z.string().trim().max(100).nullable().optional(),
    surname: z.string().trim().max(100).nullable().optional(),
    group: z.enum(USER_GROUPS).default('CUSTOMER'),
    /** The language of the welcome (choose-your-password) mail, until the user signs in. */
    language: LanguageSchema.optional(),
  })
  .strict();
export type AdminUserCreate = z.infer<typeof AdminUserCreateSchema>;

export const AdminUserPatchSchema = z
  .object({
    active: z.boolean().optional(),
    name: z.string().trim().max(100).nullable().optional(),
    surname: z.string().trim().max(100).nullable().optional(),
    group: z.enum(USER_GROUPS).optional(),
    extraCompanyCredits: z.number().int().min(0).max(1_000_000).optional(),
    extraContactCredits: z.number().int().min(0).max(1_000_000).optional(),
    language: LanguageSchema.optional(),
  })
  .strict();
export type AdminUserPatch = z.infer<typeof AdminUserPatchSchema>;

/** `name` or `name:action` where name is a known scope. */
export const ScopeStringSchema = z
  .string()
  .regex(/^[A-Za-z_]+(:[A-Za-z_]+)?$/, 'must be name or name:action')
  .refine((scope) => (SCOPES as readonly string[]).includes(scope.split(':')[0] ?? ''), 'unknown scope');

export const LicencePluginInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    period: z.union(PLUGIN_PERIODS.map((period) => z.literal(period))),
    periodStartDateTime: z.iso.datetime({ offset: true }).nullable(),
    companyLimit: z.number().int().min(0).nullable(),
    contactLimit: z.number().int().min(0).nullable(),
    exportedCount: z.number().int().min(0).default(0),
    /** Api plugin: requests per calendar month of all the account's keys (null: the default). */
    requestLimit: z.number().int().min(0).nullable().default(null),
    /** Api plugin: requests per minute of one key (null: the default). */
    requestsPerMinute: z.number().int().min(1).nullable().default(null),
  })
  .strict();
export type LicencePluginInput = z.infer<typeof LicencePluginInputSchema>;

export const LicenceTenantInputSchema = z
  .object({
    expiresAt: z.iso.datetime({ offset: true }),
    scopes: z.array(ScopeStringSchema).max(100),
    profiles: z.array(z.string().trim().min(1).max(60)).max(20).default([]),
    plugins: z
      .array(LicencePluginInputSchema)
      .max(20)
      .default([])
      .refine((plugins) => new Set(plugins.map((p) => p.name)).size === plugins.length, 'duplicate plugin'),
  })
  .strict();
export type LicenceTenantInput = z.infer<typeof LicenceTenantInputSchema>;

export const UserTenantParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  tenant: TenantIdSchema,
});

export const ImpersonationSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  userId: z.number().int(),
  readOnly: z.literal(true),
});
export const ImpersonationResponseSchema = z.object({ data: ImpersonationSchema });
export type Impersonation = z.infer<typeof ImpersonationSchema>;

export const OkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });
