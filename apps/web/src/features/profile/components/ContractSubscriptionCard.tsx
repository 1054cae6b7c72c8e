import type { CreditUsage, SubscriptionInfo } from '@adatlas/domain/billing';
import { formatDate } from '@adatlas/domain/formatting';
import type { TenantId } from '@adatlas/domain/tenants';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useIsMobile } from '../../../shared/hooks/useIsMobile.ts';
import { ContactAccountManagerButton } from '../../billing/index.ts';
import { LicenceCoverageTable } from './LicenceCoverageTable.tsx';

export interface ContractSubscriptionCardProps {
  info: SubscriptionInfo;
  /** The country the user is signed in to. */
  tenant: TenantId;
}

const day = (date: Date) => formatDate(date, 'DD-MM-YYYY');

/**
 * A licence sold under a sales contract: nothing is bought or managed online, so instead of checkout
 * and the billing portal it shows what the contract holds (countries and their expiry, the credits in
 * force) and points to the account manager for any change.
 */
export function ContractSubscriptionCard({ info, tenant }: ContractSubscriptionCardProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const current = info.licence.find((entry) => entry.tenant === tenant);
  const credits = (usage: CreditUsage) =>
    usage
      ? t('PROFILE.SUBSCRIPTION.CREDITS_OF_TOTAL', { remaining: usage.remaining, total: usage.total })
      : t('PROFILE.QUOTAS.UNLIMITED');
  return (
    <Card
      title={t('PROFILE.SUBSCRIPTION.TITLE')}
      extra={<Tag color="blue">{t('PROFILE.SUBSCRIPTION.CONTRACT_TAG')}</Tag>}
      data-testid="subscription-contract"
    >
      <Descriptions
        column={1}
        bordered
        // A phone has no room for a label column: each label stands above its value.
        layout={isMobile ? 'vertical' : 'horizontal'}
        size={isMobile ? 'small' : 'middle'}
        items={[
          {
            key: 'plan',
            label: t('PROFILE.SUBSCRIPTION.PLAN'),
            children: (
              <Space direction="vertical" size={0}>
                <Typography.Text strong data-testid="subscription-plan">
                  {t('PROFILE.SUBSCRIPTION.CONTRACT_PLAN')}
                </Typography.Text>
                <Typography.Text type="secondary">
                  {t('PROFILE.SUBSCRIPTION.CONTRACT_PLAN_HINT')}
                </Typography.Text>
              </Space>
            ),
          },
          {
            key: 'expiry',
            label: t('PROFILE.SUBSCRIPTION.ACCESS_IN_COUNTRY', { country: t(`TENANT.${tenant}`) }),
            children: (
              <span data-testid="subscription-expiry">
                {current ? day(new Date(current.exp * 1000)) : '—'}
              </span>
            ),
          },
          {
            key: 'companies',
            label: t('PROFILE.SUBSCRIPTION.COMPANY_CREDITS'),
            children: <span data-testid="subscription-company-credits">{credits(info.credits.company)}</span>,
          },
          {
            key: 'contacts',
            label: t('PROFILE.SUBSCRIPTION.CONTACT_CREDITS'),
            children: <span data-testid="subscription-contact-credits">{credits(info.credits.contact)}</span>,
          },
          {
            key: 'renewal',
            label: t('PROFILE.SUBSCRIPTION.CREDITS_RENEW'),
            children: (
              <span data-testid="subscription-credits-renewal">{day(new Date(info.renewalDate))}</span>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('PROFILE.SUBSCRIPTION.COUNTRIES_TITLE')}
      </Typography.Title>
      <LicenceCoverageTable licence={info.licence} tenant={tenant} now={new Date()} />
      <Alert
        type="info"
        showIcon
        style={{ marginTop: 24 }}
        data-testid="subscription-contract-managed"
        title={t('PROFILE.SUBSCRIPTION.MANAGED_TITLE')}
        description={
          <Space direction="vertical" size={12}>
            <span>{t('PROFILE.SUBSCRIPTION.MANAGED_TEXT')}</span>
            <ContactAccountManagerButton data-testid="subscription-contact-manager" />
          </Space>
        }
      />
    </Card>
  );
}
