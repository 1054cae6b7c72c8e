import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE as M } from './validation.constants.ts';
import {
  isBillingInfoComplete,
  isValidReachRule,
  isValidRegistrationPassword,
  personTypeOf,
} from './validation.rules.ts';
import {
  type BillingInfo,
  BillingInfoFormSchema,
  brandReachRuleSchema,
  FormPasswordSchema,
  PasswordConfirmationSchema,
  PecEmailSchema,
  RegistrationPasswordSchema,
  SdiCodeSchema,
} from './validation.schemas.ts';

const PERSON = {
  firstName: 'Maria',
  lastName: 'Rossi',
  birthDate: '1980-01-01',
  phoneNumber: '+39 02 1234567',
};
const PHYSICAL = { ...PERSON, isCompany: false as const };
const COMPANY = {
  ...PERSON,
  isCompany: true as const,
  companyName: 'Rossi Srl',
  administrationEmail: 'admin@rossi.it',
  function: 'CFO',
  address: {
    addressLine1: 'Via Roma 1',
    addressLine2: 'Scala B',
    city: 'Milano',
    postalCode: '20100',
    country: 'IT',
  },
  countrySpecificInfo: { italy: { codiceFiscale: '06363391001' } },
};
const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('isBillingInfoComplete', () => {
  it('needs billing info at all', () => {
    expect(isBillingInfoComplete(null)).toBe(false);
    expect(isBillingInfoComplete(undefined)).toBe(false);
  });
  it('accepts a physical person with the four personal fields', () => {
    expect(isBillingInfoComplete(PHYSICAL)).toBe(true);
    expect(isBillingInfoComplete({ ...PERSON })).toBe(true);
  });
  it('rejects a missing or blank personal field', () => {
    for (const field of ['firstName', 'lastName', 'birthDate', 'phoneNumber'] as const) {
      expect(isBillingInfoComplete({ ...PHYSICAL, [field]: undefined })).toBe(false);
      expect(isBillingInfoComplete({ ...PHYSICAL, [field]: '  ' })).toBe(false);
    }
  });
  it('accepts a company with e-mail, tax code, function and full address', () => {
    expect(isBillingInfoComplete(COMPANY)).toBe(true);
  });
  it('rejects a company missing any of them', () => {
    const variants: BillingInfo[] = [
      { ...COMPANY, administrationEmail: '' },
      { ...COMPANY, function: undefined },
      { ...COMPANY, countrySpecificInfo: undefined },
      { ...COMPANY, countrySpecificInfo: { italy: { codiceFiscale: ' ' } } },
      { ...COMPANY, address: undefined },
      ...(['country', 'postalCode', 'addressLine1', 'addressLine2', 'city'] as const).map((field) => ({
        ...COMPANY,
        address: { ...COMPANY.address, [field]: '' },
      })),
    ];
    for (const info of variants) expect(isBillingInfoComplete(info)).toBe(false);
  });
  it('maps isCompany to the person type', () => {
    expect(personTypeOf({ isCompany: true })).toBe('juridical');
    expect(personTypeOf({ isCompany: false })).toBe('physical');
    expect(personTypeOf({})).toBe('physical');
  });
});

describe('BillingInfoFormSchema', () => {
  it('parses a physical person, address and tax code optional', () => {
    expect(BillingInfoFormSchema.safeParse(PHYSICAL).success).toBe(true);
    const withEmptyTaxCode = {
      ...PHYSICAL,
      address: { country: 'it' },
      countrySpecificInfo: { italy: { codiceFiscale: '' } },
    };
    expect(BillingInfoFormSchema.safeParse(withEmptyTaxCode).success).toBe(true);
  });
  it('checks an Italian physical person tax code', () => {
    const info = (codiceFiscale: string) => ({
      ...PHYSICAL,
      address: { country: 'IT' },
      countrySpecificInfo: { italy: { codiceFiscale } },
    });
    expect(BillingInfoFormSchema.safeParse(info('RSSMRA80A01H501U')).success).toBe(true);
    expect(issuePaths(BillingInfoFormSchema.safeParse(info('RSSMRA80A01H501X')))).toEqual([
      'countrySpecificInfo.italy.codiceFiscale',
    ]);
  });
  it('requires the personal fields and checks date and phone', () => {
    expect(issuePaths(BillingInfoFormSchema.safeParse({ ...PHYSICAL, firstName: ' ' }))).toEqual([
      'firstName',
    ]);
    expect(issuePaths(BillingInfoFormSchema.safeParse({ ...PHYSICAL, birthDate: '2023-02-30' }))).toEqual([
      'birthDate',
    ]);
    expect(issuePaths(BillingInfoFormSchema.safeParse({ ...PHYSICAL, phoneNumber: 'call me' }))).toEqual([
      'phoneNumber',
    ]);
  });
  it('parses a company with a partita IVA, PEC and SDI code', () => {
    const italy = {
      codiceFiscale: '06363391001',
      vatNumber: 'IT06363391001',
      pec: 'rossi@pec.it',
      sdiCode: 'abc1234',
    };
    const parsed = BillingInfoFormSchema.parse({ ...COMPANY, countrySpecificInfo: { italy } });
    expect(parsed.isCompany && parsed.countrySpecificInfo.italy.sdiCode).toBe('ABC1234');
  });
  it('checks a foreign company tax id against its VAT format', () => {
    const german = { ...COMPANY, address: { ...COMPANY.address, country: 'DE' } };
    const taxId = (codiceFiscale: string) => ({
      ...german,
      countrySpecificInfo: { italy: { codiceFiscale } },
    });
    expect(BillingInfoFormSchema.safeParse(taxId('DE123456789')).success).toBe(true);
    expect(issuePaths(BillingInfoFormSchema.safeParse(taxId('12345')))).toEqual([
      'countrySpecificInfo.italy.codiceFiscale',
    ]);
  });
  it('reports a bad VAT number, PEC or SDI code at its field', () => {
    const italy = (extra: object) => ({
      ...COMPANY,
      countrySpecificInfo: { italy: { codiceFiscale: '06363391001', ...extra } },
    });
    expect(issuePaths(BillingInfoFormSchema.safeParse(italy({ vatNumber: 'IT06363391002' })))).toEqual([
      'countrySpecificInfo.italy.vatNumber',
    ]);
    expect(issuePaths(BillingInfoFormSchema.safeParse(italy({ pec: 'nope' })))).toEqual([
      'countrySpecificInfo.italy.pec',
    ]);
    expect(issuePaths(BillingInfoFormSchema.safeParse(italy({ sdiCode: 'ABC12' })))).toEqual([
      'countrySpecificInfo.italy.sdiCode',
    ]);
    expect(BillingInfoFormSchema.safeParse(italy({ vatNumber: '', pec: '', sdiCode: '' })).success).toBe(
      true,
    );
  });
  it('requires the whole registered office, line 2 included', () => {
    for (const field of ['country', 'postalCode', 'addressLine1', 'addressLine2', 'city']) {
      const result = BillingInfoFormSchema.safeParse({
        ...COMPANY,
        address: { ...COMPANY.address, [field]: '' },
      });
      expect(issuePaths(result)).toContain(`address.${field}`);
    }
    expect(issuePaths(BillingInfoFormSchema.safeParse({ ...COMPANY, administrationEmail: 'x' }))).toEqual([
      'administrationEmail',
    ]);
  });
  it('only ever outputs billing info that is complete', () => {
    for (const input of [PHYSICAL, COMPANY])
      expect(isBillingInfoComplete(BillingInfoFormSchema.parse(input))).toBe(true);
  });
});

describe('passwords', () => {
  it('needs 6 characters in forms', () => {
    expect(FormPasswordSchema.safeParse('abcdef').success).toBe(true);
    expect(FormPasswordSchema.safeParse('abcde').error?.issues[0]?.message).toBe(M.passwordTooShort);
  });
  it('needs 8 characters with a letter and a digit at registration', () => {
    expect(isValidRegistrationPassword('abcdefg1')).toBe(true);
    expect(isValidRegistrationPassword('àèìòùàè1')).toBe(true);
    expect(isValidRegistrationPassword('abcdef1')).toBe(false);
    expect(isValidRegistrationPassword('abcdefgh')).toBe(false);
    expect(isValidRegistrationPassword('12345678')).toBe(false);
    expect(RegistrationPasswordSchema.safeParse('abcdefg1').success).toBe(true);
    expect(RegistrationPasswordSchema.safeParse('abcdefgh').error?.issues[0]?.message).toBe(
      M.passwordLetterAndDigit,
    );
    expect(RegistrationPasswordSchema.safeParse('12345678').error?.issues[0]?.message).toBe(
      M.passwordLetterAndDigit,
    );
  });
  it('needs the confirmation to match', () => {
    expect(
      PasswordConfirmationSchema.safeParse({ password: 'secret1', confirmPassword: 'secret1' }).success,
    ).toBe(true);
    const mismatch = PasswordConfirmationSchema.safeParse({
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(mismatch.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['confirmPassword', M.passwordsDoNotMatch],
    ]);
  });
});

describe('PEC and SDI', () => {
  it('takes a PEC address as an e-mail', () => {
    expect(PecEmailSchema.safeParse('rossi@pec.rossi.it').success).toBe(true);
    expect(PecEmailSchema.safeParse('rossi.pec.it').success).toBe(false);
  });
  it('takes an SDI code of exactly 7 letters or digits', () => {
    expect(SdiCodeSchema.parse(' m5uxcr1 ')).toBe('M5UXCR1');
    expect(SdiCodeSchema.safeParse('0000000').success).toBe(true);
    for (const bad of ['ABC123', 'ABC12345', 'ABC-123'])
      expect(SdiCodeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('brand reach rule', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it('accepts years from 2000 to the current year', () => {
    expect(isValidReachRule({ year: 2000 }, now)).toBe(true);
    expect(isValidReachRule({ year: 2025, minReach: 0, maxReach: 0 }, now)).toBe(true);
    expect(isValidReachRule({ year: 2024, minReach: 10 }, now)).toBe(true);
    expect(isValidReachRule({ year: 2024, maxReach: 10 }, now)).toBe(true);
  });
  it('rejects a missing, early, future or fractional year', () => {
    for (const year of [undefined, 1999, 2026, 2020.5]) expect(isValidReachRule({ year }, now)).toBe(false);
  });
  it('rejects negative reach and max below min', () => {
    expect(isValidReachRule({ year: 2024, minReach: -1 }, now)).toBe(false);
    expect(isValidReachRule({ year: 2024, maxReach: -1 }, now)).toBe(false);
    expect(isValidReachRule({ year: 2024, minReach: 10, maxReach: 9 }, now)).toBe(false);
  });
  it('gives the same answers as a schema, with the field at fault', () => {
    const schema = brandReachRuleSchema(now);
    expect(schema.safeParse({ year: 2025, minReach: 1, maxReach: 1 }).success).toBe(true);
    expect(issuePaths(schema.safeParse({ year: 2026 }))).toEqual(['year']);
    expect(issuePaths(schema.safeParse({ year: 1999 }))).toEqual(['year']);
    expect(issuePaths(schema.safeParse({ year: 2024, minReach: -5 }))).toEqual(['minReach']);
    expect(issuePaths(schema.safeParse({ year: 2024, minReach: 5, maxReach: 4 }))).toEqual(['maxReach']);
  });
});
