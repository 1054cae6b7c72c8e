import type { WebhookEndpointCreated } from '@adatlas/domain/webhooks';
import { Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { SecretShownOnce } from '../../../shared/ui/SecretShownOnce.tsx';

export interface NewWebhookSecretProps {
  created: WebhookEndpointCreated;
  onDone: () => void;
}

/** The signing secret of the endpoint just created, the only time it is ever shown. */
export function NewWebhookSecret({ created, onDone }: NewWebhookSecretProps) {
  const { t } = useTranslation();
  return (
    <SecretShownOnce
      title={t('WEBHOOKS.SECRET_ONCE')}
      secret={created.secret}
      before={
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {created.url}
        </Typography.Text>
      }
      after={<Typography.Text>{t('WEBHOOKS.SECRET_USE')}</Typography.Text>}
      labels={{ copy: t('WEBHOOKS.COPY'), copied: t('WEBHOOKS.COPIED'), done: t('WEBHOOKS.SECRET_SAVED') }}
      testId="webhook-secret"
      onDone={onDone}
    />
  );
}
