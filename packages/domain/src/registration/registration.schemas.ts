import { z } from 'zod';
import { REGISTRATION_ROUTES } from './registration.constants.ts';

const { completeBillingInfo, pastDue, confirmPlan, home, paymentSuccessful, paymentFailed } =
  REGISTRATION_ROUTES;

/** Where the registration flow sends a user after login (spec access §4). */
export const RegistrationStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('route'), path: z.enum([completeBillingInfo, pastDue, confirmPlan, home]) }),
  z.object({ kind: z.literal('checkout'), planId: z.string().min(1) }),
]);
export type RegistrationStep = z.infer<typeof RegistrationStepSchema>;

/** Query parameters from the plans page; malformed values read as absent rather than failing. */
export const RequestedPlanQuerySchema = z.object({
  selectedPlan: z.string().trim().min(1).optional().catch(undefined),
  selectedTenant: z.string().trim().min(1).optional().catch(undefined),
});
export type RequestedPlanQuery = z.infer<typeof RequestedPlanQuerySchema>;

export const RequestedPlanSchema = z.object({ planId: z.string().min(1), tenant: z.string().min(1) });
export type RequestedPlan = z.infer<typeof RequestedPlanSchema>;

/** The answer of the checkout call (spec access §7). */
export const CheckoutResponseSchema = z.object({
  done: z.boolean().optional(),
  success: z.boolean().optional(),
  url: z.url().optional(),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

export type CheckoutOutcome =
  | { kind: 'route'; path: typeof paymentSuccessful | typeof paymentFailed }
  | { kind: 'redirect'; url: string };
