import { type ActivePlan, isTrialPlan } from '@adatlas/domain/billing';
import {
  CONFIRMED_TRIAL_TAG,
  canChoosePlan,
  hasUsedTrial,
  REGISTRATION_ROUTES,
  RequestedPlanQuerySchema,
} from '@adatlas/domain/registration';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Result, Row, Skeleton, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { PageTitle } from '../../../shared/ui/PageTitle.tsx';
import {
  BillingInfoRecap,
  billingQueries,
  PlanSelector,
  SUBSCRIPTION_PAGE,
  useBillingPortal,
} from '../../billing/index.ts';
import { PlanChoiceGuard } from '../components/PlanChoiceGuard.tsx';
import { useConfirmPlan } from '../hooks/useConfirmPlan.ts';

/**
 * Recap of personal and billing info, the plan choice, and start trial or go to payment (spec §2);
 * a customer already licensed under contract is sent home instead (PlanChoiceGuard). Once the
 * licence has run out (a renewal session) the page says so and offers the paid plans only.
 */
export function ConfirmPlanPage() {
  return (
    <PlanChoiceGuard>
      <PlanChoice />
    </PlanChoiceGuard>
  );
}

function PlanChoice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useSession();
  const plans = useQuery(billingQueries.activePlans(session?.tenant ?? ''));
  const subscription = useQuery(billingQueries.subscription(session?.tenant ?? ''));
  const portal = useBillingPortal(SUBSCRIPTION_PAGE);
  // A paying subscriber changes plan in the portal: the server refuses a trial or a second checkout.
  const isPaying = subscription.data?.canManage === true;
  const requested = RequestedPlanQuerySchema.parse(Object.fromEntries(params)).selectedPlan;
  const [chosenId, setChosenId] = useState<string | undefined>(requested);
  const [isChoosing, setIsChoosing] = useState(!requested);
  const { confirm, isPending } = useConfirmPlan();
  if (!session) return null;
  const user = session.user;
  const hasConfirmedTrial = user.tags.includes(CONFIRMED_TRIAL_TAG);
  const isRenewal = session.renewalRequired === true;
  const now = new Date();
  // The trial is given once: the rule the checkout applies decides which plans are shown, and a
  // trial already confirmed here is not offered (nor preselected) again.
  const licenceState = { tags: user.tags, licence: user.licence, tenant: session.tenant, now };
  const isOffered = (plan: ActivePlan) =>
    isTrialPlan(plan)
      ? canChoosePlan({ ...licenceState, kind: 'trial' }) && !hasUsedTrial(licenceState)
      : canChoosePlan({ ...licenceState, kind: 'paid' });
  // A paid plan bought before and not renewed ended a subscription, not a trial.
  const endedPaidPlan = subscription.data?.plan ? !isTrialPlan(subscription.data.plan) : false;

  if (plans.isError) {
    return (
      <Result
        status="error"
        title={t('BILLING.PLANS_LOAD_FAILED')}
        extra={<Button onClick={() => void plans.refetch()}>{t('COMMON.RETRY')}</Button>}
      />
    );
  }
  const available = (plans.data ?? []).filter(isOffered);
  const chosen =
    available.find((plan) => plan.id === chosenId) ?? available.find(isTrialPlan) ?? available[0];

  return (
    <Spin spinning={isPending} tip={t('REGISTRATION_FLOW.CONFIRM_PLAN.PROCESSING')}>
      <PageTitle>{t('PAGES.CONFIRM_PLAN.TITLE')}</PageTitle>
      {isRenewal ? (
        <Alert
          type="warning"
          showIcon
          data-testid="renewal-notice"
          title={t(
            endedPaidPlan
              ? 'REGISTRATION_FLOW.CONFIRM_PLAN.SUBSCRIPTION_ENDED'
              : 'REGISTRATION_FLOW.CONFIRM_PLAN.TRIAL_ENDED',
          )}
          description={t('REGISTRATION_FLOW.CONFIRM_PLAN.RENEWAL_HINT')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Typography.Paragraph type="secondary">
        {t('REGISTRATION_FLOW.CONFIRM_PLAN.INTRO')}
      </Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card
            title={t('REGISTRATION_FLOW.CONFIRM_PLAN.PERSONAL_INFO')}
            extra={
              <Link to={REGISTRATION_ROUTES.completeBillingInfo}>
                {t('REGISTRATION_FLOW.CONFIRM_PLAN.EDIT_INFO')}
              </Link>
            }
            style={{ height: '100%' }}
          >
            <BillingInfoRecap user={user} part="personal" />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={t('REGISTRATION_FLOW.CONFIRM_PLAN.BILLING_INFO')}
            extra={
              <Link to={REGISTRATION_ROUTES.completeBillingInfo}>
                {t('REGISTRATION_FLOW.CONFIRM_PLAN.EDIT_INFO')}
              </Link>
            }
            style={{ height: '100%' }}
          >
            <BillingInfoRecap user={user} part="billing" />
          </Card>
        </Col>
        <Col span={24}>
          <Card
            title={t('REGISTRATION_FLOW.CONFIRM_PLAN.CHOSEN_PLAN')}
            extra={
              isChoosing || isPaying ? null : (
                <Button type="link" onClick={() => setIsChoosing(true)} data-testid="change-plan">
                  {t('REGISTRATION_FLOW.CONFIRM_PLAN.CHANGE_PLAN')}
                </Button>
              )
            }
          >
            {isPaying ? null : plans.isPending ? (
              <Skeleton active />
            ) : !chosen ? (
              <Alert type="warning" showIcon title={t('BILLING.NO_PLANS')} />
            ) : isChoosing ? (
              <PlanSelector plans={available} value={chosen.id} onChange={setChosenId} />
            ) : (
              <Space direction="vertical" size={0}>
                <Typography.Text strong style={{ fontSize: 18 }}>
                  {chosen.planName}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('BILLING.PLAN.CREDITS', {
                    companies: t('BILLING.PLAN.COMPANY_CREDITS', { count: chosen.companyCredits }),
                    contacts: t('BILLING.PLAN.CONTACT_CREDITS', { count: chosen.contactCredits }),
                  })}
                </Typography.Text>
              </Space>
            )}
            {isPaying ? (
              <Alert
                type="info"
                showIcon
                data-testid="confirm-plan-paid"
                title={t(portal.isError ? 'BILLING.PORTAL_FAILED' : 'ERROR.SUBSCRIPTION_ALREADY_PAID')}
                action={
                  <Button
                    type="primary"
                    loading={portal.isPending || portal.isSuccess}
                    onClick={() => portal.mutate()}
                  >
                    {t('BILLING.MANAGE_SUBSCRIPTION')}
                  </Button>
                }
              />
            ) : chosen ? (
              <Space style={{ marginTop: 24, display: 'flex', justifyContent: 'flex-end' }} wrap>
                {hasConfirmedTrial && !isRenewal ? (
                  <Button onClick={() => void navigate(REGISTRATION_ROUTES.home)}>
                    {t('COMMON.CANCEL')}
                  </Button>
                ) : null}
                <Button
                  type="primary"
                  size="large"
                  loading={isPending}
                  onClick={() => confirm(chosen)}
                  data-testid="confirm-plan"
                >
                  {isTrialPlan(chosen)
                    ? t('REGISTRATION_FLOW.CONFIRM_PLAN.START_TRIAL')
                    : t('REGISTRATION_FLOW.CONFIRM_PLAN.GO_TO_PAYMENT')}
                </Button>
              </Space>
            ) : null}
          </Card>
        </Col>
      </Row>
    </Spin>
  );
}
