import { REGISTRATION_FLOW_TAG } from '@adatlas/domain/auth';
import { safeRedirectPath } from '@adatlas/domain/navigation';
import type { Me } from '../../../shared/session/session.types.ts';

/**
 * Where a freshly signed-in user goes. Users still in the registration flow finish it first
 * (a simple reading of spec §4 until the billing work brings the domain rule); the others go
 * to the page they asked for, or home.
 */
export function nextPathAfterLogin(
  user: Pick<Me, 'tags' | 'billingInfo'>,
  redirectUri: string | null,
): string {
  if (user.tags.includes(REGISTRATION_FLOW_TAG)) {
    return user.billingInfo ? '/confirmPlan' : '/completeBillingInfo';
  }
  return safeRedirectPath(redirectUri);
}
