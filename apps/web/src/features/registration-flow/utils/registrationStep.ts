import type { Me } from '@adatlas/domain/auth';
import type { Plan } from '@adatlas/domain/billing';
import {
  nextRegistrationStep,
  REGISTRATION_ROUTES,
  REQUESTED_PLAN_PARAMS,
  type RegistrationStep,
  RequestedPlanQuerySchema,
  requestedPlanFromQuery,
} from '@adatlas/domain/registration';
import { toDomainBillingInfo } from '../../billing/index.ts';

type FlowUser = Pick<Me, 'tags' | 'billingInfo' | 'overdue'>;

/** The `selectedPlan` / `selectedTenant` part of a query string ('' when absent), to carry along. */
export function requestedPlanSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.values(REQUESTED_PLAN_PARAMS)) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/** The registration step of spec access §4 for a user, with the plan requested in `search`. */
export function registrationStepFor(
  user: FlowUser,
  tenant: string,
  search: string,
  activePlans: readonly Pick<Plan, 'id' | 'archived'>[],
): RegistrationStep {
  const query = RequestedPlanQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
  return nextRegistrationStep({
    tags: user.tags,
    billingInfo: toDomainBillingInfo(user.billingInfo),
    isOverdue: user.overdue,
    requestedPlan: requestedPlanFromQuery(query, tenant),
    tenant,
    activePlans,
  });
}

/** Pages a user may stay on while the flow still asks for the plan choice. */
const PLAN_CHOICE_PAGES: readonly string[] = [
  REGISTRATION_ROUTES.confirmPlan,
  REGISTRATION_ROUTES.completeBillingInfo,
  REGISTRATION_ROUTES.paymentSuccessful,
  REGISTRATION_ROUTES.paymentFailed,
];

/**
 * Where the flow moves a user who is on `pathname` with the query `search`, or null to stay: missing
 * billing info and a suspended subscription win everywhere, carrying a requested plan along; the plan
 * choice leaves the flow's own pages alone (edit info, payment result). A plan requested by link that
 * the tenant sells is shown preselected on the plan choice, to be confirmed there; one it does not
 * sell is dropped, leaving the plain plan choice.
 */
export function registrationRedirect(
  step: RegistrationStep,
  pathname: string,
  search: string,
): string | null {
  const planSearch = requestedPlanSearch(search);
  if (step.kind === 'checkout') {
    return PLAN_CHOICE_PAGES.includes(pathname) ? null : `${REGISTRATION_ROUTES.confirmPlan}${planSearch}`;
  }
  const { path } = step;
  if (path === REGISTRATION_ROUTES.confirmPlan && planSearch) return REGISTRATION_ROUTES.confirmPlan;
  if (path === REGISTRATION_ROUTES.home || path === pathname) return null;
  if (path === REGISTRATION_ROUTES.confirmPlan && PLAN_CHOICE_PAGES.includes(pathname)) return null;
  return `${path}${planSearch}`;
}
