import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGE } from '../validation/validation.constants.ts';
import type { BillingInfo } from './auth.schemas.ts';
import { billingInfoIssues } from './billing-info.rules.ts';

const paths = (info: BillingInfo) => billingInfoIssues(info).map((issue) => issue.path);

describe('billingInfoIssues', () => {
  it('accepts billing info saved step by step: an empty field is no issue', () => {
    expect(billingInfoIssues({ firstName: 'Ada' } as BillingInfo)).toEqual([]);
  });

  it('names each given field that is not valid, by its path in the request', () => {
    const info = {
      phoneNumber: 'call me',
      pec: 'not-an-email',
      address: { country: 'Italia' },
    } as BillingInfo;
    expect(paths(info)).toEqual([
      'body.billingInfo.phoneNumber',
      'body.billingInfo.pec',
      'body.billingInfo.address.country',
    ]);
  });

  it("checks a person's tax code as a codice fiscale in Italy only", () => {
    const italy = (country: string) =>
      ({
        isCompany: false,
        address: { country },
        countrySpecificInfo: { italy: { codiceFiscale: 'ABC' } },
      }) as BillingInfo;
    expect(billingInfoIssues(italy('IT'))).toEqual([
      {
        path: 'body.billingInfo.countrySpecificInfo.italy.codiceFiscale',
        message: VALIDATION_MESSAGE.invalidTaxId,
      },
    ]);
    expect(billingInfoIssues(italy('FR'))).toEqual([]);
  });

  it("checks the VAT number against the registered office's country before the address's", () => {
    const info = {
      isCompany: true,
      vatNumber: 'FR40303265045',
      address: { country: 'IT' },
      registeredOffice: { country: 'FR' },
    } as BillingInfo;
    expect(paths(info)).toEqual([]);
    expect(paths({ ...info, registeredOffice: { country: 'IT' } } as BillingInfo)).toEqual([
      'body.billingInfo.vatNumber',
    ]);
  });
});
