import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn, TEST_PASSWORD } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AUTH_MAIL_TEXTS } from '../auth/auth.texts.ts';

let t: TestApp;
let admin: SignedIn;
let superAdmin: SignedIn;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
  superAdmin = await loginAs(t, await createUser(t, { group: 'SUPER-ADMIN' }));
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: SignedIn['headers'], payload?: object) =>
  t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

const auditRows = (entity: string, entityId: number) =>
  t.db.databases.core
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();

describe('customers', () => {
  it('searches by e-mail and group', async () => {
    const user = await createUser(t, { email: 'findme.customer@example.test' });
    const page = (await call('GET', '/admin/users?q=findme&group=CUSTOMER', admin.headers)).json();
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([user.id]);
    expect(page.data[0].tenants[0].tenant).toBe('italy');
  });

  it('creates a customer, mails a reset link, and refuses an ADMIN creating an admin', async () => {
    const created = await call('POST', '/admin/users', admin.headers, {
      email: 'New.Client@Example.test',
      name: 'Nina',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ email: 'new.client@example.test', group: 'CUSTOMER' });
    const mail = await t.db.databases.core
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('to_address', '=', 'new.client@example.test')
      .execute();
    expect(mail).toHaveLength(1);
    expect(
      (await call('POST', '/admin/users', admin.headers, { email: 'x@example.test', group: 'ADMIN' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/admin/users', superAdmin.headers, { email: 'a2@example.test', group: 'ADMIN' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/admin/users', admin.headers, { email: 'new.client@example.test' })).json()
        .clientType,
    ).toBe('USERNAME_TAKEN');
  });

  it('writes the welcome mail in the language the admin picked, and returns and changes that language', async () => {
    const created = await call('POST', '/admin/users', admin.headers, {
      email: 'nouveau.client@example.test',
      language: 'fr',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.language).toBe('fr');
    const subjects = async (to: string) =>
      (
        await t.db.databases.core
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', to)
          .execute()
      ).map((row) => row.subject);
    expect(await subjects('nouveau.client@example.test')).toEqual([AUTH_MAIL_TEXTS.fr.resetPassword.subject]);

    const unknown = await call('POST', '/admin/users', admin.headers, { email: 'no.language@example.test' });
    expect(unknown.json().data.language).toBeNull();
    expect(await subjects('no.language@example.test')).toEqual([AUTH_MAIL_TEXTS.en.resetPassword.subject]);

    const id = created.json().data.id as number;
    const patched = await call('PATCH', `/admin/users/${id}`, admin.headers, { language: 'es' });
    expect(patched.json().data.language).toBe('es');
    for (const language of ['de', 'FR', null]) {
      const refused = await call('POST', '/admin/users', admin.headers, {
        email: 'x.lang@example.test',
        language,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().clientType).toBe('VALIDATION_ERROR');
      expect((await call('PATCH', `/admin/users/${id}`, admin.headers, { language })).statusCode).toBe(400);
    }
    expect(await subjects('x.lang@example.test')).toEqual([]);
    const row = await t.db.databases.core
      .selectFrom('users')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.language).toBe('es');
  });

  it('lets only a super admin change a group', async () => {
    const user = await createUser(t);
    expect(
      (await call('PATCH', `/admin/users/${user.id}`, admin.headers, { group: 'ADMIN' })).statusCode,
    ).toBe(403);
    expect((await call('GET', `/admin/user/${user.id}`, admin.headers)).json().data.group).toBe('CUSTOMER');
    const promoted = await call('PATCH', `/admin/users/${user.id}`, superAdmin.headers, { group: 'ADMIN' });
    expect(promoted.json().data.group).toBe('ADMIN');
    // Now an admin: an ADMIN may not touch it any more.
    expect((await call('PATCH', `/admin/users/${user.id}`, admin.headers, { name: 'X' })).statusCode).toBe(
      403,
    );
  });

  it('refuses an administrator disabling or demoting their own account, and changes nothing', async () => {
    const self = await createUser(t, { group: 'SUPER-ADMIN' });
    const signedIn = await loginAs(t, self);
    for (const patch of [{ active: false }, { group: 'ADMIN' }]) {
      const refused = await call('PATCH', `/admin/users/${self.id}`, signedIn.headers, patch);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().clientType).toBe('VALIDATION_ERROR');
    }
    const after = (await call('GET', `/admin/user/${self.id}`, signedIn.headers)).json().data;
    expect({ group: after.group, active: after.active }).toEqual({ group: 'SUPER-ADMIN', active: true });
    // Their own name is theirs to change.
    expect(
      (await call('PATCH', `/admin/users/${self.id}`, signedIn.headers, { name: 'Self' })).statusCode,
    ).toBe(200);
  });

  it('disabling a user ends their session, and is audited', async () => {
    const user = await createUser(t);
    const session = await loginAs(t, user);
    expect((await call('GET', '/user/me', session.headers)).statusCode).toBe(200);
    const patched = await call('PATCH', `/admin/users/${user.id}`, admin.headers, {
      active: false,
      extraCompanyCredits: 5,
    });
    expect(patched.json().data).toMatchObject({ active: false, extraCompanyCredits: 5 });
    expect((await call('GET', '/user/me', session.headers)).statusCode).toBe(401);
    const audit = await auditRows('users', user.id);
    expect(audit.map((row) => row.action)).toEqual(['update']);
    expect(audit[0]?.before).toMatchObject({ active: true });
  });
});

describe('licence editor', () => {
  it('validates scopes against the known list', async () => {
    const user = await createUser(t);
    const response = await call('PUT', `/admin/users/${user.id}/licence/italy`, admin.headers, {
      expiresAt: new Date(Date.now() + DAY).toISOString(),
      scopes: ['company', 'notAScope'],
    });
    expect(response.json().clientType).toBe('VALIDATION_ERROR');
  });

  it('removing a scope answers 403 on the next call that needs it', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company', 'contact'] } } });
    const session = await loginAs(t, user);
    const search = () => call('POST', '/frontend/company', session.headers, {});
    expect((await search()).statusCode).toBe(200);
    const put = await call('PUT', `/admin/users/${user.id}/licence/italy`, admin.headers, {
      expiresAt: new Date(Date.now() + 30 * DAY).toISOString(),
      scopes: ['contact'],
      profiles: ['hr_database'],
      plugins: [
        {
          name: 'ExportCompaniesV2',
          period: 1,
          periodStartDateTime: '2025-01-01T00:00:00Z',
          companyLimit: 100,
          contactLimit: null,
          exportedCount: 3,
        },
      ],
    });
    expect(put.statusCode).toBe(200);
    const entry = put.json().data.licence.tenants[0];
    expect(entry).toMatchObject({ tenant: 'italy', scopes: ['contact'], profiles: ['hr_database'] });
    expect(entry.plugins[0].data).toMatchObject({ companyLimit: 100, exportedCount: 3, period: 1 });
    const denied = await search();
    expect(denied.statusCode).toBe(403);
    expect(denied.json().clientType).toBe('FORBIDDEN_ERROR');
    expect((await auditRows('licence', user.id)).map((row) => row.action)).toEqual(['put']);
  });

  it('an expired tenant makes the login to it answer NO_RIGHTS_TO_TENANT; DELETE removes the tenant', async () => {
    const user = await createUser(t, {
      tenants: {
        italy: { scopes: ['company'] },
        france: { scopes: ['company'] },
        spain: { scopes: ['company'] },
      },
    });
    const login = (tenant: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'x-tenant': tenant },
        payload: { email: user.email, password: TEST_PASSWORD },
      });
    expect((await login('italy')).statusCode).toBe(200);
    await call('PUT', `/admin/users/${user.id}/licence/italy`, admin.headers, {
      expiresAt: new Date(Date.now() - DAY).toISOString(),
      scopes: ['company'],
    });
    expect((await login('italy')).json().clientType).toBe('NO_RIGHTS_TO_TENANT');
    const removed = await call('DELETE', `/admin/users/${user.id}/licence/france`, admin.headers);
    expect(removed.json().data.licence.tenants.map((entry: { tenant: string }) => entry.tenant)).toEqual([
      'italy',
      'spain',
    ]);
    expect((await login('france')).json().clientType).toBe('NO_RIGHTS_TO_TENANT');
    expect((await call('DELETE', `/admin/users/${user.id}/licence/france`, admin.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('see as this user', () => {
  it('gives a read-only session that reads, refuses writes, leaves the user signed in, and is audited', async () => {
    const user = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
    const own = await loginAs(t, user);
    const response = await call('POST', `/admin/users/${user.id}/impersonate`, admin.headers);
    expect(response.statusCode).toBe(201);
    const { token, readOnly } = response.json().data;
    expect(readOnly).toBe(true);
    const headers = { authorization: `Bearer ${token}`, 'x-tenant': 'italy' as const };
    expect((await call('GET', '/user/me', headers)).json().data.id).toBe(user.id);
    expect((await call('POST', '/frontend/company', headers, {})).statusCode).toBe(200);
    const write = await call('PATCH', '/user/me', headers, { name: 'Hacked' });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', '/user/me', own.headers)).json().data.name).not.toBe('Hacked');
    expect((await auditRows('users', user.id)).map((row) => row.action)).toEqual(['impersonate']);
  });

  it('refuses to impersonate an admin', async () => {
    const other = await createUser(t, { group: 'ADMIN' });
    expect((await call('POST', `/admin/users/${other.id}/impersonate`, admin.headers)).statusCode).toBe(403);
  });

  it('lets only administrators see as a customer, and nobody see as an administrator', async () => {
    const target = await createUser(t);
    const customer = await loginAs(t, await createUser(t));
    const asCustomer = await call('POST', `/admin/users/${target.id}/impersonate`, customer.headers);
    expect([asCustomer.statusCode, asCustomer.json().clientType]).toEqual([403, 'FORBIDDEN_ERROR']);
    const superTarget = await createUser(t, { group: 'SUPER-ADMIN' });
    for (const caller of [admin, superAdmin]) {
      const refused = await call('POST', `/admin/users/${superTarget.id}/impersonate`, caller.headers);
      expect(refused.statusCode).toBe(403);
    }
    expect(
      (
        await call(
          'POST',
          `/admin/users/${(await createUser(t, { group: 'ADMIN' })).id}/impersonate`,
          superAdmin.headers,
        )
      ).statusCode,
    ).toBe(403);
    const sessions = await t.db.databases.core
      .selectFrom('sessions')
      .select('id')
      .where('user_id', 'in', [target.id, superTarget.id])
      .execute();
    expect(sessions).toEqual([]);
    expect(await auditRows('users', target.id)).toEqual([]);
  });

  it('audits who saw as whom, in which country, until when', async () => {
    const user = await createUser(t, { tenants: { france: { scopes: ['company'] } } });
    const actor = await createUser(t, { group: 'SUPER-ADMIN' });
    const response = await call(
      'POST',
      `/admin/users/${user.id}/impersonate`,
      (await loginAs(t, actor, 'france')).headers,
    );
    expect(response.statusCode).toBe(201);
    const [entry] = await t.db.databases.core
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'actor_email', 'tenant', 'after'])
      .where('entity', '=', 'users')
      .where('entity_id', '=', String(user.id))
      .execute();
    expect(entry).toMatchObject({
      action: 'impersonate',
      actor_id: actor.id,
      actor_email: actor.email,
      tenant: 'france',
      after: { expiresAt: response.json().data.expiresAt, readOnly: true },
    });
  });
});
