import { formatDate } from '@adatlas/domain/formatting';
import { hasScope } from '@adatlas/domain/scopes';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { QueryErrorAlert } from '../../../shared/ui/QueryErrorAlert.tsx';
import { billingQueries } from '../../billing/index.ts';
import { quotaRenewal, RENEWAL_TEXT_KEYS } from '../utils/quotaRenewal.ts';

const LOADING = '...';

/**
 * Remaining/total credits per kind, '...' while loading, and the renewal date (DD/MM/YYYY): the end
 * of the credits period, or of the trial or plan when they end first (creditRenewal).
 * A failed consumption fetch is ignored (spec access §8): the totals stay. A failed subscription
 * fetch says so, with a retry, instead of '...' for ever.
 */
export function QuotasSection() {
  const { t } = useTranslation();
  const { session, viewer } = useSession();
  const tenant = session?.tenant ?? '';
  const subscription = useQuery(billingQueries.subscription(tenant));
  const consumption = useQuery({ ...billingQueries.consumption(tenant), retry: false });
  const kinds = [
    {
      key: 'company',
      scope: 'companyQuota',
      titleKey: 'PROFILE.QUOTAS.COMPANIES',
      count: consumption.data?.companies.count,
    },
    {
      key: 'contact',
      scope: 'contactQuota',
      titleKey: 'PROFILE.QUOTAS.CONTACTS',
      count: consumption.data?.contacts.count,
    },
  ] as const;
  const shown = kinds.filter((kind) => viewer.isAdmin || hasScope(viewer.scopes, kind.scope));
  const renewal = subscription.data ? quotaRenewal(subscription.data) : null;
  const renewalText = t(RENEWAL_TEXT_KEYS[renewal?.kind ?? 'renews'], {
    date: renewal ? formatDate(renewal.date) : LOADING,
  });
  if (subscription.isError) {
    return (
      <Card title={t('PROFILE.QUOTAS.TITLE')}>
        <QueryErrorAlert error={subscription.error} onRetry={() => void subscription.refetch()} />
      </Card>
    );
  }
  return (
    <Card title={t('PROFILE.QUOTAS.TITLE')}>
      <Row gutter={[24, 24]}>
        {shown.map((kind) => {
          const credits = subscription.data?.credits[kind.key];
          const total = credits?.total;
          const used = kind.count ?? credits?.consumed;
          const value =
            subscription.isPending || total === undefined || used === undefined
              ? LOADING
              : `${Math.max(0, total - used)}/${total}`;
          return (
            <Col key={kind.key} xs={24} sm={12}>
              <Card size="small">
                <Statistic
                  title={t(kind.titleKey)}
                  value={credits === null ? t('PROFILE.QUOTAS.UNLIMITED') : value}
                  valueRender={(node) => <span data-testid={`quota-${kind.key}`}>{node}</span>}
                />
              </Card>
            </Col>
          );
        })}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0 }}>
        <span data-testid="quota-renewal">{renewalText}</span>
      </Typography.Paragraph>
    </Card>
  );
}
