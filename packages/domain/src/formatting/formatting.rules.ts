import { isTenantId } from '../tenants/tenants.constants.ts';
import {
  COMPACT_MONEY_UNITS,
  type DateFormat,
  DEFAULT_CURRENCY_LABEL,
  DEFAULT_CURRENCY_SYMBOL,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TRUNCATE_LENGTH,
  ELLIPSIS,
  EURO_SYMBOL,
  SNIPPET_LENGTH,
  TENANT_CURRENCY_LABEL,
  TENANT_CURRENCY_SYMBOL,
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

/** `value` as `[sign, figure rounded to one decimal, unit]`: the largest unit that keeps it under 1000. */
function compactParts(value: number): [string, number, string] {
  let scaled = Math.abs(value);
  let unit = 0;
  while (scaled >= 1000 && unit < COMPACT_MONEY_UNITS.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  let rounded = Math.round(scaled * 10) / 10;
  // 999.96 rounds to 1000.0: show it as 1.0 of the next unit instead.
  if (rounded >= 1000 && unit < COMPACT_MONEY_UNITS.length - 1) {
    rounded = Math.round(rounded / 100) / 10;
    unit += 1;
  }
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return [sign, rounded, COMPACT_MONEY_UNITS[unit] ?? ''];
}

/**
 * A number with the digits, decimal and thousands separators of the reader's language: `7,418` and
 * `1.5` in en, `7418`, `12.345` and `1,5` in it (CLDR groups Italian and Spanish from five digits on).
 * `fractionDigits` fixes the decimals; without it, up to three as the number has. Empty without a number.
 */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  fractionDigits?: number,
): string {
  if (value == null || !Number.isFinite(value)) return '';
  const digits =
    fractionDigits === undefined
      ? {}
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return new Intl.NumberFormat(language, digits).format(value);
}

/**
 * A compact amount: one decimal written in the reader's language, the largest unit that keeps the
 * figure under 1000, then the currency: `1.2 M€` in en, `1,2 M€` in it, `1,2 M£` for a UK reader of it.
 */
export function formatCompactMoney(
  value: number | null | undefined,
  language: string,
  currency: string = EURO_SYMBOL,
): string {
  if (value == null || !Number.isFinite(value)) return '';
  const [sign, rounded, unit] = compactParts(value);
  return `${sign}${formatNumber(rounded, language, 1)} ${unit}${currency}`;
}

/**
 * The labels of a money chart axis, all in one unit: the one `formatCompactMoney` gives the axis's
 * largest value (`0 M€`, `0.5 M€`, `1.5 M€`), never `0.0 €` under `M€` beside it.
 */
export function compactMoneyAxisFormatter(
  largest: number,
  language: string,
  currency: string = EURO_SYMBOL,
): (value: number) => string {
  let unit = 0;
  let scaled = Math.abs(largest);
  while (scaled >= 1000 && unit < COMPACT_MONEY_UNITS.length - 1) {
    scaled /= 1000;
    unit += 1;
  }
  const divisor = 1000 ** unit;
  const suffix = `${COMPACT_MONEY_UNITS[unit] ?? ''}${currency}`;
  // `|| 0` keeps -0 from printing as "-0".
  return (value) => `${formatNumber(Math.round((value / divisor) * 10) / 10 || 0, language)} ${suffix}`;
}

/**
 * A count (followers, views) in the same compact units, written in the reader's language:
 * `48.3 k` in en, `48,3 k` in it, fr and es, and `900 k`, not `900.0 k`, on a round figure (a
 * chart's axis is all round figures). Under a thousand the whole number, since a count has no
 * fraction: `512`.
 */
export function formatCompactCount(value: number | null | undefined, language: string): string {
  if (value == null || !Number.isFinite(value)) return '';
  // `|| 0` turns the -0 of a small negative count into 0.
  const whole = Math.round(value) || 0;
  if (Math.abs(whole) < 1000) return formatNumber(whole, language, 0);
  const [sign, rounded, unit] = compactParts(whole);
  // compactParts keeps one decimal at most: the language's default shows it, or none when it is 0.
  return `${sign}${formatNumber(rounded, language)} ${unit}`;
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

/**
 * A money amount of the tenant's data: the currency is the tenant's, the digits the reader's
 * language (`1.3 M£` for a UK tenant read in English, `1,3 M€` for Italy read in Italian).
 */
export function formatTenantMoney(
  value: number | null | undefined,
  tenant: string | null | undefined,
  language: string,
): string {
  return formatCompactMoney(value, language, tenantCurrencySymbol(tenant));
}

const LABEL_FIGURE = /\d+(?:[.,\u00a0\u202f]\d+)*/g;
const GROUP_SEPARATOR = /[.,\u00a0\u202f]/;

/** A figure of a label as written: `1,000` and `1.000` are thousands, `2.5` and `2,5` a decimal. */
function labelFigure(text: string): { value: number; fractionDigits: number } | null {
  const parts = text.split(GROUP_SEPARATOR);
  if (parts.length === 1 || parts.slice(1).every((part) => part.length === 3))
    return { value: Number(parts.join('')), fractionDigits: 0 };
  if (parts.length === 2)
    return { value: Number(`${parts[0]}.${parts[1]}`), fractionDigits: parts[1]!.length };
  return null;
}

/**
 * A range label (`1,000–5,000 M€`, `5,000+`) with its figures rewritten in the reader's language:
 * the stored labels write them one way whatever language reads them. Text around the figures stays.
 */
export function formatRangeLabel(label: string | null | undefined, language: string): string {
  if (!label) return '';
  return label.replace(LABEL_FIGURE, (text) => {
    const figure = labelFigure(text);
    return figure ? formatNumber(figure.value, language, figure.fractionDigits) : text;
  });
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
