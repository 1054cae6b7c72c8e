import { z } from 'zod';
import { PageInfoSchema } from '../common/common.schemas.ts';

export const AuditQuerySchema = z
  .object({
    entity: z.string().max(60).optional(),
    entityId: z.string().max(60).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorEmail: z.string().nullable(),
  at: z.string(),
  tenant: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = z.object({ data: z.array(AuditEntrySchema), pageInfo: PageInfoSchema });
