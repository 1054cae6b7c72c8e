export const FORM_PASSWORD_MIN_LENGTH = 6;
export const REGISTRATION_PASSWORD_MIN_LENGTH = 8;

export const SDI_CODE_LENGTH = 7;
export const REACH_MIN_YEAR = 2000;

export const PERSON_TYPES = ['physical', 'juridical'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];

/** Message keys carried by schema issues; the web translates them under VALIDATION.*. */
export const VALIDATION_MESSAGE = {
  required: 'VALIDATION.REQUIRED_FIELD',
  invalidEmail: 'VALIDATION.INVALID_EMAIL',
  invalidDate: 'VALIDATION.INVALID_DATE',
  invalidPhone: 'VALIDATION.INVALID_PHONE',
  passwordTooShort: 'VALIDATION.PASSWORD_TOO_SHORT',
  passwordLetterAndDigit: 'VALIDATION.PASSWORD_LETTER_AND_DIGIT',
  passwordsDoNotMatch: 'VALIDATION.PASSWORDS_DO_NOT_MATCH',
  invalidTaxId: 'VALIDATION.INVALID_TAX_ID',
  invalidVat: 'VALIDATION.INVALID_VAT',
  invalidSdiCode: 'VALIDATION.INVALID_SDI_CODE',
  invalidCountry: 'VALIDATION.INVALID_COUNTRY',
  invalidYear: 'VALIDATION.INVALID_YEAR',
  minReachNegative: 'VALIDATION.MIN_REACH_NEGATIVE',
  maxReachBelowMin: 'VALIDATION.MAX_REACH_BELOW_MIN',
} as const;
export type ValidationMessage = (typeof VALIDATION_MESSAGE)[keyof typeof VALIDATION_MESSAGE];

/** Completeness of billing info (spec access §5): always these fields… */
export const BILLING_REQUIRED_FIELDS = ['firstName', 'lastName', 'birthDate', 'phoneNumber'] as const;
/** …and for a company these, plus the tax code and an address holding the fields below. */
export const BILLING_COMPANY_REQUIRED_FIELDS = ['administrationEmail', 'function'] as const;
export const BILLING_COMPANY_ADDRESS_REQUIRED_FIELDS = [
  'country',
  'postalCode',
  'addressLine1',
  'addressLine2',
  'city',
] as const;

/**
 * National VAT number formats, without the country prefix (VIES formats; Greece is EL in VAT
 * numbers and GR in addresses). Italy's 11 digits also pass a checksum, see isValidPartitaIva.
 */
export const VAT_FORMATS = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^10\d{7}$/,
  EL: /^\d{9}$/,
  ES: /^(?:[A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(?:\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(?:\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
  GB: /^(?:\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/,
} as const satisfies Record<string, RegExp>;
export type VatCountry = keyof typeof VAT_FORMATS | 'GR';

/** Codice fiscale: values of each character in odd positions (1st, 3rd, …); even ones count 0-9 / A-Z as 0-25. */
// biome-ignore format: a lookup table reads best as the official grid
export const CODICE_FISCALE_ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Letters that replace digits in a codice fiscale issued to a homonym (omocodia): L=0 … V=9. */
export const CODICE_FISCALE_OMOCODIA_LETTERS = 'LMNPQRSTUV';
export const CODICE_FISCALE_MONTH_LETTERS = 'ABCDEHLMPRST';
