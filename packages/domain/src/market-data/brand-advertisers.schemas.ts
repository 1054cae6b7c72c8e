import { z } from 'zod';
import {
  ADVERTISER_TYPES,
  DEFAULT_PRICE_PER_IMPRESSION,
  LIST_PAGE_SIZES,
  REACH_MIN_YEAR,
} from './market-data.constants.ts';
import { IdNameSchema } from './pitches.schemas.ts';

/** One reach rule: rows of that year whose reach lies in [minReach, maxReach]. */
export const ReachRuleSchema = z
  .object({
    year: z.number().int().min(REACH_MIN_YEAR).max(2100),
    minReach: z.number().int().min(0).default(0),
    maxReach: z.number().int().min(0).optional(),
  })
  .refine((rule) => rule.maxReach === undefined || rule.maxReach >= rule.minReach, {
    path: ['maxReach'],
    message: 'maxReach must be at least minReach',
  });
export type ReachRule = z.infer<typeof ReachRuleSchema>;

export const BrandAdvertiserSearchQuerySchema = z.object({
  sector: z.array(z.number().int().positive()).max(100).optional(),
  companyIds: z.array(z.number().int().positive()).max(500).optional(),
  page: z.number().int().min(0).default(0),
  pageSize: z.union(LIST_PAGE_SIZES.map((size) => z.literal(size))).default(20),
  payer: z.string().trim().max(200).optional(),
  advertiserType: z.array(z.enum(ADVERTISER_TYPES)).max(2).optional(),
  reach: z.array(ReachRuleSchema).max(50).optional(),
  pricePerImpression: z.number().positive().max(1000).default(DEFAULT_PRICE_PER_IMPRESSION),
});
export type BrandAdvertiserSearchQuery = z.infer<typeof BrandAdvertiserSearchQuerySchema>;

export const BrandAdvertiserRowSchema = z.object({
  id: z.number().int(),
  company: IdNameSchema,
  brand: IdNameSchema,
  platform: z.enum(ADVERTISER_TYPES),
  year: z.number().int(),
  payer: z.string().nullable(),
  beneficiary: z.string().nullable(),
  nAds: z.number().int(),
  reach: z.number().nullable(),
  estimatedSpending: z.number().int().nullable(),
  libraryUrl: z.string().nullable(),
  /** Aggregated from ads read from the public ad libraries (nAds of them), not demo data. */
  ingested: z.boolean(),
});
export type BrandAdvertiserRow = z.infer<typeof BrandAdvertiserRowSchema>;

export const BrandAdvertiserPageSchema = z.object({
  results: z.array(BrandAdvertiserRowSchema),
  pageInfo: z.object({ totalResults: z.number().int() }),
});
export type BrandAdvertiserPage = z.infer<typeof BrandAdvertiserPageSchema>;
