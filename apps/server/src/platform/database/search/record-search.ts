import type { RecordKind } from '@adatlas/domain/entitlements';
import type { Facet } from '@adatlas/domain/search';
import type { Compilable, SelectQueryBuilder } from 'kysely';
import type { TenantDb } from '../databases.ts';

// biome-ignore lint/suspicious/noExplicitAny: each kind's own tables; only the `id` column is read
export type IdQuery = SelectQueryBuilder<any, any, { id: number }>;

/**
 * One kind's search, resolved for one caller and one request: the kind's entitlement checked,
 * the filters the tenant offers validated and expanded, comment visibility applied. Everything
 * that runs a search (its list page, tagging all its results, a saved search's count, the
 * exports) reads it from here, so none can forget a step. The handle is a parameter so an
 * export can run it on its snapshot transaction; nothing is queried until a method is called.
 */
export interface RecordSearch<PageRow> {
  readonly kind: RecordKind;
  /** The answer depends on who asks (comment filters): a cache shared by callers must not keep it. */
  readonly perCaller: boolean;
  /** The matching records' ids, unordered: what tagging every result inserts. */
  ids(tenantDb: TenantDb): Promise<IdQuery>;
  /** How many match, as the list counts them (capped where the list caps). */
  count(tenantDb: TenantDb): Promise<number>;
  /** One page in the list's order. */
  page(tenantDb: TenantDb, page: { offset: number; limit: number }): Promise<PageRow[]>;
}

/** The search of a kind whose lists export to a spreadsheet. */
export interface ExportableSearch<PageRow, ExportRow> extends RecordSearch<PageRow> {
  /** Every match in the list's order, with the spreadsheet's columns. */
  exportRows(tenantDb: TenantDb): Promise<Compilable<ExportRow>>;
}

/** The search of a kind whose list filters show how many records each value finds. */
export interface FacetedSearch<Field extends string> {
  /**
   * The values of `field` with their counts under every filter of the request but the field's
   * own (what choosing that value alone would find), on the list's conditions and capped as its
   * count is.
   */
  facet(tenantDb: TenantDb, field: Field): Promise<Facet>;
}

/** Runs `load` once, on first use, and hands every later caller the same promise. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    loaded ??= load();
    return loaded;
  };
}
