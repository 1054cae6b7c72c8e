import { SCOPES } from '@adatlas/domain/scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createCompany, createContact, createTreeNode } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let admin: SignedIn;
let adminEmail: string;
/** Every scope but the contact quota: contacts are not metered, private fields always shown. */
let unmetered: SignedIn;
const italy = () => t.db.databases.tenant('italy');
const france = () => t.db.databases.tenant('france');

async function customer(scopes: readonly string[]): Promise<SignedIn> {
  const user = await createUser(t, {
    tenants: { italy: { scopes: [...scopes] }, france: { scopes: [...scopes] } },
  });
  return loginAs(t, user);
}

const adminCall = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/records${url}`,
    headers: admin.headers,
    ...(payload ? { payload } : {}),
  });
const get = (who: SignedIn, url: string, tenant = 'italy') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/frontend${url}`,
    headers: { ...who.headers, 'x-tenant': tenant },
  });

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t, { group: 'ADMIN' });
  adminEmail = user.email;
  admin = await loginAs(t, user);
  unmetered = await customer(SCOPES.filter((scope) => scope !== 'contactQuota'));
});
afterAll(() => t.close());

describe('company history', () => {
  it('shows a back-office edit as field, before and after, with who and when', async () => {
    const company = await createCompany(italy(), { name: 'Barilla', city: 'Parma' });
    const edit = await adminCall('PUT', `/companies/${company.id}`, {
      city: 'Milano',
      website: 'https://barilla.test',
    });
    expect(edit.statusCode).toBe(200);

    const response = await get(unmetered, `/company/${company.id}/history`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const byField = Object.fromEntries(body.data.map((entry: { field: string }) => [entry.field, entry]));
    expect(byField.city).toMatchObject({
      kind: 'field_change',
      recordKind: 'company',
      before: 'Parma',
      after: 'Milano',
      actor: null,
      hidden: false,
    });
    expect(byField.website).toMatchObject({ before: null, after: 'https://barilla.test' });
    // The back office sees who made the change; customers do not.
    const asAdmin = (await get(admin, `/company/${company.id}/history`)).json().data;
    expect(asAdmin[0].actor).toBe(adminEmail);
    expect(body.data).toHaveLength(2);
    expect(Date.now() - Date.parse(body.updatedAt)).toBeLessThan(60_000);
    expect(body).toMatchObject({ verifiedAt: null, currentPage: 1, hasMore: false });
  });

  it('tells about its contacts: a new one, one who moves in or out, a new function', async () => {
    const from = await createCompany(italy(), { name: 'Ferrero' });
    const to = await createCompany(italy(), { name: 'Lavazza' });
    const marketing = await createTreeNode(italy(), 'functions', 'Marketing');
    const contact = await createContact(italy(), { name: 'Gaia', surname: 'Conti', company_id: from.id });
    await adminCall('PUT', `/contacts/${contact.id}`, { company_id: to.id, function_id: marketing.id });

    const left = (await get(unmetered, `/company/${from.id}/history`)).json().data;
    expect(left.map((entry: { kind: string }) => entry.kind)).toEqual(['contact_left', 'new_contact']);
    expect(left[0]).toMatchObject({
      before: 'Ferrero',
      after: 'Lavazza',
      recordId: contact.id,
      subject: 'Gaia Conti',
    });
    expect(left[1]).toMatchObject({ after: 'Gaia Conti' });
    const joined = (await get(unmetered, `/company/${to.id}/history`)).json().data;
    expect(joined.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
      'contact_moved',
      'function_change',
    ]);
    expect(joined.find((entry: { kind: string }) => entry.kind === 'function_change')).toMatchObject({
      before: null,
      after: 'Marketing',
    });
  });

  it('pages and filters by kind; a bad kind is a validation error', async () => {
    const company = await createCompany(italy(), { name: 'Paged' });
    for (const city of ['A', 'B', 'C']) await adminCall('PUT', `/companies/${company.id}`, { city });
    await createContact(italy(), { company_id: company.id });

    const first = (await get(unmetered, `/company/${company.id}/history?limit=2`)).json();
    expect(first.data).toHaveLength(2);
    expect(first.hasMore).toBe(true);
    const second = (await get(unmetered, `/company/${company.id}/history?limit=2&pageNum=2`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.hasMore).toBe(false);

    const contacts = (await get(unmetered, `/company/${company.id}/history?kinds=new_contact`)).json();
    expect(contacts.data.map((entry: { kind: string }) => entry.kind)).toEqual(['new_contact']);
    const fields = (await get(unmetered, `/company/${company.id}/history?kinds=field_change`)).json();
    expect(fields.data.map((entry: { after: string }) => entry.after)).toEqual(['C', 'B', 'A']);

    const bad = await get(unmetered, `/company/${company.id}/history?kinds=everything`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().clientType).toBe('VALIDATION_ERROR');
  });

  it("answers 404 for another country's company and for a missing one", async () => {
    const italian = await createCompany(italy(), { name: 'Solo in Italia' });
    await adminCall('PUT', `/companies/${italian.id}`, { city: 'Roma' });
    const french = await createCompany(france(), { name: 'Seulement en France' });
    // The same id may exist in France; ask for one that exists only in Italy.
    const italianOnly = Math.max(italian.id, french.id) + 1000;
    await italy().db.insertInto('companies').values({ id: italianOnly, name: 'Alto', type: 'ADV' }).execute();
    const crossTenant = await get(unmetered, `/company/${italianOnly}/history`, 'france');
    expect(crossTenant.statusCode).toBe(404);
    expect(crossTenant.json().clientType).toBe('NOT_FOUND');
    expect((await get(unmetered, `/company/${italianOnly}/history`, 'italy')).statusCode).toBe(200);
    // France's own record of the same id is France's history, never Italy's edits.
    const frenchHistory = await get(unmetered, `/company/${french.id}/history`, 'france');
    expect(frenchHistory.body).not.toContain('Roma');
  });

  it('hides contact events from a licence without contacts and pitches from one without pitches', async () => {
    const company = await createCompany(italy(), { name: 'Scoped' });
    await createContact(italy(), { name: 'Hidden', surname: 'Person', company_id: company.id });
    await adminCall('PUT', `/companies/${company.id}`, { city: 'Bari' });
    const companyOnly = await customer(['company']);
    const body = (await get(companyOnly, `/company/${company.id}/history`)).json();
    expect(body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['field_change']);
    expect(JSON.stringify(body)).not.toContain('Hidden Person');
    const asked = (await get(companyOnly, `/company/${company.id}/history?kinds=new_contact`)).json();
    expect(asked.data).toEqual([]);
  });
});

describe('contact history', () => {
  async function editedContact() {
    const company = await createCompany(italy(), { name: 'Campari' });
    const contact = await createContact(italy(), {
      name: 'Luca',
      surname: 'Bianchi',
      company_id: company.id,
      email: 'old.bianchi@example.test',
      title: 'Brand manager',
    });
    const edit = await adminCall('PUT', `/contacts/${contact.id}`, {
      email: 'new.bianchi@example.test',
      title: 'Marketing director',
    });
    expect(edit.statusCode).toBe(200);
    return contact;
  }

  it('says "e-mail changed" without values until the metered caller opens the contact', async () => {
    const contact = await editedContact();
    const metered = await customer(SCOPES);
    const before = await get(metered, `/contact/${contact.id}/history`);
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('bianchi@example.test');
    const entries = before.json().data;
    expect(entries.find((entry: { field: string }) => entry.field === 'email')).toMatchObject({
      kind: 'field_change',
      before: null,
      after: null,
      hidden: true,
    });
    expect(entries.find((entry: { field: string }) => entry.field === 'title')).toMatchObject({
      before: 'Brand manager',
      after: 'Marketing director',
      hidden: false,
    });

    expect((await get(metered, `/contact/${contact.id}`)).statusCode).toBe(200);
    const after = (await get(metered, `/contact/${contact.id}/history`)).json().data;
    expect(after.find((entry: { field: string }) => entry.field === 'email')).toMatchObject({
      before: 'old.bianchi@example.test',
      after: 'new.bianchi@example.test',
      hidden: false,
    });
    // Opened by one caller, still hidden from another metered caller.
    const other = await customer(SCOPES);
    expect((await get(other, `/contact/${contact.id}/history`)).body).not.toContain('bianchi@example.test');
  });

  it('is refused to a licence without the contact scope', async () => {
    const contact = await editedContact();
    const companyOnly = await customer(['company']);
    const response = await get(companyOnly, `/contact/${contact.id}/history`);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('Marketing director');
  });

  it('answers 404 for a contact of another country', async () => {
    const contact = await editedContact();
    const onlyHere = contact.id + 5000;
    await italy().db.insertInto('contacts').values({ id: onlyHere, name: 'A', surname: 'B' }).execute();
    expect((await get(unmetered, `/contact/${onlyHere}/history`, 'france')).statusCode).toBe(404);
    expect((await get(unmetered, `/contact/${onlyHere}/history`, 'italy')).statusCode).toBe(200);
  });
});

describe('mark as verified', () => {
  it('moves only the verification date, shows in the history and in "updated"', async () => {
    const company = await createCompany(italy(), {
      name: 'Checked',
      modified_at: new Date('2024-01-01T00:00:00Z'),
    });
    const verified = await adminCall('POST', `/companies/${company.id}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.verified_at).toBeTruthy();
    const row = await italy()
      .db.selectFrom('companies')
      .select(['modified_at', 'verified_at'])
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.modified_at.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    const body = (await get(unmetered, `/company/${company.id}/history`)).json();
    expect(body.data.map((entry: { kind: string }) => entry.kind)).toEqual(['verified']);
    expect(body.updatedAt).toBe(row.verified_at!.toISOString());
    expect(body.verifiedAt).toBe(row.verified_at!.toISOString());
  });

  it('is for administrators only, and for companies and contacts only', async () => {
    const company = await createCompany(italy(), { name: 'Not by customers' });
    const byCustomer = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/records/companies/${company.id}/verify`,
      headers: unmetered.headers,
    });
    expect(byCustomer.statusCode).toBe(403);
    const brand = await adminCall('POST', `/brands/${company.id}/verify`);
    expect(brand.statusCode).toBe(400);
    const missing = await adminCall('POST', '/contacts/999999/verify');
    expect(missing.statusCode).toBe(404);
    const row = await italy()
      .db.selectFrom('companies')
      .select('verified_at')
      .where('id', '=', company.id)
      .executeTakeFirstOrThrow();
    expect(row.verified_at).toBeNull();
  });
});

describe('changed since', () => {
  it('filters and sorts the company list by the last change, and marks each row with it', async () => {
    const prefix = `Fresh${Date.now()}`;
    const old = await createCompany(italy(), {
      name: `${prefix} Old`,
      modified_at: new Date('2020-01-01T00:00:00Z'),
    });
    const recent = await createCompany(italy(), {
      name: `${prefix} Recent`,
      modified_at: new Date('2026-01-01T00:00:00Z'),
    });
    const verified = await createCompany(italy(), {
      name: `${prefix} Verified`,
      modified_at: new Date('2019-01-01T00:00:00Z'),
      verified_at: new Date('2026-02-01T00:00:00Z'),
    });
    const search = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/frontend/company',
        headers: unmetered.headers,
        payload: { key: prefix, ...body },
      });

    const since = (await search({ changed_since: '2025-06-01' })).json();
    expect(since.data.map((row: { id: number }) => row.id)).toEqual([recent.id]);
    const sorted = (await search({ sort_key: 'modified_at', sort_direction: 'desc' })).json();
    expect(sorted.data.map((row: { id: number }) => row.id)).toEqual([recent.id, old.id, verified.id]);
    const asc = (await search({ sort_key: 'modified_at', sort_direction: 'asc' })).json();
    expect(asc.data.map((row: { id: number }) => row.id)).toEqual([verified.id, old.id, recent.id]);
    const updated = Object.fromEntries(
      sorted.data.map((row: { id: number; updatedAt: string }) => [row.id, row.updatedAt]),
    );
    expect(updated[verified.id]).toBe('2026-02-01T00:00:00.000Z');
    expect(updated[old.id]).toBe('2020-01-01T00:00:00.000Z');

    const bad = await search({ changed_since: 'last week' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().clientType).toBe('VALIDATION_ERROR');
  });

  it('filters the contact list by its last change and gives each row its freshness', async () => {
    const company = await createCompany(italy(), { name: 'Contact freshness' });
    const old = await createContact(italy(), {
      surname: 'Vecchio',
      company_id: company.id,
      modified_at: new Date('2020-01-01T00:00:00Z'),
    });
    const recent = await createContact(italy(), {
      surname: 'Nuovo',
      company_id: company.id,
      modified_at: new Date('2026-01-01T00:00:00Z'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contact',
      headers: unmetered.headers,
      payload: { company_filters: { id: [company.id] }, modifiedContactAfter: '2025-06-01' },
    });
    const rows = response.json().contacts.data;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([recent.id]);
    expect(rows[0].updatedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(old.id).not.toBe(recent.id);
  });
});
