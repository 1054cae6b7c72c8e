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

/** The query parameters a plans page uses to send a user into checkout. */
export const REQUESTED_PLAN_PARAMS = { plan: 'selectedPlan', tenant: 'selectedTenant' } as const;
