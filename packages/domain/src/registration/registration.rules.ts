import { activeLicenceTenant } from '../auth/auth.rules.ts';
import type { Plan } from '../billing/billing.schemas.ts';
import type { TenantId } from '../tenants/tenants.constants.ts';
import { isBillingInfoComplete } from '../validation/validation.rules.ts';
import type { BillingInfo } from '../validation/validation.schemas.ts';
import { CONFIRMED_TRIAL_TAG, REGISTRATION_FLOW_TAG, REGISTRATION_ROUTES } from './registration.constants.ts';
import type {
  CheckoutOutcome,
  CheckoutResponse,
  RegistrationStep,
  RequestedPlan,
  RequestedPlanQuery,
} from './registration.schemas.ts';

export interface RegistrationInput {
  tags: readonly string[];
  billingInfo: BillingInfo | null | undefined;
  isOverdue: boolean;
  /** From the selectedPlan / selectedTenant query, see requestedPlanFromQuery. */
  requestedPlan: RequestedPlan | null;
  /** The tenant the user is signed in to. */
  tenant: string;
  /** The plans the tenant currently sells. */
  activePlans: readonly Pick<Plan, 'id' | 'archived'>[];
}

const route = (path: Extract<RegistrationStep, { kind: 'route' }>['path']): RegistrationStep => ({
  kind: 'route',
  path,
});

/**
 * The registration flow evaluated after login (spec access §4), in order: billing info first,
 * then a suspended subscription, then a plan requested from the plans page, then the plan choice.
 */
export function nextRegistrationStep(input: RegistrationInput): RegistrationStep {
  if (!input.tags.includes(REGISTRATION_FLOW_TAG)) return route(REGISTRATION_ROUTES.home);
  if (!isBillingInfoComplete(input.billingInfo)) return route(REGISTRATION_ROUTES.completeBillingInfo);
  if (input.isOverdue) return route(REGISTRATION_ROUTES.pastDue);
  const requested = input.requestedPlan;
  if (requested) {
    const plan = input.activePlans.find((candidate) => candidate.id === requested.planId);
    const isBuyable = requested.tenant === input.tenant && plan !== undefined && !plan.archived;
    // A stale or foreign link falls back to the plan choice instead of failing.
    return isBuyable
      ? { kind: 'checkout', planId: requested.planId }
      : route(REGISTRATION_ROUTES.confirmPlan);
  }
  if (!input.tags.includes(CONFIRMED_TRIAL_TAG)) return route(REGISTRATION_ROUTES.confirmPlan);
  return route(REGISTRATION_ROUTES.home);
}

export interface LicenceStateInput {
  tags: readonly string[];
  licence: { tenants: readonly { tenant: TenantId; exp: number }[] };
  /** The tenant the user is signed in to. */
  tenant: TenantId;
  now: Date;
}

export interface PlanChoiceInput extends LicenceStateInput {
  /** The free trial, or any paid plan. */
  kind: 'trial' | 'paid';
}

/** The licence has an entry for the tenant and it has run out (the expiry instant included). */
function hasLicenceRunOut({ licence, tenant, now }: LicenceStateInput): boolean {
  const entry = licence.tenants.find((candidate) => candidate.tenant === tenant);
  return entry !== undefined && activeLicenceTenant(licence, tenant, now) === null;
}

/**
 * Whether /confirmPlan may offer a plan of `kind`. A user in the e-commerce registration flow may
 * choose; so may one without live access to the tenant. A user outside the flow whose licence is
 * live there already has access, under a contract sold by sales: a plan would only stand in its way,
 * so the page sends them home. The trial is given once: where the licence has run out in the tenant
 * (the trial ended, or a plan bought after it), only a paid plan is offered.
 */
export function canChoosePlan(input: PlanChoiceInput): boolean {
  const { tags, licence, tenant, now, kind } = input;
  const mayChoose =
    tags.includes(REGISTRATION_FLOW_TAG) || activeLicenceTenant(licence, tenant, now) === null;
  return mayChoose && (kind === 'paid' || !hasLicenceRunOut(input));
}

/**
 * Whether the tenant's trial is behind the user: its licence there ran out, or a plan was confirmed
 * while the tenant has a licence entry (the trial running). The plan choice then offers paid plans
 * only; the checkout still accepts a repeated confirmation of a running trial, which changes nothing.
 */
export function hasUsedTrial(input: LicenceStateInput): boolean {
  const hasEntry = input.licence.tenants.some((candidate) => candidate.tenant === input.tenant);
  return hasLicenceRunOut(input) || (hasEntry && input.tags.includes(CONFIRMED_TRIAL_TAG));
}

/**
 * Whether a sign-in refused today for an expired licence gets a session restricted to buying a paid
 * plan instead: a self-registered user whose licence has run out in the tenant (a trial must not be a
 * dead end). A customer outside the flow holds a contract sold by sales and stays refused; data
 * always needs a live licence.
 */
export function mayRenewAtSignIn(input: LicenceStateInput): boolean {
  return input.tags.includes(REGISTRATION_FLOW_TAG) && hasLicenceRunOut(input);
}

/** A plan requested by query; without selectedTenant the request is for the current tenant. */
export function requestedPlanFromQuery(
  query: RequestedPlanQuery,
  currentTenant: string,
): RequestedPlan | null {
  if (!query.selectedPlan) return null;
  return { planId: query.selectedPlan, tenant: query.selectedTenant ?? currentTenant };
}

/**
 * What the web does with the checkout answer: done and successful is paid; done otherwise, or
 * no address to pay at, is a failure; else the user goes to the provider's checkout page.
 */
export function checkoutOutcome(response: CheckoutResponse): CheckoutOutcome {
  if (response.done && response.success)
    return { kind: 'route', path: REGISTRATION_ROUTES.paymentSuccessful };
  if (response.done || !response.url) return { kind: 'route', path: REGISTRATION_ROUTES.paymentFailed };
  return { kind: 'redirect', url: response.url };
}

/** Tags a user may set or clear on their own profile; every other tag is the system's. */
export const SELF_SERVICE_USER_TAGS: readonly string[] = [CONFIRMED_TRIAL_TAG];

/**
 * A user's tags after `PATCH /user/me` with `requested`: the system's tags (the registration flow
 * among them) stay exactly as they were, and only self-service tags follow the request. Without it
 * a customer could drop `registration_flow` and skip the plan and payment steps.
 */
export function applySelfServiceTags(current: readonly string[], requested: readonly string[]): string[] {
  const system = current.filter((tag) => !SELF_SERVICE_USER_TAGS.includes(tag));
  const chosen = requested.filter((tag) => SELF_SERVICE_USER_TAGS.includes(tag));
  return [...new Set([...system, ...chosen])];
}
