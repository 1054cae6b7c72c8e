import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { isApiError } from '../api/ApiError.ts';
import { formatDateTime } from '../utils/formatDateTime.ts';

export interface FailureReferenceProps {
  error: unknown;
}

/** What to tell support about a failed load: the request id the server logged and when (spec §2). */
export function FailureReference({ error }: FailureReferenceProps) {
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new error is a new failure time
  const failedAt = useMemo(() => new Date(), [error]);
  const supportId = isApiError(error) && error.id ? error.id : undefined;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="query-error-support">
      {supportId ? `${t('PAGES.ERROR.SUPPORT_ID', { id: supportId })} · ` : ''}
      {t('PAGES.ERROR.DATE', { date: formatDateTime(failedAt) })}
    </Typography.Text>
  );
}
