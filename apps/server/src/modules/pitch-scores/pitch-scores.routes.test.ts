import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrand,
  createCompany,
  createPitch,
  createReferenceItem,
  createWorkRelation,
  EXPECTED_ACCESS,
  expectMarketAccessRules,
  type HeadersFor,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPool } from '../../platform/database/connection.ts';
import { createJobQueue } from '../../platform/jobs/job-queue.ts';
import { createPitchScoreRecompute } from './pitch-score-recompute.ts';
import { registerPitchScoreJobs } from './pitch-scores.jobs.ts';

let t: TestApp;
let as: HeadersFor;
const ids: Record<string, number> = {};
const NOW = new Date('2025-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  as = await signInMarketUser(t);
  const italy = t.db.databases.tenant('italy');
  const media = await createReferenceItem(italy, 'pitch_category', 'media');
  const creative = await createReferenceItem(italy, 'pitch_category', 'creative');
  const north = await createCompany(italy, { name: 'North Cola', region: 'Lombardia' });
  const south = await createCompany(italy, { name: 'South Pasta', region: 'Campania' });
  const open = await createCompany(italy, { name: 'Open Tender', region: 'Lombardia' });
  const agency = await createCompany(italy, { name: 'Winner Agency', type: 'AG' });
  Object.assign(ids, {
    media: media.id,
    creative: creative.id,
    north: north.id,
    south: south.id,
    open: open.id,
  });
  // Media gaps between starts: 24 months (north) and 36 months (south) → median 30 months.
  const pitch = (company: number, category: number, start: string, end: string | null, extra = {}) =>
    createPitch(italy, {
      company_id: company,
      category_id: category,
      start_date: start,
      end_date: end,
      ...extra,
    });
  await pitch(north.id, media.id, '2020-01-01', '2020-04-01');
  await pitch(north.id, media.id, '2022-01-01', '2022-01-01', {
    scope: 'national',
    winner_company_id: agency.id,
  });
  await pitch(south.id, media.id, '2019-01-01', '2019-03-01');
  await pitch(south.id, media.id, '2022-01-01', '2023-07-01', { scope: 'regional' });
  await pitch(open.id, creative.id, '2024-06-01', null);
  // North Cola's media account: an older and a newer agency on its brand, and one in another discipline.
  const mediaDiscipline = await italy.db
    .insertInto('reference_items')
    .values({ list: 'agency_category', key: media.key, label: 'media' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const otherDiscipline = await createReferenceItem(italy, 'agency_category', 'digital');
  const cola = await createBrand(italy, { name: 'Cola Zero', company_id: north.id });
  const formerAgency = await createCompany(italy, { name: 'Former Media Agency', type: 'AG' });
  const currentAgency = await createCompany(italy, { name: 'Current Media Agency', type: 'AG' });
  const digitalAgency = await createCompany(italy, { name: 'Digital Agency', type: 'AG' });
  const relation = (agency: number, category: number, since: string) =>
    createWorkRelation(italy, { brand_id: cola.id, agency_company_id: agency, category_id: category, since });
  await relation(formerAgency.id, mediaDiscipline.id, '2019-01-01');
  await relation(currentAgency.id, mediaDiscipline.id, '2023-01-01');
  await relation(digitalAgency.id, otherDiscipline.id, '2024-01-01');
  const france = t.db.databases.tenant('france');
  const frCategory = await createReferenceItem(france, 'pitch_category', 'media');
  const frCompany = await createCompany(france, { name: 'Paris Parfums' });
  ids.paris = frCompany.id;
  await createPitch(france, {
    company_id: frCompany.id,
    category_id: frCategory.id,
    start_date: '2010-01-01',
    end_date: '2010-02-01',
  });
});
afterAll(async () => {
  await t.close();
});

async function list(query: string, tenant = 'italy') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend/pitch-scores?${query}`,
    headers: as(tenant),
  });
  return response;
}

describe('pitch score recompute', () => {
  it('scores each company and category from the history with the documented formula', async () => {
    const service = createPitchScoreRecompute({ tenantDb: (tenant) => t.db.databases.tenant(tenant) });
    expect(await service.recompute(t.db.databases.tenant('italy'), NOW)).toBe(3);
    const rows = await t.db.databases
      .tenant('italy')
      .db.selectFrom('pitch_scores')
      .select(['company_id', 'category_id', 'latest_end_date', 'scope', 'latest_winner_company_id', 'score'])
      .orderBy('company_id')
      .execute();
    // Fewer than 5 gaps in the category, so the median is the 36-month default (docs/pitch-score.md):
    // north: 36 months since 2022-01-01 → 100; south: 18 months → 50; open: a pitch still running → 0.
    expect(rows.map((r) => [r.company_id, r.latest_end_date, r.scope, r.score])).toEqual([
      [ids.north, '2022-01-01', 'national', 100],
      [ids.south, '2023-07-01', 'regional', 50],
      [ids.open, null, null, 0],
    ]);
  });

  it("keeps each score's id across recomputes; a score no longer computed goes with its tags", async () => {
    const italy = t.db.databases.tenant('italy');
    const service = createPitchScoreRecompute({ tenantDb: (tenant) => t.db.databases.tenant(tenant) });
    const idsOf = async () =>
      new Map(
        (await italy.db.selectFrom('pitch_scores').select(['id', 'company_id']).execute()).map((r) => [
          r.company_id,
          r.id,
        ]),
      );
    await service.recompute(italy, NOW);
    const before = await idsOf();
    const tag = await italy.db
      .insertInto('tags')
      .values({ user_id: 1, name: 'Scores', color: '00FF00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await italy.db
      .insertInto('tag_associations')
      .values(
        [...before.values()].map((id) => ({ tag_id: tag.id, entity_type: 'pitchScore', entity_id: id })),
      )
      .execute();
    await italy.db
      .updateTable('pitches')
      .set({ active: false })
      .where('company_id', '=', ids.open as number)
      .execute();
    expect(await service.recompute(italy, new Date('2025-02-01T00:00:00Z'))).toBe(2);
    const after = await idsOf();
    expect([...after]).toEqual([...before].filter(([company]) => company !== ids.open));
    const tagged = await italy.db
      .selectFrom('tag_associations')
      .select('entity_id')
      .where('tag_id', '=', tag.id)
      .orderBy('entity_id')
      .execute();
    expect(tagged.map((row) => row.entity_id)).toEqual([...after.values()].sort((a, b) => a - b));
    await italy.db
      .updateTable('pitches')
      .set({ active: true })
      .where('company_id', '=', ids.open as number)
      .execute();
    await italy.db.deleteFrom('tags').where('id', '=', tag.id).execute();
  });

  it('recomputes through the job queue when pitch writes request it', async () => {
    const italy = t.db.databases.tenant('italy');
    await italy.db.deleteFrom('pitch_scores').execute();
    const pool = createPool(t.db.url, { max: 3 });
    const queue = createJobQueue({ pool, pollingIntervalSeconds: 0.5 });
    await queue.start();
    try {
      const service = createPitchScoreRecompute({
        tenantDb: (tenant) => t.db.databases.tenant(tenant),
        sendJob: (name, data, options) => queue.send(name, data, options),
      });
      await registerPitchScoreJobs(queue, t.db.databases, service);
      await service.requestRecompute('italy');
      const deadline = Date.now() + 15_000;
      let count = 0;
      while (count === 0 && Date.now() < deadline) {
        await sleep(200);
        count = (await italy.db.selectFrom('pitch_scores').select('id').execute()).length;
      }
      expect(count).toBe(3);
    } finally {
      await queue.stop();
      await pool.end();
    }
  }, 30_000);
});

describe('GET /api/v1/frontend/pitch-scores', () => {
  beforeAll(async () => {
    const service = createPitchScoreRecompute({ tenantDb: (tenant) => t.db.databases.tenant(tenant) });
    await service.recompute(t.db.databases.tenant('italy'), NOW);
    await service.recompute(t.db.databases.tenant('france'), NOW);
  });

  it('defaults to score desc and hides scores under 1', async () => {
    const body = (await list('')).json();
    expect(body.results.map((r: { company: { name: string } }) => r.company.name)).toEqual([
      'North Cola',
      'South Pasta',
    ]);
    expect(body.results[0]).toMatchObject({
      category: { id: ids.media },
      latestEndDate: '2022-01-01',
      scope: 'national',
      latestWinner: { name: 'Winner Agency' },
      currentAgency: { name: 'Current Media Agency' },
      score: 100,
    });
    expect(body.results[1]).toMatchObject({ company: { name: 'South Pasta' }, currentAgency: null });
    expect(body.pageInfo).toEqual({ totalResults: 2, currentPage: 1, totalPages: 1 });
  });

  it('filters by company, region, category, scope and minimum score; sorts and pages', async () => {
    const names = async (query: string) =>
      (await list(query)).json().results.map((r: { company: { name: string } }) => r.company.name);
    expect(await names(`companyId=${ids.south}`)).toEqual(['South Pasta']);
    expect(await names('region=Lombardia&minPitchScore=0')).toEqual(['North Cola', 'Open Tender']);
    expect(await names(`pitchCategory=${ids.creative}&minPitchScore=0`)).toEqual(['Open Tender']);
    expect(await names('pitchScope=regional')).toEqual(['South Pasta']);
    expect(await names('minPitchScore=61')).toEqual(['North Cola']);
    expect(await names('sortBy=company&sortDirection=asc&minPitchScore=0')).toEqual([
      'North Cola',
      'Open Tender',
      'South Pasta',
    ]);
    const second = (await list('sortBy=company&sortDirection=asc&minPitchScore=0&page=2&pageSize=2')).json();
    expect(second.results.map((r: { company: { name: string } }) => r.company.name)).toEqual(['South Pasta']);
    expect(second.pageInfo).toEqual({ totalResults: 3, currentPage: 2, totalPages: 2 });
  });

  it('filters by Nielsen spend of the company in a year and channel', async () => {
    const italy = t.db.databases.tenant('italy');
    await italy.db
      .insertInto('nielsen_spend')
      .values([
        { company_id: ids.north as number, year: 2023, channel: 'TV', amount: 500 },
        { company_id: ids.south as number, year: 2023, channel: 'TV', amount: 50 },
        { company_id: ids.south as number, year: 2023, channel: 'RADIO', amount: 900 },
      ])
      .execute();
    const names = async (query: string) =>
      (await list(query)).json().results.map((r: { company: { name: string } }) => r.company.name);
    expect(await names('nielsenYear=2023&nielsenChannel=TV&nielsenMin=100')).toEqual(['North Cola']);
    expect(await names('nielsenYear=2023&nielsenMin=800')).toEqual(['South Pasta']);
    expect(await names('nielsenYear=2022')).toEqual([]);
  });

  it("filters by company: that company's rows only, in the caller's country", async () => {
    const rows = async (query: string, tenant = 'italy') =>
      (await list(query, tenant))
        .json()
        .results.map((r: { company: { id: number; name: string } }) => [r.company.id, r.company.name]);
    expect(await rows(`companyId=${ids.north}&minPitchScore=0`)).toEqual([[ids.north, 'North Cola']]);
    expect(await rows(`companyId=${ids.paris}&minPitchScore=0`, 'france')).toEqual([
      [ids.paris, 'Paris Parfums'],
    ]);
    // The French company's id asked in italy reaches only an Italian company with the same id, if any.
    const italy = await rows(`companyId=${ids.paris}&minPitchScore=0`);
    expect(italy.map(([, name]: [number, string]) => name)).not.toContain('Paris Parfums');
    expect(italy.every(([id]: [number, string]) => id === ids.paris)).toBe(true);
  });

  it('rejects a company id that is not a positive integer', async () => {
    for (const companyId of ['0', 'abc']) {
      const response = await list(`companyId=${companyId}`);
      expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    }
  });

  it("accepts the spec's sort names as well as the short ones, in the same order", async () => {
    const names = async (query: string) =>
      (await list(`${query}&minPitchScore=0`))
        .json()
        .results.map((r: { company: { name: string } }) => r.company.name);
    for (const [short, spec] of [
      ['category', 'pitchCategory'],
      ['endDate', 'latestEndDate'],
      ['scope', 'pitchScope'],
      ['score', 'pitchScore'],
    ]) {
      const shortOrder = await names(`sortBy=${short}&sortDirection=asc`);
      expect(await names(`sortBy=${spec}&sortDirection=asc`)).toEqual(shortOrder);
    }
    expect(await names('sortBy=pitchScore&sortDirection=asc')).toEqual([
      'Open Tender',
      'South Pasta',
      'North Cola',
    ]);
  });

  it('rejects an unknown sort key', async () => {
    const response = await list('sortBy=winner');
    expect(response.statusCode).toBe(400);
    expect(response.json().clientType).toBe('VALIDATION_ERROR');
  });

  it('keeps each country to itself', async () => {
    const italy = (await list('minPitchScore=0')).json();
    expect(italy.results.map((r: { company: { name: string } }) => r.company.name)).not.toContain(
      'Paris Parfums',
    );
    const france = (await list('', 'france')).json();
    expect(france.results.map((r: { company: { name: string } }) => r.company.name)).toEqual([
      'Paris Parfums',
    ]);
  });
});

describe('pitch scores access', () => {
  it('GET /pitch-scores needs a session, the pitchScores scope and a licence for the country', async () => {
    expect(
      await expectMarketAccessRules(
        t,
        { method: 'GET', url: '/api/v1/frontend/pitch-scores' },
        'pitchScores',
      ),
    ).toEqual(EXPECTED_ACCESS);
  });

  it('is refused in a country whose settings turn the pitchScores flag off', async () => {
    expect((await list('', 'france')).statusCode).toBe(200);
    const setFlag = (settings: Record<string, boolean>) =>
      t.db.databases.core.updateTable('tenants').set({ settings }).where('id', '=', 'france').execute();
    await setFlag({ pitchScores: false });
    try {
      const refused = await list('', 'france');
      expect([refused.statusCode, refused.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
      expect((await list('')).statusCode).toBe(200);
    } finally {
      await setFlag({});
    }
  });
});
