import {
  BILLING_COMPANY_ADDRESS_REQUIRED_FIELDS,
  BILLING_COMPANY_REQUIRED_FIELDS,
  BILLING_REQUIRED_FIELDS,
  type PersonType,
  REACH_MIN_YEAR,
  REGISTRATION_PASSWORD_MIN_LENGTH,
} from './validation.constants.ts';
import type { BillingInfo, BrandReachRule } from './validation.schemas.ts';

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * Billing info is complete (spec access §5) with name, birth date and phone; a company also
 * needs the administration e-mail, tax code, function and a full address. Registration sends
 * users with incomplete info back to /completeBillingInfo.
 */
export function isBillingInfoComplete(info: BillingInfo | null | undefined): boolean {
  if (!info) return false;
  if (!BILLING_REQUIRED_FIELDS.every((field) => isFilled(info[field]))) return false;
  if (!info.isCompany) return true;
  const address = info.address;
  return (
    BILLING_COMPANY_REQUIRED_FIELDS.every((field) => isFilled(info[field])) &&
    isFilled(info.countrySpecificInfo?.italy?.codiceFiscale) &&
    address !== undefined &&
    BILLING_COMPANY_ADDRESS_REQUIRED_FIELDS.every((field) => isFilled(address[field]))
  );
}

/** The billing form's person type is stored as the isCompany flag. */
export function personTypeOf(info: Pick<BillingInfo, 'isCompany'>): PersonType {
  return info.isCompany ? 'juridical' : 'physical';
}

/** The registration rule: at least 8 characters with a letter and a digit. */
export function isValidRegistrationPassword(password: string): boolean {
  return (
    password.length >= REGISTRATION_PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\d/.test(password)
  );
}

export function currentYear(now: Date): number {
  return now.getUTCFullYear();
}

/** A reach rule can be added with a year from 2000 to this year, min ≥ 0 and max ≥ min. */
export function isValidReachRule(rule: Partial<BrandReachRule>, now: Date): boolean {
  const { year, minReach, maxReach } = rule;
  if (year === undefined || !Number.isInteger(year) || year < REACH_MIN_YEAR || year > currentYear(now)) {
    return false;
  }
  if (minReach != null && minReach < 0) return false;
  if (maxReach != null && maxReach < 0) return false;
  return minReach == null || maxReach == null || maxReach >= minReach;
}
