import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Shown instead of the pager when the caller's plan sees the first page of results only. */
export function ResultsLimitedNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="results-limited"
      title={t('SEARCH_LIMIT.TITLE')}
      description={t('SEARCH_LIMIT.DESCRIPTION')}
      action={
        <Link to="/confirmPlan">
          <Button type="primary">{t('SEARCH_LIMIT.CHOOSE_PLAN')}</Button>
        </Link>
      }
    />
  );
}
