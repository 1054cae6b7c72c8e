import { advertiserNameKey, splitByline } from '@adatlas/domain/ad-library';
import { sql } from 'kysely';
import { scoreAdLibraryAdvertisers } from '../../apps/server/src/modules/ad-library-matching/ad-library-matching.service.ts';
import { proposeInferredRelations } from '../../apps/server/src/modules/inferred-relations/inferred-relations.service.ts';
import type { TenantDb } from '../../apps/server/src/platform/database/databases.ts';
import { generateMatchingSet } from './advertiser-matching-set.ts';

export interface InferredRelationQuality {
  /** Agency–brand pairs the generated ads truly show (an agency's byline for a brand). */
  truePairs: number;
  /** Ads an advertiser paid for another company's brand: no agency relation to propose. */
  traps: number;
  proposed: number;
  proposedRight: number;
  /** Proposals that are true pairs ÷ proposals. */
  precision: number;
  /** True pairs proposed ÷ true pairs. */
  recall: number;
  seconds: number;
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : Math.round((a / b) * 1000) / 1000);

/**
 * Precision and recall of the inferred agency–brand relations on the matching's generated set
 * (`advertiser-matching-set.ts`): its world is written to `tenantDb` (expected empty), the real
 * matching resolves the names with no editor, the real proposal runs, and each proposal is compared
 * with the pairs the set's bylines truly name ("Agency X on behalf of Brand Y"), among traps where
 * an advertiser pays for another company's brand. Everything written is removed afterwards.
 */
export async function measureInferredRelations(
  tenantDb: TenantDb,
  seed = 35,
): Promise<InferredRelationQuality> {
  const set = generateMatchingSet(seed);
  const db = tenantDb.db;
  const companyIds = new Map<number, number>();
  const brandIds = new Map<number, number>();
  const truePairs = new Set<string>();
  for (const ad of set.ads) {
    const byline = ad.payer ? splitByline(ad.payer) : null;
    if (!byline?.payer || !byline.beneficiary) continue;
    const agency = set.truth.get(advertiserNameKey(byline.payer));
    const brand = set.truth.get(advertiserNameKey(byline.beneficiary));
    if (agency && brand?.brandRef) truePairs.add(`${agency.companyRef}:${brand.brandRef}`);
  }
  // Traps: advertisers (a retailer's co-op ads, a partner's co-branding) paying for another company's
  // brand. The ads name both parties as an agency's byline would, but no agency works there.
  const advertisers = set.companies.filter((company) => company.type === 'ADV');
  const traps = set.brands
    .filter((_, index) => index % 8 === 3)
    .map((brand, index) => {
      const payer = advertisers.filter((company) => company.ref !== brand.companyRef)[
        (index * 7) % (advertisers.length - 1)
      ]!;
      return {
        adId: `bench-match-trap-${index}`,
        advertiserName: null,
        payer: `${payer.name} on behalf of ${brand.name}`,
        beneficiary: null,
        raw: {},
      };
    });
  const ads = [...set.ads, ...traps];
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
        ads.map((ad, index) => ({
          source: 'META' as const,
          ad_id: ad.adId,
          advertiser_id: null,
          advertiser_name: ad.advertiserName,
          payer: ad.payer,
          beneficiary: ad.beneficiary,
          region: 'IT',
          first_shown: `2025-0${(index % 9) + 1}-01`,
          last_shown: `2025-0${(index % 9) + 1}-28`,
          eu_total_reach: 1000 + index,
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
    await scoreAdLibraryAdvertisers(tenantDb, new Date());

    const started = performance.now();
    await proposeInferredRelations(tenantDb);
    const seconds = Math.round((performance.now() - started) / 10) / 100;

    const refOf = (ids: Map<number, number>) => new Map([...ids].map(([ref, id]) => [id, ref]));
    const companyRefs = refOf(companyIds);
    const brandRefs = refOf(brandIds);
    const proposals = await db
      .selectFrom('inferred_work_relations')
      .select(['agency_company_id', 'brand_id'])
      .where('status', '=', 'proposed')
      .execute();
    const proposedRight = proposals.filter((row) =>
      truePairs.has(
        `${companyRefs.get(Number(row.agency_company_id))}:${brandRefs.get(Number(row.brand_id))}`,
      ),
    ).length;
    return {
      truePairs: truePairs.size,
      traps: traps.length,
      proposed: proposals.length,
      proposedRight,
      precision: ratio(proposedRight, proposals.length),
      recall: ratio(proposedRight, truePairs.size),
      seconds,
    };
  } finally {
    await db.deleteFrom('inferred_work_relations').execute();
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
