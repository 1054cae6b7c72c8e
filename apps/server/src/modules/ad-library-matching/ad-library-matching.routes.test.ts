import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createBrand, createBrandAdvertiser, createCompany } from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TenantDb } from '../../platform/database/databases.ts';
import { resolveAdLibraryAdvertisers } from './ad-library-matching.service.ts';

let t: TestApp;
let admin: SignedIn;
let customer: SignedIn;
let italy: TenantDb;
let adSeq = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }), 'italy');
  customer = await loginAs(t, await createUser(t), 'italy');
  italy = t.db.databases.tenant('italy');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, who: SignedIn = admin) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/ad-library/advertisers${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });

interface AdOverrides {
  source?: 'META' | 'GOOGLE';
  advertiser_name?: string | null;
  payer?: string | null;
  beneficiary?: string | null;
  first_shown?: string;
  eu_total_reach?: number | null;
  raw?: object;
}
async function stageAd(ad: AdOverrides) {
  adSeq++;
  await italy.db
    .insertInto('ad_library_ads')
    .values({
      source: ad.source ?? 'META',
      ad_id: `ad-${adSeq}`,
      advertiser_id: `page-${ad.advertiser_name ?? adSeq}`,
      advertiser_name: ad.advertiser_name ?? null,
      payer: ad.payer ?? null,
      beneficiary: ad.beneficiary ?? null,
      region: 'IT',
      first_shown: ad.first_shown ?? '2025-03-01',
      last_shown: ad.first_shown ?? '2025-03-10',
      eu_total_reach: ad.eu_total_reach === undefined ? 1000 : ad.eu_total_reach,
      times_shown_lower: null,
      times_shown_upper: null,
      snapshot_url: null,
      raw: JSON.stringify(ad.raw ?? {}),
      run_id: null,
    })
    .execute();
}

const advertiserByKey = (nameKey: string) =>
  italy.db
    .selectFrom('ad_library_advertisers')
    .selectAll()
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();

const ingestedRows = () =>
  italy.db
    .selectFrom('brand_advertisers')
    .select([
      'advertiser_type',
      'brand_id',
      'company_id',
      'year',
      'payer',
      'beneficiary',
      'n_ads',
      'eu_total_reach',
      'meta_library_id',
      'google_advertiser_id',
    ])
    .where('origin', '=', 'ingested')
    .orderBy('brand_id')
    .orderBy('advertiser_type')
    .orderBy('year')
    .orderBy('payer')
    .execute();

const auditActions = (id: number) =>
  t.db.databases.core
    .selectFrom('audit_log')
    .select(['action', 'actor_id'])
    .where('entity', '=', 'ad_library_advertisers')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('advertiser resolution', () => {
  it('links a clear match automatically, queues an uncertain one, and aggregates only resolved brands', async () => {
    const barillaCo = await createCompany(italy, { name: 'Barilla G. e R. Fratelli S.p.A.' });
    const barilla = await createBrand(italy, { name: 'Barilla', company_id: barillaCo.id });
    const ferreroCo = await createCompany(italy, { name: 'Ferrero Commerciale Italia S.r.l.' });
    await createBrand(italy, { name: 'Ferrero Rocher', company_id: ferreroCo.id });
    await stageAd({
      advertiser_name: 'Barilla',
      payer: 'Barilla G. e R. Fratelli SpA',
      beneficiary: 'Barilla',
    });
    await stageAd({
      advertiser_name: 'Barilla',
      payer: 'Barilla G. e R. Fratelli SpA',
      beneficiary: 'Barilla',
    });
    await stageAd({ advertiser_name: 'Rocher Ferrero Italia Official', beneficiary: null });

    const resolved = await call('POST', '/resolve');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.autoLinked).toBeGreaterThanOrEqual(2);

    const auto = await advertiserByKey('barilla');
    expect(auto).toMatchObject({ status: 'auto', brand_id: barilla.id, company_id: barillaCo.id, n_ads: 2 });
    expect(auto.roles).toEqual(['advertiser', 'beneficiary']);
    expect(auto.features).toMatchObject({ exactKey: true, candidateName: 'Barilla' });
    const legal = await advertiserByKey('barilla g e r fratelli');
    expect(legal).toMatchObject({
      status: 'auto',
      company_id: barillaCo.id,
      brand_id: null,
      roles: ['payer'],
    });

    const queued = await advertiserByKey('rocher ferrero italia official');
    expect(queued.status).toBe('pending');
    expect(queued.company_id).toBe(ferreroCo.id);
    expect(queued.score).toBeLessThan(0.9);

    const queue = (await call('GET', '?status=pending')).json();
    expect(queue.data.map((row: { nameKey: string }) => row.nameKey)).toContain(
      'rocher ferrero italia official',
    );
    expect(queue.data.map((row: { nameKey: string }) => row.nameKey)).not.toContain('barilla');

    expect(await ingestedRows()).toEqual([
      {
        advertiser_type: 'META',
        brand_id: barilla.id,
        company_id: barillaCo.id,
        year: 2025,
        payer: 'Barilla G. e R. Fratelli SpA',
        beneficiary: 'Barilla',
        n_ads: 2,
        eu_total_reach: 2000,
        meta_library_id: 'page-Barilla',
        google_advertiser_id: null,
      },
    ]);
  });

  it('links by the website an ad links to and splits "X on behalf of Y" bylines', async () => {
    const co = await createCompany(italy, { name: 'Pastificio Lucio Garofalo S.p.A.' });
    const brand = await createBrand(italy, {
      name: 'Garofalo',
      company_id: co.id,
      website: 'https://www.pastagarofalo.it',
    });
    const agency = await createCompany(italy, { name: 'Mindshare Italia S.r.l.', type: 'ME' });
    await stageAd({
      advertiser_name: 'Pasta G. Official Page',
      payer: 'Mindshare Italia on behalf of Pasta G. Official Page',
      raw: { ad_creative_link_captions: ['pastagarofalo.it'] },
    });
    await resolveAdLibraryAdvertisers(italy, new Date());
    expect(await advertiserByKey('pasta g official page')).toMatchObject({
      status: 'auto',
      brand_id: brand.id,
      roles: ['advertiser', 'beneficiary'],
    });
    expect((await advertiserByKey('pasta g official page')).features).toMatchObject({ domain: true });
    expect(await advertiserByKey('mindshare italia')).toMatchObject({
      status: 'auto',
      company_id: agency.id,
    });
  });
});

describe('review decisions', () => {
  it('accepts, picks and rejects with an audit row each, and never asks again', async () => {
    const co = await createCompany(italy, { name: 'Lavazza S.p.A.' });
    await createBrand(italy, { name: 'Lavazza Qualità Rossa', company_id: co.id });
    const other = await createCompany(italy, { name: 'Kimbo S.p.A.' });
    const kimbo = await createBrand(italy, { name: 'Kimbo', company_id: other.id });
    await stageAd({ advertiser_name: 'Qualita Rossa Lavazza Caffe Shop' });
    await stageAd({ advertiser_name: 'Espresso Napoletano Store' });
    await stageAd({ advertiser_name: 'Some Unrelated Page' });
    await call('POST', '/resolve');

    const toAccept = await advertiserByKey('qualita rossa lavazza caffe shop');
    expect(toAccept.status).toBe('pending');
    const accepted = await call('POST', `/${toAccept.id}/decision`, { decision: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', company: { id: co.id } });

    const toPick = await advertiserByKey('espresso napoletano store');
    const picked = await call('POST', `/${toPick.id}/decision`, {
      decision: 'pick',
      companyId: other.id,
      brandId: kimbo.id,
    });
    expect(picked.json().data).toMatchObject({ status: 'picked', brand: { id: kimbo.id, name: 'Kimbo' } });

    const toReject = await advertiserByKey('some unrelated page');
    const rejected = await call('POST', `/${toReject.id}/decision`, { decision: 'reject' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', company: null });

    for (const [id, action] of [
      [toAccept.id, 'accept'],
      [toPick.id, 'pick'],
      [toReject.id, 'reject'],
    ] as const) {
      expect((await auditActions(Number(id))).map((row) => row.action)).toEqual([action]);
    }

    // Decided once: a second decision is refused and a new run does not score them again.
    const again = await call('POST', `/${toReject.id}/decision`, { decision: 'accept' });
    expect(again.statusCode).toBe(409);
    await stageAd({ advertiser_name: 'Some Unrelated Page' });
    await call('POST', '/resolve');
    expect(await advertiserByKey('some unrelated page')).toMatchObject({
      status: 'rejected',
      company_id: null,
      n_ads: 2,
    });
    expect(await advertiserByKey('espresso napoletano store')).toMatchObject({
      status: 'picked',
      brand_id: kimbo.id,
    });
    const pendingKeys = (await call('GET', '?status=pending'))
      .json()
      .data.map((row: { nameKey: string }) => row.nameKey);
    expect(pendingKeys).not.toContain('some unrelated page');
    expect(pendingKeys).not.toContain('espresso napoletano store');

    // A picked brand's ads are aggregated right after the decision.
    expect((await ingestedRows()).some((row) => row.brand_id === kimbo.id && row.n_ads === 1)).toBe(true);
  });

  it('refuses bad decisions with a clear error and changes nothing', async () => {
    const co = await createCompany(italy, { name: 'Illy Caffè S.p.A.' });
    const strangerBrand = await createBrand(italy, {
      name: 'Segafredo',
      company_id: (await createCompany(italy)).id,
    });
    await stageAd({ advertiser_name: 'Illy Caffe Shop Online Italia' });
    await call('POST', '/resolve');
    const row = await advertiserByKey('illy caffe shop online italia');

    const missing = await call('POST', `/${row.id}/decision`, { decision: 'pick' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().clientType).toBe('VALIDATION_ERROR');
    const foreign = await call('POST', `/${row.id}/decision`, {
      decision: 'pick',
      companyId: co.id,
      brandId: strangerBrand.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(await advertiserByKey('illy caffe shop online italia')).toMatchObject({
      status: row.status,
      decided_at: null,
    });
    expect(await auditActions(Number(row.id))).toEqual([]);
    expect((await call('POST', '/999999/decision', { decision: 'reject' })).statusCode).toBe(404);
  });

  it('bulk-accepts the pending proposals at or above the threshold only, audited', async () => {
    const co = await createCompany(italy, { name: 'Bulk Co' });
    const [high, low] = await italy.db
      .insertInto('ad_library_advertisers')
      .values([
        {
          name_key: 'bulk high',
          name: 'Bulk High',
          company_id: co.id,
          score: 0.86,
          features: '{}',
          status: 'pending',
        },
        {
          name_key: 'bulk low',
          name: 'Bulk Low',
          company_id: co.id,
          score: 0.5,
          features: '{}',
          status: 'pending',
        },
      ])
      .returning('id')
      .execute();
    const response = await call('POST', '/bulk-accept', { minScore: 0.85 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.accepted).toBeGreaterThanOrEqual(1);
    expect((await advertiserByKey('bulk high')).status).toBe('accepted');
    expect((await advertiserByKey('bulk low')).status).toBe('pending');
    expect((await auditActions(Number(high!.id))).map((r) => r.action)).toEqual(['bulk_accept']);
    expect(await auditActions(Number(low!.id))).toEqual([]);
  });
});

describe('aggregation', () => {
  it('rewrites only ingested rows, the same rows on every run, following the staging table', async () => {
    const co = await createCompany(italy, { name: 'Mutti S.p.A.' });
    const brand = await createBrand(italy, { name: 'Mutti', company_id: co.id });
    const demo = await createBrandAdvertiser(italy, { brand_id: brand.id, company_id: co.id, n_ads: 77 });
    await stageAd({
      source: 'GOOGLE',
      advertiser_name: 'Mutti',
      payer: 'Mutti S.p.A.',
      beneficiary: 'Mutti',
      first_shown: '2024-05-01',
      eu_total_reach: null,
    });
    await stageAd({
      source: 'GOOGLE',
      advertiser_name: 'Mutti',
      payer: 'Mutti S.p.A.',
      beneficiary: 'Mutti',
      first_shown: '2025-05-01',
      eu_total_reach: null,
    });
    await resolveAdLibraryAdvertisers(italy, new Date());
    const first = await ingestedRows();
    const mutti = first.filter((row) => row.brand_id === brand.id);
    expect(mutti.map((row) => [row.advertiser_type, row.year, row.n_ads, row.google_advertiser_id])).toEqual([
      ['GOOGLE', 2024, 1, 'page-Mutti'],
      ['GOOGLE', 2025, 1, 'page-Mutti'],
    ]);
    await resolveAdLibraryAdvertisers(italy, new Date());
    expect(await ingestedRows()).toEqual(first);
    const demoRow = await italy.db
      .selectFrom('brand_advertisers')
      .select(['n_ads', 'origin'])
      .where('id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(demoRow).toEqual({ n_ads: 77, origin: 'demo' });

    await italy.db
      .deleteFrom('ad_library_ads')
      .where('source', '=', 'GOOGLE')
      .where('first_shown', '=', '2024-05-01')
      .execute();
    await resolveAdLibraryAdvertisers(italy, new Date());
    expect((await ingestedRows()).filter((row) => row.brand_id === brand.id).map((row) => row.year)).toEqual([
      2025,
    ]);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    expect((await call('GET', '', undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', '/resolve', undefined, customer)).statusCode).toBe(403);
    expect((await call('POST', '/1/decision', { decision: 'reject' }, customer)).statusCode).toBe(403);
    expect((await call('POST', '/bulk-accept', {}, customer)).statusCode).toBe(403);
    expect((await call('GET', '/pick-options?q=mu', undefined, customer)).statusCode).toBe(403);
  });

  it('finds brands and companies to pick by name', async () => {
    const options = (await call('GET', '/pick-options?q=mutt')).json().data;
    expect(
      options.map((o: { brandName: string | null; companyName: string }) => o.brandName ?? o.companyName),
    ).toEqual(expect.arrayContaining(['Mutti', 'Mutti S.p.A.']));
  });
});
