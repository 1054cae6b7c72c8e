import { sql } from 'kysely';
import { scoreAdLibraryAdvertisers } from '../../apps/server/src/modules/ad-library-matching/ad-library-matching.service.ts';
import type { TenantDb } from '../../apps/server/src/platform/database/databases.ts';
import { generateMatchingSet } from './advertiser-matching-set.ts';

export interface MatchingQuality {
  names: number;
  known: number;
  unknown: number;
  autoLinked: number;
  autoCorrect: number;
  /** Auto-links to the right company ÷ all auto-links. */
  precision: number;
  /** Auto-links to the right company ÷ names AdAtlas knows. */
  recall: number;
  /** Of the right company's auto-links for a brand's name, the share on the right brand. */
  brandAccuracy: number;
  /** Names left to review whose proposed company is the right one ÷ known names left to review. */
  queueProposalPrecision: number;
  unknownAutoLinked: number;
  seconds: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);

/**
 * Precision and recall of the advertiser matching on the generated set: the set's companies and
 * brands are written to `tenantDb` (a tenant the bench does not otherwise use, expected empty),
 * its ads staged, the real matching run (pg_trgm candidates, then the domain's scoring), and every
 * scored name compared with the truth. Everything written is removed afterwards.
 */
export async function measureAdvertiserMatching(tenantDb: TenantDb, seed = 35): Promise<MatchingQuality> {
  const set = generateMatchingSet(seed);
  const db = tenantDb.db;
  const companyIds = new Map<number, number>();
  const brandIds = new Map<number, number>();
  try {
    for (const company of set.companies) {
      const row = await db
        .insertInto('companies')
        .values({ name: company.name, type: company.type, vat: company.vat, website: company.website })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(company.ref, Number(row.id));
    }
    for (const brand of set.brands) {
      const row = await db
        .insertInto('brands')
        .values({ name: brand.name, company_id: companyIds.get(brand.companyRef)!, website: brand.website })
        .returning('id')
        .executeTakeFirstOrThrow();
      brandIds.set(brand.ref, Number(row.id));
    }
    await db
      .insertInto('ad_library_ads')
      .values(
        set.ads.map((ad) => ({
          source: 'META' as const,
          ad_id: ad.adId,
          advertiser_id: null,
          advertiser_name: ad.advertiserName,
          payer: ad.payer,
          beneficiary: ad.beneficiary,
          region: 'IT',
          first_shown: '2025-01-01',
          last_shown: '2025-01-31',
          eu_total_reach: 1000,
          times_shown_lower: null,
          times_shown_upper: null,
          snapshot_url: null,
          raw: JSON.stringify(ad.raw),
          run_id: null,
        })),
      )
      .execute();
    await sql`ANALYZE ${sql.table(`${tenantDb.schema}.companies`)}, ${sql.table(`${tenantDb.schema}.brands`)}`.execute(
      db,
    );

    const started = performance.now();
    await scoreAdLibraryAdvertisers(tenantDb, new Date());
    const seconds = Math.round((performance.now() - started) / 10) / 100;

    const scored = await db
      .selectFrom('ad_library_advertisers')
      .select(['name_key', 'status', 'company_id', 'brand_id'])
      .execute();
    let known = 0;
    let unknown = 0;
    let autoLinked = 0;
    let autoCorrect = 0;
    let brandAuto = 0;
    let brandRight = 0;
    let queuedKnown = 0;
    let queuedRight = 0;
    let unknownAutoLinked = 0;
    for (const row of scored) {
      if (!set.truth.has(row.name_key)) continue;
      const truth = set.truth.get(row.name_key) ?? null;
      const companyId = row.company_id === null ? null : Number(row.company_id);
      const rightCompany = truth !== null && companyId === companyIds.get(truth.companyRef);
      if (truth) known++;
      else unknown++;
      if (row.status === 'auto') {
        autoLinked++;
        if (rightCompany) autoCorrect++;
        if (!truth) unknownAutoLinked++;
        if (rightCompany && truth?.brandRef) {
          brandAuto++;
          if (row.brand_id !== null && Number(row.brand_id) === brandIds.get(truth.brandRef)) brandRight++;
        }
      } else if (truth) {
        queuedKnown++;
        if (rightCompany) queuedRight++;
      }
    }
    return {
      names: scored.length,
      known,
      unknown,
      autoLinked,
      autoCorrect,
      precision: ratio(autoCorrect, autoLinked),
      recall: ratio(autoCorrect, known),
      brandAccuracy: ratio(brandRight, brandAuto),
      queueProposalPrecision: ratio(queuedRight, queuedKnown),
      unknownAutoLinked,
      seconds,
    };
  } finally {
    await db.deleteFrom('ad_library_advertisers').execute();
    await db.deleteFrom('ad_library_ads').where('ad_id', 'like', 'bench-match-%').execute();
    if (brandIds.size > 0)
      await db
        .deleteFrom('brands')
        .where('id', 'in', [...brandIds.values()])
        .execute();
    if (companyIds.size > 0)
      await db
        .deleteFrom('companies')
        .where('id', 'in', [...companyIds.values()])
        .execute();
  }
}
