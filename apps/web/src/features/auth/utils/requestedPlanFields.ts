import { type RequestedPlanFields, RequestedPlanFieldsSchema } from '@adatlas/domain/auth';
import { REQUESTED_PLAN_PARAMS } from '@adatlas/domain/registration';

const { selectedPlan, selectedTenant } = RequestedPlanFieldsSchema.shape;

/**
 * The plan asked for by link (`selectedPlan` / `selectedTenant` in `search`), each kept only when
 * the server would accept it: a malformed link must not make registration fail.
 */
export function requestedPlanFields(search: string): RequestedPlanFields {
  const params = new URLSearchParams(search);
  const plan = selectedPlan.safeParse(params.get(REQUESTED_PLAN_PARAMS.plan) ?? undefined);
  const tenant = selectedTenant.safeParse(params.get(REQUESTED_PLAN_PARAMS.tenant) ?? undefined);
  return {
    ...(plan.success && plan.data ? { selectedPlan: plan.data } : {}),
    ...(tenant.success && tenant.data ? { selectedTenant: tenant.data } : {}),
  };
}
