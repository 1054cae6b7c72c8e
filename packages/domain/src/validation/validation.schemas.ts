import { z } from 'zod';
import { isValidCodiceFiscale, isValidTaxId, isValidVat } from './tax-id.rules.ts';
import {
  BILLING_COMPANY_ADDRESS_REQUIRED_FIELDS,
  FORM_PASSWORD_MIN_LENGTH,
  VALIDATION_MESSAGE as M,
  PERSON_TYPES,
  REACH_MIN_YEAR,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  SDI_CODE_LENGTH,
} from './validation.constants.ts';
import { currentYear } from './validation.rules.ts';

/** Forms send '' for an untouched field: treat it as absent. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
}

const RequiredTextSchema = z.string(M.required).trim().min(1, M.required);
export const EmailSchema = z.email(M.invalidEmail).trim();
/** Certified e-mail (PEC): an ordinary address as far as syntax goes. */
export const PecEmailSchema = EmailSchema;
/** SDI recipient code of Italian e-invoicing: 7 letters or digits ('0000000' when a PEC is used). */
export const SdiCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${SDI_CODE_LENGTH}}$`), M.invalidSdiCode);
export const IsoDateSchema = z.iso.date(M.invalidDate);
export const PhoneNumberSchema = RequiredTextSchema.regex(/^\+?[0-9][0-9 ()./-]{4,19}$/, M.invalidPhone);
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, M.invalidCountry);

export const FormPasswordSchema = z.string(M.required).min(FORM_PASSWORD_MIN_LENGTH, M.passwordTooShort);
export const RegistrationPasswordSchema = z
  .string(M.required)
  .min(REGISTRATION_PASSWORD_MIN_LENGTH, M.passwordTooShort)
  .regex(/\p{L}/u, M.passwordLetterAndDigit)
  .regex(/\d/, M.passwordLetterAndDigit);
export const PasswordConfirmationSchema = z
  .object({ password: FormPasswordSchema, confirmPassword: z.string().min(1, M.required) })
  .refine((value) => value.password === value.confirmPassword, {
    message: M.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const PersonTypeSchema = z.enum(PERSON_TYPES);

const optionalText = () => z.string().trim().optional();

/** Billing info as stored on the user (spec access §3): anything may still be missing. */
export const BillingAddressSchema = z.object({
  addressLine1: optionalText(),
  addressLine2: optionalText(),
  city: optionalText(),
  state: optionalText(),
  postalCode: optionalText(),
  country: optionalText(),
});
export const ItalyBillingInfoSchema = z.object({
  /** Tax code or VAT id, whatever the company's country. */
  codiceFiscale: optionalText(),
  vatNumber: optionalText(),
  pec: optionalText(),
  sdiCode: optionalText(),
});
export const BillingInfoSchema = z.object({
  firstName: optionalText(),
  lastName: optionalText(),
  birthDate: optionalText(),
  phoneNumber: optionalText(),
  isCompany: z.boolean().optional(),
  companyName: optionalText(),
  administrationEmail: optionalText(),
  function: optionalText(),
  address: BillingAddressSchema.optional(),
  countrySpecificInfo: z.object({ italy: ItalyBillingInfoSchema.optional() }).optional(),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

const PersonFieldsSchema = z.object({
  firstName: RequiredTextSchema,
  lastName: RequiredTextSchema,
  birthDate: IsoDateSchema,
  phoneNumber: PhoneNumberSchema,
});

/** A physical person: personal data; the residential address and tax code are optional. */
export const PhysicalPersonBillingSchema = PersonFieldsSchema.extend({
  isCompany: z.literal(false),
  address: BillingAddressSchema.extend({ country: optional(CountryCodeSchema) }).optional(),
  countrySpecificInfo: z
    .object({ italy: z.object({ codiceFiscale: optional(z.string().trim()) }) })
    .optional(),
}).superRefine((info, ctx) => {
  const taxCode = info.countrySpecificInfo?.italy.codiceFiscale;
  if (taxCode && info.address?.country === 'IT' && !isValidCodiceFiscale(taxCode)) {
    ctx.addIssue({
      code: 'custom',
      message: M.invalidTaxId,
      path: ['countrySpecificInfo', 'italy', 'codiceFiscale'],
    });
  }
});

const requiredAddressFields = Object.fromEntries(
  BILLING_COMPANY_ADDRESS_REQUIRED_FIELDS.map((field) => [field, RequiredTextSchema]),
) as Record<(typeof BILLING_COMPANY_ADDRESS_REQUIRED_FIELDS)[number], typeof RequiredTextSchema>;

/** A juridical person: company data and the registered office, all required (spec access §5). */
export const JuridicalPersonBillingSchema = PersonFieldsSchema.extend({
  isCompany: z.literal(true),
  companyName: RequiredTextSchema,
  administrationEmail: EmailSchema,
  function: RequiredTextSchema,
  address: BillingAddressSchema.extend({ ...requiredAddressFields, country: CountryCodeSchema }),
  countrySpecificInfo: z.object({
    italy: z.object({
      codiceFiscale: RequiredTextSchema,
      vatNumber: optional(z.string().trim()),
      pec: optional(PecEmailSchema),
      sdiCode: optional(SdiCodeSchema),
    }),
  }),
}).superRefine((info, ctx) => {
  const { country } = info.address;
  const { codiceFiscale, vatNumber } = info.countrySpecificInfo.italy;
  const path = ['countrySpecificInfo', 'italy'];
  if (!isValidTaxId(country, codiceFiscale)) {
    ctx.addIssue({ code: 'custom', message: M.invalidTaxId, path: [...path, 'codiceFiscale'] });
  }
  if (vatNumber && !isValidVat(country, vatNumber)) {
    ctx.addIssue({ code: 'custom', message: M.invalidVat, path: [...path, 'vatNumber'] });
  }
});

/** The billing form, either person type; its output is a BillingInfo that is complete. */
export const BillingInfoFormSchema = z.discriminatedUnion('isCompany', [
  PhysicalPersonBillingSchema,
  JuridicalPersonBillingSchema,
]);
export type BillingInfoForm = z.infer<typeof BillingInfoFormSchema>;

export const BrandReachRuleSchema = z
  .object({
    year: z.number(M.invalidYear).int(M.invalidYear).min(REACH_MIN_YEAR, M.invalidYear),
    minReach: z.number().min(0, M.minReachNegative).nullish(),
    maxReach: z.number().min(0, M.maxReachBelowMin).nullish(),
  })
  .refine((rule) => rule.minReach == null || rule.maxReach == null || rule.maxReach >= rule.minReach, {
    message: M.maxReachBelowMin,
    path: ['maxReach'],
  });
export type BrandReachRule = z.infer<typeof BrandReachRuleSchema>;

/** The reach rule with its upper year bound, which depends on the clock. */
export function brandReachRuleSchema(now: Date) {
  return BrandReachRuleSchema.refine((rule) => rule.year <= currentYear(now), {
    message: M.invalidYear,
    path: ['year'],
  });
}
