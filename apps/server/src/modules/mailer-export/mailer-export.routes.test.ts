import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany, createContact } from '../../../test/factories.ts';
import { type FakeMailerServer, startMailerServer } from '../../../test/mailer-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';

let t: TestApp;
let mailer: FakeMailerServer;
const ids: Record<string, number> = {};
const URL = '/api/v1/frontend/contacts/export-to-mailer';

beforeAll(async () => {
  mailer = await startMailerServer();
  t = await createTestApp({ MAILER_URL: mailer.url });
  const italy = t.db.databases.tenant('italy');
  const acme = await createCompany(italy, { name: 'Acme' });
  ids.ada = (
    await createContact(italy, {
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@acme.test',
      company_id: acme.id,
      city: 'Milano',
    })
  ).id;
  ids.bob = (
    await createContact(italy, { name: 'Bob', surname: 'Rossi', email: 'bob@acme.test', city: 'Milano' })
  ).id;
  ids.noMail = (await createContact(italy, { name: 'Carla', surname: 'Neri', city: 'Milano' })).id;
  await createContact(italy, { name: 'Dario', surname: 'Bianchi', email: 'dario@x.test', city: 'Roma' });
});
beforeEach(() => {
  mailer.behaviour = 'accept';
  mailer.lists.clear();
});
afterAll(async () => {
  await t.close();
  await mailer.close();
});

async function mailerUser(options: { scopes?: string[]; password?: string | null } = {}) {
  const user = await createUser(t, {
    tenants: { italy: { scopes: options.scopes ?? ['contact', 'activemailer'] } },
  });
  if (options.password !== null) {
    await t.db.databases.core
      .updateTable('users')
      .set({
        mailer_username: 'ada',
        mailer_password_enc: createSecretBox(undefined).seal(options.password ?? 'mailer-secret'),
      })
      .where('id', '=', user.id)
      .execute();
  }
  return (await loginAs(t, user)).headers;
}

describe('POST /contacts/export-to-mailer', () => {
  it('pushes the chosen contacts with the stored credentials', async () => {
    const headers = await mailerUser();
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { ids: [ids.ada], listName: 'Fair' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ listName: 'Fair', exported: 1, skipped: 0 });
    expect(mailer.lists.get('Fair')).toEqual([
      { email: 'ada@acme.test', firstName: 'Ada', lastName: 'Lovelace', company: 'Acme' },
    ]);
  });

  it('pushes the filtered contacts, skipping those without an e-mail', async () => {
    const headers = await mailerUser();
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { filters: { city: ['Milano'] }, listName: 'Milano' },
    });
    expect(res.json()).toEqual({ listName: 'Milano', exported: 2, skipped: 1 });
    expect((mailer.lists.get('Milano') as { email: string }[]).map((c) => c.email).sort()).toEqual([
      'ada@acme.test',
      'bob@acme.test',
    ]);
  });

  it('answers MAILER_LOGIN_FAILED when the mailer refuses the stored password', async () => {
    const headers = await mailerUser({ password: 'stale' });
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { ids: [ids.ada], listName: 'X' },
    });
    expect(res.json()).toMatchObject({ clientType: 'MAILER_LOGIN_FAILED' });
    expect(mailer.lists.size).toBe(0);
  });

  it('answers UNKNOWN (502) when the mailer keeps failing', async () => {
    const headers = await mailerUser();
    mailer.behaviour = 'fail';
    const res = await t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: { ids: [ids.ada], listName: 'X' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().clientType).toBe('UNKNOWN');
  });

  it('answers FORBIDDEN_ERROR without stored credentials or without the scope', async () => {
    const noCredentials = await mailerUser({ password: null });
    const first = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: noCredentials,
      payload: { ids: [ids.ada], listName: 'X' },
    });
    expect(first.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
    const noScope = await mailerUser({ scopes: ['contact'] });
    const second = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: noScope,
      payload: { ids: [ids.ada], listName: 'X' },
    });
    expect(second.json()).toMatchObject({ httpStatus: 403, clientType: 'FORBIDDEN_ERROR' });
  });

  it('rejects a body with both ids and filters, or no list name', async () => {
    const headers = await mailerUser();
    for (const payload of [
      { ids: [1], filters: {}, listName: 'X' },
      { ids: [1] },
      { ids: [1], listName: ' ' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: URL, headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().clientType).toBe('VALIDATION_ERROR');
    }
  });
});
