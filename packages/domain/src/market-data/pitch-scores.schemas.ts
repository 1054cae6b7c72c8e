import { z } from 'zod';
import {
  PITCH_SCORE_MIN_DEFAULT,
  PITCH_SCORE_SORT_ALIASES,
  PITCH_SCORE_SORT_KEYS,
  PITCH_SCORES_PAGE_SIZE,
  SORT_DIRECTIONS,
} from './market-data.constants.ts';
import { IdNameSchema } from './pitches.schemas.ts';

/** A query-string list: `?x=1&x=2` and `?x=1,2` both give [1, 2]. */
function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(100),
  );
}

type PitchScoreSortKey = (typeof PITCH_SCORE_SORT_KEYS)[number];
type PitchScoreSortAlias = keyof typeof PITCH_SCORE_SORT_ALIASES;
const aliasNames = Object.keys(PITCH_SCORE_SORT_ALIASES) as PitchScoreSortAlias[];
const isAlias = (name: string): name is PitchScoreSortAlias => name in PITCH_SCORE_SORT_ALIASES;

/** A sort name, short or as the spec maps it, read as the short name. */
const PitchScoreSortSchema = z
  .enum([...PITCH_SCORE_SORT_KEYS, ...aliasNames])
  .transform((name): PitchScoreSortKey => (isAlias(name) ? PITCH_SCORE_SORT_ALIASES[name] : name));

export const PitchScoreSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PITCH_SCORES_PAGE_SIZE),
  sortBy: PitchScoreSortSchema.default('score'),
  sortDirection: z.enum(SORT_DIRECTIONS).default('desc'),
  companyId: z.coerce.number().int().positive().optional(),
  minPitchScore: z.coerce.number().int().min(0).max(100).default(PITCH_SCORE_MIN_DEFAULT),
  pitchCategory: queryList(z.coerce.number().int().positive()).optional(),
  region: queryList(z.string().trim().min(1).max(100)).optional(),
  sector: queryList(z.coerce.number().int().positive()).optional(),
  pitchScope: queryList(z.string().trim().min(1).max(100)).optional(),
  nielsenYear: z.coerce.number().int().min(1990).max(2100).optional(),
  nielsenChannel: z.string().trim().min(1).max(50).optional(),
  nielsenMin: z.coerce.number().min(0).optional(),
  nielsenMax: z.coerce.number().min(0).optional(),
});
export type PitchScoreSearchQuery = z.infer<typeof PitchScoreSearchQuerySchema>;

export const PitchScoreSchema = z.object({
  id: z.number().int(),
  company: IdNameSchema,
  category: z.object({ id: z.number().int(), key: z.string() }),
  latestEndDate: z.string().nullable(),
  scope: z.string().nullable(),
  latestWinner: IdNameSchema.nullable(),
  /** The agency working for the company in this category now (its latest work relation). */
  currentAgency: IdNameSchema.nullable(),
  score: z.number().int(),
});
export type PitchScore = z.infer<typeof PitchScoreSchema>;

export const PitchScorePageSchema = z.object({
  results: z.array(PitchScoreSchema),
  pageInfo: z.object({
    totalResults: z.number().int(),
    currentPage: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type PitchScorePage = z.infer<typeof PitchScorePageSchema>;
