import { z } from 'zod';
import { CREA_SORT_KEYS, SORT_DIRECTIONS } from './market-data.constants.ts';
import { IdNameSchema } from './pitches.schemas.ts';

export const CreaSearchQuerySchema = z.object({
  pageNum: z.number().int().min(1).default(1),
  sort_key: z.enum(CREA_SORT_KEYS).default('date'),
  sort_direction: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type CreaSearchQuery = z.infer<typeof CreaSearchQuerySchema>;

export const CreaSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  duration: z.number().int().nullable(),
  url: z.string().nullable(),
  snapshotUrl: z.string().nullable(),
  infos: z.string().nullable(),
  brand: IdNameSchema.nullable(),
  company: IdNameSchema.nullable(),
  agency: IdNameSchema.nullable(),
  productionAgency: IdNameSchema.nullable(),
  postProductionAgency: IdNameSchema.nullable(),
  musicProductionAgency: IdNameSchema.nullable(),
});
export type Crea = z.infer<typeof CreaSchema>;

export const CreaPageSchema = z.object({ data: z.array(CreaSchema), totalResults: z.number().int() });
export type CreaPage = z.infer<typeof CreaPageSchema>;

export const CreaThumbnailParamsSchema = z.object({
  file: z.string().regex(/^[1-9][0-9]{0,17}\.svg$/, 'Expected {id}.svg'),
});
