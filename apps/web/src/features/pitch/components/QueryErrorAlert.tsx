import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../../i18n/errorMessageKey.ts';
import { isApiError } from '../../../shared/api/ApiError.ts';

export interface QueryErrorAlertProps {
  error: unknown;
  onRetry: () => void;
}

/** A list that failed to load: the catalogue message and a retry button. */
export function QueryErrorAlert({ error, onRetry }: QueryErrorAlertProps) {
  const { t } = useTranslation();
  const key = errorMessageKey(isApiError(error) ? error.clientType : 'UNEXPECTED');
  return (
    <Alert
      type="error"
      showIcon
      title={t(key)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('COMMON.RETRY')}
        </Button>
      }
      style={{ marginBottom: 16 }}
      data-testid="query-error"
    />
  );
}
