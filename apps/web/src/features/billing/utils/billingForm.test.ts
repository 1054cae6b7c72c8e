import { describe, expect, it } from 'vitest';
import {
  type BillingFormValues,
  parseBillingForm,
  serverFieldName,
  toBillingFormValues,
} from './billingForm.ts';

const PERSON = {
  firstName: 'Ada',
  lastName: 'Rossi',
  birthDate: '1985-12-10',
  phoneNumber: '+39 333 1234567',
};
const COMPANY: BillingFormValues = {
  ...PERSON,
  personType: 'juridical',
  companyName: 'Rossi Media srl',
  administrationEmail: 'admin@rossi.test',
  function: 'CEO',
  address: {
    addressLine1: 'Via Roma 1',
    addressLine2: 'Scala A',
    city: 'Milano',
    postalCode: '20100',
    country: 'IT',
    state: '',
  },
  countrySpecificInfo: { italy: { codiceFiscale: '00743110157', pec: '', sdiCode: 'abc1234' } },
};
const names = (values: BillingFormValues) => {
  const result = parseBillingForm(values);
  return result.success ? [] : result.issues.map((issue) => `${issue.name.join('.')}=${issue.message}`);
};

describe('parseBillingForm', () => {
  it('accepts a juridical person with an Italian partita IVA, drops blanks and normalises the SDI code', () => {
    const result = parseBillingForm(COMPANY);
    expect(result.success && result.billingInfo).toMatchObject({
      isCompany: true,
      address: { country: 'IT', city: 'Milano' },
      countrySpecificInfo: { italy: { codiceFiscale: '00743110157', sdiCode: 'ABC1234' } },
    });
    expect(result.success && 'state' in (result.billingInfo.address ?? {})).toBe(false);
  });

  it('checks the tax id against the office country and reports empty required fields as required', () => {
    expect(names({ ...COMPANY, countrySpecificInfo: { italy: { codiceFiscale: '12345678901' } } })).toEqual([
      'countrySpecificInfo.italy.codiceFiscale=VALIDATION.INVALID_TAX_ID',
    ]);
    expect(
      names({ ...COMPANY, administrationEmail: '', address: { ...COMPANY.address, city: ' ' } }),
    ).toEqual(['administrationEmail=VALIDATION.REQUIRED_FIELD', 'address.city=VALIDATION.REQUIRED_FIELD']);
  });

  it('asks a physical person only for personal data, ignoring company fields left from a switch', () => {
    const result = parseBillingForm({ ...COMPANY, personType: 'physical', address: { country: 'FR' } });
    expect(result.success && result.billingInfo).toEqual({
      ...PERSON,
      isCompany: false,
      address: { country: 'FR' },
      countrySpecificInfo: { italy: { codiceFiscale: '00743110157' } },
    });
    expect(names({ personType: 'physical' })).toEqual([
      'firstName=VALIDATION.REQUIRED_FIELD',
      'lastName=VALIDATION.REQUIRED_FIELD',
      'birthDate=VALIDATION.REQUIRED_FIELD',
      'phoneNumber=VALIDATION.REQUIRED_FIELD',
    ]);
  });

  it('checks the tax id as soon as it is given, before the rest of the company data', () => {
    expect(
      names({
        personType: 'juridical',
        address: { country: 'IT' },
        countrySpecificInfo: { italy: { codiceFiscale: '12345678901' } },
      }),
    ).toContain('countrySpecificInfo.italy.codiceFiscale=VALIDATION.INVALID_TAX_ID');
  });

  it('requires the person type', () => {
    expect(names({ ...PERSON })).toEqual(['personType=VALIDATION.REQUIRED_FIELD']);
  });
});

describe('billing form mapping', () => {
  it('starts a new form in the tenant country and reads stored nulls as empty', () => {
    expect(toBillingFormValues(null, 'IT').address?.country).toBe('IT');
    const values = toBillingFormValues(
      { firstName: null, isCompany: true, address: { country: 'FR' } },
      'IT',
    );
    expect(values).toMatchObject({
      firstName: undefined,
      personType: 'juridical',
      address: { country: 'FR' },
    });
  });

  it('maps server field paths to form names', () => {
    expect(serverFieldName('body.billingInfo.countrySpecificInfo.italy.vatNumber')).toEqual([
      'countrySpecificInfo',
      'italy',
      'vatNumber',
    ]);
    expect(serverFieldName('body.tags')).toBeNull();
  });
});
