import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantExportPlugin, readSheet } from '../../../test/export-helpers.ts';
import {
  createBrand,
  createCompany,
  createContact,
  createReferenceItem,
  createTreeNode,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  const acme = await createCompany(italy, { name: 'Acme Adv', website: 'www.acme.test', city: 'Milano' });
  await createCompany(italy, { name: 'Beta Media', type: 'ME', city: 'Roma' });
  await createCompany(italy, { name: 'Gamma Agency', type: 'AG', city: 'Milano' });
  await createContact(italy, {
    name: 'Ada',
    surname: 'Lovelace',
    company_id: acme.id,
    email: 'ada@acme.test',
    linkedin: 'https://linkedin.com/in/ada',
    city: 'Milano',
    modified_at: new Date('2025-03-04T10:00:00Z'),
  });
  await createContact(italy, { name: 'Bruno', surname: 'Verdi', city: 'Roma' });
});
afterAll(() => t.close());

async function customer(scopes: string[] = ['company', 'contact']) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  return { user, headers: (await loginAs(t, user)).headers };
}

describe('POST /company/export', () => {
  it('streams the filtered companies with translated headers, links, widths and a frozen header', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers: { ...headers, 'accept-language': 'it-IT,it;q=0.9' },
      payload: { city: ['Milano'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="company-list.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.getRow(1).getCell(2).value).toBe('Azienda');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe('Acme Adv');
    expect(sheet.getRow(2).getCell(7).value).toEqual({
      text: 'www.acme.test',
      hyperlink: 'https://www.acme.test',
    });
    expect(sheet.getRow(3).getCell(2).value).toBe('Gamma Agency');
    expect(sheet.getColumn(2).width).toBe(36);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('counts the export in the period and refuses one larger than the remainder, consuming nothing', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 4 });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: { city: ['Milano'] },
    });
    expect(ok.statusCode).toBe(200);
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/exports/allowance',
      headers,
    });
    expect(allowance.json().companies).toEqual({ limit: 4, used: 2, remaining: 2 });

    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: {},
    });
    expect(tooMany.statusCode).toBe(403);
    expect(tooMany.json()).toMatchObject({ clientType: 'ERROR_EXPORT_COMPANIES', httpStatus: 403 });
    expect(tooMany.json().description).toContain('2 remaining');
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/frontend/exports/allowance', headers });
    expect(after.json().companies).toEqual({ limit: 4, used: 2, remaining: 2 });
  });

  it('refuses a customer without the export plugin', async () => {
    const { headers } = await customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().clientType).toBe('ERROR_EXPORT_COMPANIES');
  });

  it('lets admins export without any allowance', async () => {
    const admin = await createUser(t, { group: 'ADMIN' });
    const { headers } = await loginAs(t, admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect((await readSheet(res.rawPayload)).rowCount).toBe(4);
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/exports/allowance',
      headers,
    });
    expect(allowance.json()).toEqual({ companies: null, contacts: null });
  });

  it('rejects bad filters with a validation error', async () => {
    const { headers } = await customer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: { city: 'Milano' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().clientType).toBe('VALIDATION_ERROR');
  });
});

describe('POST /contact/export', () => {
  it('writes dates as dates and counts the rows on the plugin', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 5, exported: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contact/export',
      headers: { ...headers, 'accept-language': 'fr' },
      payload: { city: ['Milano'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="contact-list.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.getRow(1).getCell(3).value).toBe('Nom');
    expect(sheet.rowCount).toBe(2);
    const ada = sheet.getRow(2);
    expect(ada.getCell(6).value).toBe('Acme Adv');
    expect(ada.getCell(10).value).toEqual({
      text: 'https://linkedin.com/in/ada',
      hyperlink: 'https://linkedin.com/in/ada',
    });
    expect(ada.getCell(14).value).toEqual(new Date('2025-03-04T10:00:00Z'));
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/exports/allowance',
      headers,
    });
    expect(allowance.json().contacts).toEqual({ limit: 5, used: 2, remaining: 3 });
  });

  it('lets only one of two parallel exports use the last unit', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 1 });
    const exportOne = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/frontend/contact/export',
        headers,
        payload: { city: ['Roma'] },
      });
    const statuses = (await Promise.all([exportOne(), exportOne()])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 403]);
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/exports/allowance',
      headers,
    });
    expect(allowance.json().contacts).toEqual({ limit: 1, used: 1, remaining: 0 });
  });

  it('needs the contact scope', async () => {
    const { headers } = await customer(['company']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contact/export',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().clientType).toBe('FORBIDDEN_ERROR');
  });
});

describe('POST /clc/export', () => {
  it('exports one row per brand and agency for holders of p_workingRelationsExport:any only', async () => {
    const italy = t.db.databases.tenant('italy');
    const barilla = await createCompany(italy, { name: 'Barilla' });
    const agency = await createCompany(italy, { name: 'Armando Testa', type: 'AG' });
    const sector = await createTreeNode(italy, 'sectors', 'food');
    const brand = await createBrand(italy, {
      name: 'Mulino Bianco',
      company_id: barilla.id,
      sector_ids: [sector.id],
    });
    const creative = await createReferenceItem(italy, 'agency_category', 'creative');
    const media = await createReferenceItem(italy, 'agency_category', 'media');
    for (const category of [creative, media]) {
      await italy.db
        .insertInto('work_relations')
        .values({ brand_id: brand.id, agency_company_id: agency.id, category_id: category.id })
        .execute();
    }
    const denied = await customer(['pitch']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/clc/export',
      headers: denied.headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);

    const { headers } = await customer(['pitch', 'p_workingRelationsExport:any']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/clc/export',
      headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="work-relations.xlsx"');
    const sheet = await readSheet(res.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      'Mulino Bianco',
      'Barilla',
      'food',
      'Armando Testa',
      'creative, media',
    ]);
  });

  it('refuses the scope held in another country only, and lets admins export without it', async () => {
    const elsewhere = await createUser(t, {
      tenants: {
        italy: { scopes: ['pitch'] },
        france: { scopes: ['pitch', 'p_workingRelationsExport:any'] },
      },
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/clc/export',
      headers: (await loginAs(t, elsewhere, 'italy')).headers,
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });

    const admin = await createUser(t, { group: 'ADMIN', tenants: { italy: { scopes: [] } } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/clc/export',
      headers: (await loginAs(t, admin)).headers,
      payload: { brand_company_agency: 'Mulino' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
});
