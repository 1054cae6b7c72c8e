import type { WebhookEndpointCreated } from '@adatlas/domain/webhooks';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NewWebhookSecretProps {
  created: WebhookEndpointCreated;
  onDone: () => void;
}

/** The signing secret of the endpoint just created, the only time it is ever shown. */
export function NewWebhookSecret({ created, onDone }: NewWebhookSecretProps) {
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
      title={t('WEBHOOKS.SECRET_ONCE')}
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {created.url}
          </Typography.Text>
          <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="webhook-secret">
            {created.secret}
          </Typography.Text>
          <Typography.Text>{t('WEBHOOKS.SECRET_USE')}</Typography.Text>
          <Space wrap>
            <Button
              icon={copied ? <CheckOutlined /> : <CopyOutlined />}
              onClick={() => void copy()}
              data-testid="webhook-secret-copy"
            >
              {copied ? t('WEBHOOKS.COPIED') : t('WEBHOOKS.COPY')}
            </Button>
            <Button type="primary" onClick={onDone} data-testid="webhook-secret-done">
              {t('WEBHOOKS.SECRET_SAVED')}
            </Button>
          </Space>
        </Space>
      }
      style={{ marginBottom: 16 }}
      data-testid="webhook-secret-panel"
    />
  );
}
