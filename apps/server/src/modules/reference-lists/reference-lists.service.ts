import { type LocationField, nestTree, type TreeNode } from '@adatlas/domain/reference-lists';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  findCollectiveAgreementItems,
  findCompanyFieldValues,
  findContactFieldValues,
  findFlatItems,
  findFunctionItems,
  findFunctionTreeRows,
  findTreeRows,
} from './reference-lists.repository.ts';

const TREE_TABLES = { Category: 'categories', Sector: 'sectors', Function: 'functions' } as const;

export interface ReferenceListsService {
  getTree(ctx: RequestContext, entity: keyof typeof TREE_TABLES): Promise<TreeNode[]>;
  findFlat(ctx: RequestContext, entity: string): Promise<{ id: number; key: string; label: string }[]>;
  findCompanyField(ctx: RequestContext, field: LocationField, q?: string): Promise<string[]>;
  findContactField(ctx: RequestContext, field: LocationField, q?: string): Promise<string[]>;
}

export function createReferenceListsService(): ReferenceListsService {
  return {
    async getTree(ctx, entity) {
      const db = ctx.tenantDb.db;
      const rows =
        entity === 'Function' ? await findFunctionTreeRows(db) : await findTreeRows(db, TREE_TABLES[entity]);
      return nestTree(rows);
    },
    findFlat(ctx, entity) {
      const db = ctx.tenantDb.db;
      if (entity === 'function') return findFunctionItems(db);
      if (entity === 'collective_agreement') return findCollectiveAgreementItems(db);
      return findFlatItems(db, entity);
    },
    findCompanyField(ctx, field, q) {
      return findCompanyFieldValues(ctx.tenantDb.db, field, q);
    },
    findContactField(ctx, field, q) {
      return findContactFieldValues(ctx.tenantDb.db, field, q);
    },
  };
}
