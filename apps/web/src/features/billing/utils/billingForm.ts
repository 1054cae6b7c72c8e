import type { BillingInfo as StoredBillingInfo } from '@adatlas/domain/auth';
import {
  type BillingInfo,
  type BillingInfoForm,
  BillingInfoFormSchema,
  isValidTaxId,
  type PersonType,
  personTypeOf,
  VALIDATION_MESSAGE,
} from '@adatlas/domain/validation';
import type { Session } from '../../../shared/session/session.types.ts';
import { tenantCountry } from './countries.ts';

export interface AddressValues {
  addressLine1?: string;
  addressLine2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  country?: string;
}

/** The billing form's values: BillingInfo's shape, the person type as a choice, the date as ISO. */
export interface BillingFormValues {
  firstName?: string;
  lastName?: string;
  /** YYYY-MM-DD. */
  birthDate?: string;
  phoneNumber?: string;
  personType?: PersonType;
  companyName?: string;
  administrationEmail?: string;
  function?: string;
  address?: AddressValues;
  countrySpecificInfo?: {
    italy?: { codiceFiscale?: string; vatNumber?: string; pec?: string; sdiCode?: string };
  };
}

export type FieldPath = readonly (string | number)[];
export interface FieldIssue {
  name: FieldPath;
  /** A dictionary key (VALIDATION.*). */
  message: string;
}

const orUndefined = (value: string | null | undefined) => value ?? undefined;

/** The stored billing info as the form shows it; a new form starts in the tenant's country. */
export function toBillingFormValues(
  info: StoredBillingInfo | null | undefined,
  defaultCountry?: string,
): BillingFormValues {
  const address = info?.address;
  const italy = info?.countrySpecificInfo?.italy;
  return {
    firstName: orUndefined(info?.firstName),
    lastName: orUndefined(info?.lastName),
    birthDate: orUndefined(info?.birthDate),
    phoneNumber: orUndefined(info?.phoneNumber),
    personType: info?.isCompany == null ? undefined : personTypeOf({ isCompany: info.isCompany }),
    companyName: orUndefined(info?.companyName),
    administrationEmail: orUndefined(info?.administrationEmail),
    function: orUndefined(info?.function),
    address: {
      addressLine1: orUndefined(address?.addressLine1),
      addressLine2: orUndefined(address?.addressLine2),
      city: orUndefined(address?.city),
      state: orUndefined(address?.state),
      postalCode: orUndefined(address?.postalCode),
      country: orUndefined(address?.country) ?? defaultCountry,
    },
    countrySpecificInfo: {
      italy: {
        codiceFiscale: orUndefined(italy?.codiceFiscale),
        vatNumber: orUndefined(italy?.vatNumber),
        pec: orUndefined(italy?.pec),
        sdiCode: orUndefined(italy?.sdiCode),
      },
    },
  };
}

/** The signed-in user's stored billing info as the form shows it. */
export function storedBillingFormValues(session: Session): BillingFormValues {
  return toBillingFormValues(session.user.billingInfo, tenantCountry(session.tenant));
}

/** Drops empty strings and the objects they leave empty, so nothing blank is stored. */
function compact<T>(value: T): T | undefined {
  if (typeof value === 'string') return (value.trim() === '' ? undefined : value) as T | undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value)
    .map(([key, child]) => [key, compact(child)] as const)
    .filter(([, child]) => child !== undefined);
  return entries.length === 0 ? undefined : (Object.fromEntries(entries) as T);
}

/** Stored billing info with nulls read as missing, the shape the domain rules take. */
export function toDomainBillingInfo(info: StoredBillingInfo | null | undefined): BillingInfo | null {
  if (!info) return null;
  const withoutNulls = JSON.parse(
    JSON.stringify(info, (_key, value) => (value === null ? undefined : value)),
  );
  return withoutNulls as BillingInfo;
}

export type BillingFormResult =
  | { success: true; billingInfo: BillingInfoForm }
  | { success: false; issues: FieldIssue[] };

/**
 * Validates the whole form with the domain schema of its person type (spec access §5). Issue paths
 * are the form's field names; a missing person type is reported on its own field.
 */
export function parseBillingForm(values: BillingFormValues): BillingFormResult {
  if (!values.personType) {
    return { success: false, issues: [{ name: ['personType'], message: VALIDATION_MESSAGE.required }] };
  }
  const { personType, ...rest } = values;
  const isCompany = personType === 'juridical';
  const candidate = compact({ ...rest, isCompany }) ?? { isCompany };
  if (!isCompany) {
    // A physical person gives only the tax code among the Italian extras.
    const codiceFiscale = rest.countrySpecificInfo?.italy?.codiceFiscale;
    Object.assign(candidate, {
      companyName: undefined,
      administrationEmail: undefined,
      function: undefined,
      countrySpecificInfo: compact({ italy: compact({ codiceFiscale }) }),
    });
  }
  if (isCompany) {
    // Empty groups were compacted away; the schema must still see them to name the missing fields.
    const withGroups = candidate as { address?: object; countrySpecificInfo?: { italy?: object } };
    withGroups.address ??= {};
    withGroups.countrySpecificInfo = { italy: withGroups.countrySpecificInfo?.italy ?? {} };
  }
  const result = BillingInfoFormSchema.safeParse(candidate);
  if (result.success) return { success: true, billingInfo: result.data };
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    name: issue.path as FieldPath,
    // A field left empty reads as "required", whatever message its format check carries.
    message:
      issue.code === 'invalid_type' || !issue.message.startsWith('VALIDATION.')
        ? VALIDATION_MESSAGE.required
        : issue.message,
  }));
  return { success: false, issues: [...issues, ...earlyTaxIdIssues(values, issues)] };
}

const TAX_ID_NAME = ['countrySpecificInfo', 'italy', 'codiceFiscale'] as const;

/**
 * The schema checks the tax id against the country only once every other field is valid; the
 * wizard asks for it two steps before the address, so the same domain rule is applied here early.
 */
function earlyTaxIdIssues(values: BillingFormValues, issues: readonly FieldIssue[]): FieldIssue[] {
  const country = values.address?.country?.trim();
  const taxId = values.countrySpecificInfo?.italy?.codiceFiscale?.trim();
  if (values.personType !== 'juridical' || !country || !taxId) return [];
  if (issues.some((issue) => sameField(issue.name, TAX_ID_NAME)) || isValidTaxId(country, taxId)) return [];
  return [{ name: TAX_ID_NAME, message: VALIDATION_MESSAGE.invalidTaxId }];
}

/** A server field path (`body.billingInfo.address.city`) as the form's field name. */
export function serverFieldName(path: string): FieldPath | null {
  const prefix = 'body.billingInfo.';
  return path.startsWith(prefix) ? path.slice(prefix.length).split('.') : null;
}

export const sameField = (a: FieldPath, b: FieldPath) =>
  a.length === b.length && a.every((part, index) => part === b[index]);
