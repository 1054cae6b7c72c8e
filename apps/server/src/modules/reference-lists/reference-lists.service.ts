import { NIELSEN_NON_SERIES_KEYS } from '@adatlas/domain/companies';
import {
  type LocationField,
  type NielsenYearsResponse,
  nestTree,
  type TreeNode,
} from '@adatlas/domain/reference-lists';
import type { TenantDataCache } from '../../platform/database/tenant-data-cache.ts';
import type { RequestContext } from '../../platform/http/request-context.ts';
import {
  findCollectiveAgreementItems,
  findCompanyFieldValues,
  findContactFieldValues,
  findFlatItems,
  findFunctionItems,
  findFunctionTreeRows,
  findNielsenChannelNames,
  findNielsenYears,
  findTreeRows,
} from './reference-lists.repository.ts';

const TREE_TABLES = { Category: 'categories', Sector: 'sectors', Function: 'functions' } as const;

export interface ReferenceListsService {
  getTree(ctx: RequestContext, entity: keyof typeof TREE_TABLES): Promise<TreeNode[]>;
  findFlat(ctx: RequestContext, entity: string): Promise<{ id: number; key: string; label: string }[]>;
  findCompanyField(ctx: RequestContext, field: LocationField, q?: string): Promise<string[]>;
  findContactField(ctx: RequestContext, field: LocationField, q?: string): Promise<string[]>;
  /** The Nielsen channel types of the tenant's data, for the spend filters. */
  findNielsenTypes(ctx: RequestContext): Promise<string[]>;
  /** The years with Nielsen spend, in `channels` and in any channel. */
  findNielsenYears(ctx: RequestContext, channels?: readonly string[]): Promise<NielsenYearsResponse>;
}

export interface ReferenceListsServiceOptions {
  /** The Nielsen lookups read a whole table; the answer stays until the tenant's data changes. */
  cache?: TenantDataCache;
}

export function createReferenceListsService(
  options: ReferenceListsServiceOptions = {},
): ReferenceListsService {
  const cached = <T>(ctx: RequestContext, key: string, load: () => Promise<T>) =>
    options.cache ? options.cache.get(ctx.tenant, key, load) : load();
  const yearsOf = (ctx: RequestContext, channels?: readonly string[]) =>
    cached(ctx, `nielsen-years:${JSON.stringify(channels ?? null)}`, async () =>
      (await findNielsenYears(ctx.tenantDb.db, channels)).map((row) => row.year),
    );
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
    findNielsenTypes(ctx) {
      return cached(ctx, 'nielsen-types', async () =>
        (await findNielsenChannelNames(ctx.tenantDb.db, NIELSEN_NON_SERIES_KEYS)).map((row) => row.name),
      );
    },
    async findNielsenYears(ctx, channels) {
      const [years, allYears] = await Promise.all([
        channels?.length ? yearsOf(ctx, [...new Set(channels)].sort()) : yearsOf(ctx),
        yearsOf(ctx),
      ]);
      return { years, allYears };
    },
  };
}
