import { AUDIT_PAGE_SIZE } from '@adatlas/domain/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type SignedIn } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertAuditEntry } from './audit.repository.ts';

let t: TestApp;
let admin: SignedIn;
let superAdmin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, await createUser(t, { group: 'ADMIN' }));
  superAdmin = await loginAs(t, await createUser(t, { group: 'SUPER-ADMIN' }));
});
afterAll(() => t.close());

const get = (url: string, headers: SignedIn['headers']) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

interface Entry {
  id: number;
  at: string;
  actorEmail: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

describe('GET /admin/audit', () => {
  it("shows a super admin a user's edit, with who, before and after", async () => {
    const customer = await createUser(t, { name: 'Paola', surname: 'Rossi' });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/users/${customer.id}`,
      headers: superAdmin.headers,
      payload: { name: 'Paolina', extraCompanyCredits: 120 },
    });
    expect(edited.statusCode).toBe(200);

    const response = await get(`/admin/audit?entity=users&entityId=${customer.id}`, superAdmin.headers);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: Entry[]; pageInfo: object };
    expect(page.pageInfo).toEqual({ currentPage: 1, totalPages: 1, totalResults: 1 });
    expect(page.data[0]).toMatchObject({
      entity: 'users',
      entityId: String(customer.id),
      action: 'update',
      // The credits' old value too, so the log can say what a grant changed.
      before: { name: 'Paola', surname: 'Rossi', extraCompanyCredits: 0 },
      after: { name: 'Paolina', extraCompanyCredits: 120 },
    });
    expect(page.data[0]?.actorEmail).toMatch(/@example\.test$/);
  });

  it('pages the trail newest first, and filters by entity', async () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));
    const total = AUDIT_PAGE_SIZE + 5;
    for (let index = 0; index < total; index += 1) {
      await insertAuditEntry(t.db.databases.core, {
        actorId: null,
        actorEmail: null,
        at: at(index),
        tenant: 'italy',
        entity: 'paging_probe',
        entityId: index,
        action: 'update',
        before: { value: index },
        after: { value: index + 1 },
      });
    }
    const first = (await get('/admin/audit?entity=paging_probe', superAdmin.headers)).json() as {
      data: Entry[];
      pageInfo: { totalPages: number; totalResults: number };
    };
    expect(first.pageInfo).toMatchObject({ totalPages: 2, totalResults: total });
    expect(first.data).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.data[0]?.entityId).toBe(String(total - 1));
    const times = first.data.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const second = (await get('/admin/audit?entity=paging_probe&page=2', superAdmin.headers)).json() as {
      data: Entry[];
    };
    expect(second.data.map((entry) => entry.entityId)).toEqual(['4', '3', '2', '1', '0']);
    expect(second.data.every((entry) => entry.entity === 'paging_probe')).toBe(true);
  });

  it('refuses a bad page, and anyone but a super admin', async () => {
    expect((await get('/admin/audit?page=0', superAdmin.headers)).json().clientType).toBe('VALIDATION_ERROR');
    expect((await get('/admin/audit', admin.headers)).statusCode).toBe(403);
    const customer = await loginAs(t, await createUser(t));
    expect((await get('/admin/audit', customer.headers)).statusCode).toBe(403);
    expect((await get('/admin/audit', { 'x-tenant': 'italy' } as SignedIn['headers'])).statusCode).toBe(401);
  });
});
