import { z } from 'zod';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import { API_KEY_NAME_MAX_LENGTH } from './api-keys.constants.ts';

/** A key as its owner and admins see it: never the secret, only its first characters. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `ada_live_` and the first characters of the secret, to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  /** Null: the key never expires. */
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedIp: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyCreateRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(API_KEY_NAME_MAX_LENGTH),
    expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();
export type ApiKeyCreateRequest = z.infer<typeof ApiKeyCreateRequestSchema>;

/** The answer to a creation: the only time the secret is ever sent. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

/** Requests of one key in one tenant on one UTC day. */
export const ApiKeyUsageSchema = z.object({
  keyId: z.number().int(),
  tenant: TenantIdSchema,
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  requests: z.number().int(),
});
export type ApiKeyUsage = z.infer<typeof ApiKeyUsageSchema>;

/** The account's API access in the chosen tenant: whether its licence has it, and the limits. */
export const ApiAccessSchema = z.object({
  enabled: z.boolean(),
  requestsPerMinute: z.number().int().nullable(),
  requestsPerMonth: z.number().int().nullable(),
  /** Requests of every key of the account in this tenant this calendar month. */
  usedThisMonth: z.number().int(),
});
export type ApiAccess = z.infer<typeof ApiAccessSchema>;

export const ApiKeyListResponseSchema = z.object({
  data: z.object({ keys: z.array(ApiKeySchema), access: ApiAccessSchema }),
});
export const ApiKeyCreateResponseSchema = z.object({ data: ApiKeyCreatedSchema });
export const ApiKeyUsageResponseSchema = z.object({ data: z.array(ApiKeyUsageSchema) });

export const ApiKeyParamsSchema = z.object({ id: z.coerce.number().int().positive() });

export const AdminApiKeyParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  keyId: z.coerce.number().int().positive(),
});

/** A customer's keys and their daily usage, for the back office. */
export const AdminApiKeysResponseSchema = z.object({
  data: z.object({ keys: z.array(ApiKeySchema), usage: z.array(ApiKeyUsageSchema) }),
});
