import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../alerts/alerts.constants.ts';
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
  /**
   * Null when not followed. newCount: records that entered it (or pitches whose outcome changed)
   * since the user last opened it, counted from sync lookedSync.
   */
  alert: z
    .object({
      frequency: z.enum(ALERT_FREQUENCIES),
      newCount: z.number().int(),
      lookedSync: z.number().int(),
    })
    .nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchListResponseSchema = z.object({ data: z.array(SavedSearchSchema) });
export const SavedSearchResponseSchema = z.object({ data: SavedSearchSchema });

/** Follow a saved search (daily or weekly mail of its new records) or stop (null). */
export const SetSavedSearchAlertRequestSchema = z
  .object({ frequency: z.enum(ALERT_FREQUENCIES).nullable() })
  .strict();
export type SetSavedSearchAlertRequest = z.infer<typeof SetSavedSearchAlertRequestSchema>;

/** The syncs a mail's or the badge's link counts from (excluded) and up to (included). */
export const SavedSearchNewMatchesQuerySchema = z.object({
  since: z.coerce.number().int().min(0),
  until: z.coerce.number().int().min(0).optional(),
});

/** The ids a list can filter on (the lists take at most SAVED_SEARCH_NEW_IDS_MAX), and how many there are. */
export const SavedSearchNewMatchesResponseSchema = z.object({
  data: z.object({ ids: z.array(z.number().int()), total: z.number().int() }),
});
export type SavedSearchNewMatches = z.infer<typeof SavedSearchNewMatchesResponseSchema>['data'];
