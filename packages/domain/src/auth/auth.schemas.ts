import { z } from 'zod';
import { FEATURE_FLAGS } from '../flags/flags.constants.ts';
import { LanguageSchema } from '../languages/languages.schemas.ts';
import { USER_GROUPS } from '../scopes/scopes.constants.ts';
import { TenantIdSchema } from '../tenants/tenants.schemas.ts';
import { PLUGIN_PERIODS, USER_CONTEXTS } from './auth.constants.ts';
import { isRegistrationPassword, isWellFormedPassword, MAILER_USERNAME_PATTERN } from './auth.rules.ts';

const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Insert a valid email address').max(254));

/**
 * A plan asked for by link (`selectedPlan` / `selectedTenant`, spec access §4), carried into the
 * verification e-mail's link so the registration flow still finds it after the e-mail is confirmed.
 */
export const RequestedPlanFieldsSchema = z.object({
  selectedPlan: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/)
    .optional(),
  selectedTenant: TenantIdSchema.optional(),
});
export type RequestedPlanFields = z.infer<typeof RequestedPlanFieldsSchema>;

export const RegisterRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string()
    .max(256)
    .refine(isRegistrationPassword, 'The password needs at least 8 characters with a letter and a digit'),
  privacyAccepted: z.literal(true),
  termsAccepted: z.literal(true),
  ...RequestedPlanFieldsSchema.shape,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  data: z.object({ userId: z.number().int(), email: z.string() }),
});

export const LoginRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthorizationCodeQuerySchema = z.object({
  authorization_code: z.string().min(1).max(200),
  redirect_uri: z.string().max(2000).optional(),
});

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResponseSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

/** Mails a new verification link to an unconfirmed account (answers the same for any address). */
export const VerificationEmailRequestSchema = z.object({
  email: EmailSchema,
  ...RequestedPlanFieldsSchema.shape,
});
export type VerificationEmailRequest = z.infer<typeof VerificationEmailRequestSchema>;
export const VerificationEmailResponseSchema = z.object({ data: z.object({ sent: z.literal(true) }) });

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: z
    .string()
    .max(256)
    .refine(isRegistrationPassword, 'The password needs at least 8 characters with a letter and a digit'),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;
export const ResetPasswordResponseSchema = z.object({ data: z.object({ reset: z.literal(true) }) });

export const PluginSchema = z.object({
  name: z.string(),
  data: z.object({
    period: z.union(PLUGIN_PERIODS.map((period) => z.literal(period))),
    periodStartDateTime: z.string().nullable(),
    companyLimit: z.number().int().nullable(),
    contactLimit: z.number().int().nullable(),
    exportedCount: z.number().int(),
    requestLimit: z.number().int().nullable(),
    requestsPerMinute: z.number().int().nullable(),
  }),
});
export type Plugin = z.infer<typeof PluginSchema>;

export const LicenceTenantSchema = z.object({
  tenant: TenantIdSchema,
  /** Expiry, unix seconds. */
  exp: z.number().int(),
  scopes: z.array(z.string()),
  profiles: z.array(z.string()),
  plugins: z.array(PluginSchema),
});
export type LicenceTenant = z.infer<typeof LicenceTenantSchema>;

export const LicenceSchema = z.object({ tenants: z.array(LicenceTenantSchema) });
export type Licence = z.infer<typeof LicenceSchema>;

const optionalText = (max = 200) => z.string().trim().max(max).nullable().optional();

export const AddressSchema = z.object({
  addressLine1: optionalText(),
  addressLine2: optionalText(),
  city: optionalText(),
  state: optionalText(),
  postalCode: optionalText(20),
  country: optionalText(),
});
export type Address = z.infer<typeof AddressSchema>;

/** Spec access §3; every field optional so the multi-step form can save partial data. */
export const BillingInfoSchema = z.object({
  firstName: optionalText(),
  lastName: optionalText(),
  birthDate: optionalText(10),
  phoneNumber: optionalText(40),
  isCompany: z.boolean().nullable().optional(),
  companyName: optionalText(),
  administrationEmail: optionalText(254),
  function: optionalText(),
  address: AddressSchema.nullable().optional(),
  registeredOffice: AddressSchema.nullable().optional(),
  vatNumber: optionalText(40),
  pec: optionalText(254),
  sdiCode: optionalText(20),
  countrySpecificInfo: z
    .object({
      italy: z
        .object({
          codiceFiscale: optionalText(40),
          vatNumber: optionalText(40),
          pec: optionalText(254),
          sdiCode: optionalText(20),
        })
        .nullable()
        .optional(),
    })
    .nullable()
    .optional(),
});
export type BillingInfo = z.infer<typeof BillingInfoSchema>;

export const WeeklyUpdateEmailSettingsSchema = z.object({
  enabled: z.boolean(),
  sections: z.object({
    pitches: z.boolean(),
    creas: z.boolean(),
    appointments: z.boolean(),
    companies: z.boolean(),
    investmentRounds: z.boolean(),
    acquisitions: z.boolean(),
  }),
});
export type WeeklyUpdateEmailSettings = z.infer<typeof WeeklyUpdateEmailSettingsSchema>;

export const UserProfileSchema = z.object({
  birthDate: z.string().nullable(),
  telephone: z.string().nullable(),
});

export const MeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  group: z.enum(USER_GROUPS),
  context: z.enum(USER_CONTEXTS),
  active: z.boolean(),
  emailVerified: z.boolean(),
  overdue: z.boolean(),
  tags: z.array(z.string()),
  profile: UserProfileSchema,
  billingInfo: BillingInfoSchema.nullable(),
  weeklyUpdateEmailSettings: WeeklyUpdateEmailSettingsSchema,
  mailerIntegration: z.object({ username: z.string(), hasPassword: z.boolean() }).nullable(),
  extraCompanyCredits: z.number().int(),
  extraContactCredits: z.number().int(),
  /** The language of the user's e-mails: their last sign-in's or switch's; null until known. */
  language: LanguageSchema.nullable(),
  licence: LicenceSchema,
  createdAt: z.string(),
  modifiedAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;
export const MeResponseSchema = z.object({ data: MeSchema });

export const SessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  tenant: TenantIdSchema,
  user: MeSchema,
  scopes: z.array(z.string()),
  flags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  licence: LicenceSchema,
  /** True for an admin who must set up two-factor sign-in before anything else (ADMIN_2FA_REQUIRED). */
  twoFactorSetupRequired: z.boolean().optional(),
  /**
   * True for a self-registered user whose licence ran out in the tenant: the session only reaches
   * the plan choice, billing info and checkout until a paid plan makes the licence live again.
   */
  renewalRequired: z.boolean().optional(),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionResponseSchema = z.object({ data: SessionSchema });

/**
 * What the session may do in the x-tenant country: read again after changing country, and after a
 * payment (`renewalRequired` false once it made the licence live again).
 */
export const TenantAccessSchema = SessionSchema.pick({
  tenant: true,
  scopes: true,
  flags: true,
  renewalRequired: true,
});
export type TenantAccess = z.infer<typeof TenantAccessSchema>;
export const TenantAccessResponseSchema = z.object({ data: TenantAccessSchema });

export const UpdateMeRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    surname: z.string().trim().min(1).max(100),
    profile: z.object({
      birthDate: z.iso.date().nullable(),
      telephone: z.string().trim().max(40).nullable(),
    }),
    billingInfo: BillingInfoSchema,
    weeklyUpdateEmailSettings: WeeklyUpdateEmailSettingsSchema,
    mailerIntegration: z.object({
      username: z.string().trim().regex(MAILER_USERNAME_PATTERN, 'Insert a valid username'),
      password: z.string().max(200).refine(isWellFormedPassword, 'Insert a valid password'),
    }),
    tags: z.array(z.string().trim().min(1).max(60)).max(50),
  })
  .partial()
  .strict();
export type UpdateMeRequest = z.infer<typeof UpdateMeRequestSchema>;
