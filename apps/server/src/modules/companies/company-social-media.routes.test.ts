import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { EXPECTED_ACCESS, expectMarketAccessRules } from '../../../test/market-factories.ts';
import { explainNodes } from '../../../test/query-plan.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorization: string;
const ids: Record<string, number> = {};

const get = (url: string, tenant = 'italy') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend${url}`,
    headers: { authorization, 'x-tenant': tenant },
  });

const figures = { followers: null, likes: null, posts: null, views: null, app_rating: null };

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const italy = t.db.databases.tenant('italy');
  const brand = await createCompany(italy, { name: 'Ferrero' });
  const quiet = await createCompany(italy, { name: 'Quiet Srl' });
  Object.assign(ids, { brand: brand.id, quiet: quiet.id });
  await italy.db
    .insertInto('social_media')
    .values([
      {
        ...figures,
        company_id: brand.id,
        network: 'instagram',
        measured_at: '2026-08-01',
        followers: 80_000,
      },
      {
        ...figures,
        company_id: brand.id,
        network: 'instagram',
        measured_at: '2026-10-01',
        followers: 95_000,
        likes: 1_200_000,
        posts: 410,
      },
      {
        ...figures,
        company_id: brand.id,
        network: 'instagram',
        measured_at: '2026-09-01',
        followers: 88_000,
      },
      {
        ...figures,
        company_id: brand.id,
        network: 'facebook',
        measured_at: '2026-10-01',
        followers: 2_500_000,
        likes: 2_400_000,
        posts: 3_100,
      },
      { ...figures, company_id: brand.id, network: 'app_store', measured_at: '2026-10-01', app_rating: 4.6 },
      {
        ...figures,
        company_id: brand.id,
        network: 'youtube',
        measured_at: '2026-10-01',
        followers: 12_000,
        views: 9_800_000_000,
      },
    ])
    .execute();
  ids.france = (await createCompany(t.db.databases.tenant('france'), { id: 900_002, name: 'Chez Nous' })).id;
  await t.db.databases
    .tenant('france')
    .db.insertInto('social_media')
    .values({ ...figures, company_id: ids.france, network: 'x', measured_at: '2026-10-01', followers: 10 })
    .execute();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /company/:id/socialMedia', () => {
  it('answers each network once, most followers first, with its latest figures and follower history', async () => {
    const response = await get(`/company/${ids.brand}/socialMedia`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.map((n: { network: string }) => n.network)).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'app_store',
    ]);
    expect(data[1]).toEqual({
      network: 'instagram',
      measuredAt: '2026-10-01',
      followers: 95_000,
      likes: 1_200_000,
      posts: 410,
      views: null,
      appRating: null,
      history: [
        { measuredAt: '2026-08-01', followers: 80_000 },
        { measuredAt: '2026-09-01', followers: 88_000 },
        { measuredAt: '2026-10-01', followers: 95_000 },
      ],
    });
    // Bigint views beyond 2^31 and the numeric rating come back as numbers.
    expect(data[2].views).toBe(9_800_000_000);
    expect(data[3]).toMatchObject({ appRating: 4.6, followers: null, history: [] });
  });

  it('answers an empty list for a company without figures', async () => {
    expect((await get(`/company/${ids.quiet}/socialMedia`)).json()).toEqual({ data: [] });
  });

  it('flags the section on the company detail only when figures exist', async () => {
    expect((await get(`/company/${ids.brand}`)).json().data.sections.socialMedia).toBe(true);
    expect((await get(`/company/${ids.quiet}`)).json().data.sections.socialMedia).toBe(false);
  });

  it('answers 404 in the envelope for an unknown company and 400 for a bad id', async () => {
    const missing = await get('/company/987654/socialMedia');
    expect([missing.statusCode, missing.json().clientType]).toEqual([404, 'NOT_FOUND']);
    expect(missing.json()).toHaveProperty('id');
    for (const id of ['abc', '0', '-3', '1.5']) {
      const bad = await get(`/company/${id}/socialMedia`);
      expect([id, bad.statusCode, bad.json().clientType]).toEqual([id, 400, 'VALIDATION_ERROR']);
    }
  });

  it("never reads another tenant's company", async () => {
    const fromItaly = await get(`/company/${ids.france}/socialMedia`);
    expect([fromItaly.statusCode, fromItaly.json().clientType]).toEqual([404, 'NOT_FOUND']);
    const fromFrance = (await get(`/company/${ids.france}/socialMedia`, 'france')).json();
    expect(fromFrance.data).toEqual([expect.objectContaining({ network: 'x', followers: 10 })]);
    expect((await get(`/company/${ids.brand}/socialMedia`, 'france')).statusCode).toBe(404);
  });

  it('needs a session, the company scope and a licence for the country', async () => {
    const access = await expectMarketAccessRules(
      t,
      { method: 'GET', url: `/api/v1/frontend/company/${ids.brand}/socialMedia` },
      'company',
    );
    expect(access).toEqual(EXPECTED_ACCESS);
  });
});

describe('social media section probe', () => {
  it('answers the EXISTS of the company detail from the index leading with company_id', async () => {
    const spain = t.db.databases.tenant('spain');
    const schema = sql.raw(spain.schema);
    await sql`INSERT INTO ${schema}.companies (name, type) SELECT 'Probe ' || g, 'ADV' FROM generate_series(1, 3000) g`.execute(
      spain.db,
    );
    await sql`
      INSERT INTO ${schema}.social_media (company_id, network, measured_at, followers)
      SELECT c.id, n.network, date '2026-01-01' + (m * interval '1 month'), 1000 + m
      FROM ${schema}.companies c, unnest(array['facebook', 'instagram']) AS n(network), generate_series(0, 11) m
      WHERE c.id % 3 = 0`.execute(spain.db);
    await sql`ANALYZE ${schema}.social_media`.execute(spain.db);
    const probe = spain.db
      .selectNoFrom((eb) =>
        eb
          .exists(eb.selectFrom('social_media as s').select('s.id').where('s.company_id', '=', 42))
          .as('has_social_media'),
      )
      .compile();
    const scans = (await explainNodes(t.db.databases.corePool, probe)).filter(
      (node) => node['Relation Name'] === 'social_media',
    );
    // EXISTS drops the selected column: the index alone may answer it.
    expect(scans.map((node) => [node['Node Type'], node['Index Name']])).toEqual([
      [expect.stringMatching(/^Index (Only )?Scan$/), 'social_media_company_network_measured_key'],
    ]);
  });
});
