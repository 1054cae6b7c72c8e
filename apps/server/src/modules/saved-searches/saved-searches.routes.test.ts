import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createReferenceItem } from '../../../test/factories.ts';
import { createPitch } from '../../../test/market-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const barilla = await createCompany(italy, { name: 'Barilla', city: 'Parma' });
  const parmalat = await createCompany(italy, { name: 'Parmalat', city: 'Parma' });
  await createContact(italy, { name: 'Anna', surname: 'Rossi', company_id: barilla.id });
  const media = await createReferenceItem(italy, 'pitch_category', 'media');
  for (const [title, end] of [
    ['Media review', '2024-03-01'],
    ['Media tender', null],
    ['Creative call', null],
  ] as const) {
    await createPitch(italy, { title, end_date: end, company_id: barilla.id, category_id: media.id });
  }
  await italy.db
    .insertInto('pitch_scores')
    .values([
      { company_id: barilla.id, category_id: media.id, score: 70, scope: 'national' },
      { company_id: parmalat.id, category_id: media.id, score: 20, scope: 'regional' },
    ])
    .execute();
  const scopes = ['company', 'contact', 'pitch', 'pitchScores'];
  owner = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes } } }))).headers;
  other = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes } } }))).headers;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

describe('saved searches', () => {
  it('saves, lists by entity, counts on refresh and deletes', async () => {
    const created = await call('POST', '/saved-searches', owner, {
      type: 'company',
      name: 'Parma food',
      data: { city: ['Parma'] },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json().data;
    expect(saved).toMatchObject({
      name: 'Parma food',
      type: 'company',
      data: { city: ['Parma'] },
      cache: null,
    });
    await call('POST', '/saved-searches', owner, {
      type: 'contact',
      name: 'Rossi',
      data: { surname: 'Ross' },
    });

    const companies = (await call('GET', '/saved-searches?entity=company', owner)).json().data;
    expect(companies.map((row: { name: string }) => row.name)).toEqual(['Parma food']);

    const refreshed = await call('POST', `/saved-searches/${saved.id}/refresh`, owner);
    expect(refreshed.json().data.cache.resultsCount).toBe(2);
    const contact = (await call('GET', '/saved-searches?entity=contact', owner)).json().data[0];
    expect(
      (await call('POST', `/saved-searches/${contact.id}/refresh`, owner)).json().data.cache.resultsCount,
    ).toBe(1);
    expect((await call('GET', `/saved-searches/${saved.id}`, owner)).json().data.cache.resultsCount).toBe(2);

    expect((await call('DELETE', `/saved-searches/${saved.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/saved-searches/${saved.id}`, owner)).statusCode).toBe(404);
  });

  it('counts saved pitch and pitch-score searches on refresh, like the lists do', async () => {
    const pitch = (
      await call('POST', '/saved-searches', owner, {
        type: 'pitch',
        name: 'Open media',
        data: { title: 'media', status: 'ONGOING', sort_key: 'name', sort_direction: 'asc' },
      })
    ).json().data;
    expect(pitch.cache).toBeNull();
    const pitchCount = await call('POST', `/saved-searches/${pitch.id}/refresh`, owner);
    expect([pitchCount.statusCode, pitchCount.json().data.cache.resultsCount]).toEqual([200, 1]);
    const list = await call('POST', '/pitch', owner, { title: 'media', status: 'ONGOING' });
    expect(list.json().totalResults).toBe(1);

    const score = (
      await call('POST', '/saved-searches', owner, {
        type: 'pitchScore',
        name: 'Likely national',
        data: { minPitchScore: 50, sortBy: 'company' },
      })
    ).json().data;
    const scoreCount = await call('POST', `/saved-searches/${score.id}/refresh`, owner);
    expect(scoreCount.json().data.cache.resultsCount).toBe(1);
    const listed = (await call('GET', '/saved-searches?entity=pitch', owner)).json().data;
    expect(listed.map((row: { name: string }) => row.name)).toEqual(['Open media']);
  });

  it('refuses pitch filters the pitch list would refuse', async () => {
    for (const data of [{ status: 'SOMETIMES' }, { max_start_date: '2024-01-01' }, { limit: 7 }]) {
      const response = await call('POST', '/saved-searches', other, { type: 'pitch', name: 'Bad', data });
      expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const badScore = await call('POST', '/saved-searches', other, {
      type: 'pitchScore',
      name: 'Bad',
      data: { sortBy: 'winner' },
    });
    expect(badScore.statusCode).toBe(400);
    expect((await call('GET', '/saved-searches', other)).json().data).toEqual([]);
  });

  it('refuses an empty name or filters the list does not know, and stores nothing', async () => {
    for (const body of [
      { type: 'company', name: '  ', data: {} },
      { type: 'company', name: 'Bad', data: { city: 'Parma' } },
      { type: 'company', name: 'Bad', data: { nonsense: true } },
    ]) {
      const response = await call('POST', '/saved-searches', other, body);
      expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await call('GET', '/saved-searches', other)).json().data).toEqual([]);
  });

  it("answers 404 for another user's saved search and leaves it in place", async () => {
    const saved = (
      await call('POST', '/saved-searches', owner, {
        type: 'company',
        name: 'Mine',
        data: { city: ['Parma'] },
      })
    ).json().data;
    for (const response of [
      await call('GET', `/saved-searches/${saved.id}`, other),
      await call('POST', `/saved-searches/${saved.id}/refresh`, other),
      await call('DELETE', `/saved-searches/${saved.id}`, other),
    ]) {
      expect([response.statusCode, response.json().clientType]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await call('GET', '/saved-searches', other)).json().data).toEqual([]);
    const mine = (await call('GET', `/saved-searches/${saved.id}`, owner)).json().data;
    expect([mine.name, mine.cache]).toEqual(['Mine', null]);
  });

  it('keeps an italy saved search out of france', async () => {
    const user = await createUser(t, {
      tenants: { italy: { scopes: ['company'] }, france: { scopes: ['company'] } },
    });
    const italy = (await loginAs(t, user)).headers;
    const saved = (
      await call('POST', '/saved-searches', italy, { type: 'company', name: 'IT', data: {} })
    ).json().data;
    const france = { ...italy, 'x-tenant': 'france' };
    expect((await call('GET', '/saved-searches', france)).json().data).toEqual([]);
    expect((await call('GET', `/saved-searches/${saved.id}`, france)).statusCode).toBe(404);
  });
});
