import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createCompany } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await createCompany(t.db.databases.tenant('italy'), { name: 'Barilla' })).id;
  const scopes = ['emailAlerts'];
  owner = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes } } }))).headers;
  other = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes } } }))).headers;
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });

describe('settings', () => {
  it('follows a company, changes the events, and unfollows', async () => {
    const follow = await call('PUT', '/settings', owner, {
      key: 'email-alerts.company',
      entityType: 'company',
      entityId: companyId,
      data: { events: { new_pitch: true, new_contact: true, contact_change: false } },
    });
    const setting = follow.json().data;
    expect(setting).toMatchObject({
      entityId: companyId,
      data: { events: { new_pitch: true, new_contact: true } },
    });
    expect(setting.data.events).not.toHaveProperty('contact_change');

    const patched = await call('PATCH', `/settings/${setting.id}`, owner, {
      data: { events: { new_creativity: true } },
    });
    expect(patched.json().data.data).toEqual({ events: { new_creativity: true } });
    const found = await call(
      'GET',
      `/settings?key=email-alerts.company&entityType=company&entityId=${companyId}`,
      owner,
    );
    expect(found.json().data.map((row: { id: number }) => row.id)).toEqual([setting.id]);

    expect((await call('DELETE', `/settings/${setting.id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/settings?key=email-alerts.company', owner)).json().data).toEqual([]);
  });

  it('replaces the general preferences on a second PUT (one row per key)', async () => {
    await call('PUT', '/settings', owner, {
      key: 'email-alerts.general.frequency',
      data: { value: 'daily' },
    });
    await call('PUT', '/settings', owner, {
      key: 'email-alerts.general.frequency',
      data: { value: 'weekly' },
    });
    const rows = (await call('GET', '/settings?key=email-alerts.general.frequency', owner)).json().data;
    expect(rows.map((row: { data: unknown }) => row.data)).toEqual([{ value: 'weekly' }]);
  });

  it('refuses unknown events, keys, bad data and missing companies, storing nothing', async () => {
    for (const body of [
      {
        key: 'email-alerts.company',
        entityType: 'company',
        entityId: companyId,
        data: { events: { bogus: true } },
      },
      { key: 'email-alerts.general.frequency', data: { value: 'hourly' } },
      { key: 'something.else', data: {} },
      { key: 'email-alerts.company', entityType: 'company', data: { events: {} } },
    ]) {
      const response = await call('PUT', '/settings', other, body);
      expect([response.statusCode, response.json().clientType]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const missing = await call('PUT', '/settings', other, {
      key: 'email-alerts.company',
      entityType: 'company',
      entityId: 999_999,
      data: { events: { new_pitch: true } },
    });
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/settings', other)).json().data).toEqual([]);
  });

  it("answers 404 for another user's setting and leaves it unchanged", async () => {
    const mine = (
      await call('PUT', '/settings', owner, { key: 'email-alerts.general.enabled', data: { value: false } })
    ).json().data;
    expect((await call('PATCH', `/settings/${mine.id}`, other, { data: { value: true } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/settings/${mine.id}`, other)).statusCode).toBe(404);
    const after = (await call('GET', '/settings?key=email-alerts.general.enabled', owner)).json().data;
    expect(after.map((row: { data: unknown }) => row.data)).toEqual([{ value: false }]);
  });

  it('needs the emailAlerts scope', async () => {
    const headers = (await loginAs(t, await createUser(t, { tenants: { italy: { scopes: ['company'] } } })))
      .headers;
    expect((await call('GET', '/settings', headers)).json().clientType).toBe('FORBIDDEN_ERROR');
  });
});
