import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from './users.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, tenant = 'italy') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'x-tenant': tenant },
    payload: { email, password: DEMO_PASSWORD },
  });

describe('seedDemoAccounts', () => {
  it('is idempotent and prints one line per account', async () => {
    const first = await seedDemoAccounts(t.db.databases);
    const second = await seedDemoAccounts(t.db.databases);
    expect(second).toEqual(first);
    expect(first).toHaveLength(6);
    expect(first[0]).toMatch(/^superadmin@adatlas\.test .*SUPER-ADMIN.*AdAtlas-demo-2026$/);
    const counts = await t.db.databases.core
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(counts.count)).toBe(6);
  });

  it('gives each demo account the access the contract describes', async () => {
    const pro = (await login('pro@adatlas.test', 'uk')).json().data;
    expect(pro.scopes).toContain('favourites');
    expect(pro.licence.tenants).toHaveLength(7);
    expect(pro.licence.tenants[0].plugins.map((plugin: { name: string }) => plugin.name)).toEqual([
      'ExportCompaniesV2',
      'ExportContacts',
      'Credits',
      'MailerExport',
    ]);
    const trial = (await login('trial@adatlas.test')).json().data;
    expect(trial.user.tags).toEqual(['registration_flow']);
    expect((await login('trial@adatlas.test', 'france')).json().clientType).toBe('NO_RIGHTS_TO_TENANT');
    expect((await login('expired@adatlas.test')).json().clientType).toBe('LICENCE_EXPIRED');
    expect((await login('basic@adatlas.test')).json().data.scopes).toEqual(['company']);
    expect((await login('admin@adatlas.test', 'portugal')).json().data.user.group).toBe('ADMIN');
    expect((await login('superadmin@adatlas.test')).json().data.user.group).toBe('SUPER-ADMIN');
  });
});
