import type { ApiKeyCreated } from '@adatlas/domain/api-keys';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewApiKeySecretProps {
  created: ApiKeyCreated;
  onDone: () => void;
}

/** The secret of the key just created, the only time it is ever shown: copy it, then close. */
export function NewApiKeySecret({ created, onDone }: NewApiKeySecretProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(created.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Alert
      type="warning"
      showIcon
      title={t('API_KEYS.SECRET_ONCE', { name: created.name })}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="api-key-secret">
            {created.secret}
          </Typography.Text>
          <Space wrap>
            <Button
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              onClick={() => void copy()}
              data-testid="api-key-copy"
            >
              {copied ? t('API_KEYS.COPIED') : t('API_KEYS.COPY')}
            </Button>
            <Button type="primary" onClick={onDone} data-testid="api-key-secret-done">
              {t('API_KEYS.SECRET_SAVED')}
            </Button>
          </Space>
        </Space>
      }
      style={{ marginBottom: 16 }}
      data-testid="api-key-secret-panel"
    />
  );
}
