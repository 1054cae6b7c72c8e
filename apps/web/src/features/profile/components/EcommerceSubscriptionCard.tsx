import type { CreditUsage, SubscriptionInfo } from '@adatlas/domain/billing';
import { formatDate } from '@adatlas/domain/formatting';
import { REGISTRATION_ROUTES } from '@adatlas/domain/registration';
import { Alert, Button, Card, Descriptions, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SUBSCRIPTION_PAGE, useBillingPortal } from '../../billing/index.ts';
import { usePlansPageUrl } from '../../tenants/index.ts';

export interface EcommerceSubscriptionCardProps {
  info: SubscriptionInfo;
}

const remaining = (usage: CreditUsage) => (usage ? String(usage.remaining) : '—');

/**
 * A plan bought online: plan, remaining credits, expiry (DD-MM-YYYY), change plan and the billing
 * portal for paid plans. Change plan goes to the country's plans page when the back office set one
 * (spec access: "change-plan link to an external plans page per country"); else it is the plan
 * choice for a trial or expired user, the billing portal for a paying one.
 */
export function EcommerceSubscriptionCard({ info }: EcommerceSubscriptionCardProps) {
  const { t } = useTranslation();
  const portal = useBillingPortal(SUBSCRIPTION_PAGE);
  const periodEnd = info.plans[0]?.periodEndDate;
  const plansPage = usePlansPageUrl();
  return (
    <Card
      title={t('PROFILE.SUBSCRIPTION.TITLE')}
      extra={
        <Space>
          {plansPage ? (
            <Typography.Link
              href={plansPage}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="subscription-change-plan"
            >
              {t('PROFILE.SUBSCRIPTION.CHANGE_PLAN')}
            </Typography.Link>
          ) : info.canManage ? (
            // A paying subscriber changes plan on the same subscription, in the billing portal.
            <Button
              type="link"
              data-testid="subscription-change-plan"
              disabled={portal.isPending || portal.isSuccess}
              onClick={() => portal.mutate()}
            >
              {t('PROFILE.SUBSCRIPTION.CHANGE_PLAN')}
            </Button>
          ) : (
            <Link to={REGISTRATION_ROUTES.confirmPlan} data-testid="subscription-change-plan">
              {t('PROFILE.SUBSCRIPTION.CHANGE_PLAN')}
            </Link>
          )}
          {info.canManage ? (
            <Button
              type="primary"
              loading={portal.isPending || portal.isSuccess}
              onClick={() => portal.mutate()}
            >
              {t('BILLING.MANAGE_SUBSCRIPTION')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {portal.isError ? (
        <Alert type="error" showIcon title={t('BILLING.PORTAL_FAILED')} style={{ marginBottom: 16 }} />
      ) : null}
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          {
            key: 'plan',
            label: t('PROFILE.SUBSCRIPTION.PLAN'),
            children: (
              <span data-testid="subscription-plan">
                {info.plan?.planName ?? t('PROFILE.SUBSCRIPTION.NO_PLAN')}
              </span>
            ),
          },
          {
            key: 'companies',
            label: t('PROFILE.SUBSCRIPTION.COMPANY_CREDITS'),
            children: (
              <span data-testid="subscription-company-credits">{remaining(info.credits.company)}</span>
            ),
          },
          {
            key: 'contacts',
            label: t('PROFILE.SUBSCRIPTION.CONTACT_CREDITS'),
            children: (
              <span data-testid="subscription-contact-credits">{remaining(info.credits.contact)}</span>
            ),
          },
          {
            key: 'expiry',
            label: t('PROFILE.SUBSCRIPTION.EXPIRY'),
            children: periodEnd ? formatDate(new Date(periodEnd * 1000), 'DD-MM-YYYY') : '—',
          },
        ]}
      />
    </Card>
  );
}
