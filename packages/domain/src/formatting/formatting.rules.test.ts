import { describe, expect, it } from 'vitest';
import {
  compactMoneyAxisFormatter,
  formatCompactCount,
  formatCompactMoney,
  formatDate,
  formatNumber,
  formatPrice,
  formatRangeLabel,
  formatTenantMoney,
  snippet,
  tenantCurrencyLabel,
  tenantCurrencySymbol,
  truncateText,
} from './formatting.rules.ts';
import { DateFormatSchema } from './formatting.schemas.ts';

describe('formatDate', () => {
  it('writes the three display formats', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-03-05', 'DD/MM/YYYY')).toBe('05/03/2024');
    expect(formatDate('2024-03-05', 'DD-MM-YYYY')).toBe('05-03-2024');
    expect(formatDate('2024-03-05', 'DD/MM/YY')).toBe('05/03/24');
    expect(formatDate('2009-12-31', 'DD/MM/YY')).toBe('31/12/09');
  });
  it('keeps the calendar date written in a timestamp, whatever its offset', () => {
    expect(formatDate('2024-03-05T23:30:00.000Z')).toBe('05/03/2024');
    expect(formatDate('2024-03-05T00:30:00+02:00')).toBe('05/03/2024');
    expect(formatDate('2024-03-05 10:00:00')).toBe('05/03/2024');
  });
  it('reads a Date in UTC', () => {
    expect(formatDate(new Date('2024-02-29T23:59:59.999Z'), 'DD-MM-YYYY')).toBe('29-02-2024');
    expect(formatDate(new Date(1_735_689_600 * 1000), 'DD-MM-YYYY')).toBe('01-01-2025');
  });
  it('is empty for missing, malformed or impossible dates', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '05/03/2024',
      '2024-13-01',
      '2023-02-29',
      '2024-04-31',
      '2024-03-05x',
    ]) {
      expect([value, formatDate(value)]).toEqual([value, '']);
    }
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });
  it('offers only the known formats', () => {
    expect(DateFormatSchema.safeParse('DD-MM-YYYY').success).toBe(true);
    expect(DateFormatSchema.safeParse('MM/DD/YYYY').success).toBe(false);
  });
});

describe('formatNumber', () => {
  it("writes digits and separators in the reader's language", () => {
    expect(['en', 'it', 'fr', 'es'].map((language) => formatNumber(7418, language))).toEqual([
      '7,418',
      '7418',
      '7\u202f418',
      '7418',
    ]);
    expect(['en', 'it', 'fr', 'es'].map((language) => formatNumber(12_345.6, language))).toEqual([
      '12,345.6',
      '12.345,6',
      '12\u202f345,6',
      '12.345,6',
    ]);
    expect(formatNumber(1484.2, 'en', 2)).toBe('1,484.20');
    expect(formatNumber(1484.2, 'it', 2)).toBe('1484,20');
    expect(formatNumber(1484.2, 'fr', 2)).toBe('1\u202f484,20');
    expect(formatNumber(2019, 'es', 0)).toBe('2019');
  });
  it('is empty without a number', () => {
    expect([null, undefined, Number.NaN].map((v) => formatNumber(v, 'en'))).toEqual(['', '', '']);
  });
});

describe('formatCompactMoney', () => {
  it('uses one decimal and the unit that keeps the figure under 1000', () => {
    expect(formatCompactMoney(0, 'it')).toBe('0,0 €');
    expect(formatCompactMoney(512, 'it')).toBe('512,0 €');
    expect(formatCompactMoney(1234, 'it')).toBe('1,2 k€');
    expect(formatCompactMoney(1_250_000, 'it')).toBe('1,3 M€');
    expect(formatCompactMoney(7_100_000_000, 'it')).toBe('7,1 B€');
    expect(formatCompactMoney(2e12, 'it')).toBe('2,0 T€');
    expect(formatCompactMoney(3.45e15, 'it')).toBe('3,5 P€');
    expect(formatCompactMoney(4e18, 'it')).toBe('4,0 E€');
    expect(formatCompactMoney(4e21, 'it')).toBe('4000,0 E€');
  });
  it("writes the decimal separator of the reader's language, whatever the currency", () => {
    expect(['en', 'it', 'fr', 'es'].map((language) => formatCompactMoney(1_100_000_000, language))).toEqual([
      '1.1 B€',
      '1,1 B€',
      '1,1 B€',
      '1,1 B€',
    ]);
    expect(formatCompactMoney(61_300_000, 'en', '£')).toBe('61.3 M£');
    expect(formatCompactMoney(4e21, 'en')).toBe('4,000.0 E€');
    expect(formatCompactMoney(4e21, 'fr')).toBe('4\u202f000,0 E€');
  });
  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatCompactMoney(999.96, 'en')).toBe('1.0 k€');
    expect(formatCompactMoney(999_960, 'it')).toBe('1,0 M€');
    expect(formatCompactMoney(999.94, 'en')).toBe('999.9 €');
  });
  it('keeps the sign, drops it on a rounded zero, and takes another currency', () => {
    expect(formatCompactMoney(-1234, 'it')).toBe('-1,2 k€');
    expect(formatCompactMoney(-1234, 'en')).toBe('-1.2 k€');
    expect(formatCompactMoney(-0.04, 'en')).toBe('0.0 €');
    expect(formatCompactMoney(1234, 'it', '£')).toBe('1,2 k£');
  });
  it('is empty without a number', () => {
    expect(
      [null, undefined, Number.NaN, Number.POSITIVE_INFINITY].map((v) => formatCompactMoney(v, 'en')),
    ).toEqual(['', '', '', '']);
  });
});

describe('formatRangeLabel', () => {
  it("rewrites the figures of a stored band label in the reader's language", () => {
    expect(formatRangeLabel('1,000–5,000 M€', 'en')).toBe('1,000–5,000 M€');
    expect(formatRangeLabel('1,000–5,000 M€', 'it')).toBe('1000–5000 M€');
    expect(formatRangeLabel('> 5,000 M€', 'fr')).toBe('> 5\u202f000 M€');
    expect(formatRangeLabel('5,000+', 'es')).toBe('5000+');
    expect(formatRangeLabel('10,000–49,999', 'it')).toBe('10.000–49.999');
    expect(formatRangeLabel('10.000–49.999', 'en')).toBe('10,000–49,999');
    expect(formatRangeLabel('0–1 M€', 'it')).toBe('0–1 M€');
  });
  it('keeps a decimal figure a decimal, and text without figures as it is', () => {
    expect(formatRangeLabel('2.5–5 M£', 'it')).toBe('2,5–5 M£');
    expect(formatRangeLabel('2,5–5 M€', 'en')).toBe('2.5–5 M€');
    expect(formatRangeLabel('Micro', 'en')).toBe('Micro');
    expect(formatRangeLabel(null, 'en')).toBe('');
  });
});

describe('formatCompactCount', () => {
  it('writes whole numbers under a thousand, then one decimal at most and the unit', () => {
    expect(formatCompactCount(0, 'it')).toBe('0');
    expect(formatCompactCount(512, 'it')).toBe('512');
    expect(formatCompactCount(999.4, 'it')).toBe('999');
    expect(formatCompactCount(999.6, 'it')).toBe('1 k');
    expect(formatCompactCount(48_250, 'it')).toBe('48,3 k');
    expect(formatCompactCount(999_960, 'it')).toBe('1 M');
    expect(formatCompactCount(900_000, 'en')).toBe('900 k');
    expect(formatCompactCount(2_400_000_000, 'it')).toBe('2,4 B');
    expect(formatCompactCount(-1500, 'it')).toBe('-1,5 k');
    expect(formatCompactCount(-0.2, 'it')).toBe('0');
  });
  it("writes the decimal separator of the reader's language", () => {
    const languages = ['en', 'it', 'fr', 'es'];
    expect(languages.map((language) => formatCompactCount(48_250, language))).toEqual([
      '48.3 k',
      '48,3 k',
      '48,3 k',
      '48,3 k',
    ]);
    expect(languages.map((language) => formatCompactCount(-1_250_000, language))).toEqual([
      '-1.3 M',
      '-1,3 M',
      '-1,3 M',
      '-1,3 M',
    ]);
    expect(languages.map((language) => formatCompactCount(1_520, language))).toEqual([
      '1.5 k',
      '1,5 k',
      '1,5 k',
      '1,5 k',
    ]);
    expect(languages.map((language) => formatCompactCount(999.6, language))).toEqual([
      '1 k',
      '1 k',
      '1 k',
      '1 k',
    ]);
    expect(languages.map((language) => formatCompactCount(512, language))).toEqual([
      '512',
      '512',
      '512',
      '512',
    ]);
    expect(formatCompactCount(4e21, 'en')).toBe('4,000 E');
    expect(formatCompactCount(4e21, 'fr')).toBe('4\u202f000 E');
  });
  it('is empty without a number', () => {
    expect([null, undefined, Number.NaN].map((v) => formatCompactCount(v, 'en'))).toEqual(['', '', '']);
  });
});

describe('formatPrice', () => {
  it("writes a price in its currency and the reader's language, cents only when there are some", () => {
    expect(formatPrice(1500, 'EUR', 'en')).toBe('€1,500');
    expect(formatPrice(79.5, 'GBP', 'en')).toBe('£79.50');
    // Italian writes the euro after the amount and groups from five digits on.
    expect(formatPrice(1500, 'EUR', 'it')).toBe('1500\u00a0€');
    expect(formatPrice(12000, 'EUR', 'it')).toBe('12.000\u00a0€');
    expect(formatPrice(0, 'MXN', 'es')).toBe('0\u00a0MXN');
  });
});

describe('tenantCurrencyLabel', () => {
  it('shows pounds in the UK, euros in France and thousand euros elsewhere', () => {
    expect(tenantCurrencyLabel('uk')).toBe('£');
    expect(tenantCurrencyLabel('france')).toBe('€');
    expect(tenantCurrencyLabel('italy')).toBe('k€');
    expect(tenantCurrencyLabel('spain')).toBe('k€');
    expect(tenantCurrencyLabel('atlantis')).toBe('k€');
    expect(tenantCurrencyLabel(undefined)).toBe('k€');
  });
});

describe('tenantCurrencySymbol and formatTenantMoney', () => {
  it('writes UK amounts in pounds and every other tenant in euros, the unit carrying the scale', () => {
    expect(tenantCurrencySymbol('uk')).toBe('£');
    expect(tenantCurrencySymbol('france')).toBe('€');
    expect(tenantCurrencySymbol('italy')).toBe('€');
    expect(tenantCurrencySymbol('atlantis')).toBe('€');
    expect(tenantCurrencySymbol(null)).toBe('€');
    expect(formatTenantMoney(1_250_000, 'uk', 'it')).toBe('1,3 M£');
    expect(formatTenantMoney(1_250_000, 'italy', 'it')).toBe('1,3 M€');
    expect(formatTenantMoney(1234, undefined, 'fr')).toBe('1,2 k€');
    expect(formatTenantMoney(null, 'uk', 'en')).toBe('');
  });
  it("writes the tenant's currency with the digits of the reader's language", () => {
    expect(formatTenantMoney(1_100_000_000, 'italy', 'en')).toBe('1.1 B€');
    expect(formatTenantMoney(61_300_000, 'italy', 'es')).toBe('61,3 M€');
    expect(formatTenantMoney(1_250_000, 'uk', 'en')).toBe('1.3 M£');
    expect(formatTenantMoney(1_250_000, 'uk', 'fr')).toBe('1,3 M£');
  });
});

describe('truncateText and snippet', () => {
  it('keeps text up to the limit, 20 by default', () => {
    expect(truncateText('exactly twenty chars')).toBe('exactly twenty chars');
    expect(truncateText('twenty-one characters')).toBe('twenty-one character…');
    expect(truncateText('abcdef', 3)).toBe('abc…');
  });
  it('never ends on a space before the ellipsis, nor splits an emoji', () => {
    expect(truncateText('abc defgh', 4)).toBe('abc…');
    expect(truncateText('😀😀😀😀', 2)).toBe('😀😀…');
    expect(truncateText('😀😀', 2)).toBe('😀😀');
  });
  it('is empty for missing text', () => {
    expect(truncateText(null)).toBe('');
    expect(truncateText(undefined, 5)).toBe('');
    expect(snippet('')).toBe('');
  });
  it('cuts snippets at 300 characters', () => {
    expect(snippet('a'.repeat(300))).toBe('a'.repeat(300));
    expect(snippet('a'.repeat(301))).toBe(`${'a'.repeat(300)}…`);
  });
});

describe('compactMoneyAxisFormatter', () => {
  it('writes every label of an axis in the unit of its largest value', () => {
    const axis = compactMoneyAxisFormatter(2_400_000, 'en');
    expect([0, 500_000, 1_000_000, 1_500_000, 2_500_000].map(axis)).toEqual([
      '0 M€',
      '0.5 M€',
      '1 M€',
      '1.5 M€',
      '2.5 M€',
    ]);
    expect(compactMoneyAxisFormatter(800, 'it', '£')(-200)).toBe('-200 £');
    expect(compactMoneyAxisFormatter(45_000, 'it')(12_500)).toBe('12,5 k€');
  });
});
