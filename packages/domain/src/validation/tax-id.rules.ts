import {
  CODICE_FISCALE_MONTH_LETTERS,
  CODICE_FISCALE_ODD_VALUES,
  CODICE_FISCALE_OMOCODIA_LETTERS,
  VAT_FORMATS,
  type VatCountry,
} from './validation.constants.ts';

/** Upper case without the spaces, dots and dashes people type in tax ids. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

function vatFormatCountry(countryCode: string): keyof typeof VAT_FORMATS | undefined {
  const code = countryCode.toUpperCase();
  const key = code === 'GR' ? 'EL' : code;
  return key in VAT_FORMATS ? (key as keyof typeof VAT_FORMATS) : undefined;
}

export function hasVatFormat(countryCode: string): countryCode is VatCountry {
  return vatFormatCountry(countryCode) !== undefined;
}

/**
 * Whether `value` is a well-formed VAT number of the country (EU members and GB), with or
 * without its prefix. Italy also checks the partita IVA check digit. Unknown countries: false.
 */
export function isValidVat(countryCode: string, value: string): boolean {
  const country = vatFormatCountry(countryCode);
  if (!country) return false;
  let vat = normalizeTaxId(value);
  const prefixes = country === 'EL' ? ['EL', 'GR'] : [country];
  const prefix = prefixes.find((candidate) => vat.startsWith(candidate));
  // Only strip when the rest is no longer than a national number: some formats start with letters.
  if (prefix && !VAT_FORMATS[country].test(vat)) vat = vat.slice(prefix.length);
  if (!VAT_FORMATS[country].test(vat)) return false;
  return country === 'IT' ? isValidPartitaIva(vat) : true;
}

/** Partita IVA: 11 digits, Luhn-like check digit; all zeros is not a number anyone holds. */
export function isValidPartitaIva(value: string): boolean {
  const digits = normalizeTaxId(value).replace(/^IT/, '');
  if (!/^\d{11}$/.test(digits) || /^0{7}/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

const OMOCODIA_DIGIT = `[0-9${CODICE_FISCALE_OMOCODIA_LETTERS}]`;
const CODICE_FISCALE_SHAPE = new RegExp(
  `^[A-Z]{6}${OMOCODIA_DIGIT}{2}[${CODICE_FISCALE_MONTH_LETTERS}]${OMOCODIA_DIGIT}{2}[A-Z]${OMOCODIA_DIGIT}{3}[A-Z]$`,
);

function omocodiaToDigits(chars: string): string {
  return chars.replace(/[A-Z]/g, (letter) => String(CODICE_FISCALE_OMOCODIA_LETTERS.indexOf(letter)));
}

/** The check letter (16th character) of the first 15 characters of a codice fiscale. */
export function codiceFiscaleCheckLetter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < first15.length; i++) {
    const char = first15[i]!;
    if (i % 2 === 0) sum += CODICE_FISCALE_ODD_VALUES[char]!;
    else sum += /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * Italian codice fiscale of a person: 16 characters (surname, name, birth year, month letter,
 * day, +40 for women, municipality), homonym letters accepted, and the check letter.
 */
export function isValidCodiceFiscale(value: string): boolean {
  const code = normalizeTaxId(value);
  if (!CODICE_FISCALE_SHAPE.test(code)) return false;
  const day = Number(omocodiaToDigits(code.slice(9, 11)));
  if (!((day >= 1 && day <= 31) || (day >= 41 && day <= 71))) return false;
  return codiceFiscaleCheckLetter(code.slice(0, 15)) === code[15];
}

/**
 * The tax code or VAT id asked from a company (spec access §5) for its country: in Italy a
 * codice fiscale or partita IVA, elsewhere a VAT number when the format is known, else anything.
 */
export function isValidTaxId(countryCode: string, value: string): boolean {
  if (normalizeTaxId(value) === '') return false;
  if (countryCode.toUpperCase() === 'IT') return isValidCodiceFiscale(value) || isValidPartitaIva(value);
  return hasVatFormat(countryCode) ? isValidVat(countryCode, value) : true;
}
