import { advertiserNameKey } from '@adatlas/domain/ad-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import {
  createBrand,
  createCompany,
  createReferenceItem,
  type HeadersFor,
  MARKET_SCOPES,
  signInMarketUser,
} from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TenantDb } from '../../platform/database/databases.ts';
import { findPendingEvents } from '../follow/alerts.repository.ts';
import { proposeInferredRelations } from './inferred-relations.service.ts';

let t: TestApp;
let italy: TenantDb;
let admin: SignedIn;
let customer: HeadersFor;
let follower: { id: number; headers: Record<string, string> };
const ids = {
  creative: 0,
  media: 0,
  pitchCategory: 0,
  mindshare: 0,
  havas: 0,
  barilla: 0,
  ferrero: 0,
  mulino: 0,
  pavesi: 0,
  nutella: 0,
};
let adSeq = 0;
const ADMIN_EMAIL = 'editor@adatlas.test';

async function resolveAdvertiser(
  name: string,
  to: { company_id: number; brand_id?: number },
  status: 'auto' | 'pending' | 'accepted' | 'picked' | 'rejected' = 'auto',
) {
  await italy.db
    .insertInto('ad_library_advertisers')
    .values({ name_key: advertiserNameKey(name), name, status, brand_id: null, ...to })
    .onConflict((oc) => oc.column('name_key').doUpdateSet({ status, company_id: to.company_id }))
    .execute();
}

async function stageAd(ad: {
  payer: string;
  beneficiary?: string;
  advertiser?: string;
  reach?: number;
  first: string;
  last: string;
}) {
  adSeq += 1;
  await italy.db
    .insertInto('ad_library_ads')
    .values({
      source: 'META',
      ad_id: `ad-${adSeq}`,
      advertiser_id: null,
      advertiser_name: ad.advertiser ?? null,
      payer: ad.payer,
      beneficiary: ad.beneficiary ?? null,
      region: 'IT',
      first_shown: ad.first,
      last_shown: ad.last,
      eu_total_reach: ad.reach ?? null,
      times_shown_lower: null,
      times_shown_upper: null,
      snapshot_url: null,
      raw: '{}',
      run_id: null,
    })
    .execute();
}

const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
const listed = async (status = 'proposed') =>
  (await adminCall('GET', `/inferred-relations?status=${status}`)).json();

beforeAll(async () => {
  t = await createTestApp();
  italy = t.db.databases.tenant('italy');
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN', email: ADMIN_EMAIL }), 'italy');
  customer = await signInMarketUser(t, { scopes: [...MARKET_SCOPES, 'companyBrand'] });
  const followerUser = await createUser(t, { tenants: { italy: { scopes: ['company', 'emailAlerts'] } } });
  follower = { id: followerUser.id, headers: (await loginAs(t, followerUser, 'italy')).headers };
  ids.creative = (await createReferenceItem(italy, 'agency_category', 'creative')).id;
  ids.media = (
    await italy.db
      .insertInto('reference_items')
      .values({ list: 'agency_category', key: 'media', label: 'Media' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  ids.pitchCategory = (await createReferenceItem(italy, 'pitch_category', 'tv')).id;
  ids.mindshare = (await createCompany(italy, { name: 'Mindshare', type: 'AG' })).id;
  ids.havas = (await createCompany(italy, { name: 'Havas Media', type: 'ME' })).id;
  ids.barilla = (await createCompany(italy, { name: 'Barilla', type: 'ADV' })).id;
  ids.ferrero = (await createCompany(italy, { name: 'Ferrero', type: 'ADV' })).id;
  ids.mulino = (await createBrand(italy, { name: 'Mulino Bianco', company_id: ids.barilla })).id;
  ids.pavesi = (await createBrand(italy, { name: 'Pavesi', company_id: ids.barilla })).id;
  ids.nutella = (await createBrand(italy, { name: 'Nutella', company_id: ids.ferrero })).id;

  await resolveAdvertiser('Mindshare Italia S.r.l.', { company_id: ids.mindshare });
  await resolveAdvertiser('Barilla G. e R. Fratelli S.p.A.', { company_id: ids.barilla }, 'accepted');
  await resolveAdvertiser('Mulino Bianco', { company_id: ids.barilla, brand_id: ids.mulino });
  await resolveAdvertiser('Ferrero S.p.A.', { company_id: ids.ferrero }, 'picked');
  await resolveAdvertiser('Havas Media Italia', { company_id: ids.havas }, 'pending');

  // An agency paying for a brand (named by the page), twice under two spellings.
  await stageAd({
    payer: 'Mindshare Italia Srl',
    beneficiary: 'Barilla G. e R. Fratelli S.p.A.',
    advertiser: 'Mulino Bianco',
    reach: 1000,
    first: '2025-02-01',
    last: '2025-03-01',
  });
  await stageAd({
    payer: 'MINDSHARE ITALIA S.R.L.',
    advertiser: 'Mulino Bianco',
    reach: 500,
    first: '2025-01-15',
    last: '2025-02-10',
  });
  // An advertiser paying for its own ads, and for another company's: no agency, no proposal.
  await stageAd({
    payer: 'Ferrero SpA',
    beneficiary: 'Ferrero SpA',
    reach: 10,
    first: '2025-01-01',
    last: '2025-01-02',
  });
  await stageAd({
    payer: 'Barilla G. e R. Fratelli SpA',
    beneficiary: 'Ferrero SpA',
    reach: 10,
    first: '2025-01-01',
    last: '2025-01-02',
  });
  // An agency whose name the matching has not resolved yet (pending).
  await stageAd({
    payer: 'Havas Media Italia',
    beneficiary: 'Ferrero S.p.A.',
    reach: 70,
    first: '2025-04-01',
    last: '2025-04-30',
  });
});
afterAll(() => t.close());

describe('proposals', () => {
  it('proposes an agency payer for the brand it paid for, with the evidence, and nothing for other payers', async () => {
    expect(await proposeInferredRelations(italy)).toEqual({ proposed: 1, updated: 0, withdrawn: 0 });
    const page = await listed();
    expect(page.totalResults).toBe(1);
    expect(page.data[0]).toMatchObject({
      agency: { id: ids.mindshare, name: 'Mindshare' },
      brand: { id: ids.mulino, name: 'Mulino Bianco' },
      company: { id: ids.barilla, name: 'Barilla' },
      evidence: { nAds: 2, reach: 1500, firstShown: '2025-01-15', lastShown: '2025-03-01' },
      payerNames: expect.arrayContaining(['Mindshare Italia Srl', 'MINDSHARE ITALIA S.R.L.']),
      status: 'proposed',
      category: null,
    });
    expect(page.defaultCategoryId).toBe(ids.media);
    expect(page.categories.map((c: { id: number }) => c.id).sort()).toEqual([ids.creative, ids.media].sort());
    // Idempotent: the same ads give the same proposal, counted as updated.
    expect(await proposeInferredRelations(italy)).toEqual({ proposed: 0, updated: 1, withdrawn: 0 });
    expect((await listed()).totalResults).toBe(1);
  });

  it('updates the evidence of a known pair and never proposes a rejected one again', async () => {
    await resolveAdvertiser('Havas Media Italia', { company_id: ids.havas }, 'accepted');
    const recompute = await adminCall('POST', '/inferred-relations/recompute');
    expect(recompute.json().data).toEqual({ proposed: 1, updated: 1 });
    const havas = (await listed()).data.find(
      (row: { agency: { id: number } }) => row.agency.id === ids.havas,
    );
    expect(havas).toMatchObject({ brand: { id: ids.nutella }, evidence: { nAds: 1, reach: 70 } });

    const rejected = await adminCall('POST', `/inferred-relations/${havas.id}/decision`, {
      decision: 'reject',
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', decidedBy: ADMIN_EMAIL });
    await stageAd({
      payer: 'Havas Media Italia',
      beneficiary: 'Ferrero',
      reach: 30,
      first: '2025-05-01',
      last: '2025-06-01',
    });
    await stageAd({
      payer: 'Mindshare Italia S.r.l.',
      advertiser: 'Mulino Bianco',
      reach: 1,
      first: '2025-06-01',
      last: '2025-07-01',
    });
    expect(await proposeInferredRelations(italy)).toEqual({ proposed: 0, updated: 2, withdrawn: 0 });

    const proposed = await listed();
    expect(proposed.data.map((row: { agency: { id: number } }) => row.agency.id)).toEqual([ids.mindshare]);
    expect(proposed.data[0].evidence).toMatchObject({ nAds: 3, reach: 1501, lastShown: '2025-07-01' });
    expect((await listed('rejected')).data[0]).toMatchObject({
      id: havas.id,
      status: 'rejected',
      evidence: { nAds: 2, reach: 100, lastShown: '2025-06-01' },
    });
  });
});

describe('decisions', () => {
  const agenciesOf = async (brandId: number) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/frontend/brand/${brandId}`, headers: customer() })
    ).json().data.agencies;
  const searched = async () =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/frontend/clc',
        headers: customer(),
        payload: { brand_company_agency: 'mulino' },
      })
    ).json().workRelations.data;

  it('refuses a category that is not an agency category, an unknown inference and non-admins, changing nothing', async () => {
    const [proposal] = (await listed()).data;
    const wrong = await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, {
      decision: 'confirm',
      categoryId: ids.pitchCategory,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'body.categoryId' }],
    });
    const missing = await adminCall('POST', '/inferred-relations/999999/decision', { decision: 'reject' });
    expect(missing.statusCode).toBe(404);
    const bad = await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/inferred-relations/${proposal.id}/decision`,
      headers: customer(),
      payload: { decision: 'reject' },
    });
    expect(asCustomer.statusCode).toBe(403);
    expect((await listed()).data[0]).toMatchObject({ id: proposal.id, status: 'proposed' });
    expect(await italy.db.selectFrom('work_relations').select('id').execute()).toEqual([]);
  });

  it('a confirmation becomes a work relation the customer sees with its evidence; reopening takes it back', async () => {
    const [proposal] = (await listed()).data;
    const confirmed = await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, {
      decision: 'confirm',
      categoryId: ids.media,
    });
    expect(confirmed.json().data).toMatchObject({
      status: 'confirmed',
      category: { id: ids.media, label: 'Media' },
    });
    const evidence = {
      nAds: 3,
      reach: 1501,
      timesShownLower: null,
      timesShownUpper: null,
      firstShown: '2025-01-15',
      lastShown: '2025-07-01',
    };

    expect(await searched()).toEqual([
      expect.objectContaining({
        brand: { id: ids.mulino, name: 'Mulino Bianco' },
        agencies: [
          {
            id: ids.mindshare,
            name: 'Mindshare',
            categories: [{ categoryId: ids.media, categoryName: 'Media' }],
            inferred: evidence,
          },
        ],
      }),
    ]);
    expect(await agenciesOf(ids.mulino)).toEqual([
      {
        id: ids.mindshare,
        name: 'Mindshare',
        categories: [{ categoryId: ids.media, categoryName: 'Media' }],
        inferred: evidence,
      },
    ]);
    const own = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/frontend/company/${ids.barilla}/brands`,
        headers: customer(),
      })
    ).json();
    expect(own.data.find((brand: { id: number }) => brand.id === ids.mulino).agencies).toEqual([
      expect.objectContaining({ id: ids.mindshare, inferred: evidence }),
    ]);

    const audit = await t.db.databases.core
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'actor_email'])
      .where('entity', '=', 'inferred_work_relations')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['reject', 'confirm']);
    expect(audit[1]).toMatchObject({ entity_id: String(proposal.id), actor_email: ADMIN_EMAIL });

    const again = await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, {
      decision: 'confirm',
      categoryId: ids.creative,
    });
    expect(again.statusCode).toBe(409);

    const reopened = await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, {
      decision: 'reopen',
    });
    expect(reopened.json().data).toMatchObject({ status: 'proposed', category: null, decidedBy: null });
    expect(await searched()).toEqual([]);
    expect(await agenciesOf(ids.mulino)).toEqual([]);
  });
  it('fires the follow alert of the brand owner and of the agency on a confirmation and on its undoing', async () => {
    for (const companyId of [ids.barilla, ids.mindshare]) {
      const followed = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings',
        headers: follower.headers,
        payload: {
          key: 'email-alerts.company',
          entityType: 'company',
          entityId: companyId,
          data: { events: { work_relation_change: true } },
        },
      });
      expect(followed.statusCode).toBe(200);
    }
    const pending = async () =>
      (await findPendingEvents(italy.db, follower.id, { afterId: 0, createdAfter: null })).map((event) => [
        event.company_name,
        event.event,
        event.label,
      ]);
    expect(await pending()).toEqual([]);
    const [proposal] = (await listed()).data;
    await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, {
      decision: 'confirm',
      categoryId: ids.media,
    });
    expect((await pending()).sort()).toEqual([
      ['Barilla', 'work_relation_change', 'Mulino Bianco'],
      ['Mindshare', 'work_relation_change', 'Mulino Bianco'],
    ]);
    await adminCall('POST', `/inferred-relations/${proposal.id}/decision`, { decision: 'reject' });
    expect((await pending()).slice(2).sort()).toEqual([
      ['Barilla', 'work_relation_change', 'Mulino Bianco'],
      ['Mindshare', 'work_relation_change', 'Mulino Bianco'],
    ]);
  });
});
