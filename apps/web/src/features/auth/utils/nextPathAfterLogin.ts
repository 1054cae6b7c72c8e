import { REGISTRATION_FLOW_TAG } from '@adatlas/domain/auth';
import { safeRedirectPath } from '@adatlas/domain/navigation';
import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import type { Me } from '../../../shared/session/session.types.ts';
import { registrationStepFor, requestedPlanSearch } from '../../registration-flow/index.ts';

/**
 * Where a freshly signed-in user goes. Users in the registration flow go where `nextRegistrationStep`
 * says (spec access §4), carrying a plan requested by query (`search`): billing info first, then the
 * plan choice with that plan preselected, where the flow gate checks it against the active plans.
 * A renewal session (the licence ran out) goes to the plan choice instead of any other page. The
 * others go to the page they asked for, or home.
 */
export function nextPathAfterLogin(
  user: Pick<Me, 'tags' | 'billingInfo' | 'overdue'>,
  redirectUri: string | null,
  search = '',
  renewalRequired = false,
): string {
  if (!user.tags.includes(REGISTRATION_FLOW_TAG)) return safeRedirectPath(redirectUri);
  const planSearch = requestedPlanSearch(search);
  // Without the plans at hand the request is left to the gate: evaluate the rest of the flow.
  const step = registrationStepFor(user, '', '', []);
  const path = step.kind === 'route' ? step.path : REGISTRATION_ROUTES.home;
  if (path !== REGISTRATION_ROUTES.home) return `${path}${planSearch}`;
  if (planSearch || renewalRequired) return `${REGISTRATION_ROUTES.confirmPlan}${planSearch}`;
  return safeRedirectPath(redirectUri);
}
