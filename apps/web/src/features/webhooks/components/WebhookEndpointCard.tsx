import type { WebhookEndpointListItem } from '@adatlas/domain/webhooks';
import { DeleteOutlined, SendOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { ApiErrorAlert } from '../../../shared/ui/ApiErrorAlert.tsx';
import { formatDateTime } from '../../../shared/utils/formatDateTime.ts';
import { webhooksApi } from '../api/webhooks.api.ts';
import { webhookQueries } from '../api/webhooks.queries.ts';
import { webhookEventLabelKey } from '../utils/webhookEventLabelKey.ts';
import { DeliveryStatusTag } from './DeliveryStatusTag.tsx';
import { WebhookStatusTag } from './WebhookStatusTag.tsx';

export interface WebhookEndpointCardProps {
  endpoint: WebhookEndpointListItem;
  onOpenLog: (endpoint: WebhookEndpointListItem) => void;
}

/** One endpoint: where it sends, what, whether it is on and how its latest delivery went. */
export function WebhookEndpointCard({ endpoint, onOpenLog }: WebhookEndpointCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQueries.all });
  const toggle = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (enabled: boolean) => webhooksApi.setEnabled(endpoint.id, enabled),
    onSettled: refresh,
  });
  const remove = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => webhooksApi.deleteEndpoint(endpoint.id),
    onSettled: refresh,
  });
  const test = useMutation({
    meta: { handlesErrors: true },
    mutationFn: () => webhooksApi.sendTestEvent(endpoint.id),
    onSettled: refresh,
  });
  const tested = test.data;
  const last = endpoint.lastDelivery;

  return (
    <Card
      size="small"
      data-testid="webhook-endpoint"
      data-enabled={String(endpoint.enabled)}
      title={
        <Typography.Text
          strong
          style={{ wordBreak: 'break-all', whiteSpace: 'normal' }}
          data-testid="webhook-endpoint-url"
        >
          {endpoint.url}
        </Typography.Text>
      }
      extra={<WebhookStatusTag endpoint={endpoint} />}
      styles={{ header: { flexWrap: 'wrap', gap: 8, paddingBlock: 8 } }}
    >
      <ApiErrorAlert error={toggle.error ?? remove.error ?? test.error} />
      <Space direction="vertical" size={8} style={{ width: '100%' }}>
        {!endpoint.enabled && endpoint.disabledReason === 'failing' ? (
          <Typography.Text type="danger">{t('WEBHOOKS.DISABLED_FAILING_HINT')}</Typography.Text>
        ) : null}
        {endpoint.enabled && endpoint.failingSince ? (
          <Typography.Text type="warning">
            {t('WEBHOOKS.FAILING_SINCE', { time: formatDateTime(endpoint.failingSince) })}
          </Typography.Text>
        ) : null}
        <div>
          <Typography.Text type="secondary">{t('WEBHOOKS.EVENTS')}: </Typography.Text>
          {endpoint.events.map((event) => (
            <Tag key={event} style={{ marginBlock: 2 }}>
              {t(webhookEventLabelKey(event))}
            </Tag>
          ))}
        </div>
        <div data-testid="webhook-last-delivery">
          <Typography.Text type="secondary">{t('WEBHOOKS.LAST_DELIVERY')}: </Typography.Text>
          {last ? (
            <Space size={4} wrap>
              <DeliveryStatusTag status={last.status} />
              <span>{t(webhookEventLabelKey(last.type))}</span>
              <Typography.Text type="secondary">
                {formatDateTime(last.deliveredAt ?? last.createdAt)}
                {last.lastStatusCode === null ? '' : ` · HTTP ${last.lastStatusCode}`}
              </Typography.Text>
            </Space>
          ) : (
            <Typography.Text type="secondary">{t('WEBHOOKS.NO_DELIVERY')}</Typography.Text>
          )}
        </div>
        {tested && !test.isPending ? (
          <Alert
            role="status"
            showIcon
            type={tested.status === 'delivered' ? 'success' : 'error'}
            data-testid="webhook-test-result"
            data-status={tested.status}
            title={
              tested.status === 'delivered'
                ? t('WEBHOOKS.TEST_DELIVERED', { code: tested.lastStatusCode })
                : t('WEBHOOKS.TEST_FAILED', {
                    reason:
                      tested.lastStatusCode === null
                        ? (tested.lastError ?? '—')
                        : `HTTP ${tested.lastStatusCode}`,
                  })
            }
          />
        ) : null}
        <Typography.Text type="secondary">
          {t('WEBHOOKS.SECRET_PREFIX')}: <Typography.Text code>{`${endpoint.secretPrefix}…`}</Typography.Text>
          {' · '}
          {t('WEBHOOKS.CREATED', { time: formatDateTime(endpoint.createdAt) })}
        </Typography.Text>
        <Space wrap size={[16, 8]} style={{ marginTop: 4 }}>
          <Space size={8}>
            <Switch
              checked={endpoint.enabled}
              loading={toggle.isPending}
              onChange={(enabled) => toggle.mutate(enabled)}
              aria-label={t('WEBHOOKS.ENABLED')}
              data-testid="webhook-toggle"
            />
            <span aria-hidden>{t('WEBHOOKS.ENABLED')}</span>
          </Space>
          <Button
            icon={<SendOutlined />}
            disabled={!endpoint.enabled}
            loading={test.isPending}
            onClick={() => test.mutate()}
            data-testid="webhook-send-test"
          >
            {t('WEBHOOKS.SEND_TEST')}
          </Button>
          <Button
            icon={<UnorderedListOutlined />}
            onClick={() => onOpenLog(endpoint)}
            data-testid="webhook-open-log"
          >
            {t('WEBHOOKS.DELIVERY_LOG')}
          </Button>
          <Popconfirm
            title={t('WEBHOOKS.DELETE_CONFIRM', { url: endpoint.url })}
            okText={t('WEBHOOKS.DELETE')}
            cancelText={t('COMMON.CANCEL')}
            okButtonProps={{ danger: true, ...{ 'data-testid': 'webhook-delete-confirm' } }}
            onConfirm={() => remove.mutateAsync().catch(() => undefined)}
          >
            <Button danger icon={<DeleteOutlined />} loading={remove.isPending} data-testid="webhook-delete">
              {t('WEBHOOKS.DELETE')}
            </Button>
          </Popconfirm>
        </Space>
      </Space>
    </Card>
  );
}
