import type { BrandAdvertiserSearchQuery } from '@adatlas/domain/market-data';
import { sql } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';

/** Same figure as advertiserReach(): EU reach for Meta, midpoint of times shown for Google. */
const REACH = sql<number | null>`CASE WHEN ba.advertiser_type = 'META' THEN ba.eu_total_reach::numeric
  ELSE (ba.times_shown_lower + ba.times_shown_upper) / 2.0 END`;

export async function findBrandAdvertiserPage(tenantDb: TenantDb, query: BrandAdvertiserSearchQuery) {
  let base = tenantDb.db
    .selectFrom('brand_advertisers as ba')
    .innerJoin('brands as b', 'b.id', 'ba.brand_id')
    .innerJoin('companies as c', 'c.id', 'ba.company_id');
  if (query.companyIds?.length) base = base.where('ba.company_id', 'in', query.companyIds);
  if (query.sector?.length) {
    const sectors = query.sector;
    base = base.where(({ or }) =>
      or([sql<boolean>`b.sector_ids && ${sectors}::int[]`, sql<boolean>`c.sector_ids && ${sectors}::int[]`]),
    );
  }
  if (query.payer)
    base = base.where(
      sql<boolean>`public.search_norm(ba.payer) LIKE '%' || public.search_norm(${query.payer}) || '%'`,
    );
  if (query.advertiserType?.length) base = base.where('ba.advertiser_type', 'in', query.advertiserType);
  const rules = query.reach ?? [];
  if (rules.length > 0) {
    // A row passes when it meets any rule: its year, its reach within that rule's bounds.
    base = base.where(({ or, and, eb }) =>
      or(
        rules.map((rule) =>
          and([
            eb('ba.year', '=', rule.year),
            eb(REACH, '>=', rule.minReach),
            ...(rule.maxReach === undefined ? [] : [eb(REACH, '<=', rule.maxReach)]),
          ]),
        ),
      ),
    );
  }
  const rows = await base
    .select([
      'ba.id',
      'ba.advertiser_type',
      'ba.year',
      'ba.payer',
      'ba.beneficiary',
      'ba.n_ads',
      'ba.eu_total_reach',
      'ba.times_shown_lower',
      'ba.times_shown_upper',
      'ba.meta_library_id',
      'ba.google_advertiser_id',
      'ba.origin',
      'b.id as brand_id',
      'b.name as brand_name',
      'c.id as company_id',
      'c.name as company_name',
    ])
    .orderBy('ba.year', 'desc')
    .orderBy('c.name_norm')
    .orderBy('b.name_norm')
    .orderBy('ba.id')
    .limit(query.pageSize)
    .offset(query.page * query.pageSize)
    .execute();
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}
