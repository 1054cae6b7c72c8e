import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createBrand, createCompany, createContact } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let ids: { oreal: number; orealParis: number; brand: number; contact: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
  const italy = t.db.databases.tenant('italy');
  const oreal = await createCompany(italy, { name: "L'Oréal Italia", city: 'Milano' });
  const orealParis = await createCompany(italy, { name: 'Agenzia per Oreal', city: 'Roma' });
  await createCompany(italy, { name: 'Unrelated Spa' });
  await createCompany(t.db.databases.tenant('france'), { name: "L'Oréal France" });
  const brand = await createBrand(italy, { name: 'Garnier', company_id: oreal.id });
  const contact = await createContact(italy, { name: 'Giulia', surname: 'Bianchi', company_id: oreal.id });
  ids = { oreal: oreal.id, orealParis: orealParis.id, brand: brand.id, contact: contact.id };
});
afterAll(() => t.close());

const lookup = (path: string, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/lookups/${path}`, headers });

describe('detail-pane lookups', () => {
  it('finds companies of the chosen tenant by normalised name, prefix matches first', async () => {
    const answer = await lookup('companies?q=oreal');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([
      { id: ids.orealParis, label: 'Agenzia per Oreal', detail: 'Roma' },
      { id: ids.oreal, label: "L'Oréal Italia", detail: 'Milano' },
    ]);
    const prefix = await lookup('companies?q=l%27or');
    expect(prefix.json().data.map((row: { id: number }) => row.id)).toEqual([ids.oreal]);
    const wildcard = await lookup('companies?q=%25');
    expect(wildcard.json().data).toEqual([]);
  });

  it('names given ids, for the value a field already holds', async () => {
    const answer = await lookup(`companies?ids=${ids.oreal},${ids.orealParis}`);
    expect(
      answer
        .json()
        .data.map((row: { label: string }) => row.label)
        .sort(),
    ).toEqual(['Agenzia per Oreal', "L'Oréal Italia"]);
    const contacts = await lookup(`contacts?ids=${ids.contact}`);
    expect(contacts.json().data).toEqual([
      { id: ids.contact, label: 'Giulia Bianchi', detail: "L'Oréal Italia" },
    ]);
    const brands = await lookup('brands?q=garn');
    expect(brands.json().data).toEqual([{ id: ids.brand, label: 'Garnier', detail: "L'Oréal Italia" }]);
  });

  it('refuses a bad id list or entity with 400, and customers with 403', async () => {
    expect((await lookup('companies?ids=1,abc')).statusCode).toBe(400);
    expect((await lookup('pitches?q=x')).statusCode).toBe(400);
    const customer = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const answer = await lookup('companies?q=oreal', (await loginAs(t, customer)).headers);
    expect([answer.statusCode, answer.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
  });
});
