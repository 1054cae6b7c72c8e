import type { CompanySearchRequest } from '@adatlas/domain/companies';
import type { ContactSearchRequest } from '@adatlas/domain/contacts';
import { canTagAll, LIST_PAGE_SIZES, TAG_ALL_LIMIT } from '@adatlas/domain/market';
import type { PitchScoreSearchQuery, PitchSearchQuery } from '@adatlas/domain/market-data';
import {
  type CreateTagRequest,
  TAG_ENTITY_KEYS,
  TAG_NAME_TAKEN_MESSAGE,
  type Tag,
  type TagAssociateAllResponse,
  type TagAssociationsResponse,
  type TagDetailQuery,
  type TagDetailResponse,
  type TagEntity,
  type UpdateTagRequest,
} from '@adatlas/domain/tags';
import type { Kysely } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import type { IdQuery } from '../../platform/database/search/record-search.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import type { Entitlements } from '../entitlements/entitlements.service.ts';
import type { RecordSearches } from '../search/record-searches.ts';
import {
  associateIds,
  associateQuery,
  countTagged,
  deleteAssociation,
  findTaggedPage,
  findTagsOfEntities,
} from './tag-associations.repository.ts';
import {
  deleteOwnTag,
  findTagsWithCounts,
  getOwnTag,
  insertTag,
  isUniqueViolation,
  updateOwnTag,
} from './tags.repository.ts';

export interface TagsService {
  findTags(ctx: RequestContext): Promise<Tag[]>;
  createTag(ctx: RequestContext, request: CreateTagRequest): Promise<Tag>;
  updateTag(ctx: RequestContext, id: number, request: UpdateTagRequest): Promise<Tag>;
  deleteTag(ctx: RequestContext, id: number): Promise<void>;
  getTagDetail(ctx: RequestContext, id: number, query: TagDetailQuery): Promise<TagDetailResponse>;
  findAssociations(ctx: RequestContext, entity: TagEntity, ids: number[]): Promise<TagAssociationsResponse>;
  /** Associate-all: the tag goes on every result of the list's filters, in one statement. */
  associateSearch(ctx: RequestContext, id: number, search: SearchToTag): Promise<TagAssociateAllResponse>;
  deleteAssociation(ctx: RequestContext, tagId: number, entityId: number, entity: TagEntity): Promise<void>;
}

/** A list's search whose whole result set can be tagged, as that list sends it (paging ignored). */
export type SearchToTag =
  | { entity: 'company'; request: CompanySearchRequest }
  | { entity: 'contact'; request: ContactSearchRequest }
  | { entity: 'pitch'; request: PitchSearchQuery }
  | { entity: 'pitchScore'; request: PitchScoreSearchQuery };

type Db = Kysely<TenantDatabase>;
type TagRow = Awaited<ReturnType<typeof findTagsWithCounts>>[number];

function toTag(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    created_at: new Date(row.created_at).toISOString(),
    counts: {
      companies: Number(row.companies),
      contacts: Number(row.contacts),
      pitches: Number(row.pitches),
      pitchScores: Number(row.pitchScores),
    },
  };
}

/** Tags belong to one user: another user's tag id is answered exactly like a missing one. */
async function requireOwnTag(db: Db, ctx: RequestContext, id: number) {
  const tag = await getOwnTag(db, requireUser(ctx).id, id);
  if (!tag) throw new AppError('NOT_FOUND', `Tag ${id} not found`);
  return tag;
}

async function loadTag(db: Db, userId: number, id: number): Promise<Tag> {
  const [row] = await findTagsWithCounts(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', `Tag ${id} not found`);
  return toTag(row);
}

function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('CONFLICT', TAG_NAME_TAKEN_MESSAGE);
  throw error;
}

/** Refuses associate-all from TAG_ALL_LIMIT matches up, then inserts in one statement. */
async function associateAll(
  db: Db,
  tagId: number,
  entity: TagEntity,
  ids: IdQuery,
): Promise<TagAssociateAllResponse> {
  const matched = await countUpToCap(db, ids, TAG_ALL_LIMIT);
  if (matched === 0) return { matched, associated: 0 };
  if (!canTagAll(matched)) {
    throw new AppError(
      'TOO_MANY_RESULTS',
      'The search returned too many results. Please refine your search criteria.',
    );
  }
  const associated = await associateQuery(db, tagId, entity, ids, TAG_ALL_LIMIT - 1);
  return { matched, associated };
}

export function createTagsService(deps: {
  searches: RecordSearches;
  entitlements: Entitlements;
}): TagsService {
  /** The list's own search object, which checks the kind's entitlement. */
  function searchOf(
    ctx: RequestContext,
    tagged: SearchToTag,
  ): Promise<{ ids(tenantDb: TenantDb): Promise<IdQuery> }> {
    switch (tagged.entity) {
      case 'company':
        return deps.searches.company(ctx, tagged.request);
      case 'contact':
        return deps.searches.contact(ctx, tagged.request);
      case 'pitch':
        return deps.searches.pitch(ctx, tagged.request);
      case 'pitchScore':
        return deps.searches.pitchScore(ctx, tagged.request);
    }
  }

  return {
    async findTags(ctx) {
      return (await findTagsWithCounts(ctx.tenantDb.db, requireUser(ctx).id)).map(toTag);
    },

    async createTag(ctx, request) {
      const db = ctx.tenantDb.db;
      const userId = requireUser(ctx).id;
      const { id } = await insertTag(db, { user_id: userId, ...request, created_at: ctx.now }).catch(
        rethrowNameTaken,
      );
      return loadTag(db, userId, id);
    },

    async updateTag(ctx, id, request) {
      const userId = requireUser(ctx).id;
      // Tagging records of a kind is reading them: only kinds the licence includes.
      for (const [entity, key] of Object.entries(TAG_ENTITY_KEYS) as [TagEntity, keyof typeof request][]) {
        if (Array.isArray(request[key])) await deps.entitlements.assertMayRead(ctx, entity);
      }
      await ctx.tenantDb.db.transaction().execute(async (trx) => {
        await requireOwnTag(trx, ctx, id);
        const { name, color } = request;
        if (name !== undefined || color !== undefined) {
          await updateOwnTag(trx, userId, id, { name, color }).catch(rethrowNameTaken);
        }
        for (const [entity, key] of Object.entries(TAG_ENTITY_KEYS) as [TagEntity, keyof typeof request][]) {
          const ids = request[key];
          if (Array.isArray(ids)) await associateIds(trx, id, entity, ids);
        }
      });
      return loadTag(ctx.tenantDb.db, userId, id);
    },

    async deleteTag(ctx, id) {
      if (!(await deleteOwnTag(ctx.tenantDb.db, requireUser(ctx).id, id))) {
        throw new AppError('NOT_FOUND', `Tag ${id} not found`);
      }
    },

    async getTagDetail(ctx, id, query) {
      await deps.entitlements.assertMayRead(ctx, query.entity);
      const db = ctx.tenantDb.db;
      const tag = await loadTag(db, requireUser(ctx).id, id);
      const limit = LIST_PAGE_SIZES.tagDetail;
      const [rows, total] = await Promise.all([
        findTaggedPage(db, id, query.entity, { offset: (query.pageNum - 1) * limit, limit }),
        countTagged(db, id, query.entity),
      ]);
      const page = {
        data: rows.map((row) => ({
          id: row.id,
          name: row.name,
          detail: row.detail,
          taggedAt: new Date(row.created_at).toISOString(),
        })),
        totalResults: total,
        currentPage: query.pageNum,
        totalPages: Math.ceil(total / limit),
      };
      return { tag, [TAG_ENTITY_KEYS[query.entity]]: page };
    },

    async findAssociations(ctx, entity, ids) {
      await deps.entitlements.assertMayRead(ctx, entity);
      const rows = await findTagsOfEntities(ctx.tenantDb.db, requireUser(ctx).id, entity, ids);
      const data = [...new Set(ids)].map((id) => ({
        id,
        tags: rows
          .filter((row) => row.entity_id === id)
          .map((row) => ({ tagId: row.tagId, name: row.name, color: row.color })),
      }));
      return { data };
    },

    async associateSearch(ctx, id, tagged) {
      const db = ctx.tenantDb.db;
      await requireOwnTag(db, ctx, id);
      const search = await searchOf(ctx, tagged);
      return associateAll(db, id, tagged.entity, await search.ids(ctx.tenantDb));
    },

    async deleteAssociation(ctx, tagId, entityId, entity) {
      const db = ctx.tenantDb.db;
      await requireOwnTag(db, ctx, tagId);
      if (!(await deleteAssociation(db, tagId, entity, entityId))) {
        throw new AppError('NOT_FOUND', `${entity} ${entityId} is not tagged with ${tagId}`);
      }
    },
  };
}
