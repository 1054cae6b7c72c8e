import {
  type AdminFlatItem,
  type AdminTreeList,
  type AdminTreeNode,
  type AdminTreeNodeCreate,
  type AdminTreeNodePatch,
  findSiblingNamed,
  type NewsFeed,
  treePath,
  wouldCreateCycle,
} from '@adatlas/domain/admin';
import type { Transaction } from 'kysely';
import type { Databases } from '../../platform/database/databases.ts';
import type { TenantDatabase } from '../../platform/database/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import { auditedTenantTransaction } from '../audit/audited-transaction.ts';
import * as repo from './admin-reference-lists.repository.ts';

export interface AdminReferenceListsService {
  findTree(ctx: RequestContext, list: AdminTreeList): Promise<AdminTreeNode[]>;
  createTreeNode(ctx: RequestContext, list: AdminTreeList, node: AdminTreeNodeCreate): Promise<AdminTreeNode>;
  updateTreeNode(
    ctx: RequestContext,
    list: AdminTreeList,
    id: number,
    patch: AdminTreeNodePatch,
  ): Promise<AdminTreeNode>;
  findFlatLists(ctx: RequestContext): Promise<string[]>;
  findFlat(ctx: RequestContext, list: string): Promise<AdminFlatItem[]>;
  createFlatItem(
    ctx: RequestContext,
    list: string,
    item: { key: string; label: string; sortOrder: number },
  ): Promise<AdminFlatItem>;
  updateFlatItem(
    ctx: RequestContext,
    list: string,
    id: number,
    patch: { label?: string; sortOrder?: number; active?: boolean },
  ): Promise<AdminFlatItem>;
  findFeeds(ctx: RequestContext): Promise<NewsFeed[]>;
  createFeed(
    ctx: RequestContext,
    feed: { name: string; logo: string | null; url: string; online: boolean },
  ): Promise<NewsFeed>;
  updateFeed(
    ctx: RequestContext,
    id: number,
    patch: { name?: string; logo?: string | null; url?: string; online?: boolean },
  ): Promise<NewsFeed>;
  deleteFeed(ctx: RequestContext, id: number): Promise<void>;
}

const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ path, message }]);
/** Two entries of one name under one parent could not be told apart in the pickers. */
const nameTaken = (path: string, list: AdminTreeList, name: string) => {
  const message = `${list} already has "${name}" at this level`;
  return new AppError('CONFLICT', message, [{ path, message }]);
};

type FeedRow = NonNullable<Awaited<ReturnType<typeof repo.getFeedRow>>>;
const toFeed = (row: FeedRow): NewsFeed => ({
  id: row.id,
  name: row.name,
  logo: row.logo,
  url: row.url,
  online: row.online,
  lastFetchedAt: row.last_fetched_at ? new Date(row.last_fetched_at).toISOString() : null,
  lastError: row.last_error,
});

/** Rewrites the materialised path of `id` and every node under it. */
async function refreshPaths(trx: Transaction<TenantDatabase>, list: AdminTreeList, id: number) {
  if (!repo.hasPath(list)) return;
  const nodes = await repo.findTreeRows(trx, list);
  const subtree = nodes.filter(
    (node) => node.id === id || treePath(nodes, node.id).split('.').includes(String(id)),
  );
  for (const node of subtree) await repo.updateTreePath(trx, list, node.id, treePath(nodes, node.id));
}

export function createAdminReferenceListsService(databases: Databases): AdminReferenceListsService {
  const nodeIn = (nodes: readonly repo.TreeRow[], list: AdminTreeList, id: number) => {
    const node = nodes.find((row) => row.id === id);
    if (!node) throw new AppError('NOT_FOUND', `No ${list} node ${id}`);
    return node;
  };
  const getNode = async (trx: Transaction<TenantDatabase>, list: AdminTreeList, id: number) =>
    nodeIn(await repo.findTreeRows(trx, list), list, id);
  const getFlat = async (ctx: RequestContext, list: string, id: number) => {
    const row = await repo.getFlatRow(ctx.tenantDb.db, list, id);
    if (!row) throw new AppError('NOT_FOUND', `No ${list} item ${id}`);
    return row;
  };
  const getFeed = async (ctx: RequestContext, id: number) => {
    const row = await repo.getFeedRow(ctx.tenantDb.db, id);
    if (!row) throw new AppError('NOT_FOUND', `No feed ${id}`);
    return toFeed(row);
  };

  return {
    findTree: (ctx, list) => repo.findTreeRows(ctx.tenantDb.db, list),

    createTreeNode: (ctx, list, node) =>
      auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        await repo.lockTree(trx, ctx.tenant, list);
        const nodes = await repo.findTreeRows(trx, list);
        if (node.parentId !== null && !nodes.some((row) => row.id === node.parentId)) {
          throw invalid('body.parentId', `No ${list} node ${node.parentId}`);
        }
        const twin = findSiblingNamed(nodes, node.parentId, node.key);
        if (twin) throw nameTaken('body.key', list, twin.key);
        const id = await repo.insertTreeNode(trx, list, node);
        await refreshPaths(trx, list, id);
        const created = await getNode(trx, list, id);
        await audit({ entity: list, entityId: id, action: 'create', after: created });
        return created;
      }),

    updateTreeNode: (ctx, list, id, patch) =>
      auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        await repo.lockTree(trx, ctx.tenant, list);
        const nodes = await repo.findTreeRows(trx, list);
        const before = nodeIn(nodes, list, id);
        const moving = patch.parentId !== undefined && patch.parentId !== before.parentId;
        const renaming = patch.key !== undefined && patch.key !== before.key;
        const parentAfter = moving ? (patch.parentId ?? null) : before.parentId;
        const hrFamilyAfter = patch.hrFamily ?? before.hrFamily;
        if (patch.hrFamily !== undefined && list !== 'functions') {
          throw invalid('body.hrFamily', 'Only a function area can be the HR family');
        }
        // The HR edition looks for its family among the top-level areas.
        if (hrFamilyAfter && parentAfter !== null) {
          throw invalid(
            patch.hrFamily ? 'body.hrFamily' : 'body.parentId',
            'The HR family is a top-level function area: unmark it before moving it under another',
          );
        }
        if (moving) {
          if (parentAfter !== null && !nodes.some((row) => row.id === parentAfter)) {
            throw invalid('body.parentId', `No ${list} node ${parentAfter}`);
          }
          if (wouldCreateCycle(nodes, id, parentAfter)) {
            throw invalid('body.parentId', 'A node cannot move under itself or one of its descendants');
          }
        }
        if (moving || renaming) {
          const twin = findSiblingNamed(nodes, parentAfter, patch.key ?? before.key, id);
          if (twin) throw nameTaken(renaming ? 'body.key' : 'body.parentId', list, twin.key);
        }
        await repo.updateTreeNode(trx, list, id, {
          key: patch.key,
          active: patch.active,
          ...(moving ? { parent_id: patch.parentId ?? null } : {}),
        });
        if (moving) await refreshPaths(trx, list, id);
        if (patch.hrFamily !== undefined && patch.hrFamily !== before.hrFamily) {
          await repo.setHrFunctionFamily(trx, patch.hrFamily ? id : null);
        }
        const after = await getNode(trx, list, id);
        await audit({ entity: list, entityId: id, action: moving ? 'move' : 'update', before, after });
        return after;
      }),

    findFlatLists: async (ctx) => (await repo.findFlatListNames(ctx.tenantDb.db)).map((row) => row.list),
    findFlat: (ctx, list) => repo.findFlatRows(ctx.tenantDb.db, list),

    createFlatItem: async (ctx, list, item) => {
      const id = await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const inserted = await repo.insertFlatRow(trx, list, item);
        if (inserted === null) {
          const message = `${list} already has the key ${item.key}`;
          throw new AppError('CONFLICT', message, [{ path: 'body.key', message }]);
        }
        await audit({ entity: `reference_items:${list}`, entityId: inserted, action: 'create', after: item });
        return inserted;
      });
      return getFlat(ctx, list, id);
    },

    updateFlatItem: async (ctx, list, id, patch) => {
      const before = await getFlat(ctx, list, id);
      await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        await repo.updateFlatRow(trx, id, {
          label: patch.label,
          sort_order: patch.sortOrder,
          active: patch.active,
        });
        await audit({
          entity: `reference_items:${list}`,
          entityId: id,
          action: 'update',
          before,
          after: patch,
        });
      });
      return getFlat(ctx, list, id);
    },

    findFeeds: async (ctx) => (await repo.findFeedRows(ctx.tenantDb.db)).map(toFeed),

    createFeed: async (ctx, feed) => {
      const id = await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        const inserted = await repo.insertFeedRow(trx, feed);
        if (inserted === null) throw new AppError('CONFLICT', `A feed with the URL ${feed.url} exists`);
        await audit({ entity: 'news_feeds', entityId: inserted, action: 'create', after: feed });
        return inserted;
      });
      return getFeed(ctx, id);
    },

    updateFeed: async (ctx, id, patch) => {
      const before = await getFeed(ctx, id);
      await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        await repo.updateFeedRow(trx, id, patch);
        await audit({ entity: 'news_feeds', entityId: id, action: 'update', before, after: patch });
      }).catch((error: unknown) => {
        if ((error as { code?: string }).code === '23505')
          throw new AppError('CONFLICT', 'A feed with this URL exists');
        throw error;
      });
      return getFeed(ctx, id);
    },

    deleteFeed: async (ctx, id) => {
      const before = await getFeed(ctx, id);
      await auditedTenantTransaction(databases, ctx, async (trx, audit) => {
        await repo.deleteFeedRow(trx, id);
        await audit({ entity: 'news_feeds', entityId: id, action: 'delete', before });
      });
    },
  };
}
