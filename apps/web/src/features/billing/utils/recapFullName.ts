import type { Me } from '@adatlas/domain/auth';

/**
 * The person's name on the plan recap: each part from the billing info, else from the account's own
 * name and surname (a customer whose billing info has no name still has one), '' when neither has it.
 */
export function recapFullName(user: Pick<Me, 'name' | 'surname' | 'billingInfo'>): string {
  const first = user.billingInfo?.firstName?.trim() || user.name?.trim();
  const last = user.billingInfo?.lastName?.trim() || user.surname?.trim();
  return [first, last].filter(Boolean).join(' ');
}
