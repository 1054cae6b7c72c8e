import { z } from 'zod';
import {
  AgencyEntrySchema,
  CreaSummarySchema,
  ExternalLinkSchema,
  PitchSummarySchema,
} from '../companies/company-detail.schemas.ts';
import {
  IdKeySchema,
  IdNameSchema,
  PagedMetaSchema,
  PageLimitSchema,
  PageNumSchema,
} from '../search/search.schemas.ts';

export const BrandListQuerySchema = z
  .object({
    name: z.string().trim().min(1).max(100).optional(),
    pageNum: PageNumSchema,
    limit: PageLimitSchema,
  })
  .strict();
export type BrandListQuery = z.infer<typeof BrandListQuerySchema>;

export const BrandListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  company: IdNameSchema.nullable(),
});
export const BrandListResponseSchema = PagedMetaSchema.extend({ data: z.array(BrandListItemSchema) });

export const BrandDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  company: IdNameSchema.nullable(),
  sectors: z.array(IdKeySchema),
  externalLinks: z.array(ExternalLinkSchema),
  agencies: z.array(AgencyEntrySchema),
  creas: z.array(CreaSummarySchema),
  pitches: z.array(PitchSummarySchema.omit({ role: true })),
  contacts: z.array(
    z.object({ id: z.number().int(), name: z.string(), surname: z.string(), title: z.string().nullable() }),
  ),
});
export type BrandDetail = z.infer<typeof BrandDetailSchema>;
export const BrandDetailResponseSchema = z.object({ data: BrandDetailSchema });
