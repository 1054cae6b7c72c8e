import type { WebhookDelivery } from '@adatlas/domain/webhooks';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';

const COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'blue',
  delivered: 'green',
  failed: 'red',
};

export interface DeliveryStatusTagProps {
  status: WebhookDelivery['status'];
}

export function DeliveryStatusTag({ status }: DeliveryStatusTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="webhook-delivery-status" data-status={status}>
      {t(`WEBHOOKS.DELIVERY_${status.toUpperCase() as Uppercase<typeof status>}`)}
    </Tag>
  );
}
