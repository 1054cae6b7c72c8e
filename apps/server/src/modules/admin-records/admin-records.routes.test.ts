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
    ]) {
      expect((await call('GET', `/${entity}`)).statusCode, entity).toBe(200);
    }
    expect((await call('GET', '/users')).statusCode).toBe(400);
  });
});
