import { z } from 'zod';
import { COMPANY_TYPES, DEFAULT_PAGE_SIZE } from '../common/common.constants.ts';
import {
  SEARCH_KEY_MAX_LENGTH,
  SEARCH_KEY_MIN_LENGTH,
  SEARCH_PAGE_SIZE_MAX,
  SORT_DIRECTIONS,
} from './search.constants.ts';

/** A search text: trimmed, at least 3 characters. */
export const SearchKeySchema = z.string().trim().min(SEARCH_KEY_MIN_LENGTH).max(SEARCH_KEY_MAX_LENGTH);

export const SortDirectionSchema = z.enum(SORT_DIRECTIONS);
export const PageNumSchema = z.coerce.number().int().min(1).default(1);
export const PageLimitSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(SEARCH_PAGE_SIZE_MAX)
  .default(DEFAULT_PAGE_SIZE);

/** Counts of a search, capped: `totalIsCapped` means "at least totalResults". */
export const CappedCountSchema = z.object({
  totalResults: z.number().int(),
  totalIsCapped: z.boolean(),
});
export type CappedCount = z.infer<typeof CappedCountSchema>;

export const PagedMetaSchema = CappedCountSchema.extend({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  /** The caller's plan cut the list short (choose-a-plan notice). */
  resultsLimited: z.boolean(),
});
export type PagedMeta = z.infer<typeof PagedMetaSchema>;

/**
 * A list filter's values with how many records each would find (a facet): the count is capped as
 * the list's "N found" is (`countIsCapped`: at least `count`). `isComplete` says every value with
 * a record is listed, so a value missing from it finds none.
 */
export const FacetSchema = z.object({
  values: z.array(
    z.object({
      value: z.union([z.string(), z.number().int()]),
      count: z.number().int(),
      countIsCapped: z.boolean(),
    }),
  ),
  isComplete: z.boolean(),
});
export type Facet = z.infer<typeof FacetSchema>;
export type FacetValue = Facet['values'][number];

export const IdKeySchema = z.object({ id: z.number().int(), key: z.string() });
export type IdKey = z.infer<typeof IdKeySchema>;
export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdNameSchema>;
export const CompanyTypeSchema = z.enum(COMPANY_TYPES);

export const QuickSearchQuerySchema = z.object({ key: SearchKeySchema });
export type QuickSearchQuery = z.infer<typeof QuickSearchQuerySchema>;

export const QuickSearchCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CompanyTypeSchema,
  city: z.string().nullable(),
  logo: z.string().nullable(),
});
export const QuickSearchContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  title: z.string().nullable(),
  company: IdNameSchema.nullable(),
});
export const QuickSearchBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  company: IdNameSchema.nullable(),
});

function group<T extends z.ZodType>(item: T) {
  return CappedCountSchema.extend({ data: z.array(item) });
}
export const QuickSearchResponseSchema = z.object({
  companies: group(QuickSearchCompanySchema),
  contacts: group(QuickSearchContactSchema),
  brands: group(QuickSearchBrandSchema),
});
export type QuickSearchResponse = z.infer<typeof QuickSearchResponseSchema>;
export type QuickSearchCompany = z.infer<typeof QuickSearchCompanySchema>;
export type QuickSearchContact = z.infer<typeof QuickSearchContactSchema>;
export type QuickSearchBrand = z.infer<typeof QuickSearchBrandSchema>;
