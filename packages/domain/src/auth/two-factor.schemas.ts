import { z } from 'zod';
import { SessionSchema } from './auth.schemas.ts';

const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'A 6-digit code from your authenticator app');
const RecoveryCodeSchema = z.string().trim().toLowerCase().min(8).max(20);
const PasswordSchema = z.string().min(1).max(256);

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left; 0 while two-factor sign-in is off. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;
export const TwoFactorStatusResponseSchema = z.object({ data: TwoFactorStatusSchema });

/** Re-authentication with the current password guards every change of the second factor. */
export const TwoFactorSetupRequestSchema = z.object({ password: PasswordSchema }).strict();
export const TwoFactorSetupResponseSchema = z.object({
  data: z.object({ secret: z.string(), uri: z.string() }),
});

export const TwoFactorEnableRequestSchema = z.object({ code: TotpCodeSchema }).strict();
export const TwoFactorEnableResponseSchema = z.object({
  /** Shown once: ten single-use codes, stored hashed. */
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});

export const TwoFactorDisableRequestSchema = z
  .object({ password: PasswordSchema, code: z.union([TotpCodeSchema, RecoveryCodeSchema]) })
  .strict();

export const TwoFactorChallengeResponseSchema = z.object({
  data: z.object({ twoFactorRequired: z.literal(true), challenge: z.string() }),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeResponseSchema>['data'];

export const LoginTwoFactorRequestSchema = z
  .object({
    challenge: z.string().min(1).max(200),
    code: TotpCodeSchema.optional(),
    recoveryCode: RecoveryCodeSchema.optional(),
  })
  .strict()
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode',
  });
export type LoginTwoFactorRequest = z.infer<typeof LoginTwoFactorRequestSchema>;

/** A session, or the challenge of the second step when the account has two-factor sign-in on. */
export const LoginResponseSchema = z.object({
  data: z.union([SessionSchema, TwoFactorChallengeResponseSchema.shape.data]),
});
