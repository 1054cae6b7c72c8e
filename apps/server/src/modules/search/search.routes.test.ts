import { QUICK_SEARCH_COUNT_CAP } from '@adatlas/domain/search';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithEveryScope } from '../../../test/auth-helpers.ts';
import { createBrand, createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let authorization: string;
const search = (key: string, tenant = 'italy') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend/search?key=${encodeURIComponent(key)}`,
    headers: { authorization, 'x-tenant': tenant },
  });
const companyNames = async (key: string) =>
  (await search(key)).json().companies.data.map((c: { name: string }) => c.name);

beforeAll(async () => {
  t = await createTestApp();
  authorization = await signInWithEveryScope(t);
  const italy = t.db.databases.tenant('italy');
  const lavazza = await createCompany(italy, { name: 'Lavazza', city: 'Torino' });
  await createCompany(italy, { name: "L'Oréal", city: 'Milano' });
  await createCompany(italy, { name: 'Gruppo Lavazza Holding' });
  await createCompany(italy, { name: 'Barilla' });
  await createCompany(t.db.databases.tenant('france'), { name: 'Lavazza France' });
  await createContact(italy, { name: 'Giuseppe', surname: 'Lavazzi', company_id: lavazza.id });
  await createBrand(italy, { name: 'Qualità Rossa', company_id: lavazza.id });
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/frontend/search', () => {
  it('counts a broad prefix up to the dropdown cap and says it is capped', async () => {
    const italy = t.db.databases.tenant('italy');
    await sql`INSERT INTO ${sql.table(`${italy.schema}.companies`)} (name, type)
      SELECT 'Zefiro ' || g, 'ADV' FROM generate_series(1, ${QUICK_SEARCH_COUNT_CAP + 5}) AS g`.execute(
      italy.db,
    );
    expect((await search('zefir')).json().companies).toMatchObject({
      totalResults: QUICK_SEARCH_COUNT_CAP,
      totalIsCapped: true,
    });
    await sql`DELETE FROM ${sql.table(`${italy.schema}.companies`)} WHERE name LIKE 'Zefiro %' AND name <> 'Zefiro 1'`.execute(
      italy.db,
    );
    expect((await search('zefir')).json().companies).toMatchObject({ totalResults: 1, totalIsCapped: false });
  });

  it('ranks the exact name first, then word-prefix matches, case-insensitively', async () => {
    expect(await companyNames('LAVAZZA')).toEqual(['Lavazza', 'Gruppo Lavazza Holding']);
    expect(await companyNames('lavazz')).toEqual(['Lavazza', 'Gruppo Lavazza Holding']);
  });

  it('finds names through accents, punctuation and a word inside the name', async () => {
    expect(await companyNames('loreal')).toEqual(["L'Oréal"]);
    expect(await companyNames("l'oreal")).toEqual(["L'Oréal"]);
    expect(await companyNames('oreal')).toEqual(["L'Oréal"]);
  });

  it('falls back to similarity for typos', async () => {
    expect(await companyNames('lavaza')).toContain('Lavazza');
    expect(await companyNames('barila')).toEqual(['Barilla']);
  });

  it('keeps the few direct matches first when it adds typo matches, and counts each match once', async () => {
    const italy = t.db.databases.tenant('italy');
    await createCompany(italy, { name: 'Lavazzo Srl' });
    try {
      // One direct match (fewer than 3): the typo search adds the two Lavazza names after it,
      // equally similar, so by name.
      const body = (await search('lavazzo')).json();
      expect(body.companies.data.map((c: { name: string }) => c.name)).toEqual([
        'Lavazzo Srl',
        'Gruppo Lavazza Holding',
        'Lavazza',
      ]);
      expect(body.companies).toMatchObject({ totalResults: 3, totalIsCapped: false });
    } finally {
      await italy.db.deleteFrom('companies').where('name', '=', 'Lavazzo Srl').execute();
    }
  });

  it('answers the three groups with counts and nothing from another tenant', async () => {
    const body = (await search('lavazz')).json();
    expect(body.companies).toMatchObject({ totalResults: 2, totalIsCapped: false });
    expect(body.contacts.data).toEqual([
      expect.objectContaining({ surname: 'Lavazzi', company: expect.objectContaining({ name: 'Lavazza' }) }),
    ]);
    expect(body.brands).toMatchObject({ data: [], totalResults: 0 });
    const brands = (await search('qualita')).json().brands;
    expect(brands.data).toEqual([expect.objectContaining({ name: 'Qualità Rossa' })]);
    const france = (await search('lavazz', 'france')).json();
    expect(france.companies.data.map((c: { name: string }) => c.name)).toEqual(['Lavazza France']);
  });

  it('finds a contact by any word of the name, after a space, hyphen, apostrophe or bracket', async () => {
    const italy = t.db.databases.tenant('italy');
    await createContact(italy, { name: 'Anna-Maria', surname: "D'Orsini (Ricci)" });
    // Three direct matches of each key besides her, so no typo search runs to find her instead.
    for (const surname of ['Mariani', 'Mariano', 'Marianelli', 'Orsini', 'Orsinio', 'Orsiniani'])
      await createContact(italy, { name: 'Luca', surname });
    for (const surname of ['Ricci', 'Riccio', 'Ricciardi'])
      await createContact(italy, { name: 'Sara', surname });
    for (const key of ['maria', 'orsini', 'ricci']) {
      const contacts = (await search(key)).json().contacts;
      expect(contacts.totalResults, key).toBe(4);
      expect(
        contacts.data.map((c: { surname: string }) => c.surname),
        key,
      ).toContain("D'Orsini (Ricci)");
    }
  });

  it('refuses a key shorter than 3 characters', async () => {
    const response = await search('la');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'querystring.key' }],
    });
  });

  it('finds a brand by a word inside its name behind more than a tier of other brands', async () => {
    // The "contained" tier of the brand candidates named the outer query's alias: it kept the
    // first 50 active brands of the table whenever the outer brand matched (a correlated subplan
    // run once per brand), so a brand listed after them was counted but never shown.
    const italy = t.db.databases.tenant('italy');
    for (let i = 0; i < 60; i++) await createBrand(italy, { name: `Marca riempitiva ${i}` });
    await createBrand(italy, { name: 'Torrefazione Ilcaffeforte' });
    const brands = (await search('caffefor')).json().brands;
    expect(brands).toMatchObject({ totalResults: 1 });
    expect(brands.data).toEqual([expect.objectContaining({ name: 'Torrefazione Ilcaffeforte' })]);
  });

  it('treats LIKE wildcards in the key literally', async () => {
    expect(await companyNames('%%%')).toEqual([]);
  });
});
