import { z } from 'zod';
import {
  SAVED_SEARCH_DATA_MAX_BYTES,
  SAVED_SEARCH_NAME_MAX_LENGTH,
  SAVED_SEARCH_TYPES,
} from './saved-searches.constants.ts';

export const SavedSearchTypeSchema = z.enum(SAVED_SEARCH_TYPES);

export const SavedSearchDataSchema = z
  .record(z.string(), z.unknown())
  .refine((data) => JSON.stringify(data).length <= SAVED_SEARCH_DATA_MAX_BYTES, {
    message: `must be at most ${SAVED_SEARCH_DATA_MAX_BYTES} bytes`,
  });

/** `data` is the search body of the list named by `type`; the server checks it against that list's schema. */
export const CreateSavedSearchRequestSchema = z
  .object({
    type: SavedSearchTypeSchema,
    name: z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX_LENGTH),
    data: SavedSearchDataSchema,
  })
  .strict();
export type CreateSavedSearchRequest = z.infer<typeof CreateSavedSearchRequestSchema>;

export const SavedSearchListQuerySchema = z.object({ entity: SavedSearchTypeSchema.optional() });

export const SavedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: SavedSearchTypeSchema,
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  /** Null until counted: the list refreshes uncached searches once after showing them. */
  cache: z.object({ resultsCount: z.number().int(), cachedAt: z.string() }).nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListResponseSchema = z.object({ data: z.array(SavedSearchSchema) });
export const SavedSearchResponseSchema = z.object({ data: SavedSearchSchema });
