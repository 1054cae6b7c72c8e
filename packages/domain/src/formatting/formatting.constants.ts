import type { TenantId } from '../tenants/tenants.constants.ts';
import { TENANT_SPEND_CURRENCY } from '../tenants/tenants.constants.ts';

export const DATE_FORMATS = ['DD/MM/YYYY', 'DD-MM-YYYY', 'DD/MM/YY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const DEFAULT_DATE_FORMAT: DateFormat = 'DD/MM/YYYY';

/** Compact money units (spec data §9): thousands, millions, billions, then T, P, E. */
export const COMPACT_MONEY_UNITS = ['', 'k', 'M', 'B', 'T', 'P', 'E'] as const;
export const EURO_SYMBOL = '€';

export const DEFAULT_TRUNCATE_LENGTH = 20;
/** News snippets and creative infos (spec data §9). */
export const SNIPPET_LENGTH = 300;
export const ELLIPSIS = '…';

const CURRENCY_LABELS = { GBP: '£', EUR: '€', KEUR: 'k€' } as const;
/** The bare symbol: compact amounts carry their own scale (k, M…), so thousand euros are euros. */
const CURRENCY_SYMBOLS = { GBP: '£', EUR: EURO_SYMBOL, KEUR: EURO_SYMBOL } as const;

/** Label of media-spend figures per tenant: uk pound, france euro, italy and the rest thousand euro. */
export const TENANT_CURRENCY_LABEL = Object.fromEntries(
  Object.entries(TENANT_SPEND_CURRENCY).map(([tenant, currency]) => [tenant, CURRENCY_LABELS[currency]]),
) as Record<TenantId, string>;
export const DEFAULT_CURRENCY_LABEL = CURRENCY_LABELS.KEUR;

/** Symbol of the tenant's money amounts (financials, investment rounds): the pound in the UK. */
export const TENANT_CURRENCY_SYMBOL = Object.fromEntries(
  Object.entries(TENANT_SPEND_CURRENCY).map(([tenant, currency]) => [tenant, CURRENCY_SYMBOLS[currency]]),
) as Record<TenantId, string>;
export const DEFAULT_CURRENCY_SYMBOL = CURRENCY_SYMBOLS.KEUR;
