import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../common/common.constants.ts';
import {
  LIST_PAGE_SIZES,
  PITCH_SORT_KEYS,
  PITCH_STATUSES,
  SORT_DIRECTIONS,
} from './market-data.constants.ts';

export const IsoDateSchema = z.iso.date();
const IdSchema = z.number().int().positive();
export const IdNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof IdNameSchema>;

const pageSize = z.union(LIST_PAGE_SIZES.map((size) => z.literal(size)));

const PitchFiltersObjectSchema = z.object({
  title: z.string().trim().max(200).optional(),
  category: z.array(IdSchema).max(100).optional(),
  min_start_date: IsoDateSchema.optional(),
  max_start_date: IsoDateSchema.optional(),
  status: z.enum(PITCH_STATUSES).default('ALL'),
  company_filters: z.object({ name: z.string().trim().max(200).optional() }).optional(),
  /** Only these pitches: a saved-search alert's link lists the ones new to the search. */
  id: z.array(IdSchema).max(500).optional(),
});

function checkDateRange(
  filters: { min_start_date?: string; max_start_date?: string },
  issue: z.RefinementCtx,
): void {
  if (filters.max_start_date && !filters.min_start_date) {
    issue.addIssue({ code: 'custom', path: ['min_start_date'], message: 'A date range needs its start' });
  }
  if (filters.min_start_date && filters.max_start_date && filters.max_start_date < filters.min_start_date) {
    issue.addIssue({ code: 'custom', path: ['max_start_date'], message: 'The end precedes the start' });
  }
}

/** The pitch filters shared by the list and the yearly graph. */
export const PitchFiltersSchema = PitchFiltersObjectSchema.superRefine(checkDateRange);
export type PitchFilters = z.infer<typeof PitchFiltersSchema>;

export const PitchSearchQuerySchema = PitchFiltersObjectSchema.extend({
  pageNum: z.number().int().min(1).default(1),
  limit: pageSize.default(DEFAULT_PAGE_SIZE),
  sort_key: z.enum(PITCH_SORT_KEYS).default('start_date'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('desc'),
}).superRefine(checkDateRange);
export type PitchSearchQuery = z.infer<typeof PitchSearchQuerySchema>;

export const PitchSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: IdNameSchema,
  category: z.object({ id: z.number().int(), key: z.string() }),
  start_date: z.string(),
  end_date: z.string().nullable(),
  winner: IdNameSchema.nullable(),
  /** The incumbent agency the pitch puts in play. */
  formerWinner: IdNameSchema.nullable(),
  competitors: z.array(IdNameSchema),
  /** Agencies not in the database, by name only. */
  externalCompetitors: z.array(z.string()),
  externalWinner: z.string().nullable(),
  externalFormerWinner: z.string().nullable(),
  brands: z.array(IdNameSchema),
  scope: z.string().nullable(),
  competition: z.boolean(),
  comment: z.string().nullable(),
  source: z.string().nullable(),
});
export type PitchSummary = z.infer<typeof PitchSummarySchema>;

export const PitchPageSchema = z.object({
  data: z.array(PitchSummarySchema),
  totalResults: z.number().int(),
  pageNum: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
});
export type PitchPage = z.infer<typeof PitchPageSchema>;

export const PitchGraphSchema = z.object({
  series: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});
export type PitchGraph = z.infer<typeof PitchGraphSchema>;
