import { CompanySearchRequestSchema } from '@adatlas/domain/companies';
import { ContactSearchRequestSchema } from '@adatlas/domain/contacts';
import { PitchScoreSearchQuerySchema, PitchSearchQuerySchema } from '@adatlas/domain/market-data';
import {
  type CreateSavedSearchRequest,
  SAVED_SEARCH_TYPES,
  type SavedSearch,
  type SavedSearchType,
} from '@adatlas/domain/saved-searches';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import {
  deleteOwnSavedSearch,
  findOwnSavedSearches,
  getOwnSavedSearch,
  insertSavedSearch,
  type SavedSearchRow,
  updateOwnCache,
} from './saved-searches.repository.ts';

export interface SavedSearchesService {
  findSavedSearches(ctx: RequestContext, type?: SavedSearchType): Promise<SavedSearch[]>;
  getSavedSearch(ctx: RequestContext, id: number): Promise<SavedSearch>;
  createSavedSearch(ctx: RequestContext, request: CreateSavedSearchRequest): Promise<SavedSearch>;
  refreshSavedSearch(ctx: RequestContext, id: number): Promise<SavedSearch>;
  deleteSavedSearch(ctx: RequestContext, id: number): Promise<void>;
}

/** The search body each list accepts: what is saved must be a search that list can run. */
const DATA_SCHEMAS: Record<SavedSearchType, z.ZodType> = {
  company: CompanySearchRequestSchema,
  contact: ContactSearchRequestSchema,
  pitch: PitchSearchQuerySchema,
  pitchScore: PitchScoreSearchQuerySchema,
};

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    data: row.data,
    created_at: new Date(row.created_at).toISOString(),
    cache:
      row.results_count !== null && row.cached_at !== null
        ? { resultsCount: row.results_count, cachedAt: new Date(row.cached_at).toISOString() }
        : null,
  };
}

function parseData(type: SavedSearchType, data: Record<string, unknown>) {
  const parsed = DATA_SCHEMAS[type].safeParse(data);
  if (!parsed.success) {
    throw new AppError(
      'VALIDATION_ERROR',
      `data is not a valid ${type} search`,
      parsed.error.issues.map((issue) => ({
        path: ['body', 'data', ...issue.path].join('.'),
        message: issue.message,
      })),
    );
  }
  return parsed.data as Record<string, unknown>;
}

/** The stored filters as their list's search; rows saved before validation may no longer parse. */
function storedSearch<Schema extends z.ZodType>(schema: Schema, row: SavedSearchRow): z.infer<Schema> {
  const parsed = schema.safeParse(row.data);
  if (!parsed.success) {
    throw new AppError('DATA_ERROR', `Saved search ${row.id} no longer holds a valid ${row.type} search`);
  }
  return parsed.data;
}

export function createSavedSearchesService(deps: {
  flags: FeatureGate;
  searches: RecordSearches;
  entitlements: Entitlements;
}): SavedSearchesService {
  /** The count the list would show for the stored filters, through that list's search object. */
  async function countResults(ctx: RequestContext, row: SavedSearchRow): Promise<number> {
    const { searches } = deps;
    const search = await (() => {
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
    })();
    return search.count(ctx.tenantDb);
  }

  /** Saved searches of a kind the licence does not include are neither listed, kept nor counted. */
  async function readableTypes(ctx: RequestContext): Promise<SavedSearchType[]> {
    const types = await Promise.all(
      SAVED_SEARCH_TYPES.map(async (type) => ((await deps.entitlements.mayRead(ctx, type)) ? [type] : [])),
    );
    return types.flat();
  }

  async function requireOwn(ctx: RequestContext, id: number): Promise<SavedSearchRow> {
    const row = await getOwnSavedSearch(ctx.tenantDb.db, requireUser(ctx).id, id);
    if (!row) throw new AppError('NOT_FOUND', `Saved search ${id} not found`);
    return row;
  }

  return {
    async findSavedSearches(ctx, type) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      if (type) await deps.entitlements.assertMayRead(ctx, type);
      const readable = new Set(await readableTypes(ctx));
      const rows = await findOwnSavedSearches(ctx.tenantDb.db, requireUser(ctx).id, type);
      return rows.filter((row) => readable.has(row.type)).map(toSavedSearch);
    },

    async getSavedSearch(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      await deps.entitlements.assertMayRead(ctx, row.type);
      return toSavedSearch(row);
    },

    async createSavedSearch(ctx, request) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      await deps.entitlements.assertMayRead(ctx, request.type);
      parseData(request.type, request.data);
      const row = await insertSavedSearch(ctx.tenantDb.db, {
        user_id: requireUser(ctx).id,
        type: request.type,
        name: request.name,
        data: request.data,
        created_at: ctx.now,
      });
      return toSavedSearch(row);
    },

    async refreshSavedSearch(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      const count = await countResults(ctx, row);
      const updated = await updateOwnCache(ctx.tenantDb.db, requireUser(ctx).id, id, count, ctx.now);
      if (!updated) throw new AppError('NOT_FOUND', `Saved search ${id} not found`);
      return toSavedSearch(updated);
    },

    async deleteSavedSearch(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      if (!(await deleteOwnSavedSearch(ctx.tenantDb.db, requireUser(ctx).id, id))) {
        throw new AppError('NOT_FOUND', `Saved search ${id} not found`);
      }
    },
  };
}
