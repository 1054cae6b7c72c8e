import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createBrand, createCompany } from '../../../test/factories.ts';
import {
  type FakeMetaAdlibServer,
  generateArchivedAds,
  META_ADLIB_TEST_TOKEN,
  startMetaAdlibServer,
} from '../../../test/meta-adlib-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }), 'italy');
});
afterAll(() => t.close());

const italy = () => t.db.databases.tenant('italy').db;
const googleAds = () =>
  italy().selectFrom('ad_library_ads').selectAll().where('source', '=', 'GOOGLE').orderBy('ad_id').execute();

const HEADER =
  'advertiser_id,creative_id,advertiser_disclosed_name,advertiser_legal_name,region_code,first_shown,last_shown,times_shown_lower_bound,times_shown_upper_bound';

function line(i: number, region = 'IT'): string {
  return `AR${1000 + (i % 50)},CR${String(i).padStart(8, '0')},Brand ${i % 50},"Brand ${i % 50} S.p.A., Milano",${region},2025-0${1 + (i % 9)}-01,2025-10-01,${i * 10},${i * 10 + 99}`;
}

function upload(body: string | Readable, fileName = 'creative-stats.csv', headers = admin.headers) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/ad-library/google/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
}

describe('Google Ads Transparency import', () => {
  it('loads the tenant region lines of an export, columns in any order, and a second import duplicates nothing', async () => {
    // Columns shuffled, one column the importer does not know (kept in the raw record).
    const csv = [
      'region_code,creative_id,advertiser_legal_name,advertiser_disclosed_name,first_shown,advertiser_id,topic,last_shown,times_shown_upper_bound,times_shown_lower_bound',
      'IT,CR1,"Barilla G. e R. Fratelli S.p.A.",Barilla,2025-03-01,AR01,Food,2025-04-30,2000,1000',
      'IT,CR2,,"Ferrero, Italia",2025-05-02,AR02,,,,',
      'FR,CR3,Danone SA,Danone,2025-05-02,AR03,Food,2025-06-01,10,1',
    ].join('\r\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      source: 'GOOGLE',
      status: 'done',
      fileName: 'creative-stats.csv',
      ads: 2,
      rowsRead: 3,
      errors: 0,
      fileBytes: Buffer.byteLength(csv),
    });
    const ads = await googleAds();
    expect(ads.map((ad) => ad.ad_id)).toEqual(['CR1', 'CR2']);
    expect(ads[0]).toMatchObject({
      advertiser_id: 'AR01',
      advertiser_name: 'Barilla',
      payer: 'Barilla G. e R. Fratelli S.p.A.',
      beneficiary: 'Barilla',
      region: 'IT',
      first_shown: '2025-03-01',
      last_shown: '2025-04-30',
      times_shown_lower: 1000,
      times_shown_upper: 2000,
    });
    expect(ads[0]?.raw).toMatchObject({ topic: 'Food' });
    expect(ads[1]).toMatchObject({
      payer: null,
      beneficiary: 'Ferrero, Italia',
      last_shown: null,
      times_shown_upper: null,
    });

    expect((await upload(csv)).statusCode).toBe(200);
    expect(await googleAds()).toHaveLength(2);
  });

  it('reports every bad line of a file and loads none of it', async () => {
    const before = await googleAds();
    const lines = [HEADER];
    for (let i = 1; i <= 40; i++) lines.push(line(i));
    lines[5] = 'AR1,CR-bad-date,Brand,Brand S.p.A.,IT,2025-02-30,,,'; // file line 6
    lines[12] = 'AR1,,Brand,Brand S.p.A.,IT,2025-02-01,,,'; // line 13: no creative id
    lines[20] = 'AR1,CR-short,Brand,IT,2025-02-01'; // line 21: too few fields
    lines[30] = 'AR1,CR-bounds,Brand,Brand,IT,2025-02-01,2025-03-01,500,20'; // line 31
    lines[35] = 'AR1,CR-order,Brand,Brand,IT,2025-05-01,2025-03-01,,'; // line 36
    const response = await upload(lines.join('\n'), 'bad.csv');
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error.clientType).toBe('VALIDATION_ERROR');
    expect(error.description).toContain('5 bad line(s): nothing was loaded');
    expect(await googleAds()).toEqual(before);

    const runs = (await t.app.inject({ url: '/api/v1/admin/ad-library/runs', headers: admin.headers })).json()
      .data.runs;
    const failed = runs.find((run: { fileName: string }) => run.fileName === 'bad.csv');
    expect(failed).toMatchObject({ status: 'failed', errors: 5, ads: 0, rowsRead: 40 });
    const detail = (
      await t.app.inject({ url: `/api/v1/admin/ad-library/runs/${failed.id}`, headers: admin.headers })
    ).json().data;
    expect(detail.errorReport.map((problem: { line: number }) => problem.line)).toEqual([6, 13, 21, 31, 36]);
    expect(detail.errorReport[0].message).toContain('first_shown');
    expect(detail.errorReport[2].message).toContain('5 fields where the header has 9');
  });

  it('refuses a body that is not the file itself at once, with a clear error, and starts no run', async () => {
    const runs = () => italy().selectFrom('ad_library_runs').select('id').execute();
    const before = await runs();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ad-library/google/imports?fileName=creative-stats.csv',
      headers: admin.headers,
      payload: { rows: ['IT,CR1'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'headers.content-type' }],
    });
    expect(await runs()).toEqual(before);
  });

  it('refuses a file without the columns it needs, and reports an unreadable quote', async () => {
    const before = await googleAds();
    const missing = await upload('advertiser_id,creative_id\nAR1,CR1\n', 'no-columns.csv');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().clientType).toBe('VALIDATION_ERROR');
    expect(missing.json().description).toContain('advertiser_disclosed_name, region_code, first_shown');

    const quoted = [HEADER, line(1), 'AR1,CR9,"Brand "quoted" badly,Legal,IT,2025-01-01,,,', line(2)].join(
      '\n',
    );
    const response = await upload(quoted, 'quote.csv');
    expect(response.statusCode).toBe(400);
    // The stray quote makes line 3 unreadable, and csv-parse, out of step, the line after it.
    expect(response.json().description).toContain('2 bad line(s)');
    expect(response.json().fields).toEqual([
      { path: 'line 3', message: expect.stringContaining('Unreadable CSV: Invalid Closing Quote') },
      { path: 'line 4', message: expect.stringContaining('Unreadable CSV') },
    ]);
    expect(await googleAds()).toEqual(before);
  });

  it('streams a large file: progress is visible while it is still being sent, and every line loads', async () => {
    const total = 100_000;
    const seen = { rowsReadBeforeEnd: 0, peakLiveHeap: 0 };
    // Live heap, not garbage awaiting collection (which varies with the whole suite's load).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const liveHeap = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    async function* generate() {
      yield `${HEADER}\n`;
      for (let start = 1; start <= total; start += 1000) {
        const chunk: string[] = [];
        for (let i = start; i < start + 1000; i++) chunk.push(line(100_000 + i));
        yield `${chunk.join('\n')}\n`;
        if (start % 20_000 === 1) seen.peakLiveHeap = Math.max(seen.peakLiveHeap, liveHeap());
        if (start === 60_001) {
          // Halfway through sending, the server has already read (and reported) rows.
          for (let tries = 0; tries < 200 && seen.rowsReadBeforeEnd === 0; tries++) {
            const running = await italy()
              .selectFrom('ad_library_runs')
              .select('rows_read')
              .where('file_name', '=', 'large.csv')
              .executeTakeFirst();
            seen.rowsReadBeforeEnd = running?.rows_read ?? 0;
            if (seen.rowsReadBeforeEnd === 0) await new Promise((resolve) => setTimeout(resolve, 50));
          }
        }
      }
    }
    const heapBefore = liveHeap();
    const response = await upload(Readable.from(generate()), 'large.csv');
    expect(response.statusCode).toBe(200);
    expect(seen.rowsReadBeforeEnd).toBeGreaterThan(10_000);
    expect(response.json().data).toMatchObject({ status: 'done', ads: total, rowsRead: total });
    // The whole file (about 11 MB of text, far more as parsed rows) is never held at once: the live
    // heap, sampled while the file is being sent, stays far below it.
    expect(seen.peakLiveHeap - heapBefore).toBeLessThan(8 * 1024 * 1024);
  }, 120_000);

  it('is for administrators only', async () => {
    const customer = await loginAs(t, await createUser(t, { group: 'CUSTOMER' }), 'italy');
    expect(
      (await t.app.inject({ url: '/api/v1/admin/ad-library/runs', headers: customer.headers })).statusCode,
    ).toBe(403);
    expect((await upload(`${HEADER}\n${line(1)}`, 'x.csv', customer.headers)).statusCode).toBe(403);
  });

  it('matches the advertisers of an import that loaded, then proposes the agency that paid for a brand', async () => {
    const tenantDb = t.db.databases.tenant('italy');
    const owner = await createCompany(tenantDb, { name: 'Zetaverde Caffè', type: 'ADV' });
    const brand = await createBrand(tenantDb, { name: 'Zetaverde Espresso', company_id: owner.id });
    const agency = await createCompany(tenantDb, { name: 'Omegamedia Agenzia', type: 'AG' });
    const csv = [
      HEADER,
      'AR9001,CRZ1,Zetaverde Espresso,Omegamedia Agenzia S.r.l.,IT,2025-02-01,2025-03-01,1000,1999',
      'AR9001,CRZ2,Zetaverde Espresso,Omegamedia Agenzia S.r.l.,IT,2025-04-01,2025-05-01,2000,2999',
    ].join('\n');
    expect((await upload(csv, 'zetaverde.csv')).statusCode).toBe(200);
    // The matching runs after the upload has answered.
    const deadline = Date.now() + 15_000;
    let proposal: { agency_company_id: number; brand_id: number; n_ads: number } | undefined;
    while (!proposal && Date.now() < deadline) {
      proposal = await italy()
        .selectFrom('inferred_work_relations')
        .select(['agency_company_id', 'brand_id', 'n_ads'])
        .where('brand_id', '=', brand.id)
        .executeTakeFirst();
      if (!proposal) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(proposal).toEqual({ agency_company_id: agency.id, brand_id: brand.id, n_ads: 2 });
    const aggregated = await italy()
      .selectFrom('brand_advertisers')
      .select(['advertiser_type', 'company_id', 'n_ads', 'origin'])
      .where('brand_id', '=', brand.id)
      .execute();
    expect(aggregated).toEqual([
      { advertiser_type: 'GOOGLE', company_id: owner.id, n_ads: 2, origin: 'ingested' },
    ]);
  });
});

describe('Meta ingestion from the back office', () => {
  let graph: FakeMetaAdlibServer;
  let withMeta: TestApp;
  let metaAdmin: SignedIn;

  beforeAll(async () => {
    graph = await startMetaAdlibServer({ ads: generateArchivedAds(23) });
    withMeta = await createTestApp({
      META_ADLIB_TOKEN: META_ADLIB_TEST_TOKEN,
      META_ADLIB_API_URL: graph.url,
      META_ADLIB_PAGE_SIZE: '10',
      META_ADLIB_RETRY_BASE_MS: '5',
    });
    metaAdmin = await loginAs(withMeta, await createUser(withMeta, { group: 'ADMIN' }), 'france');
  });
  afterAll(async () => {
    await withMeta.close();
    await graph.close();
  });

  it('says the adapter is off without a token and refuses to start a run', async () => {
    const list = (await t.app.inject({ url: '/api/v1/admin/ad-library/runs', headers: admin.headers })).json()
      .data;
    expect(list.metaEnabled).toBe(false);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ad-library/meta/runs',
      headers: admin.headers,
    });
    expect(start.statusCode).toBe(409);
    expect(start.json().description).toContain('META_ADLIB_TOKEN');
  });

  it('starts a run of the chosen country now and lists it with its pages and ads', async () => {
    const start = await withMeta.app.inject({
      method: 'POST',
      url: '/api/v1/admin/ad-library/meta/runs',
      headers: metaAdmin.headers,
    });
    expect(start.statusCode).toBe(202);
    expect(start.json().data).toMatchObject({ source: 'META', region: 'FR' });
    const id = start.json().data.id;
    await expect
      .poll(async () => {
        const list = (
          await withMeta.app.inject({ url: '/api/v1/admin/ad-library/runs', headers: metaAdmin.headers })
        ).json().data;
        return list.runs.find((run: { id: number }) => run.id === id)?.status;
      })
      .toBe('done');
    const list = (
      await withMeta.app.inject({ url: '/api/v1/admin/ad-library/runs', headers: metaAdmin.headers })
    ).json().data;
    expect(list).toMatchObject({ metaEnabled: true, region: 'FR' });
    expect(list.runs[0]).toMatchObject({ id, pages: 3, ads: 23, errors: 0, startedBy: expect.any(Number) });
    expect(graph.calls[0]?.query.ad_reached_countries).toBe('["FR"]');
  });
});
