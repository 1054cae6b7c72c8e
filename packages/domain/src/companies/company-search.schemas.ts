import { z } from 'zod';
import { SEARCH_KEY_MAX_LENGTH } from '../search/search.constants.ts';
import {
  CompanyTypeSchema,
  FacetSchema,
  IdKeySchema,
  PagedMetaSchema,
  PageLimitSchema,
  PageNumSchema,
  SortDirectionSchema,
} from '../search/search.schemas.ts';
import {
  ACQUISITION_ROLES,
  COMPANY_FACET_FIELDS,
  COMPANY_SORT_KEYS,
  FINANCIAL_KEYS,
} from './companies.constants.ts';

const ids = z.array(z.number().int().positive()).max(500);
const texts = z.array(z.string().trim().min(1).max(200)).max(200);
const amount = z.number().min(0);
const isoDate = z.iso.date();
const isoDateOrTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

function needsMinOrMax<T extends { min?: number; max?: number }>(value: T): boolean {
  return value.min !== undefined || value.max !== undefined;
}

export const FinancialFilterSchema = z
  .object({
    year: z.number().int().min(1900).max(2100),
    key: z.enum(FINANCIAL_KEYS),
    min: amount.optional(),
    max: amount.optional(),
  })
  .strict()
  .refine(needsMinOrMax, { message: 'min or max is required' });
export type FinancialFilter = z.infer<typeof FinancialFilterSchema>;

/** Media spend of a year over the chosen channels (summed) between min and max. */
export const NielsenFilterSchema = z
  .object({
    year: z.number().int().min(1900).max(2100),
    key: z.array(z.string().trim().min(1).max(60)).min(1).max(20),
    min: amount.optional(),
    max: amount.optional(),
  })
  .strict()
  .refine(needsMinOrMax, { message: 'min or max is required' });
export type NielsenFilter = z.infer<typeof NielsenFilterSchema>;

export const JobOfferFilterSchema = z
  .object({
    jobTitle: texts.optional(),
    contractType: z.string().trim().min(1).max(100).optional(),
    description: texts.optional(),
    location: z.string().trim().min(1).max(200).optional(),
  })
  .strict()
  .refine((f) => Boolean(f.jobTitle?.length || f.contractType || f.description?.length || f.location), {
    message: 'one of jobTitle, contractType, description, location is required',
  });
export type JobOfferFilter = z.infer<typeof JobOfferFilterSchema>;

export const InvestmentRoundFilterSchema = z
  .object({
    types: ids.optional(),
    fromDate: isoDate.optional(),
    toDate: isoDate.optional(),
    investorName: texts.optional(),
    min: amount.optional(),
    max: amount.optional(),
  })
  .strict();
export type InvestmentRoundFilter = z.infer<typeof InvestmentRoundFilterSchema>;

/** Every company filter family (spec data §2 companies page, §7 POST {frontend}/company). */
export const CompanyFiltersSchema = z
  .object({
    id: ids.optional(),
    key: z.string().trim().min(1).max(SEARCH_KEY_MAX_LENGTH).optional(),
    main_category: ids.optional(),
    only_with_comments: z.boolean().optional(),
    city: texts.optional(),
    province: texts.optional(),
    region: texts.optional(),
    sector: ids.optional(),
    other_categories: ids.optional(),
    ateco_code: z.string().trim().min(1).max(20).optional(),
    financial_filters: z.array(FinancialFilterSchema).max(10).optional(),
    creation_year: z.coerce.number().int().min(1800).max(2100).optional(),
    nation_orig: texts.optional(),
    store_number_from: z.number().int().min(0).optional(),
    store_number_to: z.number().int().min(0).optional(),
    income_range: texts.optional(),
    employer_range: texts.optional(),
    international_invest: texts.optional(),
    medium_planning: texts.optional(),
    nielsen_filters: z.array(NielsenFilterSchema).max(10).optional(),
    job_offer_filters: z.array(JobOfferFilterSchema).max(10).optional(),
    acquisition_after: isoDateOrTime.optional(),
    acquisition_before: isoDateOrTime.optional(),
    acquisition_role: z.enum(ACQUISITION_ROLES).optional(),
    investment_round_filters: z.array(InvestmentRoundFilterSchema).max(10).optional(),
    collectiveAgreements: ids.optional(),
    type: z.array(CompanyTypeSchema).optional(),
    /** Companies whose data changed on or after this day or moment (record history, #36). */
    changed_since: isoDateOrTime.optional(),
  })
  .strict();
export type CompanyFilters = z.infer<typeof CompanyFiltersSchema>;

export const CompanySearchRequestSchema = CompanyFiltersSchema.extend({
  sort_key: z.enum(COMPANY_SORT_KEYS).default('name'),
  sort_direction: SortDirectionSchema.default('asc'),
  pageNum: PageNumSchema,
  limit: PageLimitSchema,
}).strict();
export type CompanySearchRequest = z.infer<typeof CompanySearchRequestSchema>;

/** The list's search plus the filters whose values to count (each counted without its own filter). */
export const CompanyFacetsRequestSchema = CompanySearchRequestSchema.extend({
  fields: z.array(z.enum(COMPANY_FACET_FIELDS)).min(1).max(COMPANY_FACET_FIELDS.length),
}).strict();
export type CompanyFacetsRequest = z.infer<typeof CompanyFacetsRequestSchema>;

/** Main categories by id (a category counts its sub-categories, as its filter finds them), cities by name. */
export const CompanyFacetsResponseSchema = z.object({
  data: z.object({ main_category: FacetSchema.optional(), city: FacetSchema.optional() }),
});
export type CompanyFacetsResponse = z.infer<typeof CompanyFacetsResponseSchema>;

export const CompanyListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: CompanyTypeSchema,
  logo: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  region: z.string().nullable(),
  website: z.string().nullable(),
  mainCategory: IdKeySchema.nullable(),
  sectorIds: z.array(z.number().int()),
  numberOfContacts: z.number().int(),
  /** When the company was last verified or changed: the list's freshness mark. */
  updatedAt: z.string(),
});
export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

export const CompanySearchResponseSchema = PagedMetaSchema.extend({ data: z.array(CompanyListItemSchema) });
export type CompanySearchResponse = z.infer<typeof CompanySearchResponseSchema>;
