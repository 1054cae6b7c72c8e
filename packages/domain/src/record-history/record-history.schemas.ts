import { z } from 'zod';
import { HISTORY_KINDS, HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE_MAX } from './record-history.constants.ts';

/** `?kinds=field_change,new_contact`: a comma list in the query string, or repeated keys. */
const KindListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()))
  .pipe(z.array(z.enum(HISTORY_KINDS)).min(1).max(HISTORY_KINDS.length));

export const HistoryQuerySchema = z
  .object({
    pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_SIZE_MAX).default(HISTORY_PAGE_SIZE),
    kinds: KindListSchema.optional(),
  })
  .strict();
export type HistoryQuery = z.infer<typeof HistoryQuerySchema>;

export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  recordKind: z.enum(['company', 'contact', 'pitch', 'creative']),
  recordId: z.number().int(),
  kind: z.enum(HISTORY_KINDS),
  field: z.string().nullable(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** A private contact field whose values the reveal rule keeps back: "e-mail changed". */
  hidden: z.boolean(),
  at: z.string(),
  actor: z.string().nullable(),
  /** The contact an entry is about (a company's timeline names who joined, left or moved). */
  subject: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const HistoryResponseSchema = z.object({
  data: z.array(HistoryEntrySchema),
  /** When the record was last verified or changed, whichever is later. */
  updatedAt: z.string(),
  verifiedAt: z.string().nullable(),
  currentPage: z.number().int(),
  hasMore: z.boolean(),
});
export type HistoryResponse = z.infer<typeof HistoryResponseSchema>;

/** The records the back office can mark as verified (checked, nothing to change). */
export const VerifiableRecordParamsSchema = z.object({
  entity: z.enum(['companies', 'contacts']),
  id: z.coerce.number().int().positive(),
});
export type VerifiableRecordParams = z.infer<typeof VerifiableRecordParamsSchema>;
