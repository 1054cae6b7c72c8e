import { z } from 'zod';
import { AD_LIBRARY_RUN_STATUSES, AD_LIBRARY_SOURCES } from './ad-library-ingestion.constants.ts';

export const AdLibraryRunProblemSchema = z.object({
  line: z.number().int().optional(),
  page: z.number().int().optional(),
  message: z.string(),
});
export type AdLibraryRunProblem = z.infer<typeof AdLibraryRunProblemSchema>;

/** One ingestion run, as the back office lists it. */
export const AdLibraryRunSchema = z.object({
  id: z.number().int(),
  source: z.enum(AD_LIBRARY_SOURCES),
  status: z.enum(AD_LIBRARY_RUN_STATUSES),
  region: z.string().nullable(),
  since: z.string().nullable(),
  fileName: z.string().nullable(),
  fileBytes: z.number().int().nullable(),
  pages: z.number().int(),
  ads: z.number().int(),
  rowsRead: z.number().int(),
  errors: z.number().int(),
  message: z.string().nullable(),
  startedBy: z.number().int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdLibraryRun = z.infer<typeof AdLibraryRunSchema>;

export const AdLibraryRunDetailSchema = AdLibraryRunSchema.extend({
  errorReport: z.array(AdLibraryRunProblemSchema),
});
export type AdLibraryRunDetail = z.infer<typeof AdLibraryRunDetailSchema>;

/** The runs of the chosen country, and whether the Meta adapter is configured (META_ADLIB_TOKEN). */
export const AdLibraryRunsSchema = z.object({
  metaEnabled: z.boolean(),
  region: z.string(),
  runs: z.array(AdLibraryRunSchema),
});
export type AdLibraryRuns = z.infer<typeof AdLibraryRunsSchema>;

export const AdLibraryRunsResponseSchema = z.object({ data: AdLibraryRunsSchema });
export const AdLibraryRunResponseSchema = z.object({ data: AdLibraryRunDetailSchema });

/** The Google file travels as the request body (text/csv); its name in the query. */
export const GoogleImportQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(255),
});
export type GoogleImportQuery = z.infer<typeof GoogleImportQuerySchema>;
