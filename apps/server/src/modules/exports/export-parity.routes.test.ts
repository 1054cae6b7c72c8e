import { SCOPES } from '@adatlas/domain/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantExportPlugin, readSheet } from '../../../test/export-helpers.ts';
import { createCompany, createContact, createTreeNode } from '../../../test/factories.ts';
import { type FakeMailerServer, startMailerServer } from '../../../test/mailer-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';

/**
 * The company export, the tag export of a tag-all and the mailer export of a search give exactly
 * the records the same search lists, for each filter family: they all run the one search object.
 */
let t: TestApp;
let mailer: FakeMailerServer;
let headers: Record<string, string>;
const API = '/api/v1/frontend';
const FAMILIES: Record<string, object> = {};
const CONTACT_FAMILIES: Record<string, object> = {};

beforeAll(async () => {
  mailer = await startMailerServer();
  t = await createTestApp({ MAILER_URL: mailer.url });
  const italy = t.db.databases.tenant('italy');
  const media = await createTreeNode(italy, 'sectors', 'media');
  const press = await createTreeNode(italy, 'sectors', 'press', media.id);
  const food = await createTreeNode(italy, 'categories', 'food');
  const pasta = await createTreeNode(italy, 'categories', 'pasta', food.id);
  const cities = ['Milano', 'Roma', 'Torino'];
  const companyIds: number[] = [];
  for (let n = 0; n < 15; n += 1) {
    const company = await createCompany(italy, {
      name: `Parity ${String(n).padStart(2, '0')}`,
      type: n % 3 === 0 ? 'AG' : 'ADV',
      city: cities[n % 3],
      region: n % 2 === 0 ? 'Lombardia' : 'Lazio',
      creation_year: 1990 + (n % 5),
      store_number: n * 10,
      income_range: n % 4 === 0 ? 'c' : 'd',
      employer_range: n % 5 === 0 ? 'b' : 'e',
      medium_planning: n % 2 === 0 ? 'Interna' : 'Agenzia Media',
      nation_orig: n % 3 === 1 ? 'Francia' : 'Italia',
      sector_ids: n % 3 === 0 ? [] : [n % 2 === 0 ? press.id : media.id],
      main_category_id: n % 3 === 2 ? pasta.id : food.id,
    });
    companyIds.push(company.id);
    await createContact(italy, {
      name: 'Parity',
      surname: `Contact${n}`,
      email: `parity${n}@example.test`,
      company_id: company.id,
      active: true,
    });
    await italy.db
      .insertInto('company_financials')
      .values({
        company_id: company.id,
        year: 2023,
        revenue: n * 1_000_000,
        operating_result: null,
        employees: n,
        personnel_cost: null,
      })
      .execute();
  }
  const user = await createUser(t, {
    tenants: { italy: { scopes: [...SCOPES] } },
    organisation: 'Parity Org',
  });
  const stranger = await createUser(t, {
    tenants: { italy: { scopes: [...SCOPES] } },
    organisation: 'Other Org',
  });
  await grantExportPlugin(t, user.id, { kind: 'companies', limit: 10_000 });
  await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 10_000 });
  await t.db.databases.core
    .updateTable('users')
    .set({ mailer_username: 'ada', mailer_password_enc: createSecretBox(undefined).seal('mailer-secret') })
    .where('id', '=', user.id)
    .execute();
  // Comments only the caller can read decide "only with comments"; a stranger's do not count.
  const comment = (userId: number, organisation: string, entityId: number) =>
    italy.db
      .insertInto('comments')
      .values({
        user_id: userId,
        user_organisation: organisation,
        comment_type: 'private',
        content: 'noted',
        entity_type: 'company',
        entity_id: entityId,
      } as never)
      .execute();
  for (const index of [1, 4, 9]) await comment(user.id, 'Parity Org', companyIds[index] as number);
  for (const index of [2, 5]) await comment(stranger.id, 'Other Org', companyIds[index] as number);
  headers = { ...(await loginAs(t, user)).headers, 'x-tenant': 'italy' };

  Object.assign(FAMILIES, {
    key: { key: 'Parity 1' },
    type: { type: ['AG'] },
    city: { city: ['Roma'] },
    region: { region: ['Lazio'] },
    sectorTree: { sector: [media.id] },
    mainCategoryTree: { main_category: [pasta.id] },
    onlyWithComments: { only_with_comments: true },
    creationYear: { creation_year: 1992 },
    storeNumber: { store_number_from: 30, store_number_to: 90 },
    incomeRange: { income_range: ['c'] },
    employerRange: { employer_range: ['b'] },
    mediumPlanning: { medium_planning: ['Interna'] },
    nationOrig: { nation_orig: ['Francia'] },
    financial: { financial_filters: [{ year: 2023, key: 'revenue', min: 5_000_000 }] },
    combined: { region: ['Lombardia'], type: ['ADV'], only_with_comments: true },
  });
  Object.assign(CONTACT_FAMILIES, {
    companyName: { company_filters: { name: 'Parity 1' } },
    companyCity: { company_filters: { city: ['Roma'] } },
    companySectorTree: { company_filters: { sector: [media.id] } },
    companyMainCategoryTree: { company_filters: { main_category: [pasta.id] } },
    companyCreationYear: { company_filters: { creation_year: 1992 } },
    financial: { financial_filters: [{ year: 2023, key: 'revenue', min: 5_000_000 }] },
    surname: { surname: 'Contact1' },
    combined: { company_filters: { city: ['Milano'] }, surname: 'Contact' },
  });
});
afterAll(async () => {
  await t.close();
  await mailer.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function listedCompanies(filters: object): Promise<number[]> {
  const response = await call('POST', `${API}/company`, { ...filters, limit: 100 });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((row: { id: number }) => row.id);
}

async function sheetIds(file: Buffer): Promise<number[]> {
  const sheet = await readSheet(file);
  const ids: number[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) ids.push(Number(row.getCell(1).value));
  });
  return ids;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('exports run the search they export', () => {
  it('the company export holds exactly the listed companies, family by family', async () => {
    for (const [family, filters] of Object.entries(FAMILIES)) {
      const listed = await listedCompanies(filters);
      const exported = await call('POST', `${API}/company/export`, filters);
      expect(exported.statusCode, `${family}: ${exported.body.slice(0, 200)}`).toBe(200);
      expect(sorted(await sheetIds(exported.rawPayload)), family).toEqual(sorted(listed));
      expect(listed.length, `${family} should select some companies, not all`).toBeGreaterThan(0);
      expect(listed.length, family).toBeLessThan(15);
    }
  });

  it('tagging every result, then exporting the tag, gives the listed companies', async () => {
    for (const [family, filters] of Object.entries(FAMILIES)) {
      const tag = (await call('POST', `${API}/tag`, { name: `parity ${family}`, color: '00AA00' })).json()
        .data;
      const tagged = await call('PUT', `${API}/tag/${tag.id}/company-search`, filters);
      expect(tagged.statusCode, `${family}: ${tagged.body}`).toBe(200);
      const exported = await call('GET', `${API}/tag/${tag.id}/companies/export`);
      expect(sorted(await sheetIds(exported.rawPayload)), family).toEqual(
        sorted(await listedCompanies(filters)),
      );
    }
  });

  it('the mailer export of a contact search sends exactly the contacts the list shows', async () => {
    for (const [family, search] of Object.entries(CONTACT_FAMILIES)) {
      const listedContacts = await call('POST', `${API}/contact`, { ...search, limit: 100 });
      expect(listedContacts.statusCode, `${family}: ${listedContacts.body.slice(0, 200)}`).toBe(200);
      const listed = listedContacts.json().contacts.data.map((row: { surname: string }) => row.surname);
      mailer.lists.clear();
      const pushed = await call('POST', `${API}/contacts/export-to-mailer`, {
        listName: family,
        filters: search,
      });
      expect(pushed.statusCode, `${family}: ${pushed.body}`).toBe(200);
      const sent = ((mailer.lists.get(family) ?? []) as { lastName: string }[]).map((row) => row.lastName);
      expect(sent.sort(), family).toEqual(listed.sort());
      expect(listed.length, `${family} should select some contacts, not all`).toBeGreaterThan(0);
      expect(listed.length, family).toBeLessThan(15);
    }
  });
});
