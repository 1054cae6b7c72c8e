import type { AlertFrequency } from '@adatlas/domain/alerts';
import {
  type CreateSavedSearchRequest,
  mayFollowSavedSearches,
  SAVED_SEARCH_NEW_IDS_MAX,
  SAVED_SEARCH_TYPES,
  type SavedSearch,
  type SavedSearchNewMatches,
  type SavedSearchType,
} from '@adatlas/domain/saved-searches';
import { AppError } from '../../platform/errors/app-error.ts';
import type { FeatureGate } from '../../platform/http/feature-gate.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import { DATA_SCHEMAS, savedSearchOf } from './saved-search.search.ts';
import {
  deleteOwnAlert,
  findNewMatchIds,
  findOwnAlertStates,
  lockAlert,
  updateAlertSeqs,
  upsertOwnAlert,
} from './saved-search-alerts.repository.ts';
import { syncFollowedSearch } from './saved-search-alerts.ts';
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
  /** Follow (a daily or weekly mail of its new records) or stop following (null). */
  setAlert(ctx: RequestContext, id: number, frequency: AlertFrequency | null): Promise<SavedSearch>;
  /** The user opened the search: what matches now is no longer new to them. */
  markSeen(ctx: RequestContext, id: number): Promise<SavedSearch>;
  /** The records that entered a followed search between two syncs, for a list to filter on. */
  findNewMatches(
    ctx: RequestContext,
    id: number,
    range: { since: number; until?: number },
  ): Promise<SavedSearchNewMatches>;
}

type AlertState = Awaited<ReturnType<typeof findOwnAlertStates>>[number];

function toSavedSearch(row: SavedSearchRow, alert: AlertState | undefined): SavedSearch {
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
    alert: alert
      ? { frequency: alert.frequency, newCount: alert.new_count ?? 0, lookedSync: alert.looked_seq }
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

export function createSavedSearchesService(deps: {
  flags: FeatureGate;
  searches: RecordSearches;
  entitlements: Entitlements;
}): SavedSearchesService {
  /** The count the list would show for the stored filters, through that list's search object. */
  async function countResults(ctx: RequestContext, row: SavedSearchRow): Promise<number> {
    return (await savedSearchOf(deps.searches, ctx, row)).count(ctx.tenantDb);
  }

  async function withAlert(ctx: RequestContext, row: SavedSearchRow): Promise<SavedSearch> {
    const [alert] = await findOwnAlertStates(ctx.tenantDb.db, requireUser(ctx).id, [row.id]);
    return toSavedSearch(row, alert);
  }

  /**
   * Syncs a followed search's matches now (waiting for a running alert) and moves the watermarks
   * `moves` names to the new sync; nothing when the search is not followed.
   */
  async function syncAlert(
    ctx: RequestContext,
    row: SavedSearchRow,
    moves: { looked?: true; mailed?: true },
  ) {
    await ctx.tenantDb.db.transaction().execute(async (trx) => {
      const alert = await lockAlert(trx, row.id, false);
      if (!alert || alert.user_id !== requireUser(ctx).id) return;
      const seq = await syncFollowedSearch(deps, { ...ctx, tenantDb: { ...ctx.tenantDb, db: trx } }, trx, {
        ...row,
        syncSeq: alert.sync_seq,
      });
      await updateAlertSeqs(trx, row.id, {
        sync_seq: seq,
        ...(moves.looked ? { looked_seq: seq } : {}),
        ...(moves.mailed ? { mailed_seq: seq } : {}),
      });
    });
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
      const rows = (await findOwnSavedSearches(ctx.tenantDb.db, requireUser(ctx).id, type)).filter((row) =>
        readable.has(row.type),
      );
      const alerts = new Map(
        (
          await findOwnAlertStates(
            ctx.tenantDb.db,
            requireUser(ctx).id,
            rows.map((row) => row.id),
          )
        ).map((alert) => [Number(alert.saved_search_id), alert]),
      );
      return rows.map((row) => toSavedSearch(row, alerts.get(row.id)));
    },

    async getSavedSearch(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      await deps.entitlements.assertMayRead(ctx, row.type);
      return withAlert(ctx, row);
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
      return toSavedSearch(row, undefined);
    },

    async refreshSavedSearch(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      const count = await countResults(ctx, row);
      const updated = await updateOwnCache(ctx.tenantDb.db, requireUser(ctx).id, id, count, ctx.now);
      if (!updated) throw new AppError('NOT_FOUND', `Saved search ${id} not found`);
      // A followed search's badge counts what entered it up to now, not only up to the last mail.
      await syncAlert(ctx, updated, {});
      return withAlert(ctx, updated);
    },

    async deleteSavedSearch(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      if (!(await deleteOwnSavedSearch(ctx.tenantDb.db, requireUser(ctx).id, id))) {
        throw new AppError('NOT_FOUND', `Saved search ${id} not found`);
      }
    },

    async setAlert(ctx, id, frequency) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      await deps.entitlements.assertMayRead(ctx, row.type);
      const userId = requireUser(ctx).id;
      if (frequency === null) {
        await deleteOwnAlert(ctx.tenantDb.db, userId, id);
        return withAlert(ctx, row);
      }
      if (!mayFollowSavedSearches(ctx)) {
        throw new AppError('FORBIDDEN_ERROR', 'This licence does not include e-mail alerts');
      }
      const [existing] = await findOwnAlertStates(ctx.tenantDb.db, userId, [id]);
      await upsertOwnAlert(ctx.tenantDb.db, { savedSearchId: id, userId, frequency });
      // Following starts from what matches now: the first mail carries only what comes after.
      if (!existing) await syncAlert(ctx, row, { looked: true, mailed: true });
      return withAlert(ctx, row);
    },

    async markSeen(ctx, id) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      await deps.entitlements.assertMayRead(ctx, row.type);
      await syncAlert(ctx, row, { looked: true });
      // What the list shows now is what the user saw: the cached count follows.
      const count = await countResults(ctx, row);
      const updated = await updateOwnCache(ctx.tenantDb.db, requireUser(ctx).id, id, count, ctx.now);
      return withAlert(ctx, updated ?? row);
    },

    async findNewMatches(ctx, id, range) {
      await deps.flags.assertEnabled(ctx, 'savedSearch');
      const row = await requireOwn(ctx, id);
      await deps.entitlements.assertMayRead(ctx, row.type);
      return findNewMatchIds(ctx.tenantDb.db, id, range, SAVED_SEARCH_NEW_IDS_MAX);
    },
  };
}
