import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangePlan } from '../../billing/index.ts';

/** Shown instead of the pager when the caller's plan sees the first page of results only. */
export function ResultsLimitedNotice() {
  const { t } = useTranslation();
  const changePlan = useChangePlan();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="results-limited"
      title={t('SEARCH_LIMIT.TITLE')}
      description={changePlan.isError ? t('BILLING.PORTAL_FAILED') : t('SEARCH_LIMIT.DESCRIPTION')}
      action={
        <Button
          type="primary"
          loading={changePlan.isPending || changePlan.isSuccess}
          onClick={() => changePlan.mutate()}
        >
          {t('SEARCH_LIMIT.CHOOSE_PLAN')}
        </Button>
      }
    />
  );
}
