import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companyPageQuery } from './companies.repository.ts';

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

describe('company search query plan', () => {
  it('answers city + main category + name prefix without a Seq Scan on companies', async () => {
    const db = t.db.databases.tenant('italy').db;
    const query = companyPageQuery(
      db,
      { city: ['City 7'], mainCategoryIds: [categoryId], key: 'comp' },
      { key: 'name', direction: 'asc' },
      { offset: 0, limit: 20 },
    ).compile();
    const { rows } = await t.db.databases
      .tenant('italy')
      .pool.query(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]);
    const plan = nodes(rows[0]['QUERY PLAN'][0].Plan);
    const onCompanies = plan.filter((node) => node['Relation Name'] === 'companies');
    expect(onCompanies.length).toBeGreaterThan(0);
    expect(onCompanies.map((node) => node['Node Type'])).not.toContain('Seq Scan');
  });
});
