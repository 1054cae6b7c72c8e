import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantExportPlugin, readSheet } from '../../../test/export-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
const ids = {} as Record<'zeta' | 'alfa' | 'untagged' | 'rossi' | 'bianchi', number>;
const SCOPES = ['favourites', 'company', 'contact'];

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  ids.zeta = (await createCompany(italy, { name: 'Zeta Foods', website: 'zeta.test', city: 'Parma' })).id;
  ids.alfa = (await createCompany(italy, { name: 'Alfa Motors', city: 'Torino' })).id;
  ids.untagged = (await createCompany(italy, { name: 'Untagged Srl', city: 'Parma' })).id;
  ids.rossi = (await createContact(italy, { name: 'Anna', surname: 'Rossi', company_id: ids.zeta })).id;
  ids.bianchi = (await createContact(italy, { name: 'Bruno', surname: 'Bianchi', company_id: ids.alfa })).id;
  await createContact(italy, { name: 'Carla', surname: 'Neri' });
});
afterAll(() => t.close());

async function customer(scopes = SCOPES) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  return { user, headers: (await loginAs(t, user)).headers };
}

/** A tag of the signed-in user holding the given companies and contacts. */
async function tagWith(
  headers: Record<string, string>,
  name: string,
  records: { companies?: number[]; contacts?: number[] },
) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/frontend/tag',
    headers,
    payload: { name, color: '336699' },
  });
  const id = created.json().data.id as number;
  await t.app.inject({ method: 'PUT', url: `/api/v1/frontend/tag/${id}`, headers, payload: records });
  return id;
}

const exportTag = (headers: Record<string, string>, id: number, entity: 'companies' | 'contacts') =>
  t.app.inject({ method: 'GET', url: `/api/v1/frontend/tag/${id}/${entity}/export`, headers });

const allowanceOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/frontend/exports/allowance', headers })).json();

const column = (sheet: Awaited<ReturnType<typeof readSheet>>, index: number) =>
  Array.from({ length: sheet.rowCount - 1 }, (_, row) => sheet.getRow(row + 2).getCell(index).value);

describe('GET /tag/:id/companies/export', () => {
  it("streams exactly the tag's companies as tag_{name}_companies.xlsx and consumes the allowance", async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 5 });
    const tagId = await tagWith(headers, 'Prospects', { companies: [ids.zeta, ids.alfa] });
    const res = await exportTag({ ...headers, 'accept-language': 'fr' }, tagId, 'companies');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tag_Prospects_companies.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.getRow(1).getCell(2).value).toBe('Entreprise');
    expect(column(sheet, 1)).toEqual([ids.alfa, ids.zeta]);
    expect(column(sheet, 2)).toEqual(['Alfa Motors', 'Zeta Foods']);
    expect(sheet.getRow(3).getCell(7).value).toEqual({ text: 'zeta.test', hyperlink: 'https://zeta.test' });
    expect((await allowanceOf(headers)).companies).toEqual({ limit: 5, used: 2, remaining: 3 });
  });

  it('names the file after a tag with accents in UTF-8, with a plain fallback', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 5 });
    const tagId = await tagWith(headers, 'Città / Nord', { companies: [ids.zeta] });
    const res = await exportTag(headers, tagId, 'companies');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tag_Citt_ _ Nord_companies.xlsx"; filename*=UTF-8''tag_Citt%C3%A0%20_%20Nord_companies.xlsx`,
    );
  });

  it('refuses an export larger than the remainder with ERROR_EXPORT_COMPANIES and consumes nothing', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 1 });
    const tagId = await tagWith(headers, 'Two companies', { companies: [ids.zeta, ids.alfa] });
    const res = await exportTag(headers, tagId, 'companies');
    expect(res.json()).toMatchObject({ httpStatus: 403, clientType: 'ERROR_EXPORT_COMPANIES' });
    expect(res.json().description).toContain('1 remaining');
    expect((await allowanceOf(headers)).companies).toEqual({ limit: 1, used: 0, remaining: 1 });
    const { headers: noPlugin } = await customer();
    const withoutPlugin = await exportTag(
      noPlugin,
      await tagWith(noPlugin, 'One', { companies: [ids.zeta] }),
      'companies',
    );
    expect([withoutPlugin.statusCode, withoutPlugin.json().clientType]).toEqual([
      403,
      'ERROR_EXPORT_COMPANIES',
    ]);
  });

  it('lets admins export a tag without an allowance', async () => {
    const admin = await createUser(t, { group: 'ADMIN' });
    const { headers } = await loginAs(t, admin);
    const tagId = await tagWith(headers, 'Admin picks', { companies: [ids.untagged] });
    const res = await exportTag(headers, tagId, 'companies');
    expect(res.statusCode).toBe(200);
    expect(column(await readSheet(res.rawPayload), 2)).toEqual(['Untagged Srl']);
  });
});

describe('GET /tag/:id/contacts/export', () => {
  it("streams exactly the tag's contacts as tag-contact-list.xlsx and counts them", async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 10, exported: 3 });
    const tagId = await tagWith(headers, 'People', { contacts: [ids.rossi, ids.bianchi] });
    const res = await exportTag(headers, tagId, 'contacts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tag-contact-list.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(column(sheet, 3)).toEqual(['Bianchi', 'Rossi']);
    expect(column(sheet, 6)).toEqual(['Alfa Motors', 'Zeta Foods']);
    expect((await allowanceOf(headers)).contacts).toEqual({ limit: 10, used: 5, remaining: 5 });
  });

  it('refuses with ERROR_EXPORT_CONTACTS when the allowance is used up', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 4, exported: 4 });
    const tagId = await tagWith(headers, 'Spent', { contacts: [ids.rossi] });
    const res = await exportTag(headers, tagId, 'contacts');
    expect([res.statusCode, res.json().clientType]).toEqual([403, 'ERROR_EXPORT_CONTACTS']);
    expect((await allowanceOf(headers)).contacts.used).toBe(4);
  });
});

describe('tag export ownership and access', () => {
  it("answers 404 for another user's tag or a missing one and consumes nothing", async () => {
    const owner = await customer();
    const tagId = await tagWith(owner.headers, 'Private list', {
      companies: [ids.zeta],
      contacts: [ids.rossi],
    });
    const intruder = await customer();
    await grantExportPlugin(t, intruder.user.id, { kind: 'companies', limit: 10 });
    await grantExportPlugin(t, intruder.user.id, { kind: 'contacts', limit: 10 });
    for (const [id, entity] of [
      [tagId, 'companies'],
      [tagId, 'contacts'],
      [987_654, 'companies'],
    ] as const) {
      const res = await exportTag(intruder.headers, id, entity);
      expect([res.statusCode, res.json().clientType]).toEqual([404, 'NOT_FOUND']);
    }
    const allowance = await allowanceOf(intruder.headers);
    expect([allowance.companies.used, allowance.contacts.used]).toEqual([0, 0]);
  });

  it('keeps an italy tag out of france', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: SCOPES }, france: { scopes: SCOPES } } });
    const { headers } = await loginAs(t, user);
    const tagId = await tagWith(headers, 'Italian', { companies: [ids.zeta] });
    const res = await exportTag({ ...headers, 'x-tenant': 'france' }, tagId, 'companies');
    expect(res.statusCode).toBe(404);
  });

  it('needs the favourites scope and a valid id', async () => {
    const { headers } = await customer(['company', 'contact']);
    const res = await exportTag(headers, 1, 'companies');
    expect([res.statusCode, res.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    const { headers: tagger } = await customer();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/tag/abc/companies/export',
      headers: tagger,
    });
    expect([bad.statusCode, bad.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('a tag exports what its page shows', () => {
  const detail = async (headers: Record<string, string>, id: number, entity: 'company' | 'contact') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/frontend/tag/${id}?entity=${entity}&pageNum=1`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json()[entity === 'company' ? 'companies' : 'contacts'];
    return {
      ids: page.data.map((row: { id: number }) => row.id),
      total: page.totalResults,
      tag: res.json().tag,
    };
  };

  it('leaves out records made inactive: not listed, not counted, not exported, until active again', async () => {
    const italy = t.db.databases.tenant('italy');
    const closed = (await createCompany(italy, { name: 'Closed Spa', city: 'Parma' })).id;
    const gone = (await createContact(italy, { name: 'Dora', surname: 'Gone', company_id: ids.zeta })).id;
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 10 });
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 10 });
    const tagId = await tagWith(headers, 'With inactive', {
      companies: [ids.zeta, closed],
      contacts: [ids.rossi, gone],
    });
    await italy.db.updateTable('companies').set({ active: false }).where('id', '=', closed).execute();
    await italy.db.updateTable('contacts').set({ active: false }).where('id', '=', gone).execute();

    const companies = await detail(headers, tagId, 'company');
    expect(companies).toMatchObject({ ids: [ids.zeta], total: 1 });
    expect(companies.tag.counts).toMatchObject({ companies: 1, contacts: 1 });
    const tags = await t.app.inject({ method: 'GET', url: '/api/v1/frontend/tag', headers });
    expect(tags.json().data.find((tag: { id: number }) => tag.id === tagId).counts).toMatchObject({
      companies: 1,
      contacts: 1,
    });
    const companyFile = await exportTag(headers, tagId, 'companies');
    expect(column(await readSheet(companyFile.rawPayload), 1)).toEqual(companies.ids);
    expect((await detail(headers, tagId, 'contact')).ids).toEqual([ids.rossi]);
    const contactFile = await exportTag(headers, tagId, 'contacts');
    expect(column(await readSheet(contactFile.rawPayload), 3)).toEqual(['Rossi']);
    const allowance = await allowanceOf(headers);
    expect([allowance.companies.used, allowance.contacts.used]).toEqual([1, 1]);

    // The association stays: the record is back in the tag once it is active again.
    await italy.db.updateTable('companies').set({ active: true }).where('id', '=', closed).execute();
    expect((await detail(headers, tagId, 'company')).total).toBe(2);
  });
});
