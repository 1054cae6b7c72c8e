import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createReferenceItem } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let ownerInFrance: Record<string, string>;
const ids: Record<string, number> = {};

const scopes = ['favourites', 'company', 'contact', 'pitch', 'pitchScores'];

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  ids.barilla = (await createCompany(italy, { name: 'Barilla', city: 'Parma' })).id;
  ids.ferrero = (await createCompany(italy, { name: 'Ferrero', city: 'Alba' })).id;
  ids.anna = (await createContact(italy, { name: 'Anna', surname: 'Rossi', company_id: ids.barilla })).id;
  ids.luca = (await createContact(italy, { name: 'Luca', surname: 'Verdi', company_id: ids.ferrero })).id;
  const user = await createUser(t, { tenants: { italy: { scopes }, france: { scopes } } });
  owner = (await loginAs(t, user)).headers;
  const second = await createUser(t, { tenants: { italy: { scopes } } });
  other = (await loginAs(t, second)).headers;
  const third = await createUser(t, { tenants: { france: { scopes } } });
  ownerInFrance = (await loginAs(t, third, 'france')).headers;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/frontend${url}`, headers, ...(payload ? { payload } : {}) });

async function createTag(headers: Record<string, string>, name: string, color = '#00ff00') {
  const response = await call('POST', '/tag', headers, { name, color });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; name: string; color: string };
}

describe('tag CRUD', () => {
  it('creates a tag with a normalised colour and refuses the same name in another case', async () => {
    const tag = await createTag(owner, 'Prospects', '#a1b2c3');
    expect(tag).toMatchObject({ name: 'Prospects', color: 'A1B2C3' });
    const clash = await call('POST', '/tag', owner, { name: '  PROSPECTS ', color: 'FFFFFF' });
    expect([clash.statusCode, clash.json().clientType, clash.json().description]).toEqual([
      409,
      'CONFLICT',
      'A tag with this name already exists',
    ]);
    // Another user may use the same name.
    expect((await call('POST', '/tag', other, { name: 'prospects', color: 'FFFFFF' })).statusCode).toBe(201);
  });

  it('refuses a malformed colour or an empty name and stores nothing', async () => {
    const before = (await call('GET', '/tag', owner)).json().data.length;
    for (const body of [{ name: 'X', color: 'red' }, { name: '  ', color: 'FFFFFF' }, { name: 'Y' }]) {
      const response = await call('POST', '/tag', owner, body);
      expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await call('GET', '/tag', owner)).json().data.length).toBe(before);
  });

  it('renames, associates selected records, counts them and lists them by entity', async () => {
    const tag = await createTag(owner, 'Food');
    const renameClash = await call('PUT', `/tag/${tag.id}`, owner, { name: 'prospects' });
    expect(renameClash.statusCode).toBe(409);
    const updated = await call('PUT', `/tag/${tag.id}`, owner, {
      name: 'Food brands',
      companies: [ids.barilla, ids.ferrero, 999_999],
      contacts: [ids.anna],
    });
    expect(updated.json().data).toMatchObject({
      name: 'Food brands',
      counts: { companies: 2, contacts: 1, pitches: 0, pitchScores: 0 },
    });
    const list = (await call('GET', '/tag', owner)).json().data;
    expect(list.find((row: { id: number }) => row.id === tag.id).counts.companies).toBe(2);

    const detail = (await call('GET', `/tag/${tag.id}?entity=contact&pageNum=1`, owner)).json();
    expect(detail.contacts).toMatchObject({
      totalResults: 1,
      data: [{ id: ids.anna, name: 'Anna Rossi', detail: 'Barilla' }],
    });
    expect(detail.companies).toBeUndefined();

    const associations = await call('POST', '/tag/associations?entity=company', owner, {
      id: [ids.barilla, 999_999],
    });
    expect(associations.json().data).toEqual([
      { id: ids.barilla, tags: [{ tagId: tag.id, name: 'Food brands', color: '00FF00' }] },
      { id: 999_999, tags: [] },
    ]);

    expect((await call('DELETE', `/tag/${tag.id}/${ids.barilla}?entity=company`, owner)).statusCode).toBe(
      200,
    );
    const again = await call('DELETE', `/tag/${tag.id}/${ids.barilla}?entity=company`, owner);
    expect(again.statusCode).toBe(404);
    const after = (await call('GET', `/tag/${tag.id}?entity=company`, owner)).json().companies;
    expect(after.data.map((row: { id: number }) => row.id)).toEqual([ids.ferrero]);
  });

  it('deletes a tag with its associations', async () => {
    const tag = await createTag(owner, 'Temporary');
    await call('PUT', `/tag/${tag.id}`, owner, { companies: [ids.barilla] });
    expect((await call('DELETE', `/tag/${tag.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/tag/${tag.id}`, owner)).statusCode).toBe(404);
    const left = await t.db.databases
      .tenant('italy')
      .db.selectFrom('tag_associations')
      .select('entity_id')
      .where('tag_id', '=', tag.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('tag ownership and tenancy', () => {
  it("answers 404 for another user's tag and changes nothing", async () => {
    const tag = await createTag(owner, 'Mine only');
    await call('PUT', `/tag/${tag.id}`, owner, { companies: [ids.barilla] });
    const attempts = [
      call('GET', `/tag/${tag.id}`, other),
      call('PUT', `/tag/${tag.id}`, other, { name: 'Hijacked', companies: [ids.ferrero] }),
      call('PUT', `/tag/${tag.id}/company-search`, other, {}),
      call('DELETE', `/tag/${tag.id}/${ids.barilla}?entity=company`, other),
      call('DELETE', `/tag/${tag.id}`, other),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.statusCode, response.json().clientType]).toEqual([404, 'NOT_FOUND']);
    }
    const seenByOther = await call('POST', '/tag/associations?entity=company', other, { id: [ids.barilla] });
    expect(seenByOther.json().data[0].tags.map((tg: { tagId: number }) => tg.tagId)).not.toContain(tag.id);
    const mine = (await call('GET', `/tag/${tag.id}?entity=company`, owner)).json();
    expect([mine.tag.name, mine.companies.data.map((row: { id: number }) => row.id)]).toEqual([
      'Mine only',
      [ids.barilla],
    ]);
  });

  it('keeps an italy tag out of france', async () => {
    const tag = await createTag(owner, 'Italian only');
    const franceHeaders = { ...owner, 'x-tenant': 'france' };
    const list = (await call('GET', '/tag', franceHeaders)).json().data;
    expect(list.map((row: { name: string }) => row.name)).not.toContain('Italian only');
    expect((await call('GET', `/tag/${tag.id}`, franceHeaders)).statusCode).toBe(404);
    expect((await call('GET', `/tag/${tag.id}`, ownerInFrance)).statusCode).toBe(404);
  });

  it('needs the favourites scope', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const headers = (await loginAs(t, user)).headers;
    expect((await call('GET', '/tag', headers)).json().clientType).toBe('FORBIDDEN_ERROR');
  });
});

describe('associate-all', () => {
  beforeAll(async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`INSERT INTO ${sql.table(`${italy.schema}.companies`)} (name, type, city)
      SELECT 'Bulk ' || n, 'AG', CASE WHEN n <= 2999 THEN 'Bulkville' ELSE 'Bigtown' END
      FROM generate_series(1, 6000) AS n`.execute(italy.db);
  });

  it('tags the 2,999 companies matching the filters in one go', async () => {
    const tag = await createTag(owner, 'Bulk small');
    const response = await call('PUT', `/tag/${tag.id}/company-search`, owner, { city: ['Bulkville'] });
    expect(response.json()).toEqual({ matched: 2999, associated: 2999 });
    const detail = (await call('GET', `/tag/${tag.id}?entity=company&pageNum=60`, owner)).json();
    expect([
      detail.companies.totalResults,
      detail.companies.totalPages,
      detail.companies.data.length,
    ]).toEqual([2999, 60, 49]);
    const rerun = await call('PUT', `/tag/${tag.id}/company-search`, owner, {
      city: ['Bulkville'],
      pageNum: 3,
    });
    expect(rerun.json()).toEqual({ matched: 2999, associated: 0 });
  });

  it('refuses 3,000 matches with TOO_MANY_RESULTS and tags nothing', async () => {
    const tag = await createTag(owner, 'Bulk big');
    const response = await call('PUT', `/tag/${tag.id}/company-search`, owner, { city: ['Bigtown'] });
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'TOO_MANY_RESULTS']);
    const detail = (await call('GET', `/tag/${tag.id}?entity=company`, owner)).json();
    expect(detail.companies.totalResults).toBe(0);
  });

  it('tags every contact matching the contact filters', async () => {
    const tag = await createTag(owner, 'Verdi family');
    const response = await call('PUT', `/tag/${tag.id}/contact-search`, owner, { surname: 'Verdi' });
    expect(response.json()).toEqual({ matched: 1, associated: 1 });
    const detail = (await call('GET', `/tag/${tag.id}?entity=contact`, owner)).json();
    expect(detail.contacts.data.map((row: { id: number }) => row.id)).toEqual([ids.luca]);
  });
});

describe('associate-all on the pitch and pitch-score lists', () => {
  beforeAll(async () => {
    const italy = t.db.databases.tenant('italy');
    const table = (name: string) => sql.table(`${italy.schema}.${name}`);
    ids.pitchCategory = (await createReferenceItem(italy, 'pitch_category', 'bulk media')).id;
    // 6,000 companies of their own, each with one pitch and one score: 2,999 "small", 3,001 "big".
    await sql`INSERT INTO ${table('companies')} (name, type, city)
      SELECT 'Pitcher ' || n, 'ADV', 'Pitchtown' FROM generate_series(1, 6000) AS n`.execute(italy.db);
    await sql`INSERT INTO ${table('pitches')} (title, company_id, category_id, start_date, scope)
      SELECT CASE WHEN row_number() OVER (ORDER BY c.id) <= 2999 THEN 'Smallbulk review' ELSE 'Bigbulk review' END,
        c.id, ${ids.pitchCategory}, '2024-01-01',
        CASE WHEN row_number() OVER (ORDER BY c.id) <= 2999 THEN 'smallbulk' ELSE 'bigbulk' END
      FROM ${table('companies')} c WHERE c.city = 'Pitchtown'`.execute(italy.db);
    await sql`INSERT INTO ${table('pitch_scores')} (company_id, category_id, scope, score)
      SELECT p.company_id, p.category_id, p.scope, 40 FROM ${table('pitches')} p
      WHERE p.scope IN ('smallbulk', 'bigbulk')`.execute(italy.db);
  });

  it('tags the 2,999 pitches matching the pitch filters in one statement, and counts them', async () => {
    const tag = await createTag(owner, 'Small pitches');
    const response = await call('PUT', `/tag/${tag.id}/pitch-search`, owner, {
      title: 'smallbulk',
      pageNum: 2,
      limit: 50,
    });
    expect(response.json()).toEqual({ matched: 2999, associated: 2999 });
    const detail = (await call('GET', `/tag/${tag.id}?entity=pitch&pageNum=1`, owner)).json();
    expect([detail.tag.counts.pitches, detail.pitches.totalResults, detail.pitches.data.length]).toEqual([
      2999, 2999, 50,
    ]);
    expect(detail.pitches.data[0]).toMatchObject({ name: 'Smallbulk review' });
    expect(detail.pitches.data[0].detail).toMatch(/^Pitcher \d+$/);
  });

  it('refuses 3,000 matching pitches with TOO_MANY_RESULTS and tags nothing', async () => {
    const tag = await createTag(owner, 'Big pitches');
    const response = await call('PUT', `/tag/${tag.id}/pitch-search`, owner, { title: 'bigbulk' });
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'TOO_MANY_RESULTS']);
    expect((await call('GET', `/tag/${tag.id}?entity=pitch`, owner)).json().pitches.totalResults).toBe(0);
  });

  it('tags the 2,999 pitch scores matching the pitch-score filters and lists them on the tag', async () => {
    const tag = await createTag(owner, 'Small scores');
    const response = await call('PUT', `/tag/${tag.id}/pitch-score-search`, owner, {
      pitchScope: ['smallbulk'],
      pitchCategory: [ids.pitchCategory],
    });
    expect(response.json()).toEqual({ matched: 2999, associated: 2999 });
    const list = (await call('GET', '/tag', owner)).json().data;
    expect(list.find((row: { id: number }) => row.id === tag.id).counts).toEqual({
      companies: 0,
      contacts: 0,
      pitches: 0,
      pitchScores: 2999,
    });
    const detail = (await call('GET', `/tag/${tag.id}?entity=pitchScore`, owner)).json();
    expect(detail.pitchScores.data[0].name).toMatch(/^Pitcher \d+$/);
    expect(detail.pitchScores.data[0].detail).toBe('bulk media · 40%');
  });

  it('refuses 3,000 matching pitch scores with TOO_MANY_RESULTS and tags nothing', async () => {
    const tag = await createTag(owner, 'Big scores');
    const response = await call('PUT', `/tag/${tag.id}/pitch-score-search`, owner, {
      pitchScope: ['bigbulk'],
    });
    expect([response.statusCode, response.json().clientType]).toEqual([400, 'TOO_MANY_RESULTS']);
    const counts = (await call('GET', `/tag/${tag.id}`, owner)).json().tag.counts;
    expect(counts.pitchScores).toBe(0);
  });

  it('puts selected pitch scores on a tag only when they exist, and refuses bad filters', async () => {
    const tag = await createTag(owner, 'Picked scores');
    const [score] = await t.db.databases
      .tenant('italy')
      .db.selectFrom('pitch_scores')
      .select('id')
      .where('scope', '=', 'smallbulk')
      .limit(1)
      .execute();
    const updated = await call('PUT', `/tag/${tag.id}`, owner, { pitchScores: [score?.id, 987_654_321] });
    expect(updated.json().data.counts.pitchScores).toBe(1);
    const bad = await call('PUT', `/tag/${tag.id}/pitch-score-search`, owner, { minPitchScore: 101 });
    expect([bad.statusCode, bad.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    const badPitch = await call('PUT', `/tag/${tag.id}/pitch-search`, owner, {
      max_start_date: '2024-01-01',
    });
    expect([badPitch.statusCode, badPitch.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await call('GET', `/tag/${tag.id}`, owner)).json().tag.counts.pitchScores).toBe(1);
  });

  it("answers 404 for associate-all on another user's tag", async () => {
    const tag = await createTag(owner, 'Not yours either');
    for (const path of ['pitch-search', 'pitch-score-search']) {
      const response = await call('PUT', `/tag/${tag.id}/${path}`, other, {});
      expect([response.statusCode, response.json().clientType]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await call('GET', `/tag/${tag.id}`, owner)).json().tag.counts).toMatchObject({
      pitches: 0,
      pitchScores: 0,
    });
  });
});
