import { describe, expect, it } from 'vitest';
import { ADMIN_QUERY_KEY } from '../../shared/api/adminMutation.ts';
import { customersQueries } from '../admin-customers/index.ts';
import { importQueries } from '../admin-import/index.ts';
import { plansQueries } from '../admin-plans/index.ts';
import { recordsQueries } from '../admin-records/index.ts';
import { referenceListsQueries } from '../admin-reference-lists/index.ts';
import { tenantsQueries } from '../admin-tenants/index.ts';
import { usageQueries } from '../admin-usage/index.ts';
import { auditQueries } from '../audit/index.ts';
import { feedsQueries } from '../feeds/index.ts';
import { loginThrottlesQueries } from '../login-throttles/index.ts';

// The back office's server state is split across its sub-features; the keys stay those the cache
// always had, all under ADMIN_QUERY_KEY, so one admin change still refreshes every panel.
describe('back-office query keys', () => {
  it('are the keys the cache always had', () => {
    const keys = [
      customersQueries.users({ page: 1 }).queryKey,
      customersQueries.user(7).queryKey,
      usageQueries.usage(7, 'it').queryKey,
      usageQueries.apiKeys(7).queryKey,
      tenantsQueries.tenants().queryKey,
      referenceListsQueries.tree('categories' as never).queryKey,
      referenceListsQueries.flat('roles').queryKey,
      referenceListsQueries.flatLists().queryKey,
      plansQueries.plans().queryKey,
      feedsQueries.feeds().queryKey,
      recordsQueries.lookup('companies' as never, { q: 'a' }).queryKey,
      recordsQueries.records('contacts', { page: 1 }).queryKey,
      recordsQueries.record('contacts', 3).queryKey,
      auditQueries.audit({ page: 1 } as never).queryKey,
      loginThrottlesQueries.loginThrottles().queryKey,
      importQueries.importJob(5).queryKey,
    ];
    expect(keys).toEqual([
      ['admin', 'users', { page: 1 }],
      ['admin', 'user', 7],
      ['admin', 'usage', 7, 'it'],
      ['admin', 'api-keys', 7],
      ['admin', 'tenants'],
      ['admin', 'tree', 'categories'],
      ['admin', 'flat', 'roles'],
      ['admin', 'flat-lists'],
      ['admin', 'plans'],
      ['admin', 'feeds'],
      ['admin', 'lookup', 'companies', { q: 'a' }],
      ['admin', 'records', 'contacts', { page: 1 }],
      ['admin', 'record', 'contacts', 3],
      ['admin', 'audit', { page: 1 }],
      ['admin', 'login-throttles'],
      ['admin', 'import-job', 5],
    ]);
    for (const key of keys) expect(key.slice(0, ADMIN_QUERY_KEY.length)).toEqual([...ADMIN_QUERY_KEY]);
  });
});
