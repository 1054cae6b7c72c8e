import { tenantSchemaName } from '@adatlas/domain/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { COUNTRY_PROFILES } from './countries/index.ts';
import { FIXED_DEMO_DAY, seedTenantData } from './demo-data.ts';
import type { SeedCounts } from './seed-types.ts';

const silent = () => undefined;
const italy = tenantSchemaName('italy');

let db: TestDatabase;
let counts: SeedCounts;

async function scalar<T = number>(query: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.databases.corePool.query(query, params);
  return Object.values(rows[0] as object)[0] as T;
}

beforeAll(async () => {
  db = await createTestDatabase();
  counts = await seedTenantData(db.databases.tenant('italy'), { scale: 1, day: FIXED_DEMO_DAY, log: silent });
}, 120_000);

afterAll(async () => {
  await db?.drop();
});

describe('demo data at scale 1', () => {
  it('meets the minimum counts of every table', async () => {
    const minimums: Partial<SeedCounts> = {
      companies: 2000,
      contacts: 8000,
      brands: 1000,
      pitches: 500,
      creative_works: 600,
      news_items: 800,
      investment_rounds: 150,
      acquisitions: 100,
      job_offers: 300,
      social_media: 10_000,
    };
    for (const [table, minimum] of Object.entries(minimums)) {
      const stored = await scalar(`SELECT count(*) FROM ${italy}.${table}`);
      expect(stored, table).toBeGreaterThanOrEqual(minimum);
      expect(stored, table).toBe(counts[table as keyof SeedCounts]);
    }
    const types = await db.databases.corePool.query(
      `SELECT DISTINCT type FROM ${italy}.companies ORDER BY type`,
    );
    expect(types.rows.map((row) => row.type)).toEqual(['ADV', 'AG', 'CP', 'ME']);
    expect(await scalar(`SELECT count(*) FROM ${italy}.categories WHERE parent_id IS NULL`)).toBe(44);
    expect(
      await scalar(`SELECT count(*) FROM ${italy}.company_external_links WHERE label = 'wikipedia'`),
    ).toBeGreaterThan(0);
    expect(await scalar(`SELECT count(DISTINCT channel) FROM ${italy}.nielsen_spend`)).toBe(7);
    expect(await scalar(`SELECT min(year) || '-' || max(year) FROM ${italy}.brand_advertisers`, [])).toBe(
      '2021-2026',
    );
  });

  it('writes reference lists in the country language', async () => {
    const label = await scalar<string>(
      `SELECT label FROM ${italy}.reference_items WHERE list = 'medium_planning' AND key = 'media_agency'`,
    );
    expect(label).toBe('Agenzia Media');
    expect(
      await scalar(`SELECT count(*) FROM ${italy}.categories WHERE key = 'Caffè' AND parent_id IS NOT NULL`),
    ).toBe(1);
    // The HR edition finds the Human-resources family by its code, whatever the country calls it.
    expect(
      await scalar<string>(`SELECT key FROM ${italy}.functions WHERE code = 'hr' AND parent_id IS NULL`),
    ).toBe('Risorse umane');
  });

  it("gives every company its main category's key, which the list sorts by sector on", async () => {
    expect(
      await scalar(`SELECT count(*) FROM ${italy}.companies WHERE main_category_id IS NOT NULL`),
    ).toBeGreaterThan(0);
    expect(
      await scalar(
        `SELECT count(*) FROM ${italy}.companies c LEFT JOIN ${italy}.categories mc ON mc.id = c.main_category_id
         WHERE c.main_category_key IS DISTINCT FROM mc.key`,
      ),
    ).toBe(0);
  });

  it('keeps brands, work relations, pitches and creative works coherent', async () => {
    const violations = {
      brandNotOwnedByAdvertiser: `SELECT count(*) FROM ${italy}.brands b JOIN ${italy}.companies c ON c.id = b.company_id WHERE c.type <> 'ADV'`,
      relationNotAnAgency: `SELECT count(*) FROM ${italy}.work_relations w JOIN ${italy}.companies c ON c.id = w.agency_company_id
        JOIN ${italy}.reference_items r ON r.id = w.category_id WHERE c.type <> 'AG' AND NOT (r.key = 'media' AND c.type IN ('CP', 'ME'))`,
      pitchNotByAdvertiser: `SELECT count(*) FROM ${italy}.pitches p JOIN ${italy}.companies c ON c.id = p.company_id WHERE c.type <> 'ADV'`,
      competitorNotAnAgency: `SELECT count(*) FROM ${italy}.pitch_competitors pc JOIN ${italy}.companies c ON c.id = pc.company_id WHERE c.type <> 'AG'`,
      winnerNotCompeting: `SELECT count(*) FROM ${italy}.pitches p WHERE p.end_date IS NOT NULL AND (p.winner_company_id IS NULL OR NOT EXISTS (
        SELECT 1 FROM ${italy}.pitch_competitors pc WHERE pc.pitch_id = p.id AND pc.company_id = p.winner_company_id))`,
      openPitchWithWinner: `SELECT count(*) FROM ${italy}.pitches WHERE end_date IS NULL AND winner_company_id IS NOT NULL`,
      formerWinnerNotAgency: `SELECT count(*) FROM ${italy}.pitches p JOIN ${italy}.companies c ON c.id = p.former_winner_company_id WHERE c.type <> 'AG'`,
      creaBrandOfAnotherCompany: `SELECT count(*) FROM ${italy}.creative_works w JOIN ${italy}.brands b ON b.id = w.brand_id WHERE b.company_id <> w.company_id`,
      creaAgencyNotOnBrand: `SELECT count(*) FROM ${italy}.creative_works w WHERE NOT EXISTS (
        SELECT 1 FROM ${italy}.work_relations r WHERE r.brand_id = w.brand_id AND r.agency_company_id = w.agency_id)`,
      creaSnapshotElsewhere: `SELECT count(*) FROM ${italy}.creative_works WHERE snapshot_url <> '/api/v1/media/crea/' || id || '.svg'`,
      adLibraryBrandOfAnotherCompany: `SELECT count(*) FROM ${italy}.brand_advertisers a JOIN ${italy}.brands b ON b.id = a.brand_id WHERE b.company_id <> a.company_id`,
      contactCountWrong: `SELECT count(*) FROM ${italy}.companies c WHERE c.number_of_contacts <> (SELECT count(*) FROM ${italy}.contacts k WHERE k.company_id = c.id)`,
      contactWithoutCompany: `SELECT count(*) FROM ${italy}.contacts WHERE company_id IS NULL`,
      acquisitionOfItself: `SELECT count(*) FROM ${italy}.acquisitions WHERE buyer_company_id = seller_company_id`,
    };
    for (const [name, query] of Object.entries(violations)) expect(await scalar(query), name).toBe(0);
  });

  it('builds acyclic group trees covering about a tenth of the companies', async () => {
    const grouped = await scalar(`SELECT count(*) FROM ${italy}.companies c WHERE c.parent_id IS NOT NULL
      OR EXISTS (SELECT 1 FROM ${italy}.companies child WHERE child.parent_id = c.id)`);
    expect(grouped).toBeGreaterThanOrEqual(150);
    expect(grouped).toBeLessThanOrEqual(300);
    const cycles = await scalar(`WITH RECURSIVE walk (start_id, id, depth) AS (
        SELECT id, parent_id, 1 FROM ${italy}.companies WHERE parent_id IS NOT NULL
        UNION ALL
        SELECT w.start_id, c.parent_id, w.depth + 1 FROM walk w JOIN ${italy}.companies c ON c.id = w.id
        WHERE c.parent_id IS NOT NULL AND w.depth < 20)
      SELECT count(*) FROM walk WHERE id = start_id OR depth >= 20`);
    expect(cycles).toBe(0);
  });

  it('gives a good share of companies social figures, monthly, the biggest with the largest audiences', async () => {
    const share = await scalar<number>(
      `SELECT count(DISTINCT company_id)::float / (SELECT count(*) FROM ${italy}.companies) FROM ${italy}.social_media`,
    );
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.6);
    // Twelve monthly measurements per company and network, on the first of the month.
    const series = await db.databases.corePool.query(
      `SELECT count(*)::int AS n, bool_and(extract(day FROM measured_at) = 1) AS first_days
       FROM ${italy}.social_media GROUP BY company_id, network`,
    );
    expect(new Set(series.rows.map((row) => row.n))).toEqual(new Set([12]));
    expect(series.rows.every((row) => row.first_days)).toBe(true);
    // Famous advertisers' Facebook audience dwarfs the median company's.
    const median = await scalar<number>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY followers) FROM ${italy}.social_media
       WHERE network = 'facebook' AND measured_at = '2026-11-01'`,
    );
    const lavazza = await scalar<number>(
      `SELECT s.followers FROM ${italy}.social_media s JOIN ${italy}.companies c ON c.id = s.company_id
       WHERE c.name = 'Lavazza' AND s.network = 'facebook' AND s.measured_at = '2026-11-01'`,
    );
    expect(lavazza).toBeGreaterThan(median * 100);
    expect(
      await scalar(
        `SELECT count(*) FROM ${italy}.social_media WHERE (app_rating IS NULL) = (followers IS NULL)`,
      ),
    ).toBe(0);
  });

  it('places companies in the cities of the country, the three biggest holding about half', async () => {
    const cities = COUNTRY_PROFILES.italy.cities.map((city) => city.name);
    expect(await scalar(`SELECT count(*) FROM ${italy}.companies WHERE NOT (city = ANY($1))`, [cities])).toBe(
      0,
    );
    const topThreeShare =
      await scalar<number>(`SELECT sum(n)::float / (SELECT count(*) FROM ${italy}.companies)
      FROM (SELECT count(*) AS n FROM ${italy}.companies GROUP BY city ORDER BY n DESC LIMIT 3) top`);
    expect(topThreeShare).toBeGreaterThan(0.4);
    expect(topThreeShare).toBeLessThan(0.6);
  });

  it('has the Lavazza and L’Oréal fixtures with brands, agencies, contacts and pitches', async () => {
    for (const name of ['Lavazza', "L'Oréal"]) {
      const fixture = await db.databases.corePool.query(
        `SELECT c.id, c.type, c.number_of_contacts,
           (SELECT count(*) FROM ${italy}.brands b WHERE b.company_id = c.id) AS brands,
           (SELECT count(*) FROM ${italy}.work_relations w JOIN ${italy}.brands b ON b.id = w.brand_id WHERE b.company_id = c.id) AS relations,
           (SELECT count(*) FROM ${italy}.pitches p WHERE p.company_id = c.id) AS pitches
         FROM ${italy}.companies c WHERE c.name = $1`,
        [name],
      );
      expect(fixture.rows, name).toHaveLength(1);
      const row = fixture.rows[0];
      expect(row.type).toBe('ADV');
      expect(row.number_of_contacts).toBeGreaterThanOrEqual(5);
      expect(row.brands).toBeGreaterThanOrEqual(3);
      expect(row.relations).toBeGreaterThanOrEqual(row.brands * 2);
      expect(row.pitches).toBeGreaterThanOrEqual(2);
    }
  });

  it('moves the sequences past the explicit ids', async () => {
    const { rows } = await db.databases.corePool.query(
      `INSERT INTO ${italy}.companies (name, type) VALUES ('Sequence check', 'AG') RETURNING id`,
    );
    expect(rows[0].id).toBe(counts.companies + 1);
    await db.databases.corePool.query(`DELETE FROM ${italy}.companies WHERE id = $1`, [rows[0].id]);
  });

  it('gives the same data set on every load', async () => {
    const checksum = `SELECT md5(string_agg(name, '|' ORDER BY id)) || md5(
        (SELECT string_agg(name || surname, '|' ORDER BY id) FROM ${italy}.contacts)) FROM ${italy}.companies`;
    const before = await scalar<string>(checksum);
    await seedTenantData(db.databases.tenant('italy'), { scale: 1, day: FIXED_DEMO_DAY, log: silent });
    expect(await scalar<string>(checksum)).toBe(before);
  });
});

describe('demo data dated from the day it is loaded', () => {
  it('puts the latest news and changes just before the load day when no day is given', async () => {
    const now = new Date('2031-05-20T12:00:00Z');
    await seedTenantData(db.databases.tenant('mexico'), { scale: 0.1, now, log: silent });
    const mexico = tenantSchemaName('mexico');
    const age = (column: string, table: string) =>
      scalar<number>(
        `SELECT extract(epoch FROM timestamptz '2031-05-20T09:00:00Z' - max(${column})) / 86400 FROM ${mexico}.${table}`,
      );
    for (const [column, table] of [
      ['pub_date', 'news_items'],
      ['modified_at', 'companies'],
    ]) {
      const days = Number(await age(column as string, table as string));
      expect(days, table).toBeGreaterThanOrEqual(0);
      expect(days, table).toBeLessThan(14);
    }
    expect(
      await scalar(
        `SELECT count(*)::int FROM ${mexico}.pitches WHERE end_date IS NULL AND start_date <= '2031-05-20'`,
      ),
    ).toBeGreaterThan(0);
  });
});

describe('demo data at other scales', () => {
  it('scales the counts down proportionally', async () => {
    const small = await seedTenantData(db.databases.tenant('france'), {
      scale: 0.1,
      day: FIXED_DEMO_DAY,
      log: silent,
    });
    expect(small.companies).toBe(200);
    expect(small.contacts).toBe(800);
    expect(small.brands).toBe(100);
    expect(small.pitches).toBe(50);
    expect(await scalar(`SELECT count(*) FROM ${tenantSchemaName('france')}.companies`)).toBe(200);
  });

  it('loads one tenant at scale 10', async () => {
    const large = await seedTenantData(db.databases.tenant('uk'), {
      scale: 10,
      day: FIXED_DEMO_DAY,
      log: silent,
    });
    expect(large.companies).toBe(20_000);
    expect(large.contacts).toBe(80_000);
    expect(large.brands).toBe(10_000);
    expect(large.pitches).toBe(5_000);
    expect(await scalar(`SELECT count(*) FROM ${tenantSchemaName('uk')}.contacts`)).toBe(80_000);
  }, 120_000);

  it('refuses a scale that is not a positive number', async () => {
    await expect(seedTenantData(db.databases.tenant('spain'), { scale: 0, log: silent })).rejects.toThrow(
      /scale/,
    );
  });
});
