import { z } from 'zod';
import { BrandReachRuleSchema } from '../validation/validation.schemas.ts';
import {
  ADVERTISER_TYPES,
  BRAND_ADVERTISER_DEFAULT_PAGE_SIZE,
  BRAND_ADVERTISER_PAGE_SIZES,
  NEWS_SEARCH_MODES,
  SORT_DIRECTIONS,
} from './market.constants.ts';

export const AdvertiserTypeSchema = z.enum(ADVERTISER_TYPES);
export const SortDirectionSchema = z.enum(SORT_DIRECTIONS);

/** Figures of one brand advertiser row used to estimate its spending. */
export const AdvertiserFiguresSchema = z.object({
  advertiserType: AdvertiserTypeSchema,
  eu_total_reach: z.number().nonnegative().nullish(),
  estimated_times_shown_lower_bound: z.number().nonnegative().nullish(),
  estimated_times_shown_upper_bound: z.number().nonnegative().nullish(),
});
export type AdvertiserFigures = z.infer<typeof AdvertiserFiguresSchema>;

/** The brand advertisers search (spec access §3); the page is zero-based. */
export const BrandAdvertiserFilterSchema = z.object({
  sector: z.array(z.number().int().positive()).default([]),
  companyIds: z.array(z.number().int().positive()).default([]),
  payer: z.string().trim().optional(),
  advertiserType: z.array(AdvertiserTypeSchema).default([]),
  reach: z.array(BrandReachRuleSchema).default([]),
  page: z.number().int().nonnegative().default(0),
  pageSize: z
    .number()
    .refine((size) => (BRAND_ADVERTISER_PAGE_SIZES as readonly number[]).includes(size))
    .default(BRAND_ADVERTISER_DEFAULT_PAGE_SIZE),
});
export type BrandAdvertiserFilter = z.infer<typeof BrandAdvertiserFilterSchema>;

/** One pitch as the score needs it: an absent end means the pitch is still running. */
export const PitchPeriodSchema = z.object({ startDate: z.date(), endDate: z.date().nullable() });
export type PitchPeriod = z.infer<typeof PitchPeriodSchema>;

export const NewsItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  link: z.string(),
  pubDate: z.iso.datetime({ offset: true }),
  feedLogo: z.string().nullable(),
  categories: z.array(z.string()),
  contentSnippet: z.string(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

export const NewsSearchModeSchema = z.enum(NEWS_SEARCH_MODES);

/** Where the next news page starts: after the last item shown (spec data §4). */
export const NewsCursorSchema = z.object({
  lastId: z.number().int().positive(),
  lastPubDate: z.iso.datetime({ offset: true }),
});
export type NewsCursor = z.infer<typeof NewsCursorSchema>;

export const SortSchema = z.object({ key: z.string().min(1), direction: SortDirectionSchema });
export type Sort = z.infer<typeof SortSchema>;
