import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { errorMessageKey } from '../../i18n/errorMessageKey.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { isApiError } from '../api/ApiError.ts';
import { FailureReference } from './FailureReference.tsx';

export interface QueryErrorAlertProps {
  error: unknown;
  onRetry: () => void;
}

/** A list that failed to load: the catalogue message and a retry button (no Alert: home's budget). */
export function QueryErrorAlert({ error, onRetry }: QueryErrorAlertProps) {
  const { t } = useTranslation();
  const key = errorMessageKey(isApiError(error) ? error.clientType : 'UNEXPECTED');
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={12}
      role="alert"
      data-testid="query-error"
      style={{
        padding: '10px 14px',
        marginBottom: 16,
        background: '#fff2f0',
        border: '1px solid #ffccc7',
        borderRadius: 8,
      }}
    >
      <Flex vertical gap={2}>
        <Typography.Text type="danger">
          <WarningOutlined style={{ marginInlineEnd: 8 }} />
          {t(key)}
        </Typography.Text>
        <FailureReference error={error} />
      </Flex>
      <Button size="small" onClick={onRetry}>
        {t('COMMON.RETRY')}
      </Button>
    </Flex>
  );
}
