import { z } from 'zod';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import { isRegistrationPassword } from './auth.rules.ts';

export const SessionSummarySchema = z.object({
  id: z.number().int(),
  tenant: TenantIdSchema,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  /** Null while live; why it ended otherwise (replaced by a newer sign-in, logout, password change). */
  endedReason: z.string().nullable(),
  current: z.boolean(),
  /** The browser that opened it, as it announced itself; null for sessions older than this field. */
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** A read-only "see as this user" session opened by support. */
  openedBySupport: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummarySchema>;

export const SessionListResponseSchema = z.object({ data: z.array(SessionSummarySchema) });

export const EndOtherSessionsResponseSchema = z.object({ data: z.object({ ended: z.number().int() }) });

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1).max(256),
    newPassword: z
      .string()
      .max(256)
      .refine(isRegistrationPassword, 'The password needs at least 8 characters with a letter and a digit'),
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
