import { isTenantId } from '../tenants/tenants.constants.ts';
import {
  COMPACT_MONEY_UNITS,
  type DateFormat,
  DECIMAL_SEPARATOR,
  DEFAULT_CURRENCY_LABEL,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TRUNCATE_LENGTH,
  ELLIPSIS,
  EURO_SYMBOL,
  SNIPPET_LENGTH,
  TENANT_CURRENCY_LABEL,
  TENANT_CURRENCY_SYMBOL,
  THOUSANDS_SEPARATOR,
} from './formatting.constants.ts';

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

function dateParts(value: string | Date): { year: number; month: number; day: number } | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  const match = ISO_DATE_PREFIX.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * Formats the calendar date an ISO string is written with (no time-zone conversion, so a stored
 * date shows the same day everywhere); a Date is read in UTC. Empty for a missing or bad value.
 */
export function formatDate(
  value: string | Date | null | undefined,
  format: DateFormat = DEFAULT_DATE_FORMAT,
): string {
  const parts = value == null ? null : dateParts(value);
  if (!parts) return '';
  const { year, month, day } = parts;
  switch (format) {
    case 'DD/MM/YYYY':
      return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
    case 'DD-MM-YYYY':
      return `${pad(day)}-${pad(month)}-${pad(year, 4)}`;
    case 'DD/MM/YY':
      return `${pad(day)}/${pad(month)}/${pad(year % 100)}`;
  }
}

/** `value` as `[sign, figure with one decimal, unit]`: the largest unit that keeps it under 1000. */
function compactParts(value: number): [string, string, string] {
  let scaled = Math.abs(value);
  let unit = 0;
  while (scaled >= 1000 && unit < COMPACT_MONEY_UNITS.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  let rounded = Math.round(scaled * 10) / 10;
  // 999.96 rounds to 1000,0: show it as 1,0 of the next unit instead.
  if (rounded >= 1000 && unit < COMPACT_MONEY_UNITS.length - 1) {
    rounded = Math.round(rounded / 100) / 10;
    unit += 1;
  }
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return [sign, rounded.toFixed(1).replace('.', DECIMAL_SEPARATOR), COMPACT_MONEY_UNITS[unit] ?? ''];
}

/** `1234567` → `1,2 M€`: one decimal with a comma, the largest unit that keeps it under 1000. */
export function formatCompactMoney(value: number | null | undefined, currency: string = EURO_SYMBOL): string {
  if (value == null || !Number.isFinite(value)) return '';
  const [sign, figure, unit] = compactParts(value);
  return `${sign}${figure} ${unit}${currency}`;
}

/**
 * A count (followers, views) in the same compact units: `1234567` → `1,2 M`. Under a thousand
 * the whole number, since a count has no fraction: `512`.
 */
export function formatCompactCount(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const whole = Math.round(value);
  if (Math.abs(whole) < 1000) return String(whole || 0);
  const [sign, figure, unit] = compactParts(whole);
  return `${sign}${figure} ${unit}`;
}

/** Whole euros with dot thousands separators, as the German locale writes them: `17.500 €`. */
export function formatEuro(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const rounded = Math.round(Math.abs(value));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped} ${EURO_SYMBOL}`;
}

/**
 * A price in its own currency, written in the reader's language: `€1,500` in en, `1500 €` in it,
 * `£79.50`. Cents are shown only when the price has some.
 */
export function formatPrice(value: number, currency: string, language: string): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function tenantCurrencyLabel(tenant: string | null | undefined): string {
  return isTenantId(tenant) ? TENANT_CURRENCY_LABEL[tenant] : DEFAULT_CURRENCY_LABEL;
}

export function tenantCurrencySymbol(tenant: string | null | undefined): string {
  return isTenantId(tenant) ? TENANT_CURRENCY_SYMBOL[tenant] : DEFAULT_CURRENCY_SYMBOL;
}

/** A money amount of the tenant's data, compact and in its currency: `1,2 M£` in the UK. */
export function formatTenantMoney(
  value: number | null | undefined,
  tenant: string | null | undefined,
): string {
  return formatCompactMoney(value, tenantCurrencySymbol(tenant));
}

/** At most `maxLength` characters (code points, so emoji are never split) then an ellipsis. */
export function truncateText(
  text: string | null | undefined,
  maxLength: number = DEFAULT_TRUNCATE_LENGTH,
): string {
  if (!text) return '';
  const characters = Array.from(text);
  if (characters.length <= maxLength) return text;
  return `${characters.slice(0, maxLength).join('').trimEnd()}${ELLIPSIS}`;
}

export function snippet(text: string | null | undefined): string {
  return truncateText(text, SNIPPET_LENGTH);
}
