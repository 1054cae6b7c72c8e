import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createSecretBox } from '../../platform/auth/secret-box.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/user/me', () => {
  it('answers the user with licence, defaults and no secrets', async () => {
    const user = await createUser(t, {
      tenants: { italy: { scopes: ['company'] }, uk: { scopes: ['contact'] } },
    });
    await t.db.databases.core
      .insertInto('licence_plugins')
      .values({
        user_id: user.id,
        tenant_id: 'italy',
        name: 'ExportCompaniesV2',
        period: 1,
        company_limit: 500,
      })
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/me',
      headers: (await loginAs(t, user)).headers,
    });
    expect(response.statusCode).toBe(200);
    const me = response.json().data;
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      group: 'CUSTOMER',
      context: 'CUSTOMER',
      emailVerified: true,
      profile: { birthDate: null, telephone: null },
      billingInfo: null,
      mailerIntegration: null,
      weeklyUpdateEmailSettings: { enabled: false, sections: { pitches: true, acquisitions: true } },
    });
    expect(me.licence.tenants).toHaveLength(2);
    expect(me.licence.tenants[0].plugins).toEqual([
      {
        name: 'ExportCompaniesV2',
        data: {
          period: 1,
          periodStartDateTime: null,
          companyLimit: 500,
          contactLimit: null,
          exportedCount: 0,
          requestLimit: null,
          requestsPerMinute: null,
        },
      },
    ]);
    expect(JSON.stringify(me)).not.toContain('password_hash');
  });
});

describe('PATCH /api/v1/user/me', () => {
  it('cannot drop the registration-flow tag, so the plan and payment steps cannot be skipped', async () => {
    const user = await createUser(t, { tags: ['registration_flow'] });
    const { headers } = await loginAs(t, user);
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/me',
      headers,
      payload: { tags: ['regFlow_confirmed_trial'] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.tags).toEqual(['registration_flow', 'regFlow_confirmed_trial']);
  });

  it('saves profile, billing, communications, tags and an encrypted mailer password', async () => {
    const user = await createUser(t);
    const { headers } = await loginAs(t, user);
    const payload = {
      name: 'Ada',
      surname: 'Lovelace',
      profile: { birthDate: '1990-12-10', telephone: '+39 02 1234' },
      billingInfo: {
        firstName: 'Ada',
        isCompany: true,
        companyName: 'Engines srl',
        address: { city: 'Milano' },
      },
      weeklyUpdateEmailSettings: {
        enabled: true,
        sections: {
          pitches: true,
          creas: false,
          appointments: true,
          companies: true,
          investmentRounds: false,
          acquisitions: true,
        },
      },
      mailerIntegration: { username: 'ada', password: 'mailer-secret' },
      tags: ['registration_flow', 'regFlow_confirmed_trial'],
    };
    const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/me', headers, payload });
    expect(response.statusCode).toBe(200);
    const me = response.json().data;
    expect(me).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      profile: payload.profile,
      billingInfo: payload.billingInfo,
      weeklyUpdateEmailSettings: payload.weeklyUpdateEmailSettings,
      mailerIntegration: { username: 'ada', hasPassword: true },
      // registration_flow is the system's: a user cannot set it (nor clear it, below).
      tags: ['regFlow_confirmed_trial'],
    });
    const row = await t.db.databases.core
      .selectFrom('users')
      .select('mailer_password_enc')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.mailer_password_enc).not.toContain('mailer-secret');
    expect(createSecretBox(undefined).open(row.mailer_password_enc ?? '')).toBe('mailer-secret');
  });

  it('refuses bad input and changes nothing', async () => {
    const user = await createUser(t);
    const { headers } = await loginAs(t, user);
    for (const payload of [
      { group: 'ADMIN' },
      { name: '' },
      { profile: { birthDate: '10/12/1990', telephone: null } },
      // 'Insert a valid username' / 'Insert a valid password' (spec access §5).
      { mailerIntegration: { username: 'ada lovelace', password: 'mailer-secret' } },
      { mailerIntegration: { username: 'ada', password: '    ' } },
      { mailerIntegration: { username: 'ada', password: 'mailer\nsecret' } },
    ]) {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/me', headers, payload });
      expect(response.json()).toMatchObject({ httpStatus: 400, clientType: 'VALIDATION_ERROR' });
    }
    const row = await t.db.databases.core
      .selectFrom('users')
      .select(['user_group', 'name', 'profile', 'mailer_username'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ user_group: 'CUSTOMER', name: null, profile: {}, mailer_username: null });
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/v1/user/me', payload: { name: 'X' } });
    expect(response.json()).toMatchObject({ httpStatus: 401, clientType: 'UNAUTHORIZED_ERROR' });
  });
});
