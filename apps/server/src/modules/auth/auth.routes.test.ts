import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ITALY = { 'x-tenant': 'italy' };

async function latestMailTo(email: string) {
  return t.db.databases.core
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

function login(email: string, password: string, headers: Record<string, string> = ITALY) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { email, password } });
}

const register = (payload: object, headers: Record<string, string> = ITALY) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', headers, payload });

describe('POST /api/v1/auth/register', () => {
  const valid = {
    email: 'New.User@Example.test',
    password: 'secret123',
    privacyAccepted: true,
    termsAccepted: true,
  };

  it('creates an unverified trial account and mails a sign-in link that the token call exchanges', async () => {
    const response = await register(valid, { 'x-tenant': 'france' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ userId: expect.any(Number), email: 'new.user@example.test' });

    expect(
      (await login('new.user@example.test', 'secret123', { 'x-tenant': 'france' })).json().clientType,
    ).toBe('EMAIL_NOT_VERIFIED');

    const mail = await latestMailTo('new.user@example.test');
    const code = /\/authorize\?code=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(mail.text_body).toContain('http://localhost:3000/authorize?code=');
    const exchanged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/token?authorization_code=${code}&redirect_uri=x`,
    });
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json().data;
    expect(session.tenant).toBe('france');
    expect(session.user).toMatchObject({
      emailVerified: true,
      tags: ['registration_flow'],
      group: 'CUSTOMER',
    });
    expect(session.scopes).toEqual([
      'company',
      'contact',
      'pitch',
      'ecommerce',
      'companyQuota',
      'contactQuota',
      'weeklyUpdateEmail',
      'emailAlerts',
    ]);
    const [entry] = session.licence.tenants;
    expect(entry.tenant).toBe('france');
    expect(entry.exp - Date.now() / 1000).toBeGreaterThan(29.9 * 86_400);
    expect(entry.exp - Date.now() / 1000).toBeLessThan(30.1 * 86_400);
    expect(session.flags.ecommerce).toBe(true);
    expect(session.flags.favourites).toBe(false);

    const again = await t.app.inject({ method: 'GET', url: `/api/v1/auth/token?authorization_code=${code}` });
    expect(again.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    expect((await login('new.user@example.test', 'secret123', { 'x-tenant': 'france' })).statusCode).toBe(
      200,
    );
  });

  it('answers USERNAME_TAKEN for an e-mail in any case', async () => {
    const response = await register({ ...valid, email: 'NEW.USER@example.test' });
    expect(response.json()).toMatchObject({ httpStatus: 409, clientType: 'USERNAME_TAKEN' });
  });

  it.each([
    ['a short password', { password: 'abc1' }],
    ['a password without a digit', { password: 'abcdefghij' }],
    ['a password without a letter', { password: '1234567890' }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['terms not accepted', { email: 'x@example.test', termsAccepted: false }],
  ])('refuses %s with VALIDATION_ERROR and creates nothing', async (_name, change) => {
    const response = await register({ ...valid, email: 'other@example.test', ...change });
    expect(response.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    const row = await t.db.databases.core
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['other@example.test', 'x@example.test'])
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses a tenant without free trial and an unknown tenant', async () => {
    const mexico = await register({ ...valid, email: 'mx@example.test' }, { 'x-tenant': 'mexico' });
    expect(mexico.json()).toMatchObject({
      clientType: 'VALIDATION_ERROR',
      fields: [{ path: 'headers.x-tenant' }],
    });
    const atlantis = await register({ ...valid, email: 'mx@example.test' }, { 'x-tenant': 'atlantis' });
    expect(atlantis.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
  });
});

describe('POST /api/v1/auth/login', () => {
  it('answers a session for the chosen tenant', async () => {
    const user = await createUser(t, {
      tenants: { italy: { scopes: ['company', 'favourites'] }, uk: { scopes: ['company'] } },
    });
    const response = await login(user.email.toUpperCase(), TEST_PASSWORD, { 'x-tenant': 'uk' });
    expect(response.statusCode).toBe(200);
    const session = response.json().data;
    expect(session).toMatchObject({
      tenant: 'uk',
      scopes: ['company'],
      user: { id: user.id, email: user.email },
    });
    expect(session.token.length).toBeGreaterThanOrEqual(43);
    expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now());
    expect(session.licence.tenants.map((entry: { tenant: string }) => entry.tenant)).toEqual(['italy', 'uk']);
    const stored = await t.db.databases.core
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(session.token);
  });

  it('answers NO_TENANT_SELECTED without x-tenant', async () => {
    const user = await createUser(t);
    expect((await login(user.email, TEST_PASSWORD, {})).json()).toMatchObject({
      httpStatus: 400,
      clientType: 'NO_TENANT_SELECTED',
    });
  });

  it('gives an unknown e-mail and a wrong password the same answer', async () => {
    const user = await createUser(t);
    const unknown = (await login('nobody@example.test', 'whatever1')).json();
    const wrong = (await login(user.email, 'wrong-password-1')).json();
    expect({ ...unknown, id: 'x' }).toEqual({ ...wrong, id: 'x' });
    expect(wrong).toMatchObject({ httpStatus: 401, clientType: 'WRONG_CREDENTIALS' });
  });

  it('refuses disabled users, unlicensed tenants and expired licences', async () => {
    const disabled = await createUser(t, { active: false });
    expect((await login(disabled.email, TEST_PASSWORD)).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'USER_DISABLED',
    });
    const franceOnly = await createUser(t, { tenants: { france: { scopes: ['company'] } } });
    expect((await login(franceOnly.email, TEST_PASSWORD)).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'NO_RIGHTS_TO_TENANT',
    });
    const yesterday = new Date(Date.now() - 86_400_000);
    const expired = await createUser(t, {
      tenants: {
        italy: { scopes: ['company'], expiresAt: yesterday },
        uk: { scopes: [], expiresAt: yesterday },
      },
    });
    expect((await login(expired.email, TEST_PASSWORD)).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'LICENCE_EXPIRED',
    });
  });

  it('lets an admin into any tenant with every scope', async () => {
    const admin = await createUser(t, { group: 'ADMIN', tenants: {} });
    const session = (await login(admin.email, TEST_PASSWORD, { 'x-tenant': 'portugal' })).json().data;
    expect(session.tenant).toBe('portugal');
    expect(session.scopes).toContain('favourites');
  });
});
