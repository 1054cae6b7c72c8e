import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let adminEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { group: 'ADMIN' });
  adminEmail = user.email;
  admin = await loginAs(t, user);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1/admin/records${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
const italy = () => t.db.databases.tenant('italy');

describe('records editor', () => {
  it('creates, edits and deletes a company, auditing before and after in the same change', async () => {
    const created = await call('POST', '/companies', {
      name: 'Acme Adv',
      type: 'ADV',
      city: 'Milano',
      website: ' https://acme.test ',
    });
    expect(created.statusCode).toBe(201);
    const company = created.json().data;
    expect(company).toMatchObject({ name: 'Acme Adv', website: 'https://acme.test' });
    expect(company.modified_by).toBe(adminEmail);

    const updated = await call('PUT', `/companies/${company.id}`, { city: 'Torino' });
    expect(updated.json().data.city).toBe('Torino');
    const audit = await t.db.databases.core
      .selectFrom('audit_log')
      .select(['action', 'tenant', 'before', 'after'])
      .where('entity', '=', 'companies')
      .where('entity_id', '=', String(company.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(audit[1]).toMatchObject({
      tenant: 'italy',
      before: { city: 'Milano' },
      after: { city: 'Torino' },
    });

    expect((await call('DELETE', `/companies/${company.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('refuses bad values, system fields and missing required fields, writing nothing', async () => {
    const before = await italy()
      .db.selectFrom('companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const body of [
      { name: 'X', type: 'NOPE' },
      { type: 'ADV' },
      { name: 'X', type: 'ADV', website: 'not a link' },
      { name: 'X', type: 'ADV', id: 5 },
      { name: 'X', type: 'ADV', created_at: '2020-01-01' },
    ]) {
      const response = await call('POST', '/companies', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().clientType).toBe('VALIDATION_ERROR');
    }
    const after = await italy()
      .db.selectFrom('companies')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(
      (await call('POST', '/contacts', { name: 'A', surname: 'B', company_id: 99999999 })).json().clientType,
    ).toBe('VALIDATION_ERROR');
  });

  it('refuses a bad founding year, e-mail and VAT number field by field, on create and update alike', async () => {
    const company = await createCompany(italy(), { name: 'Rules Spa' });
    const stored = () =>
      italy()
        .db.selectFrom('companies')
        .select(['name', 'creation_year', 'email', 'vat', 'website'])
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow();
    const before = await stored();
    const countNamed = async (name: string) =>
      (await italy().db.selectFrom('companies').select('id').where('name', '=', name).execute()).length;
    const bad = { creation_year: -50, email: 'bad-email', vat: 'V'.repeat(300), website: 'www.acme.it' };
    const nextYear = new Date().getUTCFullYear() + 1;
    const expected = [
      { path: 'body.vat', message: 'must be at most 30 characters' },
      { path: 'body.creation_year', message: `must be between 1800 and ${nextYear}` },
      { path: 'body.email', message: 'must be an e-mail address' },
      { path: 'body.website', message: 'must be a link starting with http:// or https://' },
    ];
    for (const response of [
      await call('POST', '/companies', { name: 'Rules Bis', type: 'ADV', ...bad }),
      await call('PUT', `/companies/${company.id}`, { name: 'Rules Ter', ...bad }),
    ]) {
      expect(response.statusCode).toBe(400);
      const error = response.json();
      expect(error.clientType).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual(expected);
      expect(error.description).toBe(
        `Invalid companies fields: vat must be at most 30 characters; creation_year must be between 1800 and ${nextYear}; email must be an e-mail address; website must be a link starting with http:// or https://`,
      );
    }
    expect(await countNamed('Rules Bis')).toBe(0);
    expect(await stored()).toEqual(before);

    const empty = await call('PUT', `/companies/${company.id}`, { name: '  ' });
    expect(empty.json().fields).toEqual([{ path: 'body.name', message: 'is required' }]);
    expect((await call('PUT', `/companies/${company.id}`, { creation_year: nextYear + 1 })).statusCode).toBe(
      400,
    );
    const fine = await call('PUT', `/companies/${company.id}`, {
      creation_year: nextYear,
      email: ' info@rules.it ',
      vat: 'IT06363391001',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.json().data).toMatchObject({ creation_year: nextYear, email: 'info@rules.it' });
  });

  it("the import's dry run refuses the same values by the same rules", async () => {
    const csv = [
      'Name;Type;Creation year;E-mail;VAT',
      `Good;ADV;1990;a@b.it;IT1`,
      `Bad;ADV;-50;bad-email;${'V'.repeat(300)}`,
    ];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/import/dry-run',
      headers: admin.headers,
      payload: {
        entity: 'companies',
        fileName: 'rules.csv',
        contentBase64: Buffer.from(csv.join('\r\n'), 'utf8').toString('base64'),
        mapping: { name: 0, type: 1, creation_year: 2, email: 3, vat: 4 },
      },
    });
    expect(response.statusCode).toBe(200);
    const dryRun = response.json().data;
    expect(dryRun).toMatchObject({ validRows: 1, invalidRows: 1 });
    expect(
      dryRun.errors.map((error: { line: number; field: string; code: string }) => [
        error.line,
        error.field,
        error.code,
      ]),
    ).toEqual([
      [3, 'vat', 'TOO_LONG'],
      [3, 'creation_year', 'RANGE'],
      [3, 'email', 'EMAIL'],
    ]);
  });

  it('stamps companychange_at and functionchange_at when a contact changes company or function', async () => {
    const first = await createCompany(italy());
    const second = await createCompany(italy());
    const role = await createTreeNode(italy(), 'functions', 'CEO');
    const contact = await createContact(italy(), { company_id: first.id });
    const renamed = (await call('PUT', `/contacts/${contact.id}`, { title: 'Dr' })).json().data;
    expect(renamed.companychange_at).toBeNull();
    const moved = (
      await call('PUT', `/contacts/${contact.id}`, { company_id: second.id, function_id: role.id })
    ).json().data;
    expect(moved.companychange_at).not.toBeNull();
    expect(moved.functionchange_at).not.toBeNull();
  });

  it('lists and searches every entity', async () => {
    await createCompany(italy(), { name: 'Zebra Media' });
    const page = (await call('GET', '/companies?q=zebra')).json();
    expect(page.data.map((row: { name: string }) => row.name)).toEqual(['Zebra Media']);
    for (const entity of [
      'contacts',
      'brands',
      'pitches',
      'creative_works',
      'investment_rounds',
      'job_offers',
      'news_items',
      'social_media',
    ]) {
      expect((await call('GET', `/${entity}`)).statusCode, entity).toBe(200);
    }
    expect((await call('GET', '/users')).statusCode).toBe(400);
  });

  it("edits a company's social-media figures, which its Social media tab shows at once", async () => {
    const company = await createCompany(italy(), { name: 'Social Spa' });
    const tab = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/frontend/company/${company.id}/socialMedia`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { network: string; followers: number | null }[];
    };
    expect(await tab()).toEqual([]);
    const created = await call('POST', '/social_media', {
      company_id: company.id,
      network: 'instagram',
      measured_at: '2026-10-01',
      followers: 1200,
      app_rating: '',
    });
    expect(created.statusCode).toBe(201);
    const row = created.json().data;
    expect(row).toMatchObject({
      network: 'instagram',
      followers: 1200,
      app_rating: null,
      modified_by: adminEmail,
    });
    expect((await tab()).map(({ network, followers }) => ({ network, followers }))).toEqual([
      { network: 'instagram', followers: 1200 },
    ]);

    expect((await call('PUT', `/social_media/${row.id}`, { followers: 1500 })).statusCode).toBe(200);
    expect((await tab())[0]?.followers).toBe(1500);

    for (const [bad, path] of [
      [{ followers: -1 }, 'followers'],
      [{ app_rating: 5.5 }, 'app_rating'],
      [{ network: 'myspace' }, 'network'],
      [{ posts: 1.5 }, 'posts'],
    ] as const) {
      const refused = await call('PUT', `/social_media/${row.id}`, bad);
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json().clientType).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(refused.json().fields), path).toContain(path);
    }
    const twin = await call('POST', '/social_media', {
      company_id: company.id,
      network: 'instagram',
      measured_at: '2026-10-01',
    });
    expect(twin.statusCode).toBe(409);
    const stored = await italy()
      .db.selectFrom('social_media')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.followers).toBe(1500);

    expect((await call('DELETE', `/social_media/${row.id}`)).statusCode).toBe(200);
    expect(await tab()).toEqual([]);
  });
});
