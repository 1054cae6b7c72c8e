import type { ActivePlan } from '@adatlas/domain/billing';
import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useConfirmPlan } from '../hooks/useConfirmPlan.ts';

export interface RequestedPlanCheckoutProps {
  plan: ActivePlan;
}

/** A plan chosen on the plans page (selectedPlan query) is confirmed and paid for at once. */
export function RequestedPlanCheckout({ plan }: RequestedPlanCheckoutProps) {
  const { t } = useTranslation();
  const { confirm, isError } = useConfirmPlan();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit: React may run effects twice in development.
    if (started.current) return;
    started.current = true;
    confirm(plan);
  }, [confirm, plan]);
  // The overlay tells what failed; the plan choice lets the user try again.
  if (isError) return <Navigate to={REGISTRATION_ROUTES.confirmPlan} replace />;
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 96 }}>
      <Spin size="large" tip={t('REGISTRATION_FLOW.CONFIRM_PLAN.PROCESSING')}>
        <div style={{ width: 240, height: 80 }} />
      </Spin>
    </div>
  );
}
