import { canChoosePlan, REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../shared/session/useSession.ts';

export interface PlanChoiceGuardProps {
  children: ReactNode;
}

/**
 * The plan choice (and its free trial) is for the e-commerce registration flow: a customer whose
 * licence is already live in this country, outside that flow, holds a contract and goes home. The
 * page filters the trial by the same rule.
 */
export function PlanChoiceGuard({ children }: PlanChoiceGuardProps) {
  const { session } = useSession();
  if (!session) return null;
  const isOffered = canChoosePlan({
    tags: session.user.tags,
    licence: session.licence,
    tenant: session.tenant,
    now: new Date(),
    kind: 'paid',
  });
  return isOffered ? children : <Navigate to={REGISTRATION_ROUTES.home} replace />;
}
