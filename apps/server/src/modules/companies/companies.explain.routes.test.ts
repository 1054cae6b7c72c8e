import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companyPageQuery } from './companies.repository.ts';
import type { ExpandedCompanyFilters } from './company-filters.ts';
import { NIELSEN_FEW_COMPANIES, resolveNielsenFilters } from './nielsen-filter.ts';

let t: TestApp;
let categoryId: number;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const categoryIds: number[] = [];
  for (let i = 0; i < 40; i += 1)
    categoryIds.push((await createTreeNode(italy, 'categories', `Category ${i}`)).id);
  categoryId = categoryIds[7]!;
  await sql`
    INSERT INTO ${sql.raw(italy.schema)}.companies (name, type, city, main_category_id)
    SELECT 'Company ' || md5(g::text), 'ADV', 'City ' || (g % 300), (${categoryIds}::int[])[1 + g % 40]
    FROM generate_series(1, 20000) AS g`.execute(italy.db);
  await sql`ANALYZE ${sql.raw(italy.schema)}.companies`.execute(italy.db);
});
afterAll(async () => {
  await t.close();
});

async function pagePlan(filters: ExpandedCompanyFilters): Promise<PlanNode[]> {
  const query = companyPageQuery(
    t.db.databases.tenant('italy').db,
    filters,
    { key: 'name', direction: 'asc' },
    { offset: 0, limit: 20 },
  ).compile();
  const { rows } = await t.db.databases
    .tenant('italy')
    .pool.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]);
  return nodes(rows[0]['QUERY PLAN'][0].Plan);
}

describe('company search query plan', () => {
  it('answers city + main category + name prefix without a Seq Scan on companies', async () => {
    const plan = await pagePlan({ city: ['City 7'], mainCategoryIds: [categoryId], key: 'comp' });
    const onCompanies = plan.filter((node) => node['Relation Name'] === 'companies');
    expect(onCompanies.length).toBeGreaterThan(0);
    expect(onCompanies.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });

  it('reads a Nielsen range from the yearly summary, or as company ids when few companies match', async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`
      INSERT INTO ${sql.raw(italy.schema)}.nielsen_spend (company_id, year, channel, amount)
      SELECT id, 2025, channel, id % 1000 FROM ${sql.raw(italy.schema)}.companies, unnest(ARRAY['tv', 'radio']) AS channel
      WHERE id % 4 <> 0`.execute(italy.db);
    await sql`ANALYZE ${sql.raw(italy.schema)}.nielsen_yearly`.execute(italy.db);
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
    const idsPlan = await pagePlan({ nielsen_filters: [rare!] });
    expect(idsPlan.map((node) => node['Relation Name'])).not.toContain('nielsen_yearly');
  });
});
