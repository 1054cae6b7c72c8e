import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainNodes, type PlanNode } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type ContactQuery, contactPageQuery } from './contacts.repository.ts';

let t: TestApp;

const NO_FILTERS: ContactQuery = {
  companyFilters: null,
  functionIds: null,
  commentViewer: { userId: 1, organisation: null },
};

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const schema = sql.raw(italy.schema);
  await sql`
    INSERT INTO ${schema}.companies (name, type, city)
    SELECT 'Company ' || md5(g::text), 'ADV', 'City ' || (g % 50) FROM generate_series(1, 3000) AS g`.execute(
    italy.db,
  );
  // Four contacts per company, and one in twenty without a company.
  await sql`
    INSERT INTO ${schema}.contacts (name, surname, city, modified_at, company_id)
    SELECT 'Name ' || g, 'Surname ' || md5(g::text), 'City ' || (g % 40), now() - g * interval '1 minute',
      CASE WHEN g % 20 = 0 THEN NULL ELSE (SELECT min(id) FROM ${schema}.companies) + g % 3000 END
    FROM generate_series(1, 12000) AS g`.execute(italy.db);
  await sql`ANALYZE ${schema}.companies`.execute(italy.db);
  await sql`ANALYZE ${schema}.contacts`.execute(italy.db);
});
afterAll(async () => {
  await t.close();
});

/** The plan of page 50 sorted by company name, with sorting made as costly as the planner allows. */
function companySortedPagePlan(direction: 'asc' | 'desc'): Promise<PlanNode[]> {
  const italy = t.db.databases.tenant('italy');
  const query = contactPageQuery(
    italy.db,
    NO_FILTERS,
    { key: 'company', direction },
    { offset: 980, limit: 20 },
  ).compile();
  return explainNodes(t.db.databases.corePool, query, ['enable_sort']);
}

describe('contact list query plan', () => {
  it.each(['asc', 'desc'] as const)(
    'can read a page sorted by company name (%s) by walking the company name index',
    async (direction) => {
      // Through an outer join to companies every contact is joined and sorted before the page is
      // cut, whatever the settings; the contacts with a company, read on their own, can follow
      // companies in name order and stop at the end of the page.
      const plan = await companySortedPagePlan(direction);
      const companyScans = plan.filter((node) => node['Relation Name'] === 'companies');
      expect(companyScans.map((node) => node['Index Name'])).toContain('companies_name_sort_idx');
    },
  );

  it.each(['asc', 'desc'] as const)(
    'can read a deep page of a city by modification date (%s) from the city + date index',
    async (direction) => {
      const italy = t.db.databases.tenant('italy');
      const query = contactPageQuery(
        italy.db,
        { ...NO_FILTERS, city: ['City 7'] },
        { key: 'modified_at', direction },
        // 300 contacts per city: page 11 of 20.
        { offset: 200, limit: 20 },
      ).compile();
      const plan = await explainNodes(t.db.databases.corePool, query, [
        'enable_sort',
        'enable_incremental_sort',
        'enable_bitmapscan',
      ]);
      const scans = plan.filter((node) => node['Relation Name'] === 'contacts');
      expect(scans.map((node) => node['Index Name'])).toEqual(['contacts_city_modified_idx']);
      expect(scans[0]!['Index Cond']).toContain('City 7');
    },
  );

  it('still lists the contacts without a company after the others', async () => {
    const italy = t.db.databases.tenant('italy');
    const rows = await contactPageQuery(
      italy.db,
      NO_FILTERS,
      { key: 'company', direction: 'desc' },
      { offset: 11390, limit: 20 },
    ).execute();
    // 11,400 contacts have a company: the page holds the last 10 of them, then the first 10 without.
    expect(rows.map((row) => row.company_id === null)).toEqual([
      ...Array<boolean>(10).fill(false),
      ...Array<boolean>(10).fill(true),
    ]);
  });
});
