export const TENANT_IDS = ['italy', 'france', 'spain', 'mexico', 'germany', 'portugal', 'uk'] as const;
export type TenantId = (typeof TENANT_IDS)[number];

export const DEFAULT_TENANT: TenantId = 'italy';

/** ISO 3166-1 alpha-2 code per tenant, used for schema names, flags and locale data. */
export const TENANT_COUNTRY_CODE: Record<TenantId, string> = {
  italy: 'it',
  france: 'fr',
  spain: 'es',
  mexico: 'mx',
  germany: 'de',
  portugal: 'pt',
  uk: 'gb',
};

export const TENANT_SCHEMA_PREFIX = 'tenant_';

export function tenantSchemaName(tenant: TenantId): string {
  return `${TENANT_SCHEMA_PREFIX}${TENANT_COUNTRY_CODE[tenant]}`;
}

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANT_IDS as readonly string[]).includes(value);
}

/** Currency shown for media-spend figures (spec: uk pound, france euro, italy and default thousand euro). */
export const TENANT_SPEND_CURRENCY: Record<TenantId, 'GBP' | 'EUR' | 'KEUR'> = {
  italy: 'KEUR',
  france: 'EUR',
  spain: 'KEUR',
  mexico: 'KEUR',
  germany: 'KEUR',
  portugal: 'KEUR',
  uk: 'GBP',
};
