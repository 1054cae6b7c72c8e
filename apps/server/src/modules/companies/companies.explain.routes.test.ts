import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTreeNode } from '../../../test/factories.ts';
import { explainNodes, type PlanNode, vacuumUntilAllVisible } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cappedCountQuery } from '../../platform/database/search/capped-count.ts';
import { facetCountsQuery } from '../../platform/database/search/facet-counts.ts';
import { companyPageQuery, filteredCompanies } from './companies.repository.ts';
import type { ExpandedCompanyFilters } from './company-filters.ts';
import { NIELSEN_FEW_COMPANIES, resolveNielsenFilters } from './nielsen-filter.ts';

let t: TestApp;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const categoryIds: number[] = [];
  for (let i = 0; i < 40; i += 1)
    categoryIds.push((await createTreeNode(italy, 'categories', `Category ${i}`)).id);
  categoryId = categoryIds[7]!;
  await sql`
    INSERT INTO ${sql.raw(italy.schema)}.companies (name, type, city, main_category_id, creation_year)
    SELECT 'Company ' || md5(g::text), 'ADV', 'City ' || (g % 300), (${categoryIds}::int[])[1 + g % 40],
      2005 + g % 10
    FROM generate_series(1, 20000) AS g`.execute(italy.db);
  await sql`ANALYZE ${sql.raw(italy.schema)}.companies`.execute(italy.db);
});
afterAll(async () => {
  await t.close();
});

/** The plan of a page (by name unless told); `disabled` planner methods are off for that EXPLAIN. */
function pagePlan(
  filters: ExpandedCompanyFilters,
  offset = 0,
  disabled: readonly string[] = [],
  sort: Parameters<typeof companyPageQuery>[2] = { key: 'name', direction: 'asc' },
): Promise<PlanNode[]> {
  const italy = t.db.databases.tenant('italy');
  const query = companyPageQuery(italy.db, filters, sort, { offset, limit: 20 }).compile();
  return explainNodes(t.db.databases.corePool, query, disabled);
}

describe('company search query plan', () => {
  it('answers city + main category + name prefix without a Seq Scan on companies', async () => {
    const plan = await pagePlan({
      city: ['City 7'],
      mainCategoryIds: [categoryId],
      key: { text: 'comp', withTypos: false },
    });
    const onCompanies = plan.filter((node) => node['Relation Name'] === 'companies');
    expect(onCompanies.length).toBeGreaterThan(0);
    expect(onCompanies.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });

  it.each([
    [
      'city',
      'companies.city',
      (): ExpandedCompanyFilters => ({ mainCategoryIds: [categoryId] }),
      /^companies_main_category_idx$/,
    ],
    [
      'main category',
      'companies.main_category_id',
      (): ExpandedCompanyFilters => ({ city: ['City 7'] }),
      // Either index led by the city (the one with the revenue band is partial on active, so smaller).
      /^companies_city_(id|income)_idx$/,
    ],
  ] as const)(
    "counts a chosen filter's %s facet from that filter's index, not a scan of every company",
    async (_facet, column, chosen, index) => {
      const italy = t.db.databases.tenant('italy');
      const query = facetCountsQuery(filteredCompanies(italy.db, chosen()), column).compile();
      const plan = await explainNodes(t.db.databases.corePool, query);
      const scans = plan.filter((node) => node['Relation Name'] === 'companies');
      expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      expect(plan.some((node) => index.test(node['Index Name'] ?? ''))).toBe(true);
    },
  );

  it('can read page 50 of a creation year by name in index order, from the year + name index', async () => {
    // At bench size (1 % of 500,000 companies per year) the planner prefers reading the year's
    // rows in name order; on this small table it may sort 2,000 rows instead, so the test turns
    // sorting off to ask whether an index delivers that order without walking every name.
    const plan = await pagePlan({ creation_year: 2010 }, 980, ['enable_sort', 'enable_bitmapscan']);
    const scans = plan.filter((node) => node['Relation Name'] === 'companies');
    expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'companies_creation_year_name_idx'],
    ]);
  });

  it('can read page 50 by city, descending, in index order: cities missing last, names ascending', async () => {
    const plan = await pagePlan({}, 980, ['enable_sort', 'enable_incremental_sort', 'enable_bitmapscan'], {
      key: 'city',
      direction: 'desc',
    });
    const scans = plan.filter((node) => node['Relation Name'] === 'companies');
    expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Scan', 'companies_city_desc_name_idx'],
    ]);
  });

  it.each([
    ['asc', 'companies_sector_name_idx'],
    ['desc', 'companies_sector_desc_name_idx'],
  ] as const)(
    'can read page 50 by sector, %s, in index order, without joining the categories',
    async (direction, index) => {
      const plan = await pagePlan({}, 980, ['enable_sort', 'enable_incremental_sort', 'enable_bitmapscan'], {
        key: 'sector',
        direction,
      });
      expect(plan.map((node) => node['Relation Name']).filter(Boolean)).toEqual(['companies']);
      const scans = plan.filter((node) => node['Relation Name'] === 'companies');
      expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([['Index Scan', index]]);
    },
  );

  it('checks a filtered page by sector against the filters in the index entries, not in the rows', async () => {
    const plan = await pagePlan(
      { city: ['City 7'], type: ['ADV'] },
      0,
      ['enable_sort', 'enable_incremental_sort', 'enable_bitmapscan'],
      { key: 'sector', direction: 'asc' },
    );
    const scans = plan.filter((node) => node['Relation Name'] === 'companies');
    expect(scans.map((node) => node['Index Name'])).toEqual(['companies_sector_name_idx']);
    expect(scans[0]!['Index Cond']).toContain('City 7');
    expect(scans[0]!.Filter).toBeUndefined();
  });

  it('reads a Nielsen range from the yearly summary, or as company ids when few companies match', async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`
      INSERT INTO ${sql.raw(italy.schema)}.nielsen_spend (company_id, year, channel, amount)
      SELECT id, 2025, channel, id % 1000 FROM ${sql.raw(italy.schema)}.companies, unnest(ARRAY['tv', 'radio']) AS channel
      WHERE id % 4 <> 0`.execute(italy.db);
    await vacuumUntilAllVisible(t.db.databases.corePool, italy.schema, 'nielsen_yearly');
    const [common, rare] = await resolveNielsenFilters(italy.db, [
      { year: 2025, key: ['tv', 'digital'], min: 1 },
      { year: 2025, key: ['tv', 'radio'], min: 1990 },
    ]);
    expect(common!.companyIds).toBeUndefined();
    expect(rare!.companyIds?.length).toBeGreaterThan(0);
    expect(rare!.companyIds?.length).toBeLessThanOrEqual(NIELSEN_FEW_COMPANIES);

    const summaryPlan = await pagePlan({ nielsen_filters: [common!] });
    const relations = summaryPlan.map((node) => node['Relation Name']);
    expect(relations).toContain('nielsen_yearly');
    expect(relations).not.toContain('nielsen_spend');
    expect(summaryPlan.map((node) => node['Node Type'])).not.toContain('Aggregate');
    // Its capped count walks the summary in company order beside the active companies' ids, read
    // from an index alone (no visit to each company's row to see that it is active).
    const countPlan = await explainNodes(
      t.db.databases.corePool,
      cappedCountQuery(italy.db, filteredCompanies(italy.db, { nielsen_filters: [common!] })).compile(),
      ['enable_seqscan', 'enable_bitmapscan', 'enable_hashjoin', 'enable_nestloop'],
    );
    expect(
      countPlan
        .filter((node) => node['Relation Name'] === 'companies')
        .map((node) => [node['Node Type'], node['Index Name']]),
    ).toEqual([['Index Only Scan', 'companies_active_id_idx']]);
    // ... and the summary's year from an index holding the cents, without visiting its rows.
    expect(
      countPlan
        .filter((node) => node['Relation Name'] === 'nielsen_yearly')
        .map((node) => [node['Node Type'], node['Index Name']]),
    ).toEqual([['Index Only Scan', 'nielsen_yearly_year_company_cents_idx']]);
    const idsPlan = await pagePlan({ nielsen_filters: [rare!] });
    expect(idsPlan.map((node) => node['Relation Name'])).not.toContain('nielsen_yearly');
  });

  it('counts a city and revenue bands from the index led by both', async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`
      UPDATE ${sql.raw(italy.schema)}.companies SET income_range = (ARRAY['a', 'b', 'c', 'd', 'e'])[1 + id % 5]
      WHERE city IN ('City 7', 'City 8')`.execute(italy.db);
    await vacuumUntilAllVisible(t.db.databases.corePool, italy.schema, 'companies');
    const countPlan = await explainNodes(
      t.db.databases.corePool,
      cappedCountQuery(
        italy.db,
        filteredCompanies(italy.db, { city: ['City 7'], income_range: ['c', 'd'] }),
      ).compile(),
    );
    const scans = countPlan.filter((node) => node['Relation Name'] === 'companies');
    expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      ['Index Only Scan', 'companies_city_income_idx'],
    ]);
  });
});
