import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainNodes } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { locationValuesQuery } from './reference-lists.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const schema = sql.raw(italy.schema);
  // 6,000 contacts over 300 cities, provinces and regions: too many rows for the planner to read
  // them all for one prefix.
  await sql`
    INSERT INTO ${schema}.contacts (name, surname, city, province, region)
    SELECT 'Name ' || g, 'Surname ' || g, 'City ' || md5((g % 300)::text),
      'Province ' || md5((g % 300)::text), 'Region ' || md5((g % 300)::text)
    FROM generate_series(1, 6000) AS g`.execute(italy.db);
  await sql`
    INSERT INTO ${schema}.contacts (name, surname, city, province, region)
    VALUES ('Anna', 'Rossi', 'Milano', 'Milano', 'Milano'), ('Luca', 'Bianchi', 'Mílazzo', 'Mílazzo', 'Mílazzo')`.execute(
    italy.db,
  );
  await sql`ANALYZE ${schema}.contacts`.execute(italy.db);
});
afterAll(async () => {
  await t.close();
});

describe('contact location lookup query plan', () => {
  it.each(['city', 'province', 'region'] as const)(
    'reads a %s prefix from its normalised index, not the whole table',
    async (field) => {
      const italy = t.db.databases.tenant('italy');
      const query = locationValuesQuery(italy.db, 'contacts', field, 'mil');
      const plan = await explainNodes(t.db.databases.corePool, query.compile());
      const scans = plan.filter((node) => node['Relation Name'] === 'contacts');
      expect(scans.map((node) => node['Node Type'])).not.toContain('Seq Scan');
      // A bitmap plan names the index on its child node, not on the heap scan of contacts.
      const indexScan = plan.find((node) => node['Index Name'] === `contacts_${field}_norm_idx`);
      expect(indexScan?.['Index Cond']).toContain("~>=~ 'mil'");
      expect((await query.execute()).map((row) => row.value)).toEqual(['Milano', 'Mílazzo']);
    },
  );
});
