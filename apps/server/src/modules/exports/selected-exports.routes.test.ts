import type ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { grantExportPlugin, readSheet } from '../../../test/export-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { type FakeMailerServer, startMailerServer } from '../../../test/mailer-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';

/**
 * A list's selection (#39) is exported and pushed through the kind's search object with `id`: only
 * the chosen records, and only those the caller may reach in the chosen country, counted against
 * the export allowance like any export.
 */
let t: TestApp;
let mailer: FakeMailerServer;
const companies: Record<string, number> = {};
const contacts: Record<string, number> = {};

beforeAll(async () => {
  mailer = await startMailerServer();
  t = await createTestApp({ MAILER_URL: mailer.url });
  const italy = t.db.databases.tenant('italy');
  const france = t.db.databases.tenant('france');
  for (const name of ['Alfa Selected', 'Bravo Selected', 'Charlie Left']) {
    companies[name] = (await createCompany(italy, { name })).id;
  }
  companies.closed = (await createCompany(italy, { name: 'Closed Selected', active: false })).id;
  companies.french = (await createCompany(france, { name: 'Societe Francaise' })).id;
  for (const surname of ['Uno', 'Due', 'Tre']) {
    contacts[surname] = (
      await createContact(italy, { name: 'Sel', surname, email: `${surname.toLowerCase()}@sel.test` })
    ).id;
  }
  contacts.gone = (
    await createContact(italy, { name: 'Sel', surname: 'Gone', email: 'gone@sel.test', active: false })
  ).id;
  contacts.french = (
    await createContact(france, { name: 'Jean', surname: 'Dupont', email: 'jean@fr.test' })
  ).id;
});
afterEach(() => mailer.lists.clear());
afterAll(async () => {
  await t.close();
  await mailer.close();
});

async function customer(scopes: string[] = ['company', 'contact', 'activemailer']) {
  const user = await createUser(t, { tenants: { italy: { scopes } } });
  await t.db.databases.core
    .updateTable('users')
    .set({ mailer_username: 'ada', mailer_password_enc: createSecretBox(undefined).seal('mailer-secret') })
    .where('id', '=', user.id)
    .execute();
  return { user, headers: (await loginAs(t, user)).headers };
}

function texts(sheet: ExcelJS.Worksheet): string[] {
  const rows: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) rows.push((row.values as unknown[]).filter((v) => typeof v === 'string').join(' '));
  });
  return rows;
}

describe('exporting a selection', () => {
  it('writes only the chosen companies, ignores ids that are not active companies of this country, and counts them', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 10 });
    const chosen = [companies['Alfa Selected'], companies['Bravo Selected'], companies.closed, 999_999];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: { id: chosen },
    });
    expect(res.statusCode).toBe(200);
    const rows = texts(await readSheet(res.rawPayload));
    expect(rows).toHaveLength(2);
    expect(rows.join('|')).toContain('Alfa Selected');
    expect(rows.join('|')).toContain('Bravo Selected');
    expect(rows.join('|')).not.toMatch(/Charlie|Closed|Francaise/);
    const allowance = await t.app.inject({
      method: 'GET',
      url: '/api/v1/frontend/exports/allowance',
      headers,
    });
    expect(allowance.json().companies).toMatchObject({ used: 2, remaining: 8 });
  });

  it('refuses a selection larger than the allowance, consuming nothing', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'companies', limit: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/company/export',
      headers,
      payload: { id: [companies['Alfa Selected'], companies['Bravo Selected']] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().clientType).toBe('ERROR_EXPORT_COMPANIES');
  });

  it('writes only the chosen contacts of this country', async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 10 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contact/export',
      headers,
      payload: { id: [contacts.Uno, contacts.Tre, contacts.gone] },
    });
    expect(res.statusCode).toBe(200);
    const rows = texts(await readSheet(res.rawPayload)).join('|');
    expect(rows).toContain('Uno');
    expect(rows).toContain('Tre');
    expect(rows).not.toMatch(/Due|Gone|Dupont/);
    expect(texts(await readSheet(res.rawPayload))).toHaveLength(2);
  });

  it("refuses another country's selection and a licence without contacts", async () => {
    const { user, headers } = await customer();
    await grantExportPlugin(t, user.id, { kind: 'contacts', limit: 10 });
    const french = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contact/export',
      headers: { ...headers, 'x-tenant': 'france' },
      payload: { id: [contacts.french] },
    });
    expect(french.statusCode).toBe(403);
    const noContacts = await customer(['company', 'activemailer']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contact/export',
      headers: noContacts.headers,
      payload: { id: [contacts.Uno] },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a bad selection with the error envelope', async () => {
    const { headers } = await customer();
    for (const id of [[0], ['1'], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/frontend/contact/export',
        headers,
        payload: { id },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ clientType: 'VALIDATION_ERROR', httpStatus: 400 });
    }
  });
});

describe('pushing a selection to the mailer', () => {
  const push = (headers: Record<string, string>, ids: readonly (number | undefined)[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/frontend/contacts/export-to-mailer',
      headers,
      payload: { ids, listName: 'Chosen' },
    });

  it('pushes only the chosen active contacts of this country', async () => {
    const { headers } = await customer();
    const res = await push(headers, [contacts.Uno, contacts.Due, contacts.gone, 999_999]);
    expect(res.json()).toEqual({ listName: 'Chosen', exported: 2, skipped: 0 });
    expect(((mailer.lists.get('Chosen') ?? []) as { email: string }[]).map((c) => c.email).sort()).toEqual([
      'due@sel.test',
      'uno@sel.test',
    ]);
  });

  it('pushes nothing for a licence without contacts or in a country the licence lacks', async () => {
    const noContacts = await customer(['company', 'activemailer']);
    expect((await push(noContacts.headers, [contacts.Uno])).statusCode).toBe(403);
    const { headers } = await customer();
    expect((await push({ ...headers, 'x-tenant': 'france' }, [contacts.french])).statusCode).toBe(403);
    expect(mailer.lists.size).toBe(0);
  });
});
