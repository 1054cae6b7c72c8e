import type { WebhookEndpoint } from '@adatlas/domain/webhooks';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

export interface WebhookStatusTagProps {
  endpoint: WebhookEndpoint;
}

/** On, off by its owner's choice, or off because it failed for three days. */
export function WebhookStatusTag({ endpoint }: WebhookStatusTagProps) {
  const { t } = useTranslation();
  if (endpoint.enabled) {
    return (
      <Tag color={endpoint.failingSince ? 'orange' : 'green'} data-testid="webhook-status">
        {t(endpoint.failingSince ? 'WEBHOOKS.STATUS_FAILING' : 'WEBHOOKS.STATUS_ACTIVE')}
      </Tag>
    );
  }
  return (
    <Tag color={endpoint.disabledReason === 'failing' ? 'red' : 'default'} data-testid="webhook-status">
      {t(
        endpoint.disabledReason === 'failing'
          ? 'WEBHOOKS.STATUS_DISABLED_FAILING'
          : 'WEBHOOKS.STATUS_DISABLED',
      )}
    </Tag>
  );
}
