import { z } from 'zod';
import { COMPANY_TYPES } from '../common/common.constants.ts';
import { InferredEvidenceSchema } from '../inferred-relations/inferred-relations.schemas.ts';
import { SORT_DIRECTIONS, WORK_RELATIONS_PAGE_SIZE } from './market-data.constants.ts';
import { IdNameSchema } from './pitches.schemas.ts';

export const WorkRelationSearchQuerySchema = z.object({
  brand_company_agency: z.string().trim().max(200).optional(),
  sector: z.array(z.number().int().positive()).max(100).optional(),
  company_filters: z.object({ type: z.array(z.enum(COMPANY_TYPES)).max(4).optional() }).optional(),
  sort_key: z.literal('company').default('company'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('asc'),
  pageNum: z.number().int().min(1).default(1),
  limit: z.literal(WORK_RELATIONS_PAGE_SIZE).default(WORK_RELATIONS_PAGE_SIZE),
});
export type WorkRelationSearchQuery = z.infer<typeof WorkRelationSearchQuerySchema>;

export const WorkRelationAgencySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categories: z.array(z.object({ categoryId: z.number().int(), categoryName: z.string() })),
  /** The ad-library evidence when the relation was confirmed from an inference, else null. */
  inferred: InferredEvidenceSchema.nullable(),
});

export const WorkRelationSchema = z.object({
  brand: IdNameSchema,
  company: IdNameSchema.nullable(),
  sectors: z.array(z.object({ id: z.number().int(), key: z.string() })),
  agencies: z.array(WorkRelationAgencySchema),
});
export type WorkRelation = z.infer<typeof WorkRelationSchema>;

export const WorkRelationPageSchema = z.object({
  workRelations: z.object({ data: z.array(WorkRelationSchema), totalResults: z.number().int() }),
});
export type WorkRelationPage = z.infer<typeof WorkRelationPageSchema>;
