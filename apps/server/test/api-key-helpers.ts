import { LICENCE_PLUGINS } from '@adatlas/domain/auth';
import type { TenantId } from '@adatlas/domain/tenants';
import type { TestApp } from './test-app.ts';

/** Adds the Api plugin to the user's licence in `tenant` (the back office's licence drawer does this). */
export async function grantApi(
  t: TestApp,
  userId: number,
  limits: { requestLimit?: number | null; requestsPerMinute?: number | null; tenant?: TenantId } = {},
): Promise<void> {
  await t.db.databases.core
    .insertInto('licence_plugins')
    .values({
      user_id: userId,
      tenant_id: limits.tenant ?? 'italy',
      name: LICENCE_PLUGINS.api,
      request_limit: limits.requestLimit ?? null,
      requests_per_minute: limits.requestsPerMinute ?? null,
    })
    .execute();
}

/** A key created through the API by the signed-in user; answers its id and secret. */
export async function createApiKeyThroughApi(
  t: TestApp,
  headers: Record<string, string>,
  body: { name: string; expiresAt?: string | null } = { name: 'CRM sync' },
): Promise<{ id: number; secret: string }> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/api-keys',
    headers,
    payload: body,
  });
  if (created.statusCode !== 201) throw new Error(`key creation answered ${created.body}`);
  const { id, secret } = created.json().data;
  return { id, secret };
}

/** Headers of a call authenticated by an API key. */
export const keyHeaders = (secret: string, tenant: TenantId = 'italy') => ({
  authorization: `Bearer ${secret}`,
  'x-tenant': tenant,
});
