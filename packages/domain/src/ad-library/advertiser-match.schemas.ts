import { z } from 'zod';
import {
  AD_LIBRARY_ADVERTISER_ROLES,
  AD_LIBRARY_ADVERTISER_STATUSES,
  BULK_ACCEPT_DEFAULT_SCORE,
} from './advertiser-match.constants.ts';

export const AdvertiserMatchFeaturesSchema = z.object({
  candidateName: z.string(),
  exactKey: z.boolean(),
  trigram: z.number(),
  edit: z.number(),
  initials: z.boolean(),
  domain: z.boolean(),
  vat: z.boolean(),
  shortName: z.boolean(),
  runnerUp: z.number(),
  runnerUpName: z.string().nullable(),
});

const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One advertiser name of the ad libraries and what it resolved (or may resolve) to. */
export const AdLibraryAdvertiserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameKey: z.string(),
  roles: z.array(z.enum(AD_LIBRARY_ADVERTISER_ROLES)),
  nAds: z.number().int(),
  status: z.enum(AD_LIBRARY_ADVERTISER_STATUSES),
  score: z.number().nullable(),
  features: AdvertiserMatchFeaturesSchema.nullable(),
  company: RefSchema.nullable(),
  brand: RefSchema.nullable(),
  decidedAt: z.string().nullable(),
});
export type AdLibraryAdvertiser = z.infer<typeof AdLibraryAdvertiserSchema>;

export const AdvertiserQueueQuerySchema = z
  .object({
    status: z.enum(AD_LIBRARY_ADVERTISER_STATUSES).default('pending'),
    pageNum: z.coerce.number().int().min(1).default(1),
  })
  .strict();
export type AdvertiserQueueQuery = z.infer<typeof AdvertiserQueueQuerySchema>;

export const AdvertiserQueueResponseSchema = z.object({
  data: z.array(AdLibraryAdvertiserSchema),
  totalResults: z.number().int(),
});
export type AdvertiserQueueResponse = z.infer<typeof AdvertiserQueueResponseSchema>;

/** Accept the proposed match, pick another company (and optionally one of its brands), or reject. */
export const AdvertiserDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('accept') }).strict(),
  z
    .object({
      decision: z.literal('pick'),
      companyId: z.number().int().positive(),
      brandId: z.number().int().positive().nullable().default(null),
    })
    .strict(),
  z.object({ decision: z.literal('reject') }).strict(),
]);
export type AdvertiserDecision = z.infer<typeof AdvertiserDecisionSchema>;

export const AdvertiserDecisionResponseSchema = z.object({ data: AdLibraryAdvertiserSchema });

export const AdvertiserBulkAcceptSchema = z
  .object({ minScore: z.number().min(0).max(1).default(BULK_ACCEPT_DEFAULT_SCORE) })
  .strict();
export const AdvertiserBulkAcceptResponseSchema = z.object({
  data: z.object({ accepted: z.number().int() }),
});

/** A brand or company to pick for a name, found by its name. */
export const AdvertiserPickQuerySchema = z.object({ q: z.string().trim().min(2).max(100) }).strict();
export const AdvertiserPickOptionSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  brandId: z.number().int().nullable(),
  brandName: z.string().nullable(),
});
export type AdvertiserPickOption = z.infer<typeof AdvertiserPickOptionSchema>;
export const AdvertiserPickResponseSchema = z.object({ data: z.array(AdvertiserPickOptionSchema) });

export const AdvertiserResolveResponseSchema = z.object({
  data: z.object({
    names: z.number().int(),
    scored: z.number().int(),
    autoLinked: z.number().int(),
    queued: z.number().int(),
    aggregateRows: z.number().int(),
  }),
});
export type AdvertiserResolveResult = z.infer<typeof AdvertiserResolveResponseSchema>['data'];
