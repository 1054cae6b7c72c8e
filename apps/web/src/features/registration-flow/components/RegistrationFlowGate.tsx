import { REGISTRATION_FLOW_TAG } from '@adatlas/domain/auth';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';
import { billingQueries } from '../../billing/index.ts';
import { registrationRedirect, registrationStepFor, requestedPlanSearch } from '../utils/registrationStep.ts';

export interface RegistrationFlowGateProps {
  children: ReactNode;
}

/**
 * Applies the registration flow (spec access §4) on every signed-in page load for users tagged
 * registration_flow: billing info first, then a suspended subscription, then the plan choice, with a
 * plan requested by link preselected once it is checked against the tenant's active plans.
 */
export function RegistrationFlowGate({ children }: RegistrationFlowGateProps) {
  const { session } = useSession();
  const { pathname, search } = useLocation();
  const isInFlow = session?.user.tags.includes(REGISTRATION_FLOW_TAG) ?? false;
  const hasRequest = requestedPlanSearch(search) !== '';
  const plans = useQuery({
    ...billingQueries.activePlans(session?.tenant ?? ''),
    enabled: isInFlow && hasRequest,
  });
  if (!session || !isInFlow) return children;
  if (hasRequest && plans.isPending)
    return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;

  const step = registrationStepFor(session.user, session.tenant, search, plans.data ?? []);
  const target = registrationRedirect(step, pathname, search);
  if (target) return <Navigate to={target} replace />;
  return children;
}
