import { z } from 'zod';
import { IdNameSchema } from '../search/search.schemas.ts';

export const INFERRED_RELATION_STATUSES = ['proposed', 'confirmed', 'rejected'] as const;
export type InferredRelationStatus = (typeof INFERRED_RELATION_STATUSES)[number];
export const INFERRED_RELATIONS_PAGE_SIZE = 50;
/** The agency category a confirmation defaults to: paying for the ads is media buying. */
export const INFERRED_RELATION_DEFAULT_CATEGORY_KEY = 'media';

/**
 * What the ad libraries show of an agency working for a brand: how many ads it paid for, their
 * reach (Meta) or times-shown bounds (Google), and when they ran.
 */
export const InferredEvidenceSchema = z.object({
  nAds: z.number().int(),
  reach: z.number().int().nullable(),
  timesShownLower: z.number().int().nullable(),
  timesShownUpper: z.number().int().nullable(),
  firstShown: z.iso.date().nullable(),
  lastShown: z.iso.date().nullable(),
});
export type InferredEvidence = z.infer<typeof InferredEvidenceSchema>;

export const InferredRelationSchema = z.object({
  id: z.number().int(),
  agency: IdNameSchema,
  brand: IdNameSchema,
  /** The brand's owner. */
  company: IdNameSchema.nullable(),
  evidence: InferredEvidenceSchema,
  payerNames: z.array(z.string()),
  beneficiaryNames: z.array(z.string()),
  status: z.enum(INFERRED_RELATION_STATUSES),
  /** For a confirmed one: the work relation's category. */
  category: z.object({ id: z.number().int(), label: z.string() }).nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type InferredRelation = z.infer<typeof InferredRelationSchema>;

export const InferredRelationListQuerySchema = z
  .object({
    status: z.enum(INFERRED_RELATION_STATUSES).default('proposed'),
    pageNum: z.coerce.number().int().min(1).default(1),
  })
  .strict();
export type InferredRelationListQuery = z.infer<typeof InferredRelationListQuerySchema>;

export const InferredRelationListResponseSchema = z.object({
  data: z.array(InferredRelationSchema),
  totalResults: z.number().int(),
  /** The agency categories to confirm into, and the default one (media) when the list has it. */
  categories: z.array(z.object({ id: z.number().int(), label: z.string() })),
  defaultCategoryId: z.number().int().nullable(),
});
export type InferredRelationListResponse = z.infer<typeof InferredRelationListResponseSchema>;

/** Confirm into a category, reject, or take a decision back (the pair is proposed again). */
export const InferredRelationDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirm'), categoryId: z.number().int().positive() }).strict(),
  z.object({ decision: z.literal('reject') }).strict(),
  z.object({ decision: z.literal('reopen') }).strict(),
]);
export type InferredRelationDecision = z.infer<typeof InferredRelationDecisionSchema>;

export const InferredRelationResponseSchema = z.object({ data: InferredRelationSchema });

export const InferredRelationRecomputeResponseSchema = z.object({
  data: z.object({ proposed: z.number().int(), updated: z.number().int() }),
});
