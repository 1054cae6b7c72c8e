import { advertiserNameKey, splitByline } from '@adatlas/domain/ad-library';
import { sql } from 'kysely';
import type { TenantDb } from '../../platform/database/databases.ts';
import * as repo from './ad-library-matching.repository.ts';

/** The advertiser an ad promotes: its beneficiary, else the one a byline names, else its page. */
export function promotedNames(ad: {
  advertiser_name: string | null;
  payer: string | null;
  beneficiary: string | null;
}) {
  const names: string[] = [];
  if (ad.beneficiary?.trim()) names.push(ad.beneficiary);
  const fromByline = ad.payer ? splitByline(ad.payer).beneficiary : null;
  if (fromByline) names.push(fromByline);
  if (ad.advertiser_name?.trim()) names.push(ad.advertiser_name);
  return names;
}

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));
const addNullable = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);

/**
 * Rewrites the ingested brand_advertisers rows from the staged ads whose advertiser resolved to a
 * brand: per brand, platform, year, payer and beneficiary. A name resolved to a company without a
 * brand counts for the company's only active brand; a company with several is left out rather
 * than guessed. The demo generator's rows are never touched; running it twice writes the same rows.
 */
export async function aggregateAdLibraryAdvertisers(tenantDb: TenantDb): Promise<number> {
  return tenantDb.db.transaction().execute(async (trx) => {
    // One aggregation at a time per tenant: two would each delete, then both insert.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`ad-library-aggregate:${tenantDb.schema}`}))`.execute(
      trx,
    );
    const resolved = await repo.findResolved(trx);
    const onlyBrands = new Map(
      (
        await repo.findOnlyBrands(trx, [
          ...new Set(resolved.filter((r) => !r.brand_id).map((r) => Number(r.company_id))),
        ])
      ).map((row) => [Number(row.company_id), Number(row.brand_id)]),
    );
    const brandOf = new Map<string, { brand_id: number; company_id: number }>();
    for (const row of resolved) {
      const companyId = Number(row.company_id);
      const brandId = row.brand_id ? Number(row.brand_id) : onlyBrands.get(companyId);
      if (brandId) brandOf.set(row.name_key, { brand_id: brandId, company_id: companyId });
    }
    const rows = new Map<string, repo.AggregateRow>();
    for (const group of await repo.findAdGroups(tenantDb)) {
      const target = promotedNames(group)
        .map((name) => brandOf.get(advertiserNameKey(name)))
        .find((found) => found !== undefined);
      if (!target) continue;
      const key = JSON.stringify([target.brand_id, group.source, group.year, group.payer, group.beneficiary]);
      const row = rows.get(key) ?? {
        advertiser_type: group.source,
        brand_id: target.brand_id,
        company_id: target.company_id,
        year: group.year,
        payer: group.payer,
        beneficiary: group.beneficiary,
        n_ads: 0,
        eu_total_reach: null,
        times_shown_lower: null,
        times_shown_upper: null,
        meta_library_id: null,
        google_advertiser_id: null,
      };
      row.n_ads += group.n_ads;
      row.eu_total_reach = addNullable(row.eu_total_reach, toNumber(group.eu_total_reach));
      row.times_shown_lower = addNullable(row.times_shown_lower, toNumber(group.times_shown_lower));
      row.times_shown_upper = addNullable(row.times_shown_upper, toNumber(group.times_shown_upper));
      const libraryId = group.source === 'META' ? 'meta_library_id' : 'google_advertiser_id';
      if (group.advertiser_id && (row[libraryId] === null || group.advertiser_id < row[libraryId]!)) {
        row[libraryId] = group.advertiser_id;
      }
      rows.set(key, row);
    }
    const sorted = [...rows.values()].sort(
      (a, b) =>
        a.brand_id - b.brand_id ||
        a.advertiser_type.localeCompare(b.advertiser_type) ||
        a.year - b.year ||
        (a.payer ?? '').localeCompare(b.payer ?? '') ||
        (a.beneficiary ?? '').localeCompare(b.beneficiary ?? ''),
    );
    await repo.replaceIngestedAggregates(trx, sorted);
    return sorted.length;
  });
}
