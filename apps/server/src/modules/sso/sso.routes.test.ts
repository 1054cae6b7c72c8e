import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import {
  signInAtProvider,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../../test/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';

// Single sign-on against a real OpenID Connect provider (oidc-provider) on loopback.

const PUBLIC_URL = 'http://localhost:5173';
const REDIRECT_URI = `${PUBLIC_URL}/sso/callback`;
const CLIENT_SECRET = `provider-secret-${randomBytes(8).toString('hex')}`;
const SECRET_KEY = 'sso-test-secret-key-0123456789';

let t: TestApp;
let idp: TestOidcProvider;
let admin: SignedIn['headers'];
const yearAhead = new Date(Date.now() + 365 * 86_400_000).toISOString();

beforeAll(async () => {
  idp = await startTestOidcProvider([
    { client_id: 'adatlas', client_secret: CLIENT_SECRET, redirect_uris: [REDIRECT_URI] },
  ]);
  t = await createTestApp({ PUBLIC_URL, SECRET_KEY });
  const adminUser = await createUser(t, { group: 'ADMIN' });
  admin = (await loginAs(t, adminUser)).headers;
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

let organisations = 0;
/** A fresh organisation with its provider; answers its id, name and domain. */
async function configureOrganisation(overrides: Record<string, unknown> = {}) {
  organisations += 1;
  const domain = `org${organisations}-${randomBytes(3).toString('hex')}.example`;
  const body = {
    organisation: `Media Group ${organisations}`,
    displayName: `Media Group ${organisations}`,
    issuerUrl: idp.issuer,
    clientId: 'adatlas',
    clientSecret: CLIENT_SECRET,
    emailDomains: [domain],
    defaultLicence: [{ tenant: 'italy', expiresAt: yearAhead, scopes: ['company', 'contact'] }],
    ...overrides,
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/sso-providers',
    headers: admin,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().data.id as number, body, domain, organisation: body.organisation };
}

async function startSignIn(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sso/start',
    headers: { 'x-tenant': 'italy' },
    payload: { email },
  });
  expect(response.statusCode, response.body).toBe(200);
  const started = response.json().data as { authorizationUrl: string; browserKey: string };
  // Authorization code with PKCE (S256), state and nonce on every request.
  const params = new URL(started.authorizationUrl).searchParams;
  expect(params.get('response_type')).toBe('code');
  expect(params.get('code_challenge_method')).toBe('S256');
  for (const name of ['code_challenge', 'state', 'nonce'])
    expect(params.get(name)?.length).toBeGreaterThanOrEqual(43);
  expect(started.authorizationUrl).not.toContain(CLIENT_SECRET);
  return started;
}

const callback = (query: string, browserKey: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sso/callback',
    headers: { 'x-tenant': 'italy' },
    payload: { query, browserKey },
  });

/** The whole round trip: start, sign in at the provider as `subject`, post the callback. */
async function signIn(email: string, subject: string, providerEmail = email) {
  const { authorizationUrl, browserKey } = await startSignIn(email);
  const back = await signInAtProvider(authorizationUrl, { subject, email: providerEmail }, REDIRECT_URI);
  return callback(new URL(back).search, browserKey);
}

const me = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/user/me',
    headers: { authorization: `Bearer ${token}`, 'x-tenant': 'italy' },
  });

const userByEmail = (email: string) =>
  t.db.databases.core
    .selectFrom('users')
    .select(['id', 'organisation', 'email_verified_at'])
    .where('email', '=', email)
    .executeTakeFirst();

const liveSessions = async (userId: number) =>
  (
    await t.db.databases.core
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute()
  ).length;

describe('back office: provider settings', () => {
  it('stores the client secret sealed and never sends it back', async () => {
    const org = await configureOrganisation();
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/sso-providers', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(CLIENT_SECRET);
    const listed = list.json().data.find((p: { id: number }) => p.id === org.id);
    expect(listed).toMatchObject({
      hasClientSecret: true,
      emailDomains: [org.domain],
      redirectUri: REDIRECT_URI,
    });
    expect(listed).not.toHaveProperty('clientSecret');
    const row = await t.db.databases.core
      .selectFrom('sso_providers')
      .select('client_secret_sealed')
      .where('id', '=', org.id)
      .executeTakeFirstOrThrow();
    expect(row.client_secret_sealed).not.toContain(CLIENT_SECRET);
    expect(createSecretBox(SECRET_KEY).open(row.client_secret_sealed)).toBe(CLIENT_SECRET);
    const audit = await t.db.databases.core
      .selectFrom('audit_log')
      .select('after')
      .where('entity', '=', 'sso_providers')
      .where('entity_id', '=', String(org.id))
      .execute();
    expect(JSON.stringify(audit)).not.toContain(CLIENT_SECRET);
  });

  it('keeps the stored secret on an update without one, and sign-in still works', async () => {
    const org = await configureOrganisation();
    const { clientSecret: _omitted, ...withoutSecret } = org.body;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/sso-providers/${org.id}`,
      headers: admin,
      payload: { ...withoutSecret, displayName: 'Renamed Group' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.displayName).toBe('Renamed Group');
    const response = await signIn(`kept@${org.domain}`, `kept-${org.id}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a domain held by another organisation and changes nothing', async () => {
    const first = await configureOrganisation();
    const before = await t.db.databases.core.selectFrom('sso_providers').select('id').execute();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sso-providers',
      headers: admin,
      payload: { ...first.body, organisation: 'Someone Else', emailDomains: [first.domain] },
    });
    expect(response.json()).toMatchObject({ httpStatus: 409, clientType: 'CONFLICT' });
    expect(await t.db.databases.core.selectFrom('sso_providers').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('refuses an http issuer off loopback, a new provider without secret, and customers', async () => {
    const org = await configureOrganisation();
    const badIssuer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sso-providers',
      headers: admin,
      payload: {
        ...org.body,
        organisation: 'Plain HTTP',
        emailDomains: ['plain.example'],
        issuerUrl: 'http://idp.example',
      },
    });
    expect(badIssuer.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    const { clientSecret: _omitted, ...withoutSecret } = org.body;
    const noSecret = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/sso-providers',
      headers: admin,
      payload: { ...withoutSecret, organisation: 'No Secret', emailDomains: ['nosecret.example'] },
    });
    expect(noSecret.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    const customer = (await loginAs(t, await createUser(t))).headers;
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/sso-providers',
      headers: customer,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('login page discovery', () => {
  it("names a configured domain's organisation and says nothing of other domains", async () => {
    const org = await configureOrganisation({ ssoRequired: true });
    const known = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sso/discover?email=ada@${org.domain}`,
    });
    expect(known.json().data).toEqual({ sso: true, displayName: org.body.displayName, required: true });
    for (const email of ['ada@unknown-domain.example', 'not-an-email']) {
      const unknown = await t.app.inject({ method: 'GET', url: `/api/v1/auth/sso/discover?email=${email}` });
      expect(unknown.json().data).toEqual({ sso: false });
    }
  });
});

describe('sign-in', () => {
  it('creates the user under the organisation at first sign-in, then maps the subject, one session at a time', async () => {
    const org = await configureOrganisation();
    const email = `ada@${org.domain}`;
    const first = await signIn(email, `subject-ada-${org.id}`);
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json().data;
    expect(session.user.email).toBe(email);
    expect(session.scopes).toEqual(expect.arrayContaining(['company', 'contact']));
    const user = await userByEmail(email);
    expect(user?.organisation).toBe(org.organisation);
    expect(user?.email_verified_at).not.toBeNull();
    expect((await me(session.token)).statusCode).toBe(200);

    // Same subject with a changed address at the provider: the same account, the old session ended.
    const again = await signIn(email, `subject-ada-${org.id}`, `ada.lovelace@${org.domain}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.user.id).toBe(user?.id);
    expect((await me(session.token)).json()).toMatchObject({
      httpStatus: 400,
      clientType: 'USER_ALREADY_LOGGED',
    });
    expect((await me(again.json().data.token)).statusCode).toBe(200);
  });

  it('never signs in to an account by its e-mail alone: another subject with the same address is refused', async () => {
    const org = await configureOrganisation();
    const email = `grace@${org.domain}`;
    expect((await signIn(email, `grace-${org.id}`)).statusCode).toBe(200);
    const user = await userByEmail(email);
    const sessionsBefore = await liveSessions(user?.id ?? 0);
    const impostor = await signIn(email, `someone-else-${org.id}`);
    expect(impostor.statusCode).toBe(409);
    expect(await liveSessions(user?.id ?? 0)).toBe(sessionsBefore);

    // A password account of the same address outside the organisation is not taken over either.
    const other = await configureOrganisation();
    const outsider = await createUser(t, { email: `outsider@${other.domain}` });
    const taken = await signIn(outsider.email, `outsider-${other.id}`);
    expect(taken.json()).toMatchObject({ httpStatus: 409, clientType: 'SSO_ACCOUNT_EXISTS' });
  });

  it('refuses a callback with a wrong state, from another browser, or replayed', async () => {
    const org = await configureOrganisation();
    const email = `state@${org.domain}`;
    const { authorizationUrl, browserKey } = await startSignIn(email);
    const back = new URL(
      await signInAtProvider(authorizationUrl, { subject: `state-${org.id}`, email }, REDIRECT_URI),
    );

    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged.search, browserKey)).json()).toMatchObject({
      httpStatus: 401,
      clientType: 'SSO_FAILED',
    });

    const otherBrowser = await callback(back.search, 'another-browser-key');
    expect(otherBrowser.json()).toMatchObject({ httpStatus: 401, clientType: 'SSO_FAILED' });
    // The failed attempt spent the sign-in: even the right browser must start again.
    expect((await callback(back.search, browserKey)).json()).toMatchObject({ clientType: 'SSO_FAILED' });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses an ID token whose nonce is not the sign-in's", async () => {
    const org = await configureOrganisation();
    const email = `nonce@${org.domain}`;
    const { authorizationUrl, browserKey } = await startSignIn(email);
    const back = new URL(
      await signInAtProvider(authorizationUrl, { subject: `nonce-${org.id}`, email }, REDIRECT_URI),
    );
    await t.db.databases.core
      .updateTable('sso_logins')
      .set({ nonce: 'another-nonce' })
      .where('used_at', 'is', null)
      .execute();
    expect((await callback(back.search, browserKey)).json()).toMatchObject({
      httpStatus: 401,
      clientType: 'SSO_FAILED',
    });
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses an expired ID token', async () => {
    const org = await configureOrganisation();
    const email = `expired@${org.domain}`;
    const { authorizationUrl, browserKey } = await startSignIn(email);
    const back = new URL(
      await signInAtProvider(authorizationUrl, { subject: `expired-${org.id}`, email }, REDIRECT_URI),
    );
    // The provider's clock two hours behind: the token it mints now expired an hour ago.
    await idp.setClockOffset(-2 * 3600);
    try {
      expect((await callback(back.search, browserKey)).json()).toMatchObject({
        httpStatus: 401,
        clientType: 'SSO_FAILED',
      });
    } finally {
      await idp.setClockOffset(0);
    }
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses an unknown domain, and an address the provider vouches for outside its domains', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso/start',
      headers: { 'x-tenant': 'italy' },
      payload: { email: 'ada@unknown-domain.example' },
    });
    expect(unknown.json()).toMatchObject({ httpStatus: 403, clientType: 'SSO_NOT_AVAILABLE' });
    const org = await configureOrganisation();
    const outside = await signIn(`ada@${org.domain}`, `outside-${org.id}`, 'ada@elsewhere.example');
    expect(outside.json()).toMatchObject({ httpStatus: 403, clientType: 'SSO_NOT_AVAILABLE' });
    expect(await userByEmail('ada@elsewhere.example')).toBeUndefined();
  });

  it('refuses a disabled organisation, also for a sign-in started before it was disabled', async () => {
    const org = await configureOrganisation();
    const email = `late@${org.domain}`;
    const { authorizationUrl, browserKey } = await startSignIn(email);
    const back = new URL(
      await signInAtProvider(authorizationUrl, { subject: `late-${org.id}`, email }, REDIRECT_URI),
    );
    const { clientSecret: _omitted, ...settings } = org.body;
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/sso-providers/${org.id}`,
      headers: admin,
      payload: { ...settings, active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await callback(back.search, browserKey)).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'SSO_NOT_AVAILABLE',
    });
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sso/start',
      headers: { 'x-tenant': 'italy' },
      payload: { email },
    });
    expect(start.json()).toMatchObject({ httpStatus: 403, clientType: 'SSO_NOT_AVAILABLE' });
    const discover = await t.app.inject({ method: 'GET', url: `/api/v1/auth/sso/discover?email=${email}` });
    expect(discover.json().data).toEqual({ sso: false });
  });

  it('gives no new session to a user removed from the organisation or disabled', async () => {
    const org = await configureOrganisation();
    const email = `leaver@${org.domain}`;
    const subject = `leaver-${org.id}`;
    const first = await signIn(email, subject);
    expect(first.statusCode).toBe(200);
    const user = await userByEmail(email);
    const core = t.db.databases.core;
    await core.updateTable('users').set({ organisation: null }).where('email', '=', email).execute();
    await core
      .updateTable('sessions')
      .set({ revoked_at: new Date(), revoked_reason: 'logout' })
      .where('user_id', '=', user?.id ?? 0)
      .execute();
    const removed = await signIn(email, subject);
    expect(removed.json()).toMatchObject({ httpStatus: 403, clientType: 'SSO_NOT_MEMBER' });
    expect(await liveSessions(user?.id ?? 0)).toBe(0);

    await core
      .updateTable('users')
      .set({ organisation: org.organisation, active: false })
      .where('email', '=', email)
      .execute();
    expect((await signIn(email, subject)).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'USER_DISABLED',
    });
    expect(await liveSessions(user?.id ?? 0)).toBe(0);
  });
});

describe('SSO required', () => {
  const passwordLogin = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant': 'italy' },
      payload: { email, password: TEST_PASSWORD },
    });

  it("refuses password sign-in for the organisation's domain, but not to admins nor other organisations", async () => {
    const required = await configureOrganisation({ ssoRequired: true });
    const optional = await configureOrganisation({ ssoRequired: false });
    const customer = await createUser(t, { email: `pw@${required.domain}` });
    expect((await passwordLogin(customer.email)).json()).toMatchObject({
      httpStatus: 403,
      clientType: 'SSO_REQUIRED',
    });
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-tenant': 'italy' },
      payload: { email: customer.email, password: 'not-the-password-1' },
    });
    expect(wrongPassword.json()).toMatchObject({ clientType: 'WRONG_CREDENTIALS' });

    const adminOfDomain = await createUser(t, { email: `admin@${required.domain}`, group: 'ADMIN' });
    expect((await passwordLogin(adminOfDomain.email)).statusCode).toBe(200);
    const optionalUser = await createUser(t, { email: `pw@${optional.domain}` });
    expect((await passwordLogin(optionalUser.email)).statusCode).toBe(200);
  });

  it('never lets an admin in through single sign-on', async () => {
    const org = await configureOrganisation();
    const adminUser = await createUser(t, {
      email: `boss@${org.domain}`,
      group: 'ADMIN',
      organisation: org.organisation,
    });
    const response = await signIn(adminUser.email, `boss-${org.id}`);
    expect(response.statusCode).toBe(409);
    expect(await liveSessions(adminUser.id)).toBe(0);
  });
});
