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
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { countUpToCap } from '../../platform/database/search/capped-count.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type RequestContext, requireUser } from '../../platform/http/request-context.ts';
import { commentViewerOf } from '../comments/comment-visibility.ts';
import { filteredCompanies } from '../companies/companies.repository.ts';
import { assertFiltersAvailable, expandCompanyTreeFilters } from '../companies/companies.service.ts';
import { filteredContacts } from '../contacts/contacts.repository.ts';
import { toContactQuery } from '../contacts/contacts.service.ts';
import { filteredPitchScores } from '../pitch-scores/pitch-scores.repository.ts';
import { filteredPitches } from '../pitches/pitches.repository.ts';
import { today } from '../pitches/pitches.service.ts';
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
// biome-ignore lint/suspicious/noExplicitAny: each list's own filtered query, read for its ids
type FilteredQuery = SelectQueryBuilder<any, any, any>;
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

/** The list's own filtered query (the one its page and count use) and its record id column. */
async function filteredSearch(
  ctx: RequestContext,
  search: SearchToTag,
): Promise<{ filtered: FilteredQuery; idColumn: string }> {
  const db = ctx.tenantDb.db;
  switch (search.entity) {
    case 'company': {
      const { sort_key, sort_direction, pageNum, limit, ...filters } = search.request;
      assertFiltersAvailable(ctx, filters);
      const expanded = {
        ...(await expandCompanyTreeFilters(db, filters)),
        commentViewer: commentViewerOf(ctx),
      };
      return { filtered: filteredCompanies(db, expanded), idColumn: 'companies.id' };
    }
    case 'contact':
      return { filtered: filteredContacts(db, await toContactQuery(ctx, search.request)), idColumn: 'p.id' };
    case 'pitch':
      return { filtered: filteredPitches(ctx.tenantDb, search.request, today(ctx)), idColumn: 'p.id' };
    case 'pitchScore':
      return { filtered: filteredPitchScores(ctx.tenantDb, search.request), idColumn: 'ps.id' };
  }
}

/** Refuses associate-all from TAG_ALL_LIMIT matches up, then inserts in one statement. */
async function associateAll(
  db: Db,
  tagId: number,
  entity: TagEntity,
  filtered: FilteredQuery,
  idColumn: string,
): Promise<TagAssociateAllResponse> {
  const matched = await countUpToCap(db, filtered, TAG_ALL_LIMIT);
  if (matched === 0) return { matched, associated: 0 };
  if (!canTagAll(matched)) {
    throw new AppError(
      'TOO_MANY_RESULTS',
      'The search returned too many results. Please refine your search criteria.',
    );
  }
  const associated = await associateQuery(db, tagId, entity, filtered, idColumn, TAG_ALL_LIMIT - 1);
  return { matched, associated };
}

export function createTagsService(): TagsService {
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
      const rows = await findTagsOfEntities(ctx.tenantDb.db, requireUser(ctx).id, entity, ids);
      const data = [...new Set(ids)].map((id) => ({
        id,
        tags: rows
          .filter((row) => row.entity_id === id)
          .map((row) => ({ tagId: row.tagId, name: row.name, color: row.color })),
      }));
      return { data };
    },

    async associateSearch(ctx, id, search) {
      const db = ctx.tenantDb.db;
      await requireOwnTag(db, ctx, id);
      const { filtered, idColumn } = await filteredSearch(ctx, search);
      return associateAll(db, id, search.entity, filtered, idColumn);
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
