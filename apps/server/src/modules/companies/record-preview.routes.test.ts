import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantCredits, METERED_SCOPES } from '../../../test/billing-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let headers: Record<string, string>;
let companyId: number;
let contactId: number;

beforeAll(async () => {
  t = await createTestApp();
  const italy = t.db.databases.tenant('italy');
  companyId = (await createCompany(italy, { name: 'Pastificio Anteprima', type: 'ADV', city: 'Gragnano' }))
    .id;
  contactId = (
    await createContact(italy, {
      name: 'Lucia',
      surname: 'Anteprima',
      title: 'Head of media',
      email: 'lucia@anteprima.test',
      tel: '+39 081 000000',
      company_id: companyId,
    })
  ).id;
  // A customer whose credits are spent: no company and no contact credit in the period.
  const user = await createUser(t, { tenants: { italy: { scopes: METERED_SCOPES } } });
  await grantCredits(t, user.id, { company: 0, contact: 0 });
  headers = (await loginAs(t, user)).headers;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/frontend${url}`, headers });
const consumption = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/consumption', headers })).json().data;

describe('a record before it is opened, for a customer out of credits', () => {
  it('refuses the company (402) but previews its name, type, city and tabs for free', async () => {
    const refused = await get(`/company/${companyId}`);
    expect([refused.statusCode, refused.json().clientType]).toEqual([402, 'OUT_OF_QUOTA_ERROR']);
    const preview = await get(`/company/${companyId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      id: companyId,
      name: 'Pastificio Anteprima',
      type: 'ADV',
      city: 'Gragnano',
      sections: { contacts: true, financials: false },
    });
    expect(Object.keys(preview.json().data).sort()).toEqual(['city', 'id', 'name', 'sections', 'type']);
  });

  it('previews the contact without its details, only which exist, and charges nothing', async () => {
    const refused = await get(`/contact/${contactId}`);
    expect([refused.statusCode, refused.json().clientType]).toEqual([402, 'OUT_OF_QUOTA_ERROR']);
    const preview = await get(`/contact/${contactId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      id: contactId,
      prefix: null,
      name: 'Lucia',
      surname: 'Anteprima',
      title: 'Head of media',
      function: null,
      company: { id: companyId, name: 'Pastificio Anteprima' },
      city: 'Gragnano',
      emailExists: true,
      phoneExists: true,
      linkedinExists: false,
    });
    expect(preview.body).not.toContain('lucia@anteprima.test');
    const used = await consumption();
    expect([used.companies.count, used.contacts.count]).toEqual([0, 0]);
  });

  it('answers 404 for a record that does not exist and refuses a bad id', async () => {
    for (const kind of ['company', 'contact']) {
      const missing = await get(`/${kind}/987654321/preview`);
      expect([missing.statusCode, missing.json().clientType]).toEqual([404, 'NOT_FOUND']);
      expect((await get(`/${kind}/abc/preview`)).json().clientType).toBe('VALIDATION_ERROR');
    }
  });
});
