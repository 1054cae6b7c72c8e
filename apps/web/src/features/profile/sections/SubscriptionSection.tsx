import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { useSession } from '../../../shared/session/useSession.ts';
import { billingQueries, useRefreshedAccess } from '../../billing/index.ts';
import { ContractSubscriptionCard } from '../components/ContractSubscriptionCard.tsx';
import { EcommerceSubscriptionCard } from '../components/EcommerceSubscriptionCard.tsx';

/**
 * What the account really holds in this country: a plan bought online (checkout and billing
 * portal), or a licence under a sales contract (its countries, expiries and credits, changed
 * through the account manager).
 */
export function SubscriptionSection() {
  const { t } = useTranslation();
  const { session } = useSession();
  const subscription = useQuery(billingQueries.subscription(session?.tenant ?? ''));
  // The billing portal comes back here after a change of plan.
  useRefreshedAccess();
  if (!session) return null;
  if (subscription.isPending)
    return (
      <Card title={t('PROFILE.SUBSCRIPTION.TITLE')}>
        <Skeleton active />
      </Card>
    );
  if (subscription.isError) {
    return (
      <Card title={t('PROFILE.SUBSCRIPTION.TITLE')}>
        <Result
          status="error"
          title={t('PROFILE.LOAD_FAILED')}
          extra={<Button onClick={() => void subscription.refetch()}>{t('COMMON.RETRY')}</Button>}
        />
      </Card>
    );
  }
  return subscription.data.access === 'contract' ? (
    <ContractSubscriptionCard info={subscription.data} tenant={session.tenant} />
  ) : (
    <EcommerceSubscriptionCard info={subscription.data} />
  );
}
