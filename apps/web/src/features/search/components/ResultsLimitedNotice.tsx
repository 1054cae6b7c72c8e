import { Alert, Button } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ContactAccountManagerButton, useChangePlan, useSubscriptionAccess } from '../../billing/index.ts';

/**
 * Shown instead of the pager when the caller's plan sees the first page of results only. A larger
 * plan is chosen online, or, for a contract customer, asked of their account manager.
 */
export function ResultsLimitedNotice() {
  const { t } = useTranslation();
  const changePlan = useChangePlan();
  const subscription = useSubscriptionAccess(true);
  const isContract = subscription.access === 'contract';
  return (
    <Alert
      type="info"
      showIcon
      data-testid="results-limited"
      title={t('SEARCH_LIMIT.TITLE')}
      description={
        isContract
          ? t('SEARCH_LIMIT.DESCRIPTION_ACCOUNT_MANAGER')
          : t(changePlan.isError ? 'BILLING.PORTAL_FAILED' : 'SEARCH_LIMIT.DESCRIPTION')
      }
      action={
        isContract ? (
          <ContactAccountManagerButton type="primary" />
        ) : (
          <Button
            type="primary"
            // Until the subscription says how a plan changes, the button waits rather than mislead.
            loading={subscription.isPending || changePlan.isPending || changePlan.isSuccess}
            onClick={() => changePlan.mutate()}
          >
            {t('SEARCH_LIMIT.CHOOSE_PLAN')}
          </Button>
        )
      }
    />
  );
}
