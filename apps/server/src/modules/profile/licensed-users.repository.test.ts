import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { findLicensedUsers } from './users.repository.ts';

let t: TestApp;
const now = new Date();
const dayAgo = new Date(now.getTime() - 86_400_000);
let live: TestUser;
let disabled: TestUser;
let expired: TestUser;
let elsewhere: TestUser;
let editor: TestUser;
let withApi: TestUser;
let weekly: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  live = await createUser(t, { tenants: { italy: { scopes: ['company'] } } });
  disabled = await createUser(t, { active: false, tenants: { italy: { scopes: ['company'] } } });
  expired = await createUser(t, { tenants: { italy: { scopes: ['company'], expiresAt: dayAgo } } });
  elsewhere = await createUser(t, { tenants: { france: { scopes: ['company'] } } });
  editor = await createUser(t, { group: 'ADMIN', tenants: { italy: { scopes: [] } } });
  withApi = await createUser(t, { tenants: { italy: { scopes: ['company'] }, france: { scopes: [] } } });
  weekly = await createUser(t, { tenants: { italy: { scopes: ['weeklyUpdateEmail'] } } });
  const core = t.db.databases.core;
  // The Api plugin in france only must not count for italy.
  await core
    .insertInto('licence_plugins')
    .values([
      { user_id: withApi.id, tenant_id: 'italy', name: LICENCE_PLUGINS.api },
      { user_id: live.id, tenant_id: 'france', name: LICENCE_PLUGINS.api },
      { user_id: editor.id, tenant_id: 'italy', name: LICENCE_PLUGINS.api },
    ])
    .execute();
  await core
    .updateTable('users')
    .set({ weekly_update_settings: { enabled: true } })
    .where('id', '=', weekly.id)
    .execute();
});
afterAll(async () => {
  await t.close();
});

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe('findLicensedUsers, the audience of every mail and webhook job', () => {
  it('keeps active accounts with a live licence entry in the tenant, with its scopes', async () => {
    const rows = await findLicensedUsers(t.db.databases.core, {
      tenant: 'italy',
      now,
      userIds: [live.id, disabled.id, expired.id, elsewhere.id, editor.id],
    });
    expect(ids(rows)).toEqual([live.id, editor.id]);
    expect(rows[0]).toMatchObject({ email: live.email, scopes: ['company'] });
  });

  it('answers nobody for an empty list of accounts, and everybody licensed when none is given', async () => {
    expect(await findLicensedUsers(t.db.databases.core, { tenant: 'italy', now, userIds: [] })).toEqual([]);
    const all = ids(await findLicensedUsers(t.db.databases.core, { tenant: 'italy', now }));
    expect(all).toEqual(expect.arrayContaining([live.id, editor.id, withApi.id, weekly.id]));
    expect(all).not.toContain(disabled.id);
    expect(all).not.toContain(expired.id);
    expect(all).not.toContain(elsewhere.id);
  });

  it('narrows to the customers whose entry in this tenant carries a plugin', async () => {
    const rows = await findLicensedUsers(t.db.databases.core, {
      tenant: 'italy',
      now,
      plugin: LICENCE_PLUGINS.api,
      customersOnly: true,
    });
    expect(ids(rows)).toEqual([withApi.id]);
  });

  it('narrows to the accounts whose weekly update is switched on', async () => {
    const rows = await findLicensedUsers(t.db.databases.core, { tenant: 'italy', now, weeklyUpdateOn: true });
    expect(ids(rows)).toEqual([weekly.id]);
  });
});
