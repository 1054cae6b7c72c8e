import type { z } from 'zod';
import { isValidCodiceFiscale, isValidTaxId, isValidVat } from '../validation/tax-id.rules.ts';
import { VALIDATION_MESSAGE } from '../validation/validation.constants.ts';
import {
  CountryCodeSchema,
  EmailSchema,
  IsoDateSchema,
  PecEmailSchema,
  PhoneNumberSchema,
  SdiCodeSchema,
} from '../validation/validation.schemas.ts';
import type { BillingInfo } from './auth.schemas.ts';

/** A field of the request's billing info that is not valid, by its path in the request. */
export interface BillingInfoIssue {
  path: string;
  message: string;
}

const BASE = 'body.billingInfo';

/**
 * Billing info may be saved step by step, so completeness is the registration flow's business;
 * but every field that is given must be valid: dates, phone, e-mails, SDI code, country, and the
 * tax code and VAT number checked against the address country (codice fiscale in Italy).
 */
export function billingInfoIssues(info: BillingInfo): BillingInfoIssue[] {
  const issues: BillingInfoIssue[] = [];
  const check = (path: string, value: string | null | undefined, schema: z.ZodType) => {
    if (!value) return;
    const result = schema.safeParse(value);
    if (!result.success)
      issues.push({ path: `${BASE}.${path}`, message: result.error.issues[0]?.message ?? 'invalid' });
  };
  const italy = info.countrySpecificInfo?.italy;
  check('birthDate', info.birthDate, IsoDateSchema);
  check('phoneNumber', info.phoneNumber, PhoneNumberSchema);
  check('administrationEmail', info.administrationEmail, EmailSchema);
  check('pec', info.pec, PecEmailSchema);
  check('countrySpecificInfo.italy.pec', italy?.pec, PecEmailSchema);
  check('sdiCode', info.sdiCode, SdiCodeSchema);
  check('countrySpecificInfo.italy.sdiCode', italy?.sdiCode, SdiCodeSchema);
  check('address.country', info.address?.country, CountryCodeSchema);
  check('registeredOffice.country', info.registeredOffice?.country, CountryCodeSchema);

  const country = (info.registeredOffice?.country ?? info.address?.country ?? '').trim().toUpperCase();
  const taxCode = italy?.codiceFiscale;
  if (taxCode && country) {
    const isValid = info.isCompany
      ? isValidTaxId(country, taxCode)
      : country !== 'IT' || isValidCodiceFiscale(taxCode);
    if (!isValid) {
      issues.push({
        path: `${BASE}.countrySpecificInfo.italy.codiceFiscale`,
        message: VALIDATION_MESSAGE.invalidTaxId,
      });
    }
  }
  for (const [path, vat] of [
    ['vatNumber', info.vatNumber],
    ['countrySpecificInfo.italy.vatNumber', italy?.vatNumber],
  ] as const) {
    if (vat && country && !isValidVat(country, vat)) {
      issues.push({ path: `${BASE}.${path}`, message: VALIDATION_MESSAGE.invalidVat });
    }
  }
  return issues;
}
