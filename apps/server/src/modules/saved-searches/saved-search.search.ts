import { CompanySearchRequestSchema } from '@adatlas/domain/companies';
import { ContactSearchRequestSchema } from '@adatlas/domain/contacts';
import { PitchScoreSearchQuerySchema, PitchSearchQuerySchema } from '@adatlas/domain/market-data';
import type { SavedSearchType } from '@adatlas/domain/saved-searches';
import type { z } from 'zod';
import type { RecordSearch } from '../../platform/database/search/record-search.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import type { RecordSearches } from '../search/record-searches.ts';

/** The search body each list accepts: what is saved must be a search that list can run. */
export const DATA_SCHEMAS: Record<SavedSearchType, z.ZodType> = {
  company: CompanySearchRequestSchema,
  contact: ContactSearchRequestSchema,
  pitch: PitchSearchQuerySchema,
  pitchScore: PitchScoreSearchQuerySchema,
};

interface StoredSearch {
  id: number;
  type: SavedSearchType;
  data: Record<string, unknown>;
}

/** The stored filters as their list's search; rows saved before validation may no longer parse. */
function storedSearch<Schema extends z.ZodType>(schema: Schema, row: StoredSearch): z.infer<Schema> {
  const parsed = schema.safeParse(row.data);
  if (!parsed.success) {
    throw new AppError('DATA_ERROR', `Saved search ${row.id} no longer holds a valid ${row.type} search`);
  }
  return parsed.data;
}

/**
 * The stored filters run through their list's search object, for the caller of `ctx`: its count,
 * matching ids and alerts all see what that list would show them (scope, flag, comment visibility).
 */
export function savedSearchOf(
  searches: RecordSearches,
  ctx: RequestContext,
  row: StoredSearch,
): Promise<RecordSearch<unknown>> {
  switch (row.type) {
    case 'company':
      return searches.company(ctx, storedSearch(CompanySearchRequestSchema, row));
    case 'contact':
      return searches.contact(ctx, storedSearch(ContactSearchRequestSchema, row));
    case 'pitch':
      return searches.pitch(ctx, storedSearch(PitchSearchQuerySchema, row));
    case 'pitchScore':
      return searches.pitchScore(ctx, storedSearch(PitchScoreSearchQuerySchema, row));
  }
}
