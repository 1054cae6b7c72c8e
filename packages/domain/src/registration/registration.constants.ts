/** Users created by self-registration carry this tag until the flow is no longer needed. */
export const REGISTRATION_FLOW_TAG = 'registration_flow';
/** Added when the user confirms a plan on /confirmPlan (the trial or a paid plan). */
export const CONFIRMED_TRIAL_TAG = 'regFlow_confirmed_trial';

export const REGISTRATION_ROUTES = {
  home: '/',
  completeBillingInfo: '/completeBillingInfo',
  pastDue: '/past-due',
  confirmPlan: '/confirmPlan',
  paymentSuccessful: '/paymentSuccessful',
  paymentFailed: '/paymentFailed',
} as const;

/**
 * The pages a session restricted to renewal (a self-registered user whose licence ran out) may show:
 * the plan choice and the steps around it. Every other page sends it to the plan choice.
 */
export const RENEWAL_PAGES: readonly string[] = [
  REGISTRATION_ROUTES.confirmPlan,
  REGISTRATION_ROUTES.completeBillingInfo,
  REGISTRATION_ROUTES.paymentSuccessful,
  REGISTRATION_ROUTES.paymentFailed,
  REGISTRATION_ROUTES.pastDue,
];

/** The query parameters a plans page uses to send a user into checkout. */
export const REQUESTED_PLAN_PARAMS = { plan: 'selectedPlan', tenant: 'selectedTenant' } as const;
