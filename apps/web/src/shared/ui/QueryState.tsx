import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { isApiError } from '../api/ApiError.ts';
import { FailureReference } from './FailureReference.tsx';

export interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  onRetry?: () => void;
  /** Rows of skeleton while the first answer loads. */
  skeletonRows?: number;
  children: ReactNode;
}

/** The loading, error and empty (COMMON.NO_DATA) states every list and tab shares. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  onRetry,
  skeletonRows = 4,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  if (error) {
    const message = isApiError(error) ? t(errorMessageKey(error.clientType)) : t('ERROR.UNEXPECTED');
    return (
      <Alert
        type="error"
        showIcon
        title={message}
        description={<FailureReference error={error} />}
        data-testid="query-error"
        action={
          onRetry ? (
            <Button size="small" onClick={onRetry}>
              {t('COMMON.RETRY')}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: skeletonRows }} />;
  if (isEmpty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('COMMON.NO_DATA')} />;
  return <>{children}</>;
}
