import type { ApiKey, ApiKeyUsage } from '@adatlas/domain/api-keys';
import { isTenantId } from '@adatlas/domain/tenants';
import type { ApiKeyRow, findDailyUsage } from './api-keys.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.token_prefix,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: iso(row.expires_at),
    lastUsedAt: iso(row.last_used_at),
    lastUsedIp: row.last_used_ip,
    revokedAt: iso(row.revoked_at),
  };
}

type UsageRow = Awaited<ReturnType<typeof findDailyUsage>>[number];

export function toApiKeyUsage(rows: UsageRow[]): ApiKeyUsage[] {
  return rows.flatMap((row) =>
    isTenantId(row.tenant_id)
      ? [{ keyId: row.key_id, tenant: row.tenant_id, day: row.day, requests: row.requests }]
      : [],
  );
}

/** A UTC day (or a month's first day) as Postgres dates are read: YYYY-MM-DD. */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

export const pluginLimits = (plugin: {
  request_limit: number | null;
  requests_per_minute: number | null;
}) => ({
  requestLimit: plugin.request_limit,
  requestsPerMinute: plugin.requests_per_minute,
});
